/**
 * Reading the units in a fight, on top of the shared unit helpers (rules/units.ts): a seat's units and
 * damage in a space area or on a planet, who has ships where, which units can sustain damage, and the
 * anomaly and control questions combat asks.
 */
import { getUnit, type PlanetId, UNIT_TYPES, type UnitType } from "../../../content/index.ts";
import { answers } from "../../hooks/index.ts";
import type { GameState, PositionLabel, Seat, SystemState, UnitCounts } from "../../state.ts";
import { adjacencyOptions, anomalyRulesIn } from "../tactical/paths.ts";
import { damagedIn, GROUND_TYPES, hasTechEffect, isShip, totalUnits, unitsIn } from "../units.ts";

export function systemAt(state: GameState, position: PositionLabel): SystemState {
  const system = state.board[position];
  if (!system) throw new Error(`no system at ${position}`);
  return system;
}

/** A seat's units and damaged units in a space area (planet null) or on a planet. */
export function unitsAt(state: GameState, position: PositionLabel, planet: PlanetId | null, seat: Seat) {
  const system = systemAt(state, position);
  const forces = planet === null ? system.space : (system.planets[planet] ?? []);
  return { units: { ...unitsIn(forces, seat) }, damaged: { ...damagedIn(forces, seat) } };
}

export function total(counts: UnitCounts, types: readonly UnitType[] = UNIT_TYPES): number {
  return types.reduce((sum, type) => sum + (counts[type] ?? 0), 0);
}

export const SHIP_TYPES: readonly UnitType[] = UNIT_TYPES.filter((t) => isShip(t));

export function shipCount(state: GameState, position: PositionLabel, seat: Seat): number {
  return total(unitsAt(state, position, null, seat).units, SHIP_TYPES);
}

export function groundCount(state: GameState, position: PositionLabel, planet: PlanetId, seat: Seat): number {
  return total(unitsAt(state, position, planet, seat).units, GROUND_TYPES);
}

/** Seats with at least one ship in a system, in seat order. */
export function seatsWithShips(state: GameState, position: PositionLabel): Seat[] {
  const seats = systemAt(state, position).space.map((f) => f.seat);
  return [...new Set(seats)].filter((s) => shipCount(state, position, s) > 0).sort((a, b) => a - b);
}

/** RR §2.2: Dreadnoughts and War Suns sustain damage; Sol's Mark II Advanced Carriers too (SE race tech). */
export function canSustain(state: GameState, seat: Seat, type: UnitType): boolean {
  // Enhanced Armor (Action Card): Cruisers sustain damage until the round ends; Capital Ships (Borderlands):
  // Carriers.
  if (answers(state, "sustainsDamage").some((ask) => ask(state, seat, type))) return true;
  if (type === "carrier") return hasTechEffect(state, seat, "markIiAdvancedCarriers");
  return getUnit(type).sustainDamage;
}

/** Adjacency as movement reads it (tactical/paths.ts), laws joining wormhole systems included. */
export { adjacencyOptions };

/** What the Special System at a position does now, as the game's options rule it (tactical/paths.ts). */
export function anomalyAt(state: GameState, position: PositionLabel) {
  return anomalyRulesIn(state, position);
}

export { controllerOf } from "../tactical/control.ts";

export function hasUnits(counts: UnitCounts): boolean {
  return totalUnits(counts) > 0;
}
