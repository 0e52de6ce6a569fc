/**
 * Alliance cards taken from the unused factions (TE "Alliance Reference Cards": a card gained goes into the
 * gainer's play area, where its ability can be used): Yin Ascendant draws one at random, and the mercenary
 * deck of Mercenaries for Hire is made of them.
 *
 * A card is unused when no player plays its faction (the Firmament and the Obsidian are one faction, the flip
 * of one sheet; the Keleres' three home systems share the "keleres" card) and no player holds it. Our choice:
 * cards whose ability Mecatol does not carry out yet (`ALLIANCE_ABILITIES_NOT_PLAYED`) are drawn too, as the
 * box's deck holds them; the holder keeps the card, the panel says its ability does nothing yet, and it acts
 * once it is built. The odds stay those of the real deck, and no draw ever depends on what is built.
 */
import {
  type FactionId,
  TI4_ALLIANCE_CARDS,
  type Ti4AllianceCardId,
  ti4AllianceCardOf,
} from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { pick, type RngState } from "../../rng.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { allianceCardsOf } from "./allianceCards.ts";

export type Ti4AllianceDrawEvent =
  /**
   * `seat` draws at random among the unused alliance cards (`card`; null when none was left), for `reason`;
   * the card itself is gained by ti4AllianceCardGained.
   */
  {
    type: "ti4AllianceCardDrawn";
    seat: Seat;
    card: Ti4AllianceCardId | null;
    reason: string;
    rng?: RngState;
  };

/** The cards of the factions at the table (the Firmament's sheet brings the Obsidian's card with it). */
function cardsInPlay(state: Ti4State): Set<Ti4AllianceCardId> {
  const cards = new Set<Ti4AllianceCardId>();
  for (const player of state.players) {
    const faction: FactionId | null | undefined = player.faction;
    if (!faction) continue;
    cards.add(ti4AllianceCardOf(faction).id);
    if (faction === "firmament" || faction === "obsidian") {
      cards.add("firmament");
      cards.add("obsidian");
    }
  }
  return cards;
}

/** The alliance cards of factions nobody plays, in the box's order (`held`: leave out those a player holds). */
export function unplayedFactionCards(state: Ti4State, held = true): Ti4AllianceCardId[] {
  const inPlay = cardsInPlay(state);
  const taken = new Set(held ? state.players.flatMap((p) => allianceCardsOf(state, p.seat)) : []);
  return TI4_ALLIANCE_CARDS.map((c) => c.id).filter((id) => !inPlay.has(id) && !taken.has(id));
}

/**
 * `seat` draws one unused alliance card at random (the game's seeded generator, in the log) and places it in
 * its play area. With none left the draw is logged empty and nothing is gained [our reading: there is no card
 * to take]. Returns the card drawn.
 */
export function drawUnusedAllianceCard(tx: Tx<Ti4>, seat: Seat, reason: string): Ti4AllianceCardId | null {
  const pool = unplayedFactionCards(tx.state);
  if (pool.length === 0) {
    tx.emit({ type: "ti4AllianceCardDrawn", seat, card: null, reason });
    return null;
  }
  const drawn = pick(tx.state.rng, pool);
  tx.emit({ type: "ti4AllianceCardDrawn", seat, card: drawn.value, reason, rng: drawn.rng });
  tx.emit({ type: "ti4AllianceCardGained", seat, card: drawn.value, reason });
  return drawn.value;
}

export const ALLIANCE_DRAW_EVENTS = {
  /** The draw changes nothing but the generator (the gain is its own event); a card drawn leaves the mercenary deck. */
  ti4AllianceCardDrawn(draft: Ti4State, e: Extract<Ti4AllianceDrawEvent, { type: "ti4AllianceCardDrawn" }>) {
    if (e.card === null || !draft.mercenaryDeck) return;
    draft.mercenaryDeck = draft.mercenaryDeck.filter((card) => card !== e.card);
  },
};
