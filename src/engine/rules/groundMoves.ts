/**
 * The ground units a card or ability moves from one planet to another (Transport, Transit Diodes, Shuttle
 * Logistics). SE p.10 (Option 6): Shock Troops count as Ground Forces for every card and ability, so each
 * of these moves them too. The player names the units by type (`units`: `{ groundForce: 2, shockTroop: 1 }`),
 * or only how many (`amount`), which are plastic Ground Forces, as before Shock Troops existed.
 *
 * Shock Troops exist on the board only in games with the option, so a base rule reads them without asking
 * it. A Shock Troop moved away from every plastic Ground Force of its owner becomes one (the option's
 * standing rule, options/shockTroops/companions.ts).
 */
import { getUnit, UNIT_TYPES } from "../../content/index.ts";
import type { UnitCounts } from "../state.ts";
import { count, GROUND_TYPES, tidy, totalUnits } from "./units.ts";

/** What moves: the units named, else `amount` plastic Ground Forces. */
export function groundUnitsMoved(named: UnitCounts | undefined, amount: number | undefined): UnitCounts {
  return named !== undefined && totalUnits(named) > 0 ? tidy(named) : tidy({ groundForce: amount ?? 0 });
}

/** "2 Ground Forces and 1 Shock Troop". */
export function groundUnitsNamed(units: UnitCounts): string {
  return UNIT_TYPES.filter((t) => count(units, t) > 0)
    .map((t) => `${count(units, t)} ${getUnit(t).name}${count(units, t) === 1 ? "" : "s"}`)
    .join(" and ");
}

export interface GroundMoveProblem {
  /** ERR_COUNT: not ground units, or too few or too many; ERR_NOT_ENOUGH_UNITS: not there. */
  code: "ERR_COUNT" | "ERR_NOT_ENOUGH_UNITS";
  message: string;
}

/**
 * Why these units may not move, or undefined: only Ground Forces and Shock Troops, 1 to `most` of them
 * (Infinity: no limit), and no more of each type than stand on the planet (`there`, `where` its name).
 */
export function groundMoveProblem(
  moving: UnitCounts,
  there: UnitCounts,
  most: number,
  where: string,
): GroundMoveProblem | undefined {
  if (UNIT_TYPES.some((t) => count(moving, t) > 0 && !GROUND_TYPES.includes(t)))
    return {
      code: "ERR_COUNT",
      message: "only Ground Forces and Shock Troops move (units, e.g. 2 gf, 1 st).",
    };
  const n = totalUnits(moving);
  if (n < 1 || n > most) {
    const range = Number.isFinite(most) ? `1 to ${most}` : "at least 1";
    const message = `move ${range} Ground Forces (Shock Troops count as Ground Forces): an amount, or units by type.`;
    return { code: "ERR_COUNT", message };
  }
  const short = GROUND_TYPES.find((t) => count(moving, t) > count(there, t));
  if (short === undefined) return undefined;
  const have = groundUnitsNamed(tidy({ [short]: count(there, short) })) || `no ${getUnit(short).name}s`;
  const message = `you have ${have} on ${where}, not ${groundUnitsNamed({ [short]: count(moving, short) })}.`;
  return { code: "ERR_NOT_ENOUGH_UNITS", message };
}
