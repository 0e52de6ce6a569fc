/**
 * What the production step under way bounds beyond the units' PRODUCTION (frames.ts): an ability producing
 * on one planet (Integrated Economy: ground forces go on it, ships into its system's space area, LRR 67.4)
 * within a most the combined cost may be; and whether the producing seat's units use PRODUCTION on the step
 * at all (an ability's own "produce N units", a frame with `limit`, is no unit's PRODUCTION). Read by
 * producers.ts and by abilities acting "when your units use PRODUCTION" (Sarween Tools).
 */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4State } from "../state.ts";
import type { Ti4ProductionFrame } from "./frames.ts";

/** The production frame on top of the stack, if it is `seat`'s in `position`. */
function stepOf(state: Ti4State, seat: Seat, position: PositionLabel): Ti4ProductionFrame | undefined {
  const top = state.stack.at(-1);
  return top?.kind === "ti4Production" && top.seat === seat && top.system === position ? top : undefined;
}

/** The one planet the step produces on (Integrated Economy), or undefined. */
export function producedOnPlanet(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
): Ti4PlanetId | undefined {
  return stepOf(state, seat, position)?.planet;
}

/**
 * LRR 68: whether `seat`'s units use PRODUCTION when it produces in `position` now: yes for the tactical
 * action's step and for an ability that uses its units' PRODUCTION (Warfare, Construction); no for an
 * ability's own production of some units (a frame with `limit`: Integrated Economy, Salvage Operations,
 * Chaos Mapping) [our reading of "when 1 or more of your units use PRODUCTION"]. With no step under way (a
 * bot weighing a production to come), the units are taken to use it.
 */
export function unitsUseProduction(state: Ti4State, seat: Seat, position: PositionLabel): boolean {
  return stepOf(state, seat, position)?.limit === undefined;
}

/** Why units costing `cost` in all exceed what the step allows (Integrated Economy's resources), or undefined. */
export function costCapRefused(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
  cost: number,
): RuleError | undefined {
  const step = stepOf(state, seat, position);
  if (step?.costAtMost === undefined || cost <= step.costAtMost) return undefined;
  return ruleError(
    "ERR_TI4_PRODUCTION_COST_CAP",
    step.reason ?? "LRR 67",
    `${step.reason ?? "This production"} produces units costing ${step.costAtMost} in all at most${step.planet ? ` (the resources of ${step.planet})` : ""}; these cost ${cost}.`,
    { cost, most: step.costAtMost },
  );
}
