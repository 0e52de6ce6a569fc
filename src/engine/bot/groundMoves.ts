/**
 * The bot's ground moves by card or ability (rules/groundMoves.ts: Transport, Transit Diodes, Shuttle
 * Logistics): it spreads a garrison, from one of its planets holding two ground units or more to one of
 * its planets holding none, the most valuable first (an unguarded planet falls to a single Ground Force).
 * Half the garrison goes (rounded down), Shock Troops first (SE Option 6: they are Ground Forces to every
 * card and ability, SE p.10), but never one without a plastic Ground Force beside it, going or staying: a
 * Shock Troop left alone becomes a Ground Force (options/shockTroops/companions.ts).
 *
 * The moves are candidates only: `apply` refuses those the card or ability does not allow (a path past
 * enemy ships, a system not adjacent), so nothing here copies their checks.
 */
import { getPlanet, type PlanetId } from "../../content/index.ts";
import { player } from "../rules/players.ts";
import {
  forcesOnPlanet,
  GROUND_TYPES,
  onlyTypes,
  positionOfPlanet,
  tidy,
  totalUnits,
  unitsIn,
} from "../rules/units.ts";
import type { GameState, Seat, UnitCounts } from "../state.ts";

export interface GroundMove {
  from: PlanetId;
  to: PlanetId;
  units: UnitCounts;
}

function groundOn(state: GameState, seat: Seat, planet: PlanetId): UnitCounts {
  const position = positionOfPlanet(state, planet);
  const system = position === null ? undefined : state.board[position];
  return system ? onlyTypes(unitsIn(forcesOnPlanet(system, planet), seat), GROUND_TYPES) : {};
}

/**
 * `n` of these ground units, as many Shock Troops as may go: each group, the one going and the one
 * staying, keeps a plastic Ground Force if it holds a Shock Troop. Null when no split keeps them so.
 */
export function garrisonUnits(there: UnitCounts, n: number): UnitCounts | null {
  const forces = there.groundForce ?? 0;
  const troops = there.shockTroop ?? 0;
  for (let st = Math.min(troops, n); st >= 0; st--) {
    const gf = n - st;
    if (gf > forces) continue;
    if (st > 0 && gf === 0) continue;
    if (troops - st > 0 && forces - gf === 0) continue;
    return tidy({ groundForce: gf, shockTroop: st });
  }
  return null;
}

const worth = (planet: PlanetId) => getPlanet(planet).resources + getPlanet(planet).influence;

/**
 * Garrison moves of at most `most` units, best first (the largest garrison to the most valuable unguarded
 * planet), at most `limit` of them.
 */
export function garrisonMoves(state: GameState, seat: Seat, most: number, limit: number): GroundMove[] {
  const planets = (Object.keys(player(state, seat).planets) as PlanetId[]).filter(
    (p) => positionOfPlanet(state, p) !== null,
  );
  const held = planets.map((planet) => ({ planet, units: groundOn(state, seat, planet) }));
  const crowded = held
    .filter((h) => totalUnits(h.units) >= 2)
    .sort((a, b) => totalUnits(b.units) - totalUnits(a.units) || a.planet.localeCompare(b.planet));
  const bare = held
    .filter((h) => totalUnits(h.units) === 0 && !getPlanet(h.planet).tradeStation)
    .map((h) => h.planet)
    .sort((a, b) => worth(b) - worth(a) || a.localeCompare(b));
  const moves: GroundMove[] = [];
  for (const to of bare) {
    for (const from of crowded) {
      const n = Math.min(most, Math.floor(totalUnits(from.units) / 2));
      const units = n > 0 ? garrisonUnits(from.units, n) : null;
      if (units) moves.push({ from: from.planet, to, units });
      if (moves.length >= limit) return moves;
    }
  }
  return moves;
}
