/**
 * Which of a player's ships can reach a system, asked of the movement rules themselves (the engine's
 * `orderRoute`, the check every move order passes), so a ship offered is one the move will let go. Only
 * the systems near enough to be worth asking about are asked: a neighbourhood of the printed map a step
 * wider than the ships' movement (a card may add one).
 */
import { UNIT_TYPES, type UnitType } from "../../content/index.ts";
import { adjacentPositions } from "../../engine/galaxy/adjacency.ts";
import type { GameState, Seat } from "../../engine/index.ts";
import { orderRoute } from "../../engine/rules/tactical/movement.ts";
import { adjacencyOptions, movementPurpose } from "../../engine/rules/tactical/paths.ts";
import { count, docksFloat, isShip, spaceUnits, unitMove } from "../../engine/rules/units.ts";
import type { UnitCounts } from "../../engine/state.ts";

/** Unit types that carry a fleet's movement: ships other than Fighters, and Saar's floating docks. */
export function moverTypes(state: GameState, seat: Seat, units: UnitCounts): UnitType[] {
  const floating = docksFloat(state, seat);
  return UNIT_TYPES.filter(
    (t) => count(units, t) > 0 && ((isShip(t) && t !== "fighter") || (t === "spaceDock" && floating)),
  );
}

/** The systems holding ships of this seat that could move this turn (none activated by it already). */
export function fleetSystems(state: GameState, seat: Seat): string[] {
  return Object.keys(state.board).filter(
    (p) =>
      !state.board[p]?.commandCounters.includes(seat) &&
      moverTypes(state, seat, spaceUnits(state, p, seat)).length > 0,
  );
}

/** How many systems away a route of these units from `from` to `to` is, or null when they cannot go. */
export function routeLength(
  state: GameState,
  seat: Seat,
  from: string,
  to: string,
  units: UnitCounts,
): number | null {
  const found = orderRoute(state, seat, { from, units }, { kind: "tactical", destination: to });
  return "route" in found ? found.route.length - 1 : null;
}

/** The positions within `steps` systems of `from` on the map as it links now, nearest first. */
export function nearby(state: GameState, from: string, steps: number): string[] {
  const options = adjacencyOptions(state);
  const purpose = movementPurpose(state);
  const seen = new Set([from]);
  let frontier = [from];
  for (let step = 1; step <= steps && frontier.length > 0; step++) {
    const next: string[] = [];
    for (const p of frontier) {
      for (const q of adjacentPositions(state.galaxy, p, options, purpose)) {
        if (seen.has(q) || !state.board[q]) continue;
        seen.add(q);
        next.push(q);
      }
    }
    frontier = next;
  }
  seen.delete(from);
  return [...seen];
}

/** The fastest of a fleet's movers: the one to ask whether any of them can get somewhere. */
export function fastestMover(state: GameState, seat: Seat, units: UnitCounts): UnitType | undefined {
  const movers = moverTypes(state, seat, units);
  return movers.sort((a, b) => unitMove(state, seat, b) - unitMove(state, seat, a))[0];
}
