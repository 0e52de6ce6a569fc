/**
 * Reading and changing the units on a TI4 board: one player's units in one place (a system's space area or
 * a planet), the planets of a system and who controls them. Event handlers change the board only through
 * these helpers, so a force that empties is removed and a count never goes below zero.
 */
import type { Ti4PlanetId, Ti4UnitType } from "../../../content/ti4/index.ts";
import { TI4_GROUND_FORCE_TYPES, TI4_SHIP_TYPES } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Force, Ti4State, Ti4SystemState, Ti4UnitCounts } from "../state.ts";

/** Where units stand: a system's space area, or one of its planets. */
export interface Ti4Place {
  position: PositionLabel;
  /** Absent: the space area. */
  planet?: Ti4PlanetId;
}

export function emptySystem(): Ti4SystemState {
  return { space: [], planets: {}, commandTokens: [] };
}

/** The board entry of a position, made present on a draft when it is not. */
export function systemOn(draft: Ti4State, position: PositionLabel): Ti4SystemState {
  const system = draft.board[position] ?? emptySystem();
  draft.board[position] = system;
  return system;
}

/** The forces in a place, as a rule reads them (nothing made present: a read never changes the state). */
export function forcesIn(system: Ti4SystemState | undefined, planet?: Ti4PlanetId): readonly Ti4Force[] {
  if (!system) return [];
  return planet === undefined ? system.space : (system.planets[planet] ?? []);
}

/** The forces in a place, made present if they were not (on a draft, by an event's fold only). */
export function forcesAt(system: Ti4SystemState, planet?: Ti4PlanetId): Ti4Force[] {
  if (planet === undefined) return system.space;
  const forces = system.planets[planet] ?? [];
  system.planets[planet] = forces;
  return forces;
}

export function addUnits(forces: Ti4Force[], seat: Seat, units: Ti4UnitCounts): void {
  if (Object.values(units).every((n) => !n)) return;
  let force = forces.find((f) => f.seat === seat);
  if (!force) {
    force = { seat, units: {} };
    forces.push(force);
  }
  for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][])
    force.units[type] = (force.units[type] ?? 0) + n;
}

/**
 * Takes units away (damaged ones last unless `damaged` says how many of them go, galvanized ones last unless
 * `galvanized` says so: TE Galvanize's token goes with its unit); a force left with no units is removed.
 * Taking more than there are is a bug in the rule that emitted the event.
 */
export function removeUnits(
  forces: Ti4Force[],
  seat: Seat,
  units: Ti4UnitCounts,
  damaged: Ti4UnitCounts = {},
  galvanized: Ti4UnitCounts = {},
): void {
  const index = forces.findIndex((f) => f.seat === seat);
  const force = forces[index];
  for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][]) {
    if (!n) continue;
    const have = force?.units[type] ?? 0;
    if (!force || have < n) throw new Error(`seat ${seat} has ${have} ${type}, not ${n}, to take away`);
    force.units[type] = have - n;
    if (force.units[type] === 0) delete force.units[type];
    const hurt = force.damaged?.[type] ?? 0;
    const stillHurt = Math.min(hurt - (damaged[type] ?? 0), force.units[type] ?? 0);
    if (force.damaged) {
      if (stillHurt > 0) force.damaged[type] = stillHurt;
      else delete force.damaged[type];
    }
  }
  if (force?.damaged && Object.keys(force.damaged).length === 0) delete force.damaged;
  if (force?.galvanized) keepTokens(force, units, galvanized);
  if (force && Object.keys(force.units).length === 0) forces.splice(index, 1);
}

/**
 * TE Galvanize: puts a galvanize token under `units` of `seat` here (a unit that has one gets none more, so
 * the tokens never outnumber the units).
 */
export function markGalvanized(forces: Ti4Force[], seat: Seat, units: Ti4UnitCounts): void {
  const force = forces.find((f) => f.seat === seat);
  if (!force) return;
  for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][]) {
    const now = Math.min((force.galvanized?.[type] ?? 0) + n, force.units[type] ?? 0);
    if (now <= 0) continue;
    force.galvanized ??= {};
    force.galvanized[type] = now;
  }
}

/** The galvanize tokens left once `units` (of which `leaving` galvanized) have gone: never more than units. */
function keepTokens(force: Ti4Force, units: Ti4UnitCounts, leaving: Ti4UnitCounts): void {
  const tokens = force.galvanized ?? {};
  for (const type of Object.keys(units) as Ti4UnitType[]) {
    const kept = Math.min((tokens[type] ?? 0) - (leaving[type] ?? 0), force.units[type] ?? 0);
    if (kept > 0) tokens[type] = kept;
    else delete tokens[type];
  }
  if (Object.keys(tokens).length === 0) delete force.galvanized;
}

/**
 * The units that fight on a planet (LRR 42): ground forces, and fighters committed as if they were ground
 * forces (the Matriarch, hook `fightersCommittedAsGroundForces`); fighters are on a planet in no other way.
 */
export const TI4_PLANET_COMBAT_TYPES: readonly Ti4UnitType[] = [...TI4_GROUND_FORCE_TYPES, "fighter"];

/** A player's units in a place (empty when none). */
export function unitsIn(system: Ti4SystemState | undefined, seat: Seat, planet?: Ti4PlanetId): Ti4UnitCounts {
  if (!system) return {};
  const forces = planet === undefined ? system.space : (system.planets[planet] ?? []);
  return forces.find((f) => f.seat === seat)?.units ?? {};
}

export function countUnits(units: Ti4UnitCounts, types?: readonly Ti4UnitType[]): number {
  let total = 0;
  for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][])
    if (!types || types.includes(type)) total += n ?? 0;
  return total;
}

/** The seats with ships in a system's space area (LRR 78: space combat needs two of them). */
export function seatsWithShips(system: Ti4SystemState | undefined): Seat[] {
  if (!system) return [];
  return system.space.filter((f) => countUnits(f.units, TI4_SHIP_TYPES) > 0).map((f) => f.seat);
}

/** The seat controlling a planet (LRR 25: the planet card is in their play area), or null. */
export function controllerOf(state: Ti4State, planet: Ti4PlanetId): Seat | null {
  for (const player of state.players) if (player.planets[planet]) return player.seat;
  return null;
}
