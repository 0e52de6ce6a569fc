/**
 * TE "Alliance Game Variant": players form teams of two, at four, six or eight players.
 *
 * - Set-up (TE "Alliance Setup" step 2, "determine which pairs of players will be allies"): a table names its
 *   pairs at creation; naming none pairs neighbours in seat order (seats 0 and 1, 2 and 3, ...), our reading,
 *   as the rulebook's "Red vs Blue" map seats each team side by side (TE "Map Appendix").
 * - The game is played to 14 points (TE "Alliance Winning the Game"); a table asking for 10 is refused.
 * - The Alliance reference cards: each player holds their ally's (allianceCards.ts); the surfaces do not offer
 *   the variant while an ability a seated faction's card carries is not played (`allianceNotOffered`).
 *
 * Who is allied with whom is read by base rules through board/allies.ts; what acts as a rule is in
 * allianceModule.ts.
 */
import { BASE_FACTION_IDS, TE_PLAYED_FACTION_IDS, type Ti4Box } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4AllianceConfig } from "../state.ts";
import { ALLIANCE_ABILITIES_NOT_PLAYED } from "./allianceCards.ts";

const RULE = "TE Alliance Game Variant";

/** The player counts the variant is played at (TE "Alliance Game Variant"). */
export const ALLIANCE_PLAYER_COUNTS: readonly number[] = [4, 6, 8];

/** What a table asks for: the variant with neighbours paired, or its own pairs of seats. */
export type Ti4AllianceSetting = true | readonly (readonly [number, number])[];

/**
 * The parts of the variant Mecatol does not carry out yet; the surfaces do not offer it while any is listed.
 * The set-up note for the Mahact Gene-Sorcerers' ally (a command token in the Mahact's fleet pool) is not a
 * missing part: the Mahact are a Prophecy of Kings faction, and Mecatol plays no Prophecy of Kings content,
 * so no table can seat them and the note cannot arise.
 */
export const ALLIANCE_PARTS_NOT_YET_CARRIED_OUT: readonly string[] = [
  ...alliedCardsNotPlayed(),
  "allies rolling together in one combat, and hits against an allied pair shared across both",
  "a tactical action taken with an ally in the system they activate",
  "an ally's planets counting as one's own for abilities",
];

/** The Alliance reference cards a seated faction's ally would hold whose ability is not played yet, as one part. */
function alliedCardsNotPlayed(): string[] {
  const missing = [...BASE_FACTION_IDS, ...TE_PLAYED_FACTION_IDS].filter(
    (faction) => ALLIANCE_ABILITIES_NOT_PLAYED[faction] !== undefined,
  );
  return missing.length === 0
    ? []
    : [`the abilities of ${missing.length} factions' Alliance reference cards (${missing.join(", ")})`];
}

/** Why the surfaces (Discord, the playground) do not offer the variant yet, or undefined once it is complete. */
export function allianceNotOffered(): string | undefined {
  const parts = ALLIANCE_PARTS_NOT_YET_CARRIED_OUT;
  if (parts.length === 0) return undefined;
  return `The Alliance variant is not offered yet: ${parts.length} of its parts are not carried out (${parts.slice(0, 2).join("; ")}; ...).`;
}

function neighbourPairs(players: number): [Seat, Seat][] {
  return Array.from({ length: players / 2 }, (_, i) => [2 * i, 2 * i + 1] as [Seat, Seat]);
}

/** The pairs asked for, checked: each seat of the table in exactly one pair. */
function checkedPairs(asked: readonly (readonly [number, number])[], players: number): RuleError | undefined {
  const seen = new Set<number>();
  for (const [a, b] of asked)
    for (const seat of [a, b]) {
      if (!Number.isInteger(seat) || seat < 0 || seat >= players)
        return ruleError(
          "ERR_TI4_ALLIANCE_PAIRS",
          `${RULE}, Alliance Setup`,
          `Seat ${seat} is not at this ${players}-player table, so it cannot be in a pair of allies.`,
          { seat },
        );
      if (seen.has(seat))
        return ruleError(
          "ERR_TI4_ALLIANCE_PAIRS",
          `${RULE}, Alliance Setup`,
          `Seat ${seat} is named in two pairs of allies: each player has exactly one ally.`,
          { seat },
        );
      seen.add(seat);
    }
  if (seen.size !== players)
    return ruleError(
      "ERR_TI4_ALLIANCE_PAIRS",
      `${RULE}, Alliance Setup`,
      `Every player must be given an ally: the pairs name ${seen.size} of the ${players} seats.`,
    );
  return undefined;
}

/**
 * The variant as a config, or the rule refusing it; undefined when the table does not ask for it. `vpTarget`
 * is the target the table asked for, if any.
 */
export function resolveAlliance(
  asked: Ti4AllianceSetting | undefined,
  players: number,
  boxes: readonly Ti4Box[],
  vpTarget: number | undefined,
): Ti4AllianceConfig | RuleError | undefined {
  if (asked === undefined) return undefined;
  if (!boxes.includes("te"))
    return ruleError(
      "ERR_TI4_ALLIANCE",
      RULE,
      "The Alliance variant comes with Thunder's Edge: add the te box to play it.",
    );
  if (!ALLIANCE_PLAYER_COUNTS.includes(players))
    return ruleError(
      "ERR_TI4_ALLIANCE_PLAYERS",
      RULE,
      `The Alliance variant is played by four, six or eight players in pairs of allies, not ${players}.`,
      { players },
    );
  if (vpTarget !== undefined && vpTarget !== 14)
    return ruleError(
      "ERR_TI4_ALLIANCE_VP",
      `${RULE}, Alliance Winning the Game`,
      `The Alliance variant is played to 14 victory points, not ${vpTarget}.`,
    );
  if (asked === true) return { pairs: neighbourPairs(players) };
  const refused = checkedPairs(asked, players);
  if (refused) return refused;
  return { pairs: asked.map(([a, b]) => [a, b] as [Seat, Seat]) };
}
