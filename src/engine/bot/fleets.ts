/**
 * The fleets the bot can send to a system (RR §10 movement, §2.3 capacity, §15 Fleet Supply): which ships
 * leave and which stay on guard, how far they reach, the Ground Forces and Fighters they carry, and the
 * fleets gathered to take a system within the Fleet Supply.
 */
import { getPlanet, UNIT_TYPES } from "../../content/index.ts";
import { adjacentPositions } from "../galaxy/adjacency.ts";
import { isRuleError } from "../ruleError.ts";
import { controllerOf } from "../rules/tactical/control.ts";
import { groupMovement } from "../rules/tactical/moveChecks.ts";
import type { MoveOrder, PickUp } from "../rules/tactical/orders.ts";
import { adjacencyOptions, passThroughBlock } from "../rules/tactical/paths.ts";
import {
  addCounts,
  count,
  dockFighterSupport,
  docksInSystem,
  fleetSize,
  fleetSupplyLimit,
  forcesOnPlanet,
  onlyTypes,
  planetsAt,
  spaceUnits,
  subtractCounts,
  tidy,
  totalUnits,
  unitMove,
  unitsIn,
} from "../rules/units.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../state.ts";
import {
  BOT_CAUTION,
  enemyShipsAt,
  enemyStrengthAt,
  fleetShips,
  frozen,
  groundOf,
  groundToLand,
  guardStrength,
  roomOf,
  strengthOf,
  WARSHIPS,
} from "./forces.ts";

export interface Fleet {
  order: MoveOrder;
  ground: number;
  strength: number;
  ships: number;
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

/** The galaxy's layout as text, once per galaxy object (each applied command copies the state). */
const LAYOUTS = new WeakMap<GameState["galaxy"], string>();

function layoutOf(galaxy: GameState["galaxy"]): string {
  const known = LAYOUTS.get(galaxy);
  if (known !== undefined) return known;
  const layout = Object.entries(galaxy).join(";");
  LAYOUTS.set(galaxy, layout);
  return layout;
}

/** Adjacent positions for movement (RR §10.2, wormholes included), kept while the galaxy stays the same. */
export function neighbours(state: GameState, position: PositionLabel): PositionLabel[] {
  const options = adjacencyOptions(state);
  const key = `${options.wormholeNexus}:${layoutOf(state.galaxy)}`;
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
export function fleetFrom(
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

const SHIP_SYSTEMS = new WeakMap<GameState, Map<Seat, PositionLabel[]>>();

/** Systems holding ships of this seat (computed once per state). */
export function shipSystems(state: GameState, seat: Seat): PositionLabel[] {
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
export function reachable(state: GameState, seat: Seat): Set<PositionLabel> {
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
export function needOf(state: GameState, seat: Seat, position: PositionLabel): Need {
  const wanted = planetsAt(state, position).filter(
    (p) => controllerOf(state, p) !== seat && !getPlanet(p).tradeStation,
  );
  const ground = wanted.reduce((n, p) => n + groundToLand(state, seat, position, p), 0);
  // The Custodians' Fighters (SE Option 13) fight the ships of whoever lands on Mecatol Rex.
  const enemy =
    (enemyShipsAt(state, seat, position) ? enemyStrengthAt(state, seat, position) : 0) +
    guardStrength(state, wanted);
  const strength = enemy > 0 ? enemy * BOT_CAUTION.fleet + 0.5 : 0;
  return { ground, strength };
}

/**
 * The fleets sent to take a system: the sources with Ground Forces first, then the strongest, until the
 * need is met, within the Fleet Supply at the destination.
 */
export function gatherFleets(
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
