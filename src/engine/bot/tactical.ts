/**
 * The bot's candidates for tactical and transfer actions: activation, movement, landing, production. It plays
 * like a cautious player: it activates a system only where it gains something (a planet its carriers can
 * take, a Trade Station, production at one of its docks), sends loaded carriers with an escort and keeps a
 * guard at its docks, lands enough Ground Forces to win, and buys the cheapest useful units it can pay for.
 * Only a handful of candidates is generated per decision; each still goes through `apply`.
 */
import { getPlanet, getUnit, type PlanetId, UNIT_TYPES, type UnitType } from "../../content/index.ts";
import type { Command, CommandType } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import { adjacentPositions, anomalyRulesAt } from "../galaxy/adjacency.ts";
import { isRuleError } from "../ruleError.ts";
import { reinforcements } from "../rules/counters.ts";
import { planetValues } from "../rules/planetValues.ts";
import { strategyPhaseAbilityCandidates } from "../rules/raceStrategyAbilitiesBot.ts";
import { activationBlock } from "../rules/tactical/activation.ts";
import { controllerOf } from "../rules/tactical/control.ts";
import { newDockBlock, type ProductionContext, usableDocks } from "../rules/tactical/docks.ts";
import { groupMovement } from "../rules/tactical/moveChecks.ts";
import type { Landing, MoveOrder, PickUp, ProductionOrder } from "../rules/tactical/orders.ts";
import { adjacencyOptions, passThroughBlock } from "../rules/tactical/paths.ts";
import {
  type TacticalActionFrame,
  type TransferActionFrame,
  tacticalProductionContext,
} from "../rules/tactical/tacticalFrames.ts";
import {
  addCounts,
  count,
  dockFighterSupport,
  docksInSystem,
  fleetSize,
  fleetSupplyLimit,
  forcesOnPlanet,
  isShip,
  onlyTypes,
  planetsAt,
  plasticLeft,
  shipCapacity,
  spaceUnits,
  subtractCounts,
  tidy,
  totalUnits,
  unitCost,
  unitMove,
  unitsIn,
  unitsOnBoard,
} from "../rules/units.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../state.ts";
import type { Candidates } from "./policy.ts";

// ---- judging forces

/**
 * How cautious the bot is: it lands `ground` times the defenders plus one, and attacks a fleet only with
 * `fleet` times its strength (plus a margin). Simulations may lower these to make bots fight more.
 */
export const BOT_CAUTION = { ground: 2, fleet: 1.5 };

/** Ships that fight in space and count as an escort (Fighters aside). */
const WARSHIPS: readonly UnitType[] = ["warSun", "dreadnought", "cruiser", "destroyer", "carrier"];

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

function enemyShipsAt(state: GameState, seat: Seat, position: PositionLabel): boolean {
  return (state.board[position]?.space ?? []).some(
    (f) => f.seat !== seat && UNIT_TYPES.some((t) => isShip(t) && count(f.units, t) > 0),
  );
}

function groundOf(units: UnitCounts): number {
  return count(units, "groundForce") + count(units, "shockTroop");
}

/** Other players' ground units on a planet. */
function defendersOn(state: GameState, seat: Seat, position: PositionLabel, planet: PlanetId): number {
  const system = state.board[position];
  if (!system) return 0;
  return forcesOnPlanet(system, planet)
    .filter((f) => f.seat !== seat)
    .reduce((n, f) => n + groundOf(f.units), 0);
}

/** Ground units a cautious player lands to take a planet: one on an empty planet, twice the defenders plus one. */
function groundNeeded(defenders: number): number {
  return defenders === 0 ? 1 : Math.ceil(defenders * BOT_CAUTION.ground) + 1;
}

function planetValue(planet: PlanetId): number {
  const p = getPlanet(planet);
  return p.resources + p.influence + (planet === "mecatol-rex" ? 2 : 0);
}

function frozen(state: GameState, seat: Seat, position: PositionLabel): boolean {
  return state.board[position]?.commandCounters.includes(seat) ?? false;
}

// ---- fleets that can reach a system

interface Fleet {
  order: MoveOrder;
  ground: number;
  strength: number;
  ships: number;
}

/** Room aboard for Ground Forces (capacity plus Ground-Force-only room) and for anything (Fighters, PDS). */
function roomOf(state: GameState, seat: Seat, ships: UnitCounts): { ground: number; any: number } {
  let any = 0;
  let ground = 0;
  for (const type of UNIT_TYPES) {
    const room = shipCapacity(state, seat, type);
    any += room.any * count(ships, type);
    ground += room.ground * count(ships, type);
  }
  return { ground: ground + any, any };
}

/**
 * Which ships leave a system: all but a guard of one warship at a dock (carriers go, the cheapest warship
 * stays), and no more than `maxShips` (the cheapest warships stay first, carriers last).
 */
function departingShips(
  state: GameState,
  seat: Seat,
  from: PositionLabel,
  whole: boolean,
  maxShips: number,
): UnitCounts {
  const space = spaceUnits(state, from, seat);
  const ships: UnitCounts = {};
  for (const type of WARSHIPS) if (count(space, type) > 0) ships[type] = count(space, type);
  if (!whole && docksInSystem(state, from, seat) > 0) {
    const guard = (["destroyer", "cruiser", "dreadnought"] as const).find((t) => count(ships, t) > 0);
    const others = totalUnits(ships) - (guard ? 1 : 0);
    if (guard && others > 0) ships[guard] = count(ships, guard) - 1;
  }
  for (const type of ["destroyer", "cruiser", "dreadnought", "warSun", "carrier"] as const) {
    const over = fleetShips(ships) - maxShips;
    if (over > 0) ships[type] = Math.max(0, count(ships, type) - over);
  }
  return tidy(ships);
}

let ADJACENCY: { key: string; near: Map<PositionLabel, PositionLabel[]> } | null = null;

/** Adjacent positions for movement (RR §10.2, wormholes included), kept while the galaxy stays the same. */
function neighbours(state: GameState, position: PositionLabel): PositionLabel[] {
  const options = adjacencyOptions(state);
  const key = `${options.wormholeNexus}:${Object.entries(state.galaxy).join(";")}`;
  if (ADJACENCY?.key !== key) ADJACENCY = { key, near: new Map() };
  const known = ADJACENCY.near.get(position);
  if (known) return known;
  const found = adjacentPositions(state.galaxy, position, options);
  ADJACENCY.near.set(position, found);
  return found;
}

const REACH = new WeakMap<GameState, Map<string, Map<PositionLabel, number>>>();

/**
 * How many systems away each system is for ships moving this far from `from` (the same routes as the
 * movement rules: through no system that blocks passage), computed once per state.
 */
function reach(
  state: GameState,
  seat: Seat,
  from: PositionLabel,
  movement: number,
): Map<PositionLabel, number> {
  const cache = REACH.get(state) ?? new Map<string, Map<PositionLabel, number>>();
  REACH.set(state, cache);
  const key = `${seat}:${from}:${movement}`;
  const known = cache.get(key);
  if (known) return known;
  const dist = new Map<PositionLabel, number>([[from, 0]]);
  let frontier = [from];
  for (let step = 1; step <= movement && frontier.length > 0; step++) {
    const next: PositionLabel[] = [];
    for (const p of frontier) {
      for (const q of neighbours(state, p)) {
        if (dist.has(q) || !state.board[q]) continue;
        dist.set(q, step);
        if (!passThroughBlock(state, seat, q)) next.push(q);
      }
    }
    frontier = next;
  }
  cache.set(key, dist);
  return dist;
}

/**
 * A fleet from one system to the destination: its departing ships that can reach it, the Ground Forces
 * aboard and picked up from its planets (one stays on each planet with a dock), Fighters in the room left.
 */
function fleetFrom(
  state: GameState,
  seat: Seat,
  from: PositionLabel,
  to: PositionLabel,
  options: { whole: boolean; ignoreCounters: boolean; maxMove?: number; maxShips?: number },
): Fleet | null {
  if (from === to || (!options.ignoreCounters && frozen(state, seat, from))) return null;
  let ships = departingShips(state, seat, from, options.whole, options.maxShips ?? Number.POSITIVE_INFINITY);
  const fastest = Math.max(
    0,
    ...UNIT_TYPES.filter((t) => count(ships, t) > 0).map((t) => unitMove(state, seat, t)),
  );
  if (fastest === 0) return null;
  const length = reach(state, seat, from, Math.min(fastest, options.maxMove ?? fastest)).get(to);
  if (length === undefined) return null;
  // Ships too slow for the route stay behind.
  ships = tidy(
    Object.fromEntries(
      UNIT_TYPES.filter((t) => count(ships, t) > 0 && unitMove(state, seat, t) >= length).map((t) => [
        t,
        count(ships, t),
      ]),
    ),
  );
  if (totalUnits(ships) === 0) return null;
  const space = spaceUnits(state, from, seat);
  const room = roomOf(state, seat, ships);
  const groundOnly = room.ground - room.any;
  // Fighters the docks and the ships staying cannot support must fly with the fleet (RR §2.3).
  const staying = subtractCounts(onlyTypes(space, WARSHIPS), ships);
  const support =
    docksInSystem(state, from, seat) * dockFighterSupport(state, seat) + roomOf(state, seat, staying).any;
  const mustFly = Math.max(0, count(space, "fighter") - support);
  const pds = count(space, "pds");
  const anyForGround = room.any - mustFly - pds;
  if (anyForGround < 0) return null;
  const groundRoom = groundOnly + anyForGround;
  const units: UnitCounts = { ...ships };
  let ground = Math.min(groundOf(space), groundRoom);
  const shock = Math.min(count(space, "shockTroop"), ground);
  if (shock > 0) units.shockTroop = shock;
  if (ground - shock > 0) units.groundForce = ground - shock;
  const pickUp: PickUp[] = [];
  let carried: UnitCounts = { ...units };
  const system = state.board[from];
  for (const planet of planetsAt(state, from)) {
    if (!system || ground >= groundRoom) break;
    // One Ground Force stays as a garrison on a planet with a dock and on planets away from home.
    const mine = unitsIn(forcesOnPlanet(system, planet), seat);
    const keep = count(mine, "spaceDock") > 0 || state.players[seat]?.home !== from ? 1 : 0;
    const gf = Math.min(Math.max(0, count(mine, "groundForce") - keep), groundRoom - ground);
    if (gf <= 0) continue;
    pickUp.push({ planet, units: { groundForce: gf } });
    carried = addCounts(carried, { groundForce: gf });
    ground += gf;
  }
  if (pds > 0) units.pds = pds;
  const anyUsed = Math.max(0, ground - groundOnly) + pds;
  const fighters = Math.min(count(space, "fighter"), Math.max(mustFly, room.any - anyUsed));
  if (fighters > 0) units.fighter = fighters;
  carried = addCounts(carried, { pds, fighter: fighters });
  const movement = groupMovement(state, seat, from, carried);
  if (isRuleError(movement) || movement < length) return null;
  const order: MoveOrder = { from, units: tidy(units), ...(pickUp.length > 0 ? { pickUp } : {}) };
  return { order, ground, strength: strengthOf(units), ships: fleetShips(units) };
}

function fleetShips(units: UnitCounts): number {
  return UNIT_TYPES.filter((t) => isShip(t) && getUnit(t).countsAgainstFleetSupply).reduce(
    (n, t) => n + count(units, t),
    0,
  );
}

const SHIP_SYSTEMS = new WeakMap<GameState, Map<Seat, PositionLabel[]>>();

/** Systems holding ships of this seat (computed once per state). */
function shipSystems(state: GameState, seat: Seat): PositionLabel[] {
  const bySeat = SHIP_SYSTEMS.get(state) ?? new Map<Seat, PositionLabel[]>();
  SHIP_SYSTEMS.set(state, bySeat);
  const known = bySeat.get(seat);
  if (known) return known;
  const found = Object.keys(state.board).filter((p) =>
    WARSHIPS.some((t) => count(spaceUnits(state, p, seat), t) > 0),
  );
  bySeat.set(seat, found);
  return found;
}

/** Every system some fleet of this seat could reach this turn, with the ships' best movement. */
function reachable(state: GameState, seat: Seat): Set<PositionLabel> {
  const out = new Set<PositionLabel>();
  for (const from of shipSystems(state, seat)) {
    if (frozen(state, seat, from)) continue;
    const space = spaceUnits(state, from, seat);
    const fastest = Math.max(
      0,
      ...WARSHIPS.filter((t) => count(space, t) > 0).map((t) => unitMove(state, seat, t)),
    );
    for (const p of reach(state, seat, from, fastest).keys()) out.add(p);
  }
  return out;
}

interface Need {
  ground: number;
  strength: number;
}

/** What taking a system needs: ground units for each planet wanted, and a fleet half again the enemy's. */
function needOf(state: GameState, seat: Seat, position: PositionLabel): Need {
  const wanted = planetsAt(state, position).filter(
    (p) => controllerOf(state, p) !== seat && !getPlanet(p).tradeStation,
  );
  const ground = wanted.reduce((n, p) => n + groundNeeded(defendersOn(state, seat, position, p)), 0);
  const strength = enemyShipsAt(state, seat, position)
    ? enemyStrengthAt(state, seat, position) * BOT_CAUTION.fleet + 0.5
    : 0;
  return { ground, strength };
}

/**
 * The fleets sent to take a system: the sources with Ground Forces first, then the strongest, until the
 * need is met, within the Fleet Supply at the destination.
 */
function gatherFleets(
  state: GameState,
  seat: Seat,
  to: PositionLabel,
  need: Need,
  options: { whole: boolean; ignoreCounters: boolean },
): Fleet[] {
  let room = fleetSupplyLimit(state, seat) - fleetSize(state, to, seat);
  const fleets = shipSystems(state, seat)
    .map((from) => fleetFrom(state, seat, from, to, { ...options, maxShips: room }))
    .filter((f): f is Fleet => f !== null)
    .sort((a, b) => b.ground - a.ground || b.strength - a.strength);
  let ground = groundOf(spaceUnits(state, to, seat));
  let strength = strengthOf(spaceUnits(state, to, seat));
  const chosen: Fleet[] = [];
  for (const first of fleets) {
    if (ground >= need.ground && strength >= need.strength && chosen.length > 0) break;
    // Within the Fleet Supply left after the fleets chosen before.
    const fleet =
      first.ships <= room
        ? first
        : fleetFrom(state, seat, first.order.from, to, { ...options, maxShips: room });
    if (!fleet || (need.ground > 0 && fleet.ground === 0 && strength >= need.strength)) continue;
    chosen.push(fleet);
    room -= fleet.ships;
    ground += fleet.ground;
    strength += fleet.strength;
  }
  return chosen;
}

// ---- where fleets head between actions

interface Fields {
  /** Hops to the nearest system with a planet worth taking and no enemy ships. */
  prize: Map<PositionLabel, number>;
  /** Hops to the nearest system with a dock of this seat, where empty carriers load up. */
  reload: Map<PositionLabel, number>;
}

const FIELDS = new WeakMap<GameState, Map<Seat, Fields>>();

/** Hops from the nearest of the goals to every system, through systems ships may pass. */
function hopsFrom(state: GameState, goals: PositionLabel[]): Map<PositionLabel, number> {
  const options = adjacencyOptions(state);
  const hops = new Map<PositionLabel, number>(goals.map((g) => [g, 0]));
  let frontier = goals;
  for (let step = 1; frontier.length > 0 && step < 12; step++) {
    const next: PositionLabel[] = [];
    for (const p of frontier) {
      for (const q of neighbours(state, p)) {
        if (hops.has(q) || !state.board[q]) continue;
        hops.set(q, step);
        if (anomalyRulesAt(state.galaxy, q, options)?.canMoveThrough !== false) next.push(q);
      }
    }
    frontier = next;
  }
  return hops;
}

function fieldsOf(state: GameState, seat: Seat): Fields {
  const bySeat = FIELDS.get(state) ?? new Map<Seat, Fields>();
  FIELDS.set(state, bySeat);
  const known = bySeat.get(seat);
  if (known) return known;
  const positions = Object.keys(state.board);
  const prizes = positions.filter(
    (p) =>
      !enemyShipsAt(state, seat, p) &&
      planetsAt(state, p).some(
        (x) =>
          controllerOf(state, x) !== seat &&
          !getPlanet(x).tradeStation &&
          defendersOn(state, seat, p, x) <= 2,
      ),
  );
  const docks = positions.filter((p) => usableDocks(state, seat, p, TACTICAL).length > 0);
  const fields = { prize: hopsFrom(state, prizes), reload: hopsFrom(state, docks) };
  bySeat.set(seat, fields);
  return fields;
}

/** A fleet gains by moving from one system to another: loaded toward a prize, empty carriers toward a dock. */
function stepsCloser(state: GameState, seat: Seat, fleet: Fleet, to: PositionLabel): boolean {
  const fields = fieldsOf(state, seat);
  const far = 99;
  const from = fleet.order.from;
  if (fleet.ground > 0) return (fields.prize.get(to) ?? far) < (fields.prize.get(from) ?? far);
  if (count(fleet.order.units, "carrier") === 0) return false;
  return (fields.reload.get(to) ?? far) < (fields.reload.get(from) ?? far);
}

/** The fleets that would step closer to their goal by moving into this system (no combat there). */
function repositioning(state: GameState, seat: Seat, to: PositionLabel, ignoreCounters: boolean): Fleet[] {
  if (enemyStrengthAt(state, seat, to) > 0) return [];
  let room = fleetSupplyLimit(state, seat) - fleetSize(state, to, seat);
  const out: Fleet[] = [];
  for (const from of shipSystems(state, seat)) {
    const fleet = fleetFrom(state, seat, from, to, { whole: false, ignoreCounters, maxShips: room });
    if (!fleet || !stepsCloser(state, seat, fleet, to)) continue;
    out.push(fleet);
    room -= fleet.ships;
  }
  return out;
}

// ---- what an activation gains

interface Target {
  position: PositionLabel;
  /** Planets and Trade Stations taken. */
  conquest: number;
  /** Units bought at a dock there. */
  production: number;
  /** Fleets brought nearer their goals. */
  staging: number;
}

const score = (t: Target) => t.conquest + t.production + t.staging;

/** The planets of a system the bot would take with this many ground units, most valuable first. */
function planetsToTake(state: GameState, seat: Seat, position: PositionLabel, ground: number) {
  const out: { planet: PlanetId; units: number; value: number }[] = [];
  const open = planetsAt(state, position)
    .filter((p) => controllerOf(state, p) !== seat && !getPlanet(p).tradeStation)
    .map((planet) => ({ planet, defenders: defendersOn(state, seat, position, planet) }))
    .sort((a, b) => planetValue(b.planet) - planetValue(a.planet));
  let left = ground;
  for (const { planet, defenders } of open) {
    const units = groundNeeded(defenders);
    if (units > left) continue;
    out.push({ planet, units, value: planetValue(planet) });
    left -= units;
  }
  return out;
}

export function resourcesReady(state: GameState, seat: Seat): number {
  const p = state.players[seat];
  if (!p) return 0;
  let sum = 0;
  for (const [id, card] of Object.entries(p.planets))
    if (card && !card.exhausted) sum += planetValues(state, id).resources;
  return sum + Math.floor(p.tradeGoods / 2);
}

const TACTICAL: ProductionContext = { mode: "tactical", docksMoved: 0 };

function conquestValue(state: GameState, seat: Seat, position: PositionLabel): number {
  const planets = planetsAt(state, position).filter((p) => controllerOf(state, p) !== seat);
  if (planets.length === 0) return 0;
  const need = needOf(state, seat, position);
  const fleets = gatherFleets(state, seat, position, need, { whole: false, ignoreCounters: false });
  const here = spaceUnits(state, position, seat);
  const ground = groundOf(here) + fleets.reduce((n, f) => n + f.ground, 0);
  const strength = strengthOf(here) + fleets.reduce((n, f) => n + f.strength, 0);
  if ((fleets.length === 0 && fleetShips(here) === 0) || strength < need.strength) return 0;
  // Ships already there move nothing; a Trade Station follows ships that arrive (SE p.7).
  const stations =
    fleets.length > 0 && !enemyShipsAt(state, seat, position)
      ? planets.filter((p) => getPlanet(p).tradeStation).reduce((n, p) => n + planetValue(p) + 1, 0)
      : 0;
  return planetsToTake(state, seat, position, ground).reduce((n, p) => n + p.value + 2, 0) + stations;
}

/** What activating this system gains; null when it gains nothing. */
function evaluate(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  pool: number,
  near: Set<PositionLabel>,
): Target | null {
  const docks = usableDocks(state, seat, position, TACTICAL);
  const here = fleetShips(spaceUnits(state, position, seat)) > 0;
  const site = pool > 1 ? dockSite(state, seat, position, TACTICAL) : undefined;
  if (
    (!near.has(position) && !here && docks.length === 0 && site === undefined) ||
    activationBlock(state, seat, position)
  )
    return null;
  const target: Target = {
    position,
    conquest: conquestValue(state, seat, position),
    production: 0,
    staging: 0,
  };
  const budget = resourcesReady(state, seat);
  // Production alone is worth a counter when it buys something; with one counter left, only a good buy.
  if (docks.length > 0 && !enemyShipsAt(state, seat, position) && budget >= (pool > 1 ? 2 : 4))
    target.production = 1 + Math.min(budget, 8) / 8;
  // A new Space Dock on a planet held all round, away from the other docks (RR §14).
  if (site !== undefined) target.production = Math.max(target.production, 1.5);
  // Moving fleets nearer their goals is worth a counter only with one to spare; before production at home,
  // so that the fleet is not frozen there.
  if (target.conquest === 0 && pool > 1 && repositioning(state, seat, position, false).length > 0)
    target.staging = 2.1;
  return score(target) > 0 ? target : null;
}

const TARGETS = new WeakMap<GameState, Map<Seat, Target[]>>();

/** Every system worth activating, best first (computed once per state: transfer and tactical both ask). */
function targets(state: GameState, seat: Seat): Target[] {
  const bySeat = TARGETS.get(state) ?? new Map<Seat, Target[]>();
  TARGETS.set(state, bySeat);
  const known = bySeat.get(seat);
  if (known) return known;
  const pool = state.players[seat]?.counters.command ?? 0;
  const near = reachable(state, seat);
  const found =
    pool < 1
      ? []
      : Object.keys(state.board)
          .map((p) => evaluate(state, seat, p, pool, near))
          .filter((t): t is Target => t !== null)
          .sort((a, b) => score(b) - score(a) || a.position.localeCompare(b.position));
  bySeat.set(seat, found);
  return found;
}

// ---- the decisions

function tacticalCandidates(state: GameState, d: Decision): Command[] {
  return targets(state, d.seat)
    .slice(0, 4)
    .map((t) => ({ type: "tacticalAction", seat: d.seat, position: t.position }));
}

function actionFrame(state: GameState): TacticalActionFrame | TransferActionFrame | null {
  const frame = state.stack.at(-1);
  return frame?.kind === "tacticalAction" || frame?.kind === "transferAction" ? frame : null;
}

/** Ground Forces to take aboard in the destination (one stays on each planet), where no one else has units. */
function loadOnArrival(state: GameState, seat: Seat, to: PositionLabel, fleets: Fleet[]): PickUp[] {
  if (!ownOnly(state, seat, to)) return [];
  const arriving = fleets.reduce<UnitCounts>((all, f) => addCounts(all, f.order.units), {});
  const ships = addCounts(onlyTypes(spaceUnits(state, to, seat), WARSHIPS), onlyTypes(arriving, WARSHIPS));
  const cargo = addCounts(spaceUnits(state, to, seat), arriving);
  const room = roomOf(state, seat, ships);
  let free = Math.min(
    room.ground - groundOf(cargo),
    room.any -
      count(cargo, "fighter") -
      count(cargo, "pds") -
      Math.max(0, groundOf(cargo) - (room.ground - room.any)),
  );
  const system = state.board[to];
  const out: PickUp[] = [];
  for (const planet of planetsAt(state, to)) {
    if (!system || free <= 0) break;
    const gf = Math.min(count(unitsIn(forcesOnPlanet(system, planet), seat), "groundForce") - 1, free);
    if (gf <= 0) continue;
    out.push({ planet, units: { groundForce: gf } });
    free -= gf;
  }
  return out;
}

function moveCandidates(state: GameState, d: Decision): Command[] {
  const frame = actionFrame(state);
  if (!frame) return [];
  const none: Command = { type: "moveUnits", seat: d.seat, moves: [] };
  const move = (fleets: Fleet[]): Command => ({
    type: "moveUnits",
    seat: d.seat,
    moves: fleets.map((f) => f.order),
  });
  if (frame.kind === "transferAction") {
    const [a, b] = frame.positions;
    const fleets = [
      ...transferFleets(state, d.seat, a, b, true),
      ...transferFleets(state, d.seat, b, a, true),
    ];
    return [...fleets.map((f) => move([f])), none];
  }
  const out: Command[] = [];
  const need = needOf(state, d.seat, frame.position);
  // Planets (or Trade Stations) not yet the bot's: the fleets that take them; otherwise fleets passing by.
  const taking = planetsAt(state, frame.position).some((p) => controllerOf(state, p) !== d.seat);
  const plans = [
    ...(taking || need.strength > 0
      ? [false, true].map((whole) =>
          gatherFleets(state, d.seat, frame.position, need, { whole, ignoreCounters: false }),
        )
      : []),
    repositioning(state, d.seat, frame.position, false),
  ];
  const seen = new Set<string>();
  for (const fleets of plans) {
    // The whole plan, then one fleet at a time, the first the most useful.
    for (const part of [fleets, ...fleets.slice(0, 2).map((f) => [f])]) {
      const key = JSON.stringify(part.map((f) => f.order));
      if (part.length === 0 || seen.has(key)) continue;
      seen.add(key);
      const load = loadOnArrival(state, d.seat, frame.position, part);
      if (load.length > 0) out.push({ ...move(part), pickUp: load } as Command);
      out.push(move(part));
    }
  }
  return [...out, none];
}

function landingCandidates(state: GameState, d: Decision): Command[] {
  const frame = actionFrame(state);
  if (!frame) return [];
  const none: Command = { type: "landUnits", seat: d.seat, landings: [] };
  if (frame.kind === "transferAction") return [none];
  const position = frame.position;
  const aboard = spaceUnits(state, position, d.seat);
  const plan = planetsToTake(state, d.seat, position, groundOf(aboard));
  const landings: Landing[] = [];
  let shock = count(aboard, "shockTroop");
  for (const { planet, units } of plan) {
    const st = Math.min(shock, units);
    shock -= st;
    const gf = units - st;
    landings.push({ planet, units: tidy({ shockTroop: st, groundForce: gf }) });
  }
  const pds = count(aboard, "pds");
  if (pds > 0) {
    const home = planetsAt(state, position).find(
      (p) =>
        !getPlanet(p).tradeStation && (controllerOf(state, p) === d.seat || plan.some((x) => x.planet === p)),
    );
    if (home) landings.push({ planet: home, units: { pds: Math.min(pds, 2) } });
  }
  const safe = landings.filter((l) => {
    const defenders = defendersOn(state, d.seat, position, l.planet);
    return defenders === 0 && controllerOf(state, l.planet) === null;
  });
  const out: Command[] = [];
  if (landings.length > 0) out.push({ type: "landUnits", seat: d.seat, landings });
  if (safe.length > 0 && safe.length < landings.length)
    out.push({ type: "landUnits", seat: d.seat, landings: safe });
  return [...out, none];
}

// ---- production

interface Basket {
  units: UnitCounts;
  cost: number;
}

/** The cheapest set of ready planets worth at least `cost` resources, then Trade Goods for the rest. */
export function payFor(
  state: GameState,
  seat: Seat,
  cost: number,
): { planets: string[]; tradeGoods: number } | null {
  const p = state.players[seat];
  if (!p) return null;
  if (cost <= 0) return { planets: [], tradeGoods: 0 };
  const ready = Object.entries(p.planets)
    .filter(([, card]) => card && !card.exhausted)
    .map(([id]) => ({ id, value: planetValues(state, id).resources }))
    .filter((x) => x.value > 0)
    .sort((a, b) => b.value - a.value)
    .slice(0, 14);
  // best[sum] = the fewest planets reaching exactly `sum` resources.
  const best = new Map<number, string[]>([[0, []]]);
  for (const planet of ready) {
    for (const [sum, ids] of [...best]) {
      const next = sum + planet.value;
      const had = best.get(next);
      if (!had || had.length > ids.length + 1) best.set(next, [...ids, planet.id]);
    }
  }
  const sums = [...best.keys()].sort((a, b) => a - b);
  const enough = sums.find((s) => s >= cost);
  if (enough !== undefined) return { planets: best.get(enough) as string[], tradeGoods: 0 };
  const most = sums.at(-1) ?? 0;
  const tradeGoods = cost - most;
  if (tradeGoods > p.tradeGoods) return null;
  return { planets: best.get(most) as string[], tradeGoods };
}

function costOf(state: GameState, seat: Seat, units: UnitCounts): number {
  let cost = 0;
  for (const type of UNIT_TYPES) {
    const n = count(units, type);
    if (n > 0) cost += Math.ceil(n / (getUnit(type).unitsPerCost ?? 1)) * (unitCost(state, seat, type) ?? 0);
  }
  return cost;
}

/**
 * What to buy with this budget and dock capacity: a second carrier, Ground Forces to fill the carriers,
 * a Dreadnought when rich, then Cruisers and Destroyers, then Fighters where they are supported; within the
 * Fleet Supply at the dock and the plastic left.
 */
export function shoppingList(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  budget: number,
  capacity: number,
): Basket {
  const basket: UnitCounts = {};
  // Room is kept at the dock for the carriers away, which come back here to load up.
  const away = Math.min(
    2,
    unitsOnBoard(state, seat, "carrier") - count(spaceUnits(state, position, seat), "carrier"),
  );
  const fleetRoom = () =>
    fleetSupplyLimit(state, seat) - fleetSize(state, position, seat) - fleetShips(basket) - Math.max(0, away);
  const space = spaceUnits(state, position, seat);
  // Fighters only where the docks (or carriers bought now) support them: the carriers there will leave.
  const fighterRoom = () =>
    docksInSystem(state, position, seat) * dockFighterSupport(state, seat) +
    roomOf(state, seat, onlyTypes(basket, ["carrier", "warSun"])).any -
    count(space, "fighter") -
    count(basket, "fighter");
  const owned = (type: UnitType) => unitsOnBoard(state, seat, type) + count(basket, type);
  const canAdd = (type: UnitType, n: number): boolean => {
    if (unitCost(state, seat, type) === null) return false;
    const requires = getUnit(type).requires;
    if (requires !== null && !state.players[seat]?.technologies.includes(requires)) return false;
    const left = plasticLeft(state, seat, type);
    if (left !== null && count(basket, type) + n > left) return false;
    if (totalUnits(basket) + n > capacity) return false;
    if (isShip(type) && getUnit(type).countsAgainstFleetSupply && fleetRoom() < n) return false;
    if (type === "fighter" && fighterRoom() < n) return false;
    const next = { ...basket, [type]: count(basket, type) + n };
    return costOf(state, seat, next) <= budget;
  };
  const add = (type: UnitType, n: number) => {
    if (!canAdd(type, n)) return false;
    basket[type] = count(basket, type) + n;
    return true;
  };
  const carrierRoom = () => owned("carrier") * 4;
  for (let pass = 0; pass < 12; pass++) {
    let added = false;
    if (owned("carrier") < 2) added = add("carrier", 1) || added;
    if (owned("groundForce") + owned("shockTroop") < carrierRoom())
      added = add("groundForce", 2) || add("groundForce", 1) || added;
    if (costOf(state, seat, basket) + 5 <= budget && owned("dreadnought") < 2)
      added = add("dreadnought", 1) || added;
    added = add("cruiser", 1) || added;
    if (owned("destroyer") < 2) added = add("destroyer", 1) || added;
    added = add("fighter", 2) || added;
    added = add("groundForce", 2) || added;
    if (!added) break;
  }
  const units = tidy(basket);
  return { units, cost: costOf(state, seat, units) };
}

/** Orders spread over the system's docks by their capacity; Ground Forces onto each dock's planet. */
export function ordersFor(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  units: UnitCounts,
  ctx: ProductionContext,
) {
  const orders: ProductionOrder[] = [];
  let left = { ...units };
  for (const dock of usableDocks(state, seat, position, ctx)) {
    const take: UnitCounts = {};
    let room = dock.capacity;
    for (const type of UNIT_TYPES) {
      const n = Math.min(count(left, type), room);
      if (n > 0) {
        take[type] = n;
        room -= n;
      }
    }
    if (totalUnits(take) === 0) continue;
    left = Object.fromEntries(UNIT_TYPES.map((t) => [t, count(left, t) - count(take, t)]));
    const planet =
      dock.id === "space"
        ? (planetsAt(state, position).find(
            (p) => controllerOf(state, p) === seat && !getPlanet(p).tradeStation,
          ) ?? "space")
        : undefined;
    const ground = count(take, "groundForce") + count(take, "pds") > 0;
    orders.push({ dock: dock.id, units: tidy(take), ...(ground && planet !== undefined ? { planet } : {}) });
  }
  return orders;
}

/** Most docks the bot keeps on the board: its home dock and two more. */
const DOCKS_WANTED = 3;

/**
 * Where the bot would place a new Space Dock in this system (RR §14): only when it has none there, fewer
 * than DOCKS_WANTED in all, resources to spare (the dock's cost and 2 more), and a planet the rules allow
 * (held all round, no enemy ships, not a Trade Station) worth at least 2 resources; the richest such planet.
 */
function dockSite(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  ctx: ProductionContext,
): PlanetId | undefined {
  if (ctx.mode === "withoutActivation") return undefined;
  if (docksInSystem(state, position, seat) > 0 || unitsOnBoard(state, seat, "spaceDock") >= DOCKS_WANTED)
    return undefined;
  const cost = unitCost(state, seat, "spaceDock") ?? 4;
  if (resourcesReady(state, seat) < cost + 2) return undefined;
  return planetsAt(state, position)
    .filter(
      (p) =>
        planetValues(state, p).resources >= 2 && newDockBlock(state, seat, position, p, ctx) === undefined,
    )
    .sort(
      (a, b) => planetValues(state, b).resources - planetValues(state, a).resources || a.localeCompare(b),
    )[0];
}

/** A new Space Dock alone (it cannot produce before the next round), paid with ready planets. */
function newDockAt(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  ctx: ProductionContext,
  named: boolean,
): Command[] {
  const site = dockSite(state, seat, position, ctx);
  if (site === undefined) return [];
  const payment = payFor(state, seat, unitCost(state, seat, "spaceDock") ?? 4);
  if (!payment) return [];
  return [
    {
      type: "produceUnits",
      seat,
      ...(named ? { position } : {}),
      orders: [],
      spaceDock: site,
      planets: payment.planets,
      ...(payment.tradeGoods > 0 ? { tradeGoods: payment.tradeGoods } : {}),
    },
  ];
}

function produceAt(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  ctx: ProductionContext,
  named: boolean,
): Command[] {
  const docks = usableDocks(state, seat, position, ctx);
  if (docks.length === 0) return newDockAt(state, seat, position, ctx, named);
  const capacity = docks.reduce((n, d) => n + d.capacity, 0);
  const budget = resourcesReady(state, seat);
  const baskets: Basket[] = [shoppingList(state, seat, position, budget, capacity)];
  if (budget > 2) baskets.push(shoppingList(state, seat, position, Math.floor(budget / 2), capacity));
  baskets.push({ units: { groundForce: 2 }, cost: costOf(state, seat, { groundForce: 2 }) });
  const out: Command[] = [];
  for (const basket of baskets) {
    if (totalUnits(basket.units) === 0) continue;
    const payment = payFor(state, seat, basket.cost);
    if (!payment) continue;
    out.push({
      type: "produceUnits",
      seat,
      ...(named ? { position } : {}),
      orders: ordersFor(state, seat, position, basket.units, ctx),
      planets: payment.planets,
      ...(payment.tradeGoods > 0 ? { tradeGoods: payment.tradeGoods } : {}),
    });
  }
  return out;
}

function productionCandidates(state: GameState, d: Decision): Command[] {
  const frame = actionFrame(state);
  if (!frame) return [];
  const nothing: Command = {
    type: "produceUnits",
    seat: d.seat,
    orders: [],
    ...(frame.kind === "transferAction" ? { position: frame.positions[0] } : {}),
  };
  if (frame.kind === "tacticalAction") {
    // Before the battle (Surprise Assault) a blockaded dock builds ships too.
    const ctx = tacticalProductionContext(frame);
    return [...produceAt(state, d.seat, frame.position, ctx, false), nothing];
  }
  const out = frame.positions.flatMap((p) =>
    produceAt(state, d.seat, p, { mode: "transfer", docksMoved: frame.docksMoved[p] ?? 0 }, true),
  );
  return [...out, nothing];
}

// ---- transfer actions

/** The fleet moving from one system of a transfer to the other, when that brings it nearer its goal. */
function transferFleets(
  state: GameState,
  seat: Seat,
  from: PositionLabel,
  to: PositionLabel,
  inAction: boolean,
) {
  const room = fleetSupplyLimit(state, seat) - fleetSize(state, to, seat);
  const fleet = fleetFrom(state, seat, from, to, {
    whole: false,
    ignoreCounters: inAction,
    maxMove: 1,
    maxShips: room,
  });
  return fleet && stepsCloser(state, seat, fleet, to) ? [fleet] : [];
}

/** Only this seat's units in the system, and some of them. */
function ownOnly(state: GameState, seat: Seat, position: PositionLabel): boolean {
  const system = state.board[position];
  if (!system) return false;
  const forces = [...system.space, ...Object.values(system.planets).flatMap((f) => f ?? [])].filter(
    (f) => totalUnits(f.units) > 0,
  );
  return forces.length > 0 && forces.every((f) => f.seat === seat);
}

/**
 * A transfer instead of a tactical action when nothing is there to take: a fleet steps toward its goal
 * between two systems of the bot's, one with a dock to produce at, for one Command Pool counter (the second
 * comes from reinforcements). Needs a counter to spare.
 */
function transferCandidates(state: GameState, d: Decision): Command[] {
  const seat = d.seat;
  const pool = state.players[seat]?.counters.command ?? 0;
  if (pool < 2 || reinforcements(state, seat) < 1) return [];
  if (targets(state, seat).some((t) => t.conquest > 0)) return [];
  const budget = resourcesReady(state, seat);
  const out: Command[] = [];
  for (const from of shipSystems(state, seat)) {
    if (frozen(state, seat, from) || !ownOnly(state, seat, from)) continue;
    for (const to of neighbours(state, from)) {
      if (frozen(state, seat, to) || !ownOnly(state, seat, to) || activationBlock(state, seat, to)) continue;
      const dock = [from, to].some((p) => usableDocks(state, seat, p, TACTICAL).length > 0);
      if (!dock || budget < 2 || transferFleets(state, seat, from, to, false).length === 0) continue;
      out.push({ type: "transferAction", seat, from, to });
    }
  }
  return out.slice(0, 3);
}

/**
 * Abilities used as an action (rules/technology/abilityActions.ts): the bot uses only Production Centers
 * (the Hacan: 6 Trade Goods once a round), giving the 2 to the player furthest behind. Its other options
 * (counters, Action Cards) are worth more kept.
 */
export function actionAbilityCandidates(state: GameState, d: Decision): Command[] {
  // Mentak Pillage, Yssaril: the optional Strategy Phase abilities (rules/raceStrategyAbilitiesBot.ts).
  if (d.choices?.some((c) => c === "mentakPillage" || c === "yssarilPeek"))
    return strategyPhaseAbilityCandidates(state, d);
  if (!d.choices?.includes("productionCenters")) return [];
  const others = state.players
    .filter((p) => p.seat !== d.seat && !p.eliminated)
    .sort((a, b) => a.vp - b.vp || a.seat - b.seat);
  const target = others[0]?.seat;
  return target === undefined
    ? []
    : [{ type: "useActionAbility", seat: d.seat, ability: "productionCenters", target }];
}

export const TACTICAL_CANDIDATES: Partial<Record<CommandType, Candidates>> = {
  tacticalAction: tacticalCandidates,
  transferAction: transferCandidates,
  moveUnits: moveCandidates,
  landUnits: landingCandidates,
  produceUnits: productionCandidates,
  answerActivation: (state, d) => {
    const frame = actionFrame(state);
    if (frame?.kind !== "tacticalAction") return [];
    const cancel = threatens(state, frame.seat, frame.position);
    return [
      { type: "answerActivation", seat: d.seat, cancel },
      { type: "answerActivation", seat: d.seat, cancel: !cancel },
    ];
  },
  finishTurn: (_state, d) => [{ type: "finishTurn", seat: d.seat }],
};

/** Diplomats are spent only when the activating player has warships next to (or in) the system. */
function threatens(state: GameState, seat: Seat, position: PositionLabel): boolean {
  const near = [position, ...neighbours(state, position)];
  return near.some((p) => WARSHIPS.some((t) => count(spaceUnits(state, p, seat), t) > 0));
}

/** Exposed for tests: which systems the bot would activate, best first. */
export function botTargets(state: GameState, seat: Seat): PositionLabel[] {
  return targets(state, seat).map((t) => t.position);
}
