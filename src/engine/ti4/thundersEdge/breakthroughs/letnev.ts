/**
 * The Barony of Letnev's breakthrough, Gravleash Maneuvers (TE "Breakthroughs and Synergy"; the card's text
 * as the community bot's breakthrough data gives it, in our words):
 * - before its holder rolls dice in space combat, one of its ships' rolls gains X, X being how many types of
 *   ship the holder has in that combat (LRR 18). Combat rolls only (the data's note: not unit abilities such
 *   as anti-fighter barrage, LRR 77.3d); every round, as each round's dice are rolled. Answers
 *   `oneShipRollBonus`; the dice engine (combat/oneShip.ts) gives it to the ship whose dice gain the most.
 * - while it moves, each of its non-fighter ships has the best move value among the ships moving out of the
 *   system it starts in (LRR 58.4c). Answers `movesShareBest` (tactical/moveCheck.ts).
 */
import { TI4_SHIP_TYPES } from "../../../../content/ti4/index.ts";
import type { Seat } from "../../../kernel/types.ts";
import { type Ti4Place, unitsIn } from "../../board/forces.ts";
import type { Ti4RollKind } from "../../combat/dice.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4State } from "../../state.ts";
import { holdsBreakthrough } from "../breakthroughs.ts";

/** How many types of ship `seat` has in the space area of `place` (the card's X). */
export function shipTypesIn(state: Ti4State, seat: Seat, place: Ti4Place): number {
  const here = unitsIn(state.board[place.position], seat);
  return TI4_SHIP_TYPES.filter((type) => (here[type] ?? 0) > 0).length;
}

/** The hook point oneShipRollBonus's answer: X on one ship's dice in a space combat roll. */
export function gravleashRoll(
  state: Ti4State,
  seat: Seat,
  kind: Ti4RollKind,
  place: Ti4Place | undefined,
): number {
  // A combat roll in a space area is a space combat's (a ground combat's is made on a planet).
  if (kind !== "combat" || !place || place.planet !== undefined) return 0;
  if (!holdsBreakthrough(state, seat, "letnevbt")) return 0;
  return shipTypesIn(state, seat, place);
}

export const TE_LETNEV_BREAKTHROUGH: Ti4Module = {
  id: "breakthrough:letnev",
  hooks: {
    oneShipRollBonus: gravleashRoll,
    movesShareBest: (state, seat) => holdsBreakthrough(state, seat, "letnevbt"),
  },
};
