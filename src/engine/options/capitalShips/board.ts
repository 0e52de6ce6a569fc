/** TI1 Borderlands' Capital Ships (ti1-borderlands.txt, "Capital Ships"): which ships, and what the rules read. */
import type { UnitType } from "../../../content/index.ts";
import { unitsAt } from "../../rules/combat/forces.ts";
import { count } from "../../rules/units.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../../state.ts";

/** TI1: Dreadnoughts and Carriers are the Capital Ships. */
export const CAPITAL_SHIPS: readonly UnitType[] = ["dreadnought", "carrier"];

/** TI1: removing a Damage Counter costs 3 credits. */
export const REPAIR_COST = 3;

/** A damaged Capital Ship moves 1. */
export const DAMAGED_MOVE = 1;

export function isCapital(unit: UnitType): boolean {
  return CAPITAL_SHIPS.includes(unit);
}

/** The damaged Capital Ships of `seat` in a system, by type. */
export function damagedCapitalShips(state: GameState, seat: Seat, position: PositionLabel): UnitCounts {
  const { units, damaged } = unitsAt(state, position, null, seat);
  const out: UnitCounts = {};
  for (const type of CAPITAL_SHIPS) {
    const n = Math.min(count(damaged, type), count(units, type));
    if (n > 0) out[type] = n;
  }
  return out;
}
