/** LRR 60: who is whose neighbour. */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { countUnits } from "../board/forces.ts";
import { positionOfPlanet, ti4Neighbours } from "../board/galaxy.ts";
import type { Ti4State } from "../state.ts";

/** The systems where `seat` has units (in space or on a planet) or controls a planet (LRR 60.1). */
export function presence(state: Ti4State, seat: Seat): Set<PositionLabel> {
  const out = new Set<PositionLabel>();
  for (const [position, system] of Object.entries(state.board)) {
    const forces = [...system.space, ...Object.values(system.planets).flatMap((f) => f ?? [])];
    if (forces.some((f) => f.seat === seat && countUnits(f.units) > 0)) out.add(position);
  }
  for (const planet of Object.keys(state.players[seat]?.planets ?? {}) as Ti4PlanetId[]) {
    const position = positionOfPlanet(state, planet);
    if (position) out.add(position);
  }
  return out;
}

/**
 * LRR 60.1: two players are neighbours when they both have units or control planets in the same system,
 * or in systems adjacent to each other (wormholes included, LRR 60.2, board/galaxy.ts).
 */
export function areNeighbours(state: Ti4State, a: Seat, b: Seat): boolean {
  if (a === b) return false;
  const theirs = presence(state, b);
  if (theirs.size === 0) return false;
  for (const position of presence(state, a)) {
    if (theirs.has(position)) return true;
    if (ti4Neighbours(state, position).some((p) => theirs.has(p))) return true;
  }
  return false;
}

/** True when `seat` has units in the system at `position` (in space or on its planets). */
export function hasUnitsIn(state: Ti4State, seat: Seat, position: PositionLabel): boolean {
  const system = state.board[position];
  if (!system) return false;
  const forces = [...system.space, ...Object.values(system.planets).flatMap((f) => f ?? [])];
  return forces.some((f) => f.seat === seat && countUnits(f.units) > 0);
}
