/**
 * Units on the board, for every rule area: counting them, adding and removing them (for evolve handlers),
 * unit statistics with race sheets and technologies, capacity and Fighter support, Fleet Supply and the
 * plastic limits. Race-sheet changes come from `unitOverrides` (RR §2.1: the race sheet is authoritative), while
 * the player has the ability they belong to (abilitiesHeld.ts: a card may void or lend it).
 */
import {
  allRaceTechnologies,
  getTechnology,
  getUnit,
  isTechnologyId,
  type PlanetId,
  UNIT_TYPES,
  type UnitType,
} from "../../content/index.ts";
import { answers } from "../hooks/index.ts";
import type { Force, GameState, PositionLabel, Seat, SystemState, UnitCounts } from "../state.ts";
import { heldUnitOverride } from "./abilitiesHeld.ts";
import { hasAbility, player } from "./players.ts";

// ---- counting

export function count(units: UnitCounts | undefined, type: UnitType): number {
  return units?.[type] ?? 0;
}

export function totalUnits(units: UnitCounts | undefined): number {
  return UNIT_TYPES.reduce((n, type) => n + count(units, type), 0);
}

/** A new count with zero entries left out, in UNIT_TYPES order (so equal counts serialise equally). */
export function tidy(units: UnitCounts): UnitCounts {
  const out: UnitCounts = {};
  for (const type of UNIT_TYPES) if (count(units, type) > 0) out[type] = count(units, type);
  return out;
}

export function addCounts(a: UnitCounts | undefined, b: UnitCounts | undefined): UnitCounts {
  const out: UnitCounts = {};
  for (const type of UNIT_TYPES) out[type] = count(a, type) + count(b, type);
  return tidy(out);
}

/** a minus b, never below zero per type. */
export function subtractCounts(a: UnitCounts | undefined, b: UnitCounts | undefined): UnitCounts {
  const out: UnitCounts = {};
  for (const type of UNIT_TYPES) out[type] = Math.max(0, count(a, type) - count(b, type));
  return tidy(out);
}

/** True when `part` holds no more of any type than `whole`. */
export function containsCounts(whole: UnitCounts | undefined, part: UnitCounts | undefined): boolean {
  return UNIT_TYPES.every((type) => count(part, type) <= count(whole, type));
}

/** Units of the listed types only. */
export function onlyTypes(units: UnitCounts | undefined, types: readonly UnitType[]): UnitCounts {
  const out: UnitCounts = {};
  for (const type of types) out[type] = count(units, type);
  return tidy(out);
}

/** "2 Cruisers, 1 Ground Force": how units are named in messages. */
export function describeUnits(units: UnitCounts): string {
  const parts = UNIT_TYPES.filter((t) => count(units, t) > 0).map(
    (t) => `${count(units, t)} ${getUnit(t).name}`,
  );
  return parts.length > 0 ? parts.join(", ") : "no units";
}

// ---- the board

export function systemAtPosition(state: GameState, position: PositionLabel): SystemState | undefined {
  return state.board[position];
}

export function forcesOnPlanet(system: SystemState, planet: PlanetId): Force[] {
  return system.planets[planet] ?? [];
}

export function unitsIn(forces: readonly Force[] | undefined, seat: Seat): UnitCounts {
  return forces?.find((f) => f.seat === seat)?.units ?? {};
}

export function damagedIn(forces: readonly Force[] | undefined, seat: Seat): UnitCounts {
  return forces?.find((f) => f.seat === seat)?.damaged ?? {};
}

export function spaceUnits(state: GameState, position: PositionLabel, seat: Seat): UnitCounts {
  return unitsIn(state.board[position]?.space, seat);
}

export function planetUnits(
  state: GameState,
  position: PositionLabel,
  planet: PlanetId,
  seat: Seat,
): UnitCounts {
  const system = state.board[position];
  return system ? unitsIn(forcesOnPlanet(system, planet), seat) : {};
}

/** Where a planet lies on the board, or null when its system is not placed. */
export function positionOfPlanet(state: GameState, planet: PlanetId): PositionLabel | null {
  for (const [position, system] of Object.entries(state.board)) if (planet in system.planets) return position;
  return null;
}

export function planetsAt(state: GameState, position: PositionLabel): PlanetId[] {
  return Object.keys(state.board[position]?.planets ?? {}) as PlanetId[];
}

/** Ships are the units of kind "ship", Fighters included; cargo in space and Saar Space Docks are not. */
export function isShip(type: UnitType): boolean {
  return getUnit(type).kind === "ship";
}

export function shipsOf(units: UnitCounts | undefined): UnitCounts {
  return onlyTypes(
    units,
    UNIT_TYPES.filter((t) => isShip(t)),
  );
}

/** Seats with at least one ship in the system's space. */
export function seatsWithShips(state: GameState, position: PositionLabel): Seat[] {
  return (state.board[position]?.space ?? [])
    .filter((f) => totalUnits(shipsOf(f.units)) > 0)
    .map((f) => f.seat);
}

export function enemyShipsPresent(state: GameState, position: PositionLabel, seat: Seat): boolean {
  return seatsWithShips(state, position).some((s) => s !== seat);
}

/** Every seat with any unit in the system, in space or on a planet. */
export function seatsWithUnits(state: GameState, position: PositionLabel): Seat[] {
  const system = state.board[position];
  if (!system) return [];
  const forces = [...system.space, ...Object.values(system.planets).flatMap((f) => f ?? [])];
  return [...new Set(forces.filter((f) => totalUnits(f.units) > 0).map((f) => f.seat))];
}

/** RR §11: an "empty system" holds no units of any player; a Special System is never empty. */
export function isEmptySystem(state: GameState, position: PositionLabel, special: boolean): boolean {
  return !special && seatsWithUnits(state, position).length === 0;
}

/** Adds units to a seat's force in a list of forces (for evolve handlers). */
export function addToForces(forces: Force[], seat: Seat, units: UnitCounts, damaged?: UnitCounts): void {
  let force = forces.find((f) => f.seat === seat);
  if (!force) {
    force = { seat, units: {} };
    forces.push(force);
  }
  force.units = addCounts(force.units, units);
  if (damaged && totalUnits(damaged) > 0) force.damaged = addCounts(force.damaged, damaged);
}

/** Takes units from a seat's force; a force left empty goes. Missing units are a bug in the caller. */
export function takeFromForces(forces: Force[], seat: Seat, units: UnitCounts, damaged?: UnitCounts): void {
  const at = forces.findIndex((f) => f.seat === seat);
  const force = forces[at];
  if (!force || !containsCounts(force.units, units) || !containsCounts(force.damaged, damaged)) {
    throw new Error(`seat ${seat} lacks ${JSON.stringify(units)} where an event takes them`);
  }
  force.units = subtractCounts(force.units, units);
  const stillDamaged = subtractCounts(force.damaged, damaged);
  // Damaged units that are gone can no longer be damaged (never more damaged than present).
  for (const type of UNIT_TYPES)
    stillDamaged[type] = Math.min(count(stillDamaged, type), count(force.units, type));
  if (totalUnits(stillDamaged) > 0) force.damaged = tidy(stillDamaged);
  else delete force.damaged;
  if (totalUnits(force.units) === 0) forces.splice(at, 1);
}

// ---- technologies and race abilities

/** True when the player owns a technology (tree or race) with one of these effect keys. */
export function hasTechEffect(state: GameState, seat: Seat, ...effects: string[]): boolean {
  const p = player(state, seat);
  if (p.technologies.some((id) => isTechnologyId(id) && effects.includes(getTechnology(id).effect)))
    return true;
  const race = allRaceTechnologies();
  return (p.raceTechnologies ?? []).some((id) =>
    effects.includes(race.find((t) => t.id === id)?.effect ?? ""),
  );
}

/** Advanced Fighters, base or SE printing (RR §2.3; SE replacement card). */
export function hasAdvancedFighters(state: GameState, seat: Seat): boolean {
  return hasTechEffect(state, seat, "advancedFighters", "advancedFightersBase");
}

const override = heldUnitOverride;

/** A unit's movement for this player (RR §10.1): race sheet, then technologies. */
export function unitMove(state: GameState, seat: Seat, type: UnitType): number {
  let move = override(state, seat, type)?.move ?? getUnit(type).move;
  const tech = (...effects: string[]) => hasTechEffect(state, seat, ...effects);
  if (type === "carrier" && tech("xrdTransporters")) move += 1;
  if ((type === "cruiser" || type === "dreadnought") && tech("typeIvDrive")) move += 1;
  if (type === "fighter" && hasAdvancedFighters(state, seat)) move = 2;
  if (type === "warSun") {
    // Muaat race sheet: War Suns move 1 until Deep Space Cannon, then 2; Magmus Reactor: +1.
    if (hasAbility(state, seat, "muaatSlowWarSuns") && tech("deepSpaceCannon")) move = 2;
    if (tech("magmusReactor")) move += 1;
  }
  // Floating Factory (Saar race technology): Space Docks +1 movement.
  if (type === "spaceDock" && move > 0 && tech("floatingFactory")) move += 1;
  return move;
}

/** A unit's cost for this player: race sheet (L1Z1X Dreadnoughts 4), Magmus Reactor War Suns 10. */
export function unitCost(state: GameState, seat: Seat, type: UnitType): number | null {
  if (type === "warSun" && hasTechEffect(state, seat, "magmusReactor")) return 10;
  return override(state, seat, type)?.cost ?? getUnit(type).cost;
}

/** Saar Space Docks sit in space and move (SE "Saar Space Docks"). */
export function docksFloat(state: GameState, seat: Seat): boolean {
  return override(state, seat, "spaceDock")?.placement === "space";
}

/**
 * What a ship carries (RR §2.3): `any` Fighters, Ground Forces, Shock Troops or PDS (Carriers, War Suns;
 * Mark II Advanced Carriers: 8), and `ground` Ground Forces only (Stasis Capsules: 1 per Cruiser and
 * Dreadnought; Dreadnought Invasion Pod: 1 more per Dreadnought).
 */
export function shipCapacity(state: GameState, seat: Seat, type: UnitType): { any: number; ground: number } {
  let any = getUnit(type).capacity;
  if (type === "carrier" && hasTechEffect(state, seat, "markIiAdvancedCarriers")) any = 8;
  let ground = 0;
  if ((type === "cruiser" || type === "dreadnought") && hasTechEffect(state, seat, "stasisCapsules"))
    ground += 1;
  if (type === "dreadnought" && hasTechEffect(state, seat, "dreadnoughtInvasionPod")) ground += 1;
  return { any, ground };
}

/** Fighters a Space Dock supports in its system (RR §2.3: 3; Floating Factory: Saar docks 5). */
export function dockFighterSupport(state: GameState, seat: Seat): number {
  return docksFloat(state, seat) && hasTechEffect(state, seat, "floatingFactory")
    ? 5
    : getUnit("spaceDock").fighterSupport;
}

// ---- capacity, Fighter support and Fleet Supply

export const CARGO_TYPES: readonly UnitType[] = ["fighter", "groundForce", "shockTroop", "pds"];
export const GROUND_TYPES: readonly UnitType[] = ["groundForce", "shockTroop"];

export interface CargoFit {
  /** Ground Forces, Shock Troops and PDS with no room aboard. */
  cargoOver: number;
  /** Fighters beyond capacity and dock support: removed, unless Advanced Fighters keeps them. */
  fightersOver: number;
}

/**
 * How one player's units in one space area fit (RR §2.3): ground units first use Ground-Force-only room,
 * then any room; PDS use any room; Fighters take the room left, then the docks' support.
 */
export function cargoFit(state: GameState, seat: Seat, units: UnitCounts, dockSupport: number): CargoFit {
  let any = 0;
  let groundOnly = 0;
  for (const type of UNIT_TYPES) {
    const room = shipCapacity(state, seat, type);
    any += room.any * count(units, type);
    groundOnly += room.ground * count(units, type);
  }
  const ground = count(units, "groundForce") + count(units, "shockTroop");
  const aboardAny = Math.max(0, ground - groundOnly) + count(units, "pds");
  const cargoOver = Math.max(0, aboardAny - any);
  const fighterRoom = Math.max(0, any - aboardAny) + dockSupport;
  return { cargoOver, fightersOver: Math.max(0, count(units, "fighter") - fighterRoom) };
}

/** Space Docks of this seat supporting Fighters in a system: on its planets, or afloat (Saar). */
export function docksInSystem(state: GameState, position: PositionLabel, seat: Seat): number {
  const system = state.board[position];
  if (!system) return 0;
  let docks = count(unitsIn(system.space, seat), "spaceDock");
  for (const forces of Object.values(system.planets)) docks += count(unitsIn(forces, seat), "spaceDock");
  return docks;
}

/** How a seat's units in a system's space fit, with the support of its docks there. */
export function cargoFitAt(state: GameState, position: PositionLabel, seat: Seat): CargoFit {
  const support = docksInSystem(state, position, seat) * dockFighterSupport(state, seat);
  return cargoFit(state, seat, spaceUnits(state, position, seat), support);
}

/** RR §15: Fleet Supply counters, +1 for Letnev. */
export function fleetSupplyLimit(state: GameState, seat: Seat): number {
  return player(state, seat).counters.fleet + (hasAbility(state, seat, "letnevFleetBonus") ? 1 : 0);
}

/** Ships counted against Fleet Supply in a system: all but Fighters, plus Advanced Fighters over capacity. */
export function fleetSize(state: GameState, position: PositionLabel, seat: Seat): number {
  const units = spaceUnits(state, position, seat);
  const ships = UNIT_TYPES.filter((t) => isShip(t) && getUnit(t).countsAgainstFleetSupply);
  const counted = ships.reduce((n, t) => n + count(units, t), 0);
  return counted + (hasAdvancedFighters(state, seat) ? cargoFitAt(state, position, seat).fightersOver : 0);
}

// ---- plastic

/** A seat's units of one type anywhere on the board. */
export function unitsOnBoard(state: GameState, seat: Seat, type: UnitType): number {
  let n = 0;
  for (const system of Object.values(state.board)) {
    n += count(unitsIn(system.space, seat), type);
    for (const forces of Object.values(system.planets)) n += count(unitsIn(forces, seat), type);
  }
  return n;
}

/** How many tokens of a unit all players share (SE: 12 Shock Troops; an option may bring fewer); null: none. */
export function sharedPool(state: GameState, type: UnitType): number | null {
  const { sharedLimit } = getUnit(type);
  if (sharedLimit === null) return null;
  return Math.min(
    sharedLimit,
    ...answers(state, "sharedUnitLimit").map((ask) => ask(state, type) ?? sharedLimit),
  );
}

/**
 * RR §1: plastic left in reinforcements; null when supplement tokens make it unlimited. A pool all players
 * share (the 12 Shock Troop tokens, SE components; an option may bring fewer: `sharedUnitLimit`) counts
 * everyone's units on the board.
 */
export function plasticLeft(state: GameState, seat: Seat, type: UnitType): number | null {
  const { limit } = getUnit(type);
  const pool = sharedPool(state, type);
  if (limit === null && pool !== null) {
    const onBoard = state.players.reduce((n, p) => n + unitsOnBoard(state, p.seat, type), 0);
    return Math.max(0, pool - onBoard);
  }
  return limit === null ? null : Math.max(0, limit - unitsOnBoard(state, seat, type));
}
