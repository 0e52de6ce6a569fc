/**
 * What may move into the activated system (RR §10): for each system holding ships of the player, the
 * ships the movement rules let reach it (the engine's `orderRoute`), what they may carry from that
 * system's space within their room aboard (RR §2.3), and the Ground Forces they may pick up from its
 * planets on the way out (RR §10.3). The engine still judges the whole move when it is sent (Fleet
 * Supply where the ships end, what stays behind); this list only leaves out what could never go.
 */
import type { PlanetId, UnitType } from "../../content/index.ts";
import type { GameState, Seat } from "../../engine/index.ts";
import {
  count,
  forcesOnPlanet,
  planetsAt,
  shipCapacity,
  spaceUnits,
  unitsIn,
} from "../../engine/rules/units.ts";
import type { UnitCounts } from "../../engine/state.ts";
import { systemLabel, type UnitChoice, unitChoice } from "./common.ts";
import { moverTypes, routeLength } from "./reach.ts";

export interface FleetChoice {
  from: string;
  /** "204 (Lodor)". */
  name: string;
  /** Systems away from the activated one. */
  distance: number;
  /** Its ships that can reach, then what they may carry from its space, then pick-ups from its planets. */
  units: UnitChoice[];
}

/** Room aboard: for Ground Forces (their own room and the room for anything) and for anything. */
function roomAboard(state: GameState, seat: Seat, ships: UnitCounts): { ground: number; any: number } {
  let any = 0;
  let groundOnly = 0;
  for (const [type, n] of Object.entries(ships) as [UnitType, number][]) {
    const room = shipCapacity(state, seat, type);
    any += room.any * n;
    groundOnly += room.ground * n;
  }
  return { ground: groundOnly + any, any };
}

/** The ships of a system that can reach the destination, with the length of the longest route needed. */
function reachingShips(state: GameState, seat: Seat, from: string, to: string) {
  const space = spaceUnits(state, from, seat);
  const ships: UnitCounts = {};
  let distance = 0;
  // Fighters fly on their own only with Advanced Fighters; the rules say whether one may.
  for (const type of [
    ...moverTypes(state, seat, space),
    ...(count(space, "fighter") > 0 ? ["fighter" as const] : []),
  ]) {
    const length = routeLength(state, seat, from, to, { [type]: 1 });
    if (length === null) continue;
    ships[type] = count(space, type);
    distance = Math.max(distance, length);
  }
  return { ships, distance };
}

/** The room aboard as it fills: Ground Forces take their own room first, then the room for anything. */
function holds(room: { ground: number; any: number }) {
  let groundOnly = room.ground - room.any;
  let any = room.any;
  return {
    ground(n: number): number {
      const k = Math.min(n, groundOnly + any);
      const own = Math.min(k, groundOnly);
      groundOnly -= own;
      any -= k - own;
      return k;
    },
    any(n: number): number {
      const k = Math.min(n, any);
      any -= k;
      return k;
    },
  };
}

/**
 * What the fleet may carry: cargo in its space, then Ground Forces on its planets, each up to the room
 * aboard; the likeliest answer fills the room in that order (cargo left in space would be stranded).
 */
function cargoChoices(
  state: GameState,
  seat: Seat,
  from: string,
  ships: UnitCounts,
  flying: boolean,
): UnitChoice[] {
  const space = spaceUnits(state, from, seat);
  const room = roomAboard(state, seat, ships);
  const hold = holds(room);
  const out: UnitChoice[] = [];
  const offer = (type: UnitType, n: number, max: number, likely: number, planet?: PlanetId) => {
    if (n > 0 && max > 0) out.push(unitChoice(type, n, Math.min(n, max), likely, planet));
  };
  for (const type of ["groundForce", "shockTroop"] as const) {
    const n = count(space, type);
    offer(type, n, room.ground, hold.ground(n));
  }
  offer("pds", count(space, "pds"), room.any, hold.any(count(space, "pds")));
  if (!flying) offer("fighter", count(space, "fighter"), room.any, hold.any(count(space, "fighter")));
  const system = state.board[from];
  for (const planet of planetsAt(state, from) as PlanetId[]) {
    const mine = system ? unitsIn(forcesOnPlanet(system, planet), seat) : {};
    for (const type of ["groundForce", "shockTroop"] as const) {
      const n = count(mine, type);
      offer(type, n, room.ground, hold.ground(n), planet);
    }
  }
  return out;
}

/** The fleets that can move into `destination` (a system the player activated), nearest first. */
export function fleetChoices(state: GameState, seat: Seat, destination: string): FleetChoice[] {
  const fleets: FleetChoice[] = [];
  for (const from of Object.keys(state.board)) {
    if (from === destination) continue;
    const space = spaceUnits(state, from, seat);
    if (moverTypes(state, seat, space).length === 0 && count(space, "fighter") === 0) continue;
    const { ships, distance } = reachingShips(state, seat, from, destination);
    const types = Object.keys(ships) as UnitType[];
    if (types.length === 0) continue;
    const carriers = Object.fromEntries(types.filter((t) => t !== "fighter").map((t) => [t, ships[t]]));
    const units = [
      ...types.map((t) => unitChoice(t, count(ships, t), count(ships, t), count(ships, t))),
      ...cargoChoices(state, seat, from, carriers, ships.fighter !== undefined),
    ];
    fleets.push({ from, name: systemLabel(state, from), distance, units });
  }
  return fleets.sort((a, b) => a.distance - b.distance || a.from.localeCompare(b.from));
}
