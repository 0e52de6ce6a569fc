/**
 * The board questions objectives ask: Home Systems, planets and systems held outside them, Mecatol Rex,
 * neighbours, adjacency (by edge only: wormholes count for movement alone, RR §10.4).
 */
import { getSystem, getUnit, type PlanetId } from "../../../content/index.ts";
import { adjacentPositions, NEXUS_POSITION } from "../../galaxy/index.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import { adjacencyOptions, anomalyAt } from "../combat/forces.ts";
import { planetValues } from "../planetValues.ts";
import { clockwiseFrom, player } from "../players.ts";
import { controllerOf, controlsSystem } from "../tactical/control.ts";
import { count, isShip, planetsAt, positionOfPlanet, spaceUnits, unitsOnBoard } from "../units.ts";

export const MECATOL_REX: PlanetId = "mecatol-rex";

/** The planets of a seat's Home System (none before it is placed). */
export function homePlanets(state: GameState, seat: Seat): PlanetId[] {
  const home = player(state, seat).home;
  return home === null ? [] : planetsAt(state, home);
}

export function heldPlanets(state: GameState, seat: Seat): PlanetId[] {
  return Object.keys(player(state, seat).planets) as PlanetId[];
}

/** Planet cards held outside the Home System (Trade Stations are planets: SE Trade Stations). */
export function planetsOutsideHome(state: GameState, seat: Seat): PlanetId[] {
  const home = new Set(homePlanets(state, seat));
  return heldPlanets(state, seat).filter((planet) => !home.has(planet));
}

/** Systems the seat controls (RR §13.4), Home System included. */
export function controlledSystems(state: GameState, seat: Seat): PositionLabel[] {
  return Object.keys(state.board).filter((position) => controlsSystem(state, seat, position));
}

export function systemsOutsideHome(state: GameState, seat: Seat): PositionLabel[] {
  const home = player(state, seat).home;
  return controlledSystems(state, seat).filter((position) => position !== home);
}

export function totalInfluence(state: GameState, seat: Seat): number {
  return heldPlanets(state, seat).reduce((sum, planet) => sum + planetValues(state, planet).influence, 0);
}

/**
 * A player's neighbours: the players seated directly to the left and right, eliminated players skipped
 * [recalled: TI3 neighbours are the players beside you at the table]. One neighbour with two players.
 */
export function neighbours(state: GameState, seat: Seat): Seat[] {
  const around = clockwiseFrom(state, seat).filter((s) => s !== seat);
  return [...new Set([around[0], around.at(-1)].filter((s): s is Seat => s !== undefined))];
}

/** Positions sharing an edge with `position`. */
export function edgeNeighbours(state: GameState, position: PositionLabel): PositionLabel[] {
  return adjacentPositions(state.galaxy, position, adjacencyOptions(state), "other").filter(
    (p) => state.board[p] !== undefined,
  );
}

/** Systems nobody can control: ships may never end their move there (Asteroid Field, Supernova). */
export function uncontrollable(state: GameState, position: PositionLabel): boolean {
  return anomalyAt(state, position)?.canEndMovement === false;
}

export function mecatolPosition(state: GameState): PositionLabel | null {
  return positionOfPlanet(state, MECATOL_REX);
}

export function holdsMecatol(state: GameState, seat: Seat): boolean {
  return controllerOf(state, MECATOL_REX) === seat;
}

/** The seat's Space Dock on Mecatol Rex itself. */
export function dockOnMecatol(state: GameState, seat: Seat): boolean {
  const position = mecatolPosition(state);
  const forces = position === null ? [] : (state.board[position]?.planets[MECATOL_REX] ?? []);
  return count(forces.find((f) => f.seat === seat)?.units, "spaceDock") > 0;
}

/** Non-Fighter ships of a seat in a system. */
export function nonFighterShips(state: GameState, position: PositionLabel, seat: Seat): number {
  const units = spaceUnits(state, position, seat);
  return Object.entries(units)
    .filter(([type]) => type !== "fighter" && isShip(type as never))
    .reduce((sum, [, n]) => sum + (n ?? 0), 0);
}

/** Every piece of this type the player owns stands on the board (RR §1 plastic limits). */
export function allOnBoard(state: GameState, seat: Seat, type: "spaceDock" | "dreadnought"): boolean {
  const limit = getUnit(type).limit ?? Number.POSITIVE_INFINITY;
  return unitsOnBoard(state, seat, type) >= limit;
}

/** The other players' Home System positions, by seat. */
export function enemyHomes(state: GameState, seat: Seat): { seat: Seat; position: PositionLabel }[] {
  return state.players
    .filter((p) => p.seat !== seat && !p.eliminated && p.home !== null && state.board[p.home])
    .map((p) => ({ seat: p.seat, position: p.home as PositionLabel }));
}

/** Positions on the board whose system shows a wormhole (the off-board Wormhole Nexus is not one). */
export function wormholeSystems(state: GameState): PositionLabel[] {
  return Object.entries(state.board)
    .filter(
      ([position, system]) => position !== NEXUS_POSITION && getSystem(system.tile).wormholes.length > 0,
    )
    .map(([position]) => position);
}
