/**
 * The system the active player just moved into, and the Space Docks that reach it like PDS: what the window
 * right after movement (combatCardWindow.ts) and the cards played in it (Minelayers, Experimental
 * Battlestation) read. A leaf of its own, so the play windows can read it without an import cycle.
 */
import type { PlanetId } from "../../../content/index.ts";
import { adjacentPositions } from "../../galaxy/index.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import { hasTechEffect } from "../units.ts";
import { adjacencyOptions, anomalyAt, unitsAt } from "./forces.ts";

/** The system the active player just moved into, under a window opened by openMovementWindow. */
export function activationUnderWindow(state: GameState): { seat: Seat; position: PositionLabel } | null {
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const f = state.stack[i];
    if (f?.kind === "pdsFire" || f?.kind === "tacticalAction") return { seat: f.seat, position: f.position };
    if (f?.kind === "transferAction") {
      const position = f.positions[f.pdsResolved - 1];
      return position === undefined ? null : { seat: f.seat, position };
    }
  }
  return null;
}

/** A player's Space Docks that reach the system like PDS: there, and adjacent with Deep Space Cannon. */
export function docksInRange(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
): { own: number; adjacent: number } {
  const docks = (p: PositionLabel) => {
    const planets = Object.keys(state.board[p]?.planets ?? {}) as PlanetId[];
    const onPlanets = planets.reduce(
      (n, planet) => n + (unitsAt(state, p, planet, seat).units.spaceDock ?? 0),
      0,
    );
    return onPlanets + (unitsAt(state, p, null, seat).units.spaceDock ?? 0); // Saar docks float in space
  };
  if (anomalyAt(state, position)?.pdsMayTarget === false) return { own: 0, adjacent: 0 };
  const near = hasTechEffect(state, seat, "deepSpaceCannon")
    ? adjacentPositions(state.galaxy, position, adjacencyOptions(state), "other")
    : [];
  return { own: docks(position), adjacent: near.reduce((n, p) => n + docks(p), 0) };
}
