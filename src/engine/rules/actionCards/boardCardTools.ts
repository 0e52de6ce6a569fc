/**
 * What the board cards (boardCards.ts) ask of the board: Home Systems, who holds a planet, where a planet
 * lies, and the refusals they share. Plain reads of the state; nothing is emitted here.
 */
import { getPlanet, getSystem, isPlanetId, type PlanetId, type UnitType } from "../../../content/index.ts";
import { adjacentPositions } from "../../galaxy/adjacency.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../../state.ts";
import { player } from "../players.ts";
import { controllerOf } from "../tactical/control.ts";
import { adjacencyOptions } from "../tactical/paths.ts";
import {
  count,
  forcesOnPlanet,
  GROUND_TYPES,
  onlyTypes,
  positionOfPlanet,
  seatsWithShips,
  unitsIn,
} from "../units.ts";

/** A Home System tile, whoever sits there (RR §3; SE Creuss included). */
export function isHomePosition(state: GameState, position: PositionLabel): boolean {
  const tile = state.galaxy[position];
  return tile !== undefined && getSystem(tile).kind === "home";
}

/** The one planet a card names, placed on the board; or the refusal asking for it. */
export function namedPlanet(
  state: GameState,
  planets: readonly PlanetId[],
  rule: string,
  what: string,
): { planet: PlanetId; position: PositionLabel } | RuleError {
  const planet = planets[0];
  const position = planet !== undefined && isPlanetId(planet) ? positionOfPlanet(state, planet) : null;
  if (planet === undefined || planets.length !== 1 || position === null) {
    return ruleError("ERR_CARD_TARGET", rule, `Name ${what}.`);
  }
  return { planet, position };
}

/** The system a card names, on the board; or the refusal asking for it. */
export function namedSystem(
  state: GameState,
  system: PositionLabel | null,
  rule: string,
  what: string,
): PositionLabel | RuleError {
  if (system === null || state.board[system] === undefined) {
    return ruleError("ERR_CARD_TARGET", rule, `Name ${what} (its map position).`);
  }
  return system;
}

export function isRefusal<T>(value: T | RuleError): value is RuleError {
  return typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "ruleError";
}

/** Units of a type a seat has on a planet. */
export function onPlanet(
  state: GameState,
  position: PositionLabel,
  planet: PlanetId,
  seat: Seat,
  type: UnitType,
): number {
  const system = state.board[position];
  return system ? count(unitsIn(forcesOnPlanet(system, planet), seat), type) : 0;
}

/** A seat's Ground Forces and Shock Troops on a planet: Shock Troops count as Ground Forces for every card (SE p.10). */
export function groundOn(
  state: GameState,
  position: PositionLabel,
  planet: PlanetId,
  seat: Seat,
): UnitCounts {
  const system = state.board[position];
  return system ? onlyTypes(unitsIn(forcesOnPlanet(system, planet), seat), GROUND_TYPES) : {};
}

/**
 * `n` of these ground units lost to a card. interpretation: the owner's cheapest first, plastic Ground
 * Forces before Shock Troops (a Shock Troop then left alone becomes a Ground Force, SE p.10).
 */
export function groundLosses(ground: UnitCounts, n: number): UnitCounts {
  let left = n;
  const lost: UnitCounts = {};
  for (const type of GROUND_TYPES) {
    const k = Math.min(left, count(ground, type));
    if (k > 0) lost[type] = k;
    left -= k;
  }
  return lost;
}

/** Units of a type anyone has on a planet, by seat. */
export function ownersOn(
  state: GameState,
  position: PositionLabel,
  planet: PlanetId,
  type: UnitType,
): [Seat, number][] {
  const system = state.board[position];
  if (!system) return [];
  return forcesOnPlanet(system, planet)
    .map((f) => [f.seat, count(f.units, type)] as [Seat, number])
    .filter(([, n]) => n > 0);
}

export function holds(state: GameState, seat: Seat, planet: PlanetId): boolean {
  return player(state, seat).planets[planet] !== undefined;
}

export function isTradeStation(planet: PlanetId): boolean {
  return getPlanet(planet).tradeStation;
}

/** Another player still in the game holds the planet. */
export function heldByOpponent(state: GameState, seat: Seat, planet: PlanetId): Seat | null {
  const holder = controllerOf(state, planet);
  return holder !== null && holder !== seat && !player(state, holder).eliminated ? holder : null;
}

/**
 * A way from one system to another along which no system (the two ends included) holds another player's
 * ships (Transport, Massive Transport). Wormholes count, as for movement (RR §10.4); the cards set no
 * distance. Interpretation: only enemy ships close the way, not Special Systems.
 */
export function pathFreeOfEnemyShips(
  state: GameState,
  seat: Seat,
  from: PositionLabel,
  to: PositionLabel,
): boolean {
  const free = (p: PositionLabel) => seatsWithShips(state, p).every((s) => s === seat);
  if (!free(from) || !free(to)) return false;
  const seen = new Set<PositionLabel>([from]);
  let frontier = [from];
  while (frontier.length > 0) {
    if (frontier.includes(to)) return true;
    const next: PositionLabel[] = [];
    for (const at of frontier) {
      for (const b of adjacentPositions(state.galaxy, at, adjacencyOptions(state))) {
        if (seen.has(b) || state.board[b] === undefined || !free(b)) continue;
        seen.add(b);
        next.push(b);
      }
    }
    frontier = next;
  }
  return false;
}
