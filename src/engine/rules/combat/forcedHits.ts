/**
 * Hits that must land first on one named ship (RR §12.2 step 3 as an Action Card changes it: Into the
 * Breach). The battle frame names the ship by its type and whether it is damaged now (frames.ts
 * `forcedHits`; the card's module keeps it as the ship is damaged, repaired or destroyed). While the ship
 * still owes hits, the first hits its owner assigns in that Space Battle land on it: a damaged ship takes
 * one and is destroyed; an undamaged one is damaged by the first and destroyed by the second. Only hits
 * that may land on any ship count (Anti-Fighter Barrage hits only Fighters).
 */
import { getUnit, type UnitType } from "../../../content/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat, UnitCounts } from "../../state.ts";
import type { CasualtiesFrame, ForcedHits } from "./frames.ts";
import type { Assignment, HitPool } from "./hitPool.ts";

/** What the named ship takes of the hits assigned now: 1 or 2 of them, and whether it is damaged now. */
export interface ForcedShare {
  unit: UnitType;
  hits: number;
  damaged: boolean;
}

function namedShip(state: GameState, frame: CasualtiesFrame, seat: Seat): ForcedHits | null {
  if (frame.on !== "ships" || frame.planet !== null) return null;
  const battle = state.stack.findLast((f) => f.kind === "spaceBattle");
  if (battle?.kind !== "spaceBattle" || battle.position !== frame.position) return null;
  const named = battle.forcedHits;
  return named !== undefined && named.seat === seat && named.left > 0 ? named : null;
}

/**
 * The share of `hits` the named ship must take, or null when no ship is named (or it is not there as
 * named any more: then nothing is forced, so an assignment is always possible).
 */
export function forcedShare(
  state: GameState,
  frame: CasualtiesFrame,
  seat: Seat,
  pool: HitPool,
  hits: number,
): ForcedShare | null {
  const named = namedShip(state, frame, seat);
  if (!named || hits <= 0) return null;
  const units = pool.units[named.unit] ?? 0;
  const damaged = pool.damaged[named.unit] ?? 0;
  const there = named.damaged ? damaged > 0 : units - damaged > 0;
  if (!there) return null;
  const takes = named.damaged || !pool.sustain.includes(named.unit) ? 1 : 2;
  return { unit: named.unit, hits: Math.min(named.left, hits, takes), damaged: named.damaged };
}

/** Why an assignment leaves the named ship out of the hits it must take, or undefined. */
export function checkForcedHits(
  share: ForcedShare,
  pool: HitPool,
  assignment: Assignment,
): RuleError | undefined {
  const destroyed = assignment.destroy[share.unit] ?? 0;
  // Damaged units are destroyed first (losses.ts), so an undamaged one is lost only past those.
  const undamagedLost = destroyed > (pool.damaged[share.unit] ?? 0);
  const ok = share.damaged
    ? destroyed >= 1
    : share.hits >= 2
      ? undamagedLost
      : (assignment.damage[share.unit] ?? 0) >= 1 || undamagedLost;
  if (ok) return undefined;
  const name = getUnit(share.unit).name;
  const what = share.damaged
    ? `destroy your damaged ${name}`
    : share.hits >= 2
      ? `destroy an undamaged ${name} (it takes both)`
      : `damage an undamaged ${name} (or destroy it)`;
  return ruleError(
    "ERR_HIT_ASSIGNMENT",
    "Into the Breach",
    `The first hits you take in this battle land on the ${name} you named: ${what}.`,
  );
}

function less(units: UnitCounts, type: UnitType): UnitCounts {
  return { ...units, [type]: Math.max(0, (units[type] ?? 0) - 1) };
}

/**
 * The named ship's part of an automatic assignment: what it takes, the hits that uses, and the pool left
 * for the other hits (the ship taken out of it).
 */
export function forcedPart(
  share: ForcedShare,
  pool: HitPool,
): { part: Assignment; used: number; rest: HitPool } {
  const one = { [share.unit]: 1 };
  const rest: HitPool = {
    ...pool,
    units: less(pool.units, share.unit),
    damaged: share.damaged ? less(pool.damaged, share.unit) : pool.damaged,
  };
  if (share.damaged) return { part: { destroy: one, damage: {} }, used: 1, rest };
  if (share.hits >= 2) return { part: { destroy: one, damage: {} }, used: 2, rest };
  return { part: { destroy: {}, damage: one }, used: 1, rest };
}
