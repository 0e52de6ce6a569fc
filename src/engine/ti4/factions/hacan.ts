/**
 * The Emirates of Hacan (content/ti4/factions.base.ts, factionAbilities.ts): their abilities, their
 * promissory note and what of their technologies and flagship the engine carries out.
 *
 * - Masters of Trade: the Trade card's secondary costs them no strategy token (LRR 82.2, secondaryWithoutToken).
 * - Guild Ships: their transactions are not limited to neighbours (LRR 94.1, transactionBeyondNeighbours).
 * - Arbiters: action cards may change hands in their transactions (LRR 94.3a, actionCardsInTransactions).
 * - Trade Convoys, their note: ACTION, laid face up; while it lies there its holder trades beyond neighbours;
 *   it goes back to the Hacan when its holder activates a system holding Hacan units.
 */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import type { Ti4State } from "../state.ts";
import { hasUnitsIn } from "../transactions/neighbours.ts";
import { returnNote, type Ti4NoteRules } from "../transactions/noteRules.ts";

const CONVOYS = "convoys";

function holdsConvoysFaceUp(state: Ti4State, seat: Seat): boolean {
  return (state.players[seat]?.promissoryPlayArea ?? []).some(
    (n) => n.note === CONVOYS && hasFaction(state, n.owner, "hacan"),
  );
}

/**
 * Trade Convoys: played as an action into the holder's play area; while there, transactions beyond
 * neighbours (answered by TI4_HACAN's transactionBeyondNeighbours); back to the Hacan when its holder
 * activates a system with their units.
 */
export const TRADE_CONVOYS: Ti4NoteRules = {
  moment: "action",
  laidOutWhenPlayed: true,
  afterHolderActivates(tx, holder, owner, system: PositionLabel) {
    if (hasUnitsIn(tx.state, owner, system)) returnNote(tx, holder, CONVOYS, owner);
  },
};

export const TI4_HACAN: Ti4Module = {
  id: "faction:hacan",
  hooks: {
    // Masters of Trade.
    secondaryWithoutToken: (state, seat, card) => card === "trade" && hasFaction(state, seat, "hacan"),
    // Guild Ships; Trade Convoys face up in the seat's play area.
    transactionBeyondNeighbours: (state, seat) =>
      hasFaction(state, seat, "hacan") || holdsConvoysFaceUp(state, seat),
    // Arbiters: either side of a transaction with the Hacan.
    actionCardsInTransactions: (state, seat, other) =>
      hasFaction(state, seat, "hacan") || hasFaction(state, other, "hacan"),
  },
};
