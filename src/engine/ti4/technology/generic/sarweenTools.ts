/**
 * Sarween Tools (generic cybernetic technology; its card, technologies.generic.ts: "Each time you produce
 * units, they cost 1 resource less in all."): when its owner's units use PRODUCTION (LRR 68), the combined
 * cost of the units produced is 1 less (LRR 67; hook `productionCostReduction`, production/cost.ts, which
 * keeps the cost from falling below 0). The step's decision tells what is taken off (production.ts), and
 * the bot plans its order with the same cost. An ability's own production of some units (Integrated
 * Economy, Salvage Operations, Chaos Mapping) is no unit's PRODUCTION and gets nothing off
 * (production/bounds.ts `unitsUseProduction`) [our reading of the printed card's "when 1 or more of your
 * units use PRODUCTION"].
 */
import type { PositionLabel } from "../../../galaxy/hex.ts";
import type { Seat } from "../../../kernel/types.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import { unitsUseProduction } from "../../production/bounds.ts";
import type { Ti4State } from "../../state.ts";
import { ownsTechnology } from "../owned.ts";

/** 1 off the combined cost of a production its owner's units make. */
function sarweenDiscount(state: Ti4State, seat: Seat, position: PositionLabel): number {
  return ownsTechnology(state, seat, "st") && unitsUseProduction(state, seat, position) ? 1 : 0;
}

export const TI4_SARWEEN_TOOLS: Ti4Module = {
  id: "technology:sarweenTools",
  hooks: { productionCostReduction: sarweenDiscount },
};
