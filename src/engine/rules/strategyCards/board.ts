/**
 * Small questions about the board that the strategy card abilities ask: whose units are in a system and
 * where a planet is (system control is tactical/control.ts's).
 */
import { getUnit, type PlanetId, type UnitType } from "../../../content/index.ts";
import type { Force, GameState, PositionLabel, Seat, SystemState } from "../../state.ts";

function has(force: Force | undefined, test: (type: UnitType) => boolean): boolean {
  if (!force) return false;
  return Object.entries(force.units).some(([type, n]) => (n ?? 0) > 0 && test(type as UnitType));
}

function planetForces(system: SystemState): Force[][] {
  return Object.values(system.planets as Record<string, Force[]>);
}

/** Any unit of the seat in the system, in space or on a planet (Ground Forces and PDS included). */
export function hasUnitsIn(system: SystemState, seat: Seat): boolean {
  const mine = (forces: Force[]) =>
    has(
      forces.find((f) => f.seat === seat),
      () => true,
    );
  return mine(system.space) || planetForces(system).some(mine);
}

/** A ship of the seat in the system's space; `nonFighter` leaves Fighters out. */
export function hasShipsIn(system: SystemState, seat: Seat, nonFighter = false): boolean {
  const force = system.space.find((f) => f.seat === seat);
  return has(force, (type) => getUnit(type).kind === "ship" && !(nonFighter && type === "fighter"));
}

/** Where a planet is on the board, if it is placed. */
export function positionOfPlanet(state: GameState, planet: string): PositionLabel | undefined {
  return Object.keys(state.board).find((position) => planet in (state.board[position]?.planets ?? {}));
}

export function unitsOnPlanet(system: SystemState, planet: PlanetId): boolean {
  return (system.planets[planet] ?? []).some((force) => has(force, () => true));
}
