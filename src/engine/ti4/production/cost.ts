/**
 * LRR 67: what a production in a system costs: its units' cost (producers.ts productionCost), less what
 * abilities take off a production there (hook productionCostReduction: Sarween Tools, TE Particle Synthesis;
 * the War Machines played on the step, frames.ts `boosts`), never below 0.
 * Read alike by the production step and the bot.
 */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { boostsOn, productionCost } from "./producers.ts";

export function productionCostIn(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
  units: Ti4UnitCounts,
): number {
  const cost = productionCost(state, seat, units);
  if (cost === 0) return 0;
  return Math.max(0, cost - costOff(state, seat, position, units));
}

/** What comes off producing `units`: the War Machines played on the step, then hook productionCostReduction. */
function costOff(state: Ti4State, seat: Seat, position: PositionLabel, units: Ti4UnitCounts): number {
  // Codex War Machine: the combined cost of the units produced on this step is reduced.
  const boosted = boostsOn(state, seat, position).reduce((sum, b) => sum + b.costOff, 0);
  return hookAnswers(state, "productionCostReduction").reduce(
    (sum, answer) => sum + answer(state, seat, position, units),
    boosted,
  );
}

/**
 * What abilities take off the combined cost of whatever `seat` produces in `position` now (those that do
 * not depend on the units: Sarween Tools, War Machine, Particle Synthesis), told with the step's decision.
 */
export function productionCostOff(state: Ti4State, seat: Seat, position: PositionLabel): number {
  return costOff(state, seat, position, {});
}
