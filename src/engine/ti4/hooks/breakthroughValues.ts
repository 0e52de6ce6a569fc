/**
 * Rule moments where a Thunder's Edge breakthrough changes a unit's values as the base rules read them
 * (LRR 18 combat rolls, 58.4c move values, 67 costs): one ship's dice, a move value shared by a moving group,
 * a production's cost.
 */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Place } from "../board/forces.ts";
import type { Ti4RollKind } from "../combat/dice.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";

export interface Ti4BreakthroughValueHooks {
  /**
   * LRR 18, TE Gravleash Maneuvers: what is added to the dice of ONE of `seat`'s ships in a roll of `kind`
   * made at `place` (the dice engine gives it to the ship whose dice gain the most). Summed.
   */
  oneShipRollBonus: (state: Ti4State, seat: Seat, kind: Ti4RollKind, place: Ti4Place | undefined) => number;
  /**
   * LRR 58.4c, TE Gravleash Maneuvers: true when `seat`'s non-fighter ships moving out of one system each
   * take the best move value among the ships moving out of that system. One true answer is enough.
   */
  movesShareBest: (state: Ti4State, seat: Seat) => boolean;
  /**
   * LRR 67, TE Particle Synthesis: what is taken off the combined cost of `units` `seat` produces in
   * `position` (the cost never falls below 0). Summed.
   */
  productionCostReduction: (
    state: Ti4State,
    seat: Seat,
    position: PositionLabel,
    units: Ti4UnitCounts,
  ) => number;
}
