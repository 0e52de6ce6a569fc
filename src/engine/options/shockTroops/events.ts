/** How the events of SE Option 6, Shock Troops, change the board (no rule checks here). */
import type { PlanetId } from "../../../content/index.ts";
import type { EvolveTable } from "../../evolve.ts";
import { addToForces, takeFromForces } from "../../rules/units.ts";
import type { Force, GameState, PositionLabel, Seat, UnitCounts } from "../../state.ts";

function forcesAt(s: GameState, position: PositionLabel, planet: PlanetId | undefined): Force[] {
  const system = s.board[position];
  const forces = planet === undefined ? system?.space : system?.planets[planet];
  if (!forces) throw new Error(`no ${planet ?? "space"} at ${position}`);
  return forces;
}

function swap(forces: Force[], seat: Seat, from: UnitCounts, to: UnitCounts): void {
  takeFromForces(forces, seat, from);
  addToForces(forces, seat, to);
}

export const SHOCK_TROOP_EVOLVE: EvolveTable<
  "shockTroopsPromoted" | "shockTroopsReverted" | "structuresCaptured"
> = {
  shockTroopsPromoted: (s, e) =>
    swap(forcesAt(s, e.position, e.planet), e.seat, { groundForce: e.count }, { shockTroop: e.count }),
  shockTroopsReverted: (s, e) =>
    swap(forcesAt(s, e.position, e.planet), e.seat, { shockTroop: e.count }, { groundForce: e.count }),
  structuresCaptured: (s, e) => {
    const forces = forcesAt(s, e.position, e.planet);
    takeFromForces(forces, e.from, e.units);
    addToForces(forces, e.seat, e.units);
  },
};
