/**
 * Room in a space area (LRR 16, 37, 95): what ships (and space docks, for fighters) carry, what a seat's units
 * in a system are over by, and which of them have no room. Used by movement (tactical/movement.ts), by
 * abilities that move units outside it, and by what is left behind.
 */

import { TI4_SHIP_TYPES, type Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { countUnits, unitsIn } from "../board/forces.ts";
import { planetsAt } from "../board/galaxy.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { allySpareRoom } from "../thundersEdge/allianceCarry.ts";
import { ti4FightersCarryGroundForces, ti4FleetLimit, ti4SpaceCapacity, ti4UnitFor } from "../units.ts";

/** Fighters and ground forces: the units a ship's capacity holds (LRR 16.1, 95). */
export const CARGO_TYPES: readonly Ti4UnitType[] = ["fighter", "infantry", "mech"];

/** LRR 16.1, 95: the room aboard, a Floating Factory's included (units.ts `ti4SpaceCapacity`). */
export function capacityOf(state: Ti4State, seat: Seat, units: Ti4UnitCounts): number {
  return ti4SpaceCapacity(state, seat, units);
}

/**
 * A moving group's room: its ships' capacity, and under Age of Fighters (our reading) 1 more for each fighter
 * moving on its own, which counts against the fleet pool and so carries 1 ground force (never a fighter).
 */
export function groupRoom(state: Ti4State, seat: Seat, units: Ti4UnitCounts): number {
  const room = capacityOf(state, seat, units);
  const ownFighters = units.fighter ?? 0;
  return ownFighters > 0 && ti4FightersCarryGroundForces(state, seat) ? room + ownFighters : room;
}

/** LRR 16, space dock: fighters the seat's space docks in the system keep without room on ships. */
function dockRoom(state: Ti4State, seat: Seat, position: PositionLabel): number {
  const system = state.board[position];
  let docks = 0;
  for (const planet of planetsAt(state, position)) docks += unitsIn(system, seat, planet).spaceDock ?? 0;
  return docks === 0 ? 0 : docks * ti4UnitFor(state, seat, "spaceDock").capacity;
}

/**
 * What a seat's units in a system's space area are over by: room on ships (LRR 16) and fleet pool (LRR 37).
 * The room includes what an ally's ships there have spare, when the seat allows it (TE "Alliance Movement and
 * Control": support; `allyUnits` stands for the ally's units there when a movement changes them).
 */
export function spaceExcess(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
  units: Ti4UnitCounts,
  allyUnits?: Ti4UnitCounts,
): { fighters: number; groundForces: number; fleet: number } {
  const room = capacityOf(state, seat, units) + allySpareRoom(state, seat, position, allyUnits);
  const fighters = units.fighter ?? 0;
  const ground = (units.infantry ?? 0) + (units.mech ?? 0);
  const loose = Math.max(0, fighters - dockRoom(state, seat, position));
  // Ground forces take the room first: fighters beyond it are the excess.
  let groundForces = Math.max(0, ground - room);
  let excessFighters = Math.max(0, loose - Math.max(0, room - ground));
  const nonFighters = countUnits(units, TI4_SHIP_TYPES) - fighters;
  let fleetUsed = nonFighters;
  // Fighter II: fighters beyond the room count toward the fleet pool instead (its sheet text).
  if (excessFighters > 0 && ti4UnitFor(state, seat, "fighter").upgradeOf !== null) {
    // Age of Fighters: each of those fighters carries 1 ground force.
    if (ti4FightersCarryGroundForces(state, seat)) groundForces = Math.max(0, groundForces - excessFighters);
    const counted = hookAnswers(state, "excessFightersFleetCount")
      .map((answer) => answer(state, seat, excessFighters))
      .find((n) => n !== undefined);
    fleetUsed += counted ?? excessFighters;
    excessFighters = 0;
  }
  const pool = ti4FleetLimit(state, seat);
  return { fighters: excessFighters, groundForces, fleet: Math.max(0, fleetUsed - pool) };
}

/**
 * LRR 16: which of `units` (a seat's in a space area) have no room there: the fighters over the room, then
 * ground forces, infantry before mechs.
 */
export function unitsWithoutRoom(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
  units: Ti4UnitCounts,
): Ti4UnitCounts {
  const excess = spaceExcess(state, seat, position, units);
  const over: Ti4UnitCounts = {};
  if (excess.fighters > 0) over.fighter = excess.fighters;
  let ground = excess.groundForces;
  for (const type of ["infantry", "mech"] as const) {
    const n = Math.min(ground, units[type] ?? 0);
    if (n > 0) over[type] = n;
    ground -= n;
  }
  return over;
}
