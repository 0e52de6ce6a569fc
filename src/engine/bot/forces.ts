/**
 * How the bot judges forces (RR §12 space battle, §13 invasion): fleet strength, the enemy's ships and PDS in
 * a system, the Ground Forces a cautious player lands to take a planet and the planets it would take, the
 * room aboard its ships, the ships that count against the Fleet Supply, and the tactical or transfer action
 * under way. Shared by the activation, movement, landing and production choices.
 */
import { getPlanet, getUnit, type PlanetId, UNIT_TYPES, type UnitType } from "../../content/index.ts";
import { custodiansOn } from "../options/custodiansFight.ts";
import { controllerOf } from "../rules/tactical/control.ts";
import type { TacticalActionFrame, TransferActionFrame } from "../rules/tactical/tacticalFrames.ts";
import { count, forcesOnPlanet, isShip, planetsAt, shipCapacity, totalUnits } from "../rules/units.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../state.ts";

/**
 * How cautious the bot is: it lands `ground` times the defenders plus one, and attacks a fleet only with
 * `fleet` times its strength (plus a margin). Simulations may lower these to make bots fight more.
 */
export const BOT_CAUTION = { ground: 2, fleet: 1.5 };

/** Ships that fight in space and count as an escort (Fighters aside). */
export const WARSHIPS: readonly UnitType[] = ["warSun", "dreadnought", "cruiser", "destroyer", "carrier"];

/** Expected hits per combat round, doubled for units that can absorb a hit by being damaged. */
export function strengthOf(units: UnitCounts): number {
  let sum = 0;
  for (const type of UNIT_TYPES) {
    const n = count(units, type);
    const unit = getUnit(type);
    if (n === 0 || unit.combat === null || !isShip(type)) continue;
    sum += n * unit.dice * (Math.max(0, 11 - unit.combat) / 10) * (unit.sustainDamage ? 2 : 1);
  }
  return sum;
}

/** Other players' ships in a system and the PDS on its planets (each PDS a 6 to hit), as one strength. */
export function enemyStrengthAt(state: GameState, seat: Seat, position: PositionLabel): number {
  const system = state.board[position];
  if (!system) return 0;
  let sum = 0;
  for (const force of system.space) if (force.seat !== seat) sum += strengthOf(force.units);
  for (const planet of planetsAt(state, position)) {
    for (const force of forcesOnPlanet(system, planet)) {
      if (force.seat !== seat) sum += count(force.units, "pds") * 0.5;
    }
  }
  return sum;
}

export function enemyShipsAt(state: GameState, seat: Seat, position: PositionLabel): boolean {
  return (state.board[position]?.space ?? []).some(
    (f) => f.seat !== seat && UNIT_TYPES.some((t) => isShip(t) && count(f.units, t) > 0),
  );
}

export function groundOf(units: UnitCounts): number {
  return count(units, "groundForce") + count(units, "shockTroop");
}

/** Other players' ground units on a planet, and the Custodians' (SE Option 13) on Mecatol Rex. */
export function defendersOn(state: GameState, seat: Seat, position: PositionLabel, planet: PlanetId): number {
  const system = state.board[position];
  if (!system) return 0;
  return forcesOnPlanet(system, planet)
    .filter((f) => f.seat !== seat)
    .reduce((n, f) => n + groundOf(f.units), custodiansOn(state, planet).groundForces);
}

/** The Custodians' Fighters (SE Option 13) met by a landing on one of these planets, as a fleet strength. */
export function guardStrength(state: GameState, planets: readonly PlanetId[]): number {
  return planets.reduce((n, p) => n + strengthOf({ fighter: custodiansOn(state, p).fighters }), 0);
}

/** Ground units a cautious player lands to take a planet: one on an empty planet, twice the defenders plus one. */
export function groundNeeded(defenders: number): number {
  return defenders === 0 ? 1 : Math.ceil(defenders * BOT_CAUTION.ground) + 1;
}

/**
 * Ground units the bot lands on a planet: as groundNeeded for the players' defenders; against the
 * Custodians' Ground Forces alone (SE Option 13), as many (one more once their Fighters are beaten): they
 * are never reinforced, and an attempt beaten back can be made again.
 */
export function groundToLand(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  planet: PlanetId,
): number {
  const { groundForces: guards, fighters } = custodiansOn(state, planet);
  const players = defendersOn(state, seat, position, planet) - guards;
  // Their Fighters first take the ships' fire; once those are gone, one more to be sure of the Ground Forces.
  if (guards > 0 && players === 0) return guards + (fighters > 0 ? 0 : 1);
  return groundNeeded(players) + guards;
}

export function planetValue(planet: PlanetId): number {
  const p = getPlanet(planet);
  return p.resources + p.influence + (planet === "mecatol-rex" ? 2 : 0);
}

export function frozen(state: GameState, seat: Seat, position: PositionLabel): boolean {
  return state.board[position]?.commandCounters.includes(seat) ?? false;
}

/** Room aboard for Ground Forces (capacity plus Ground-Force-only room) and for anything (Fighters, PDS). */
export function roomOf(state: GameState, seat: Seat, ships: UnitCounts): { ground: number; any: number } {
  let any = 0;
  let ground = 0;
  for (const type of UNIT_TYPES) {
    const room = shipCapacity(state, seat, type);
    any += room.any * count(ships, type);
    ground += room.ground * count(ships, type);
  }
  return { ground: ground + any, any };
}

export function fleetShips(units: UnitCounts): number {
  return UNIT_TYPES.filter((t) => isShip(t) && getUnit(t).countsAgainstFleetSupply).reduce(
    (n, t) => n + count(units, t),
    0,
  );
}

/** The planets of a system the bot would take with this many ground units, most valuable first. */
export function planetsToTake(state: GameState, seat: Seat, position: PositionLabel, ground: number) {
  const out: { planet: PlanetId; units: number; value: number }[] = [];
  const open = planetsAt(state, position)
    .filter((p) => controllerOf(state, p) !== seat && !getPlanet(p).tradeStation)
    .map((planet) => ({ planet, units: groundToLand(state, seat, position, planet) }))
    .sort((a, b) => planetValue(b.planet) - planetValue(a.planet));
  let left = ground;
  for (const { planet, units } of open) {
    if (units > left) continue;
    out.push({ planet, units, value: planetValue(planet) });
    left -= units;
  }
  return out;
}

/** Only this seat's units in the system, and some of them. */
export function ownOnly(state: GameState, seat: Seat, position: PositionLabel): boolean {
  const system = state.board[position];
  if (!system) return false;
  const forces = [...system.space, ...Object.values(system.planets).flatMap((f) => f ?? [])].filter(
    (f) => totalUnits(f.units) > 0,
  );
  return forces.length > 0 && forces.every((f) => f.seat === seat);
}

export function actionFrame(state: GameState): TacticalActionFrame | TransferActionFrame | null {
  const frame = state.stack.at(-1);
  return frame?.kind === "tacticalAction" || frame?.kind === "transferAction" ? frame : null;
}
