/**
 * How the events of the board cards change the state (rules/actionCards/boardCards.ts). No rule checks here.
 */
import type { EvolveTable } from "../../evolve.ts";

export const BOARD_CARD_EVOLVE: EvolveTable<"planetLost" | "actionCardReturnedToHand"> = {
  /** A planet card goes back to the box: the planet turns neutral (Local Unrest). */
  planetLost: (s, e) => {
    const p = s.players[e.seat];
    if (!p) throw new Error(`no player at seat ${e.seat}`);
    delete p.planets[e.planet];
  },
  /** The card leaves the discard pile for its player's hand (Strategic Bombardment on a 6+). */
  actionCardReturnedToHand: (s, e) => {
    const p = s.players[e.seat];
    const at = s.decks.action.discard.lastIndexOf(e.card);
    if (!p || at < 0) throw new Error(`${e.card} is not in the discard pile`);
    s.decks.action.discard.splice(at, 1);
    p.secret.actionCards.push(e.card);
  },
};
