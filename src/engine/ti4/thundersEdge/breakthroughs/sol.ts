/**
 * The Federation of Sol's breakthrough, Bellum Gloriosum (TE "Breakthroughs and Synergy"; the card's text
 * as the community bot's breakthrough data gives it): when its holder produces a ship that has capacity, it
 * may also produce any mix of ground forces and fighters up to that ship's capacity, and those do not count
 * against its PRODUCTION limit (LRR 68). They are still paid for (LRR 67) and placed as any produced unit.
 * Answers `productionLimitExempt` (hooks/productionLimit.ts): of one production's fighters and ground
 * forces, as many as the combined capacity of the ships it produces (their upgrades counted) are left out
 * of the limit. The built-in player does not plan for it: its productions stay within the limit.
 */
import { TI4_GROUND_FORCE_TYPES } from "../../../../content/ti4/index.ts";
import type { Seat } from "../../../kernel/types.ts";
import { countUnits } from "../../board/forces.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4State, Ti4UnitCounts } from "../../state.ts";
import { ti4SpaceCapacity } from "../../units.ts";
import { holdsBreakthrough } from "../breakthroughs.ts";

const CARRIED = [...TI4_GROUND_FORCE_TYPES, "fighter"] as const;

/** How many of the fighters and ground forces produced ride free of the limit. */
export function bellumGloriosum(state: Ti4State, seat: Seat, units: Ti4UnitCounts): number {
  if (!holdsBreakthrough(state, seat, "solbt")) return 0;
  const ships: Ti4UnitCounts = { ...units };
  for (const type of CARRIED) delete ships[type];
  return Math.min(countUnits(units, CARRIED), ti4SpaceCapacity(state, seat, ships));
}

export const TE_SOL_BREAKTHROUGH: Ti4Module = {
  id: "breakthrough:sol",
  hooks: { productionLimitExempt: bellumGloriosum },
};
