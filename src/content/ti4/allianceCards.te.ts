/**
 * TE "Alliance Reference Cards": 31 cards, one per faction (the Firmament and the Obsidian one each, the Council
 * Keleres one for its three home systems). Each card's ability is its faction's commander ability (PoK
 * "Alliance" promissory note; the TE rulebook, "Alliance Reference Cards"), so the texts come from the
 * commanders (leaders.commanders.ts). Where Codex III reprinted a commander (the Ω versions), the card carries
 * the reprint, as Thunder's Edge's own set was printed after the Codex [our reading].
 *
 * Who holds which card, and which abilities Mecatol plays: engine/ti4/thundersEdge/allianceCards.ts.
 */
import { deepFreeze } from "../common.ts";
import {
  BASE_FACTION_IDS,
  type FactionId,
  KELERES_FACTION_IDS,
  POK_FACTION_IDS,
  TE_PLAYED_FACTION_IDS,
} from "./common.ts";
import { ti4Faction } from "./factions.ts";
import { TI4_COMMANDERS } from "./leaders.commanders.ts";

/** An alliance card, named by its faction ("keleres" for the Council Keleres' three home systems). */
export type Ti4AllianceCardId = Exclude<FactionId, (typeof KELERES_FACTION_IDS)[number]> | "keleres";

export interface Ti4AllianceCard {
  readonly id: Ti4AllianceCardId;
  /** The faction's short name, as the table names the card ("Jol-Nar": "the Jol-Nar alliance card"). */
  readonly faction: string;
  /** The commander whose ability the card carries. */
  readonly commander: string;
  readonly text: string;
}

const CARD_IDS: readonly Ti4AllianceCardId[] = [
  ...BASE_FACTION_IDS,
  ...POK_FACTION_IDS,
  "keleres",
  ...TE_PLAYED_FACTION_IDS,
];

function cardOf(id: Ti4AllianceCardId): Ti4AllianceCard {
  const leader = TI4_COMMANDERS.find((c) => c.id === `${id}commander`);
  if (leader === undefined) throw new Error(`No commander for the ${id} alliance card`);
  const faction = ti4Faction(id === "keleres" ? "keleresm" : id);
  return {
    id,
    faction: faction.shortName,
    commander: leader.name,
    text: leader.revision?.text ?? leader.text,
  };
}

export const TI4_ALLIANCE_CARDS: readonly Ti4AllianceCard[] = deepFreeze(CARD_IDS.map(cardOf));

/** The alliance card of `faction` (the Keleres' three home systems share one). */
export function ti4AllianceCardOf(faction: FactionId): Ti4AllianceCard {
  const id: Ti4AllianceCardId = (KELERES_FACTION_IDS as readonly string[]).includes(faction)
    ? "keleres"
    : (faction as Ti4AllianceCardId);
  return TI4_ALLIANCE_CARDS.find((card) => card.id === id) as Ti4AllianceCard;
}

/** How the table names the card with id `id` ("the Jol-Nar alliance card"). */
export function ti4AllianceCardName(id: Ti4AllianceCardId): string {
  return `the ${TI4_ALLIANCE_CARDS.find((card) => card.id === id)?.faction ?? id} alliance card`;
}
