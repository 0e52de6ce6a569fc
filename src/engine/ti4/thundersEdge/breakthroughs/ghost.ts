/**
 * The Ghosts of Creuss's breakthrough, Particle Synthesis (TE "Breakthroughs and Synergy"; the card's text as
 * the community bot's breakthrough data gives it, in our words):
 * - each wormhole in a system holding its holder's ships has PRODUCTION 1, as if it were a unit of theirs
 *   (LRR 68; hook extraProduction: a unit in the space area, so ships go there and ground forces to the
 *   space area or the holder's planets in that system, LRR 68.3);
 * - the combined cost of the units its holder produces in a system holding wormholes is 1 less per wormhole
 *   there (LRR 67; hook productionCostReduction, never below 0), whether or not its ships are there.
 * The wormholes counted are the system's as every rule reads them (board/galaxy.ts wormholesAt: the tile's
 * and the tokens', the Creuss's included), one per type [recalled: two of one type in one system would count
 * once].
 */

import { TI4_SHIP_TYPES } from "../../../../content/ti4/index.ts";
import type { PositionLabel } from "../../../galaxy/hex.ts";
import type { Seat } from "../../../kernel/types.ts";
import { countUnits, unitsIn } from "../../board/forces.ts";
import { wormholesAt } from "../../board/galaxy.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4State } from "../../state.ts";
import { holdsBreakthrough } from "../breakthroughs.ts";

/** The hook point extraProduction's answer: PRODUCTION 1 per wormhole where the holder has ships. */
export function particleProduction(state: Ti4State, seat: Seat, position: PositionLabel): number {
  if (!holdsBreakthrough(state, seat, "ghostbt")) return 0;
  if (countUnits(unitsIn(state.board[position], seat), TI4_SHIP_TYPES) === 0) return 0;
  return wormholesAt(state, position).length;
}

/** The hook point productionCostReduction's answer: 1 off per wormhole in the system produced in. */
export function particleDiscount(state: Ti4State, seat: Seat, position: PositionLabel): number {
  if (!holdsBreakthrough(state, seat, "ghostbt")) return 0;
  return wormholesAt(state, position).length;
}

export const TE_GHOST_BREAKTHROUGH: Ti4Module = {
  id: "breakthrough:ghost",
  hooks: { extraProduction: particleProduction, productionCostReduction: particleDiscount },
};
