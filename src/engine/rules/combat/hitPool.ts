/**
 * Which of a player's units a volley's hits may land on, how many hits must be assigned, whether an
 * assignment is legal, and the automatic assignment (cheapest first, damage before destroy).
 * RR §12.2 step 3 and §12.3: each owner chooses his own casualties; a Dreadnought or War Sun may absorb a
 * hit by being damaged, and a damaged one is destroyed by the next.
 */
import { getUnit, UNIT_TYPES, type UnitType } from "../../../content/index.ts";
import { answers } from "../../hooks/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat, UnitCounts } from "../../state.ts";
import { addCounts, GROUND_TYPES } from "../units.ts";
import { checkForcedHits, forcedPart, forcedShare } from "./forcedHits.ts";
import { canSustain, SHIP_TYPES, total, unitsAt } from "./forces.ts";
import type { CasualtiesFrame } from "./frames.ts";

export interface HitPool {
  units: UnitCounts;
  damaged: UnitCounts;
  /** Types that may absorb a hit by being damaged. */
  sustain: UnitType[];
}

export interface Assignment {
  destroy: UnitCounts;
  damage: UnitCounts;
}

function only(units: UnitCounts, types: readonly UnitType[]): UnitCounts {
  return Object.fromEntries(types.filter((t) => units[t]).map((t) => [t, units[t]]));
}

export function hitPool(state: GameState, frame: CasualtiesFrame, seat: Seat): HitPool {
  if (frame.on === "ground" && frame.planet !== null) {
    const ground = only(unitsAt(state, frame.position, frame.planet, seat).units, [
      "groundForce",
      "shockTroop",
    ]);
    const inSpace = unitsAt(state, frame.position, null, seat).units.fighter ?? 0;
    const fighters = frame.fighters?.seat === seat ? Math.min(frame.fighters.count, inSpace) : 0;
    return { units: fighters > 0 ? { fighter: fighters, ...ground } : ground, damaged: {}, sustain: [] };
  }
  const { units, damaged } = unitsAt(state, frame.position, null, seat);
  if (frame.on === "fighters") return { units: only(units, ["fighter"]), damaged: {}, sustain: [] };
  const ships = only(units, SHIP_TYPES);
  const sustain = SHIP_TYPES.filter((t) => (ships[t] ?? 0) > 0 && canSustain(state, seat, t));
  return { units: ships, damaged: only(damaged, sustain), sustain };
}

function undamaged(pool: HitPool, type: UnitType): number {
  return pool.sustain.includes(type) ? (pool.units[type] ?? 0) - (pool.damaged[type] ?? 0) : 0;
}

/** Every hit the units could take: one per unit, plus one per undamaged unit that can sustain damage. */
export function absorbable(pool: HitPool): number {
  return total(pool.units) + pool.sustain.reduce((n, t) => n + undamaged(pool, t), 0);
}

export function hitsOwed(frame: CasualtiesFrame, seat: Seat): number {
  return frame.volleys.filter((v) => v.target === seat && !v.atGuards).reduce((n, v) => n + v.hits, 0);
}

/** Hits the owner must assign: those owed, but never more than the units can take. */
export function hitsToAssign(state: GameState, frame: CasualtiesFrame, seat: Seat): number {
  return Math.min(hitsOwed(frame, seat), absorbable(hitPool(state, frame, seat)));
}

/** True when only one assignment is legal, so nobody needs to be asked. */
export function assignmentForced(state: GameState, frame: CasualtiesFrame, seat: Seat): boolean {
  const pool = hitPool(state, frame, seat);
  const hits = hitsToAssign(state, frame, seat);
  if (hits === 0 || hits === absorbable(pool)) return true;
  const types = UNIT_TYPES.filter((t) => (pool.units[t] ?? 0) > 0);
  return types.length === 1 && undamaged(pool, types[0] as UnitType) === 0;
}

/**
 * Experimental Weaponry (Action Card): the most Fighters the owner may lose to these hits, when hits of
 * the card player's Dreadnoughts and War Suns must land on other ships while any can take them.
 */
function fighterCap(state: GameState, frame: CasualtiesFrame, seat: Seat, pool: HitPool): number {
  const big = answers(state, "hitsKeptOffFighters").reduce((n, ask) => n + ask(state, frame, seat), 0);
  if (big === 0) return Number.POSITIVE_INFINITY;
  const others: HitPool = { ...pool, units: { ...pool.units, fighter: 0 } };
  return Math.max(0, hitsToAssign(state, frame, seat) - Math.min(big, absorbable(others)));
}

/** Casualties of Invasion Combat dice (not of bombardment or PDS fire: SE p.10 Shock Troop Restrictions). */
function invasionRound(frame: CasualtiesFrame): boolean {
  return frame.volleys.some((v) => v.roll === "invasion");
}

/** The ground units `seat` must lose first to these dice (invasionCasualtiesFirst; none outside rounds). */
function lostFirst(state: GameState, frame: CasualtiesFrame, seat: Seat): readonly UnitType[] {
  if (frame.on !== "ground" || !invasionRound(frame)) return [];
  return answers(state, "invasionCasualtiesFirst").flatMap((ask) => ask(state, seat));
}

/** Ground units lost cheapest first (Fighters fighting on the planet before any of them). */
const GROUND_LOSS_ORDER: readonly UnitType[] = ["fighter", "groundForce", "shockTroop"];

function groundLossOrder(state: GameState, frame: CasualtiesFrame, seat: Seat): UnitType[] {
  const first = lostFirst(state, frame, seat);
  const [fighter, ...ground] = GROUND_LOSS_ORDER as [UnitType, ...UnitType[]];
  return [fighter, ...first, ...ground.filter((t) => !first.includes(t))];
}

/** RR §13.3 with invasionCasualtiesFirst: no other ground unit is lost while one of those is left. */
function checkLostFirst(
  state: GameState,
  frame: CasualtiesFrame,
  seat: Seat,
  assignment: Assignment,
): RuleError | undefined {
  const first = lostFirst(state, frame, seat);
  if (first.length === 0) return undefined;
  const pool = hitPool(state, frame, seat);
  const othersLost = GROUND_TYPES.some((t) => !first.includes(t) && (assignment.destroy[t] ?? 0) > 0);
  const firstKept = first.some((t) => (assignment.destroy[t] ?? 0) < (pool.units[t] ?? 0));
  if (!othersLost || !firstKept) return undefined;
  const names = first.map((t) => getUnit(t).name).join(" and ");
  return ruleError(
    "ERR_CASUALTY_ORDER",
    "SE p.10 Shock Troop Restrictions",
    `In Invasion Combat your ${names}s are lost before any other Ground Force: lose them first.`,
  );
}

const SHIP_LOSS_ORDER: readonly UnitType[] = [
  "fighter",
  "destroyer",
  "cruiser",
  "carrier",
  "dreadnought",
  "warSun",
];

/**
 * The standing preference's answer: the ship a card names takes its hits first (forcedHits.ts); then every
 * unit that can absorb a hit is damaged, and the cheapest are lost.
 */
export function autoAssignment(state: GameState, frame: CasualtiesFrame, seat: Seat): Assignment {
  const pool = hitPool(state, frame, seat);
  const hits = hitsToAssign(state, frame, seat);
  const share = forcedShare(state, frame, seat, pool, hits);
  // Every unit lost (the named ship too) needs no care.
  if (!share || hits >= absorbable(pool)) return cheapestLosses(state, frame, seat, pool, hits, pool);
  const { part, used, rest } = forcedPart(share, pool);
  const more = cheapestLosses(state, frame, seat, rest, hits - used, pool);
  return {
    destroy: clean(addCounts(part.destroy, more.destroy)),
    damage: clean(addCounts(part.damage, more.damage)),
  };
}

/** Damage every unit that can absorb a hit, then lose the cheapest (`whole`: the pool the Fighter cap reads). */
function cheapestLosses(
  state: GameState,
  frame: CasualtiesFrame,
  seat: Seat,
  pool: HitPool,
  hits: number,
  whole: HitPool,
): Assignment {
  let left = hits;
  const damage: UnitCounts = {};
  for (const type of ["warSun", "dreadnought", "carrier", "cruiser"] as const) {
    const n = Math.min(left, undamaged(pool, type));
    if (n > 0) damage[type] = n;
    left -= n;
  }
  const destroy: UnitCounts = {};
  const order = frame.on === "ground" ? groundLossOrder(state, frame, seat) : SHIP_LOSS_ORDER;
  const fighters = fighterCap(state, frame, seat, whole);
  for (const type of order) {
    const n = Math.min(left, pool.units[type] ?? 0, type === "fighter" ? fighters : left);
    if (n <= 0) continue;
    destroy[type] = n;
    // Damaged units go first; then units damaged by this volley's earlier hits take a second one.
    const doubled = Math.max(0, Math.min(n - (pool.damaged[type] ?? 0), damage[type] ?? 0));
    if (doubled > 0) damage[type] = (damage[type] ?? 0) - doubled;
    left -= n;
  }
  return { destroy: clean(destroy), damage: clean(damage) };
}

function clean(units: UnitCounts): UnitCounts {
  return Object.fromEntries(Object.entries(units).filter(([, n]) => (n ?? 0) > 0));
}

const RULE = "RR §12.2 step 3, §2.2";

function badAssignment(message: string): RuleError {
  return ruleError("ERR_HIT_ASSIGNMENT", RULE, message);
}

function checkCounts(counts: UnitCounts, pool: HitPool): RuleError | undefined {
  for (const [type, n] of Object.entries(counts)) {
    if (!Number.isInteger(n) || (n as number) < 0)
      return badAssignment("Give each unit count as a whole number.");
    if ((n as number) > (pool.units[type as UnitType] ?? 0)) {
      const name = UNIT_TYPES.includes(type as UnitType) ? getUnit(type).name : type;
      return badAssignment(
        `You have only ${pool.units[type as UnitType] ?? 0} ${name} that can take these hits.`,
      );
    }
  }
  return undefined;
}

/**
 * An assignment is legal when it names only units the hits may land on, damages only undamaged units
 * that can sustain damage, and accounts for exactly the hits to assign (a unit damaged and destroyed by
 * the same volley takes two).
 */
export function checkAssignment(
  state: GameState,
  frame: CasualtiesFrame,
  seat: Seat,
  assignment: Assignment,
): RuleError | undefined {
  const pool = hitPool(state, frame, seat);
  const refused = checkCounts(assignment.destroy, pool) ?? checkCounts(assignment.damage, pool);
  if (refused) return refused;
  let soak = 0;
  for (const type of UNIT_TYPES) {
    const damaged = assignment.damage[type] ?? 0;
    const destroyed = assignment.destroy[type] ?? 0;
    if (damaged > 0 && !pool.sustain.includes(type))
      return badAssignment(
        `Only Dreadnoughts and War Suns can sustain damage; ${getUnit(type).name} cannot.`,
      );
    if (damaged + destroyed > (pool.units[type] ?? 0) || damaged > undamaged(pool, type))
      return badAssignment(`Damage only undamaged units, and do not both damage and destroy the same unit.`);
    soak += Math.max(0, Math.min(destroyed - (pool.damaged[type] ?? 0), undamaged(pool, type) - damaged));
  }
  const hits = hitsToAssign(state, frame, seat);
  if ((assignment.destroy.fighter ?? 0) > fighterCap(state, frame, seat, pool))
    return badAssignment(
      "Experimental Weaponry: hits of Dreadnoughts and War Suns land on your other ships while you have any.",
    );
  const assigned = total(assignment.destroy) + total(assignment.damage);
  if (assigned > hits || assigned + soak < hits)
    return badAssignment(`Assign exactly ${hits} hit(s) to your units; you assigned ${assigned}.`);
  // Into the Breach (Action Card): the ship it names takes the first hits.
  const share = forcedShare(state, frame, seat, pool, hits);
  const forced = share ? checkForcedHits(share, pool, assignment) : undefined;
  if (forced) return forced;
  return checkLostFirst(state, frame, seat, assignment);
}
