/**
 * Movement (RR §10): each order moves a group of units from one system to the destination along a legal
 * route, taking Fighters, Ground Forces and PDS aboard on the way (RR §10.3). The whole move is planned
 * on a scratch copy first, so every check (capacity, Fighter support, Fleet Supply where ships end, units
 * left behind) sees the result, and a refused move changes nothing.
 */

import { getPlanet, isUnitType, UNIT_TYPES } from "../../../content/index.ts";
import type { GameEvent } from "../../events.ts";
import { evolve } from "../../evolve.ts";
import { answers } from "../../hooks/index.ts";
import { copyData } from "../../kernel/copy.ts";
import { isRuleError, type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../../state.ts";
import {
  CARGO_TYPES,
  containsCounts,
  count,
  damagedIn,
  describeUnits,
  enemyShipsPresent,
  onlyTypes,
  spaceUnits,
  subtractCounts,
  tidy,
  totalUnits,
} from "../units.ts";
import { controlsSystem } from "./control.ts";
import {
  type Boarding,
  heldGroupEvents,
  type RoutedGroup,
  roomLeftAt,
  type ShipsHeld,
} from "./heldOnTheWay.ts";
import { checkDestination, checkLeftBehind, groupMovement } from "./moveChecks.ts";
import type { LeaderAboard, MoveOrder, PickUp } from "./orders.ts";
import { checkRoute, conduitAvailable, findRoute, type RouteRules } from "./paths.ts";

/** Where moves may go: the activated system (tactical) or between the two systems of a transfer. */
export type MoveScope =
  | { kind: "tactical"; destination: PositionLabel }
  | { kind: "transfer"; positions: [PositionLabel, PositionLabel] };

export interface MoveRequest {
  moves: MoveOrder[];
  pickUp?: PickUp[];
  conduit?: boolean;
  /** Leaders option: the Leaders the move takes along (an Admiral's Dreadnought moves further). */
  leaders?: LeaderAboard[];
}

export interface MovePlan {
  events: GameEvent[];
  /** Saar Space Docks that moved, by the system they reached. */
  docksMoved: Partial<Record<PositionLabel, number>>;
  /** Each order's group with its route, for the moments that follow a route (`movementExits`). */
  groups: RoutedGroup[];
}

const RULE = "RR §10";

export function checkUnitCounts(units: unknown, what: string): RuleError | undefined {
  const bad = ruleError(
    "ERR_UNITS_FORM",
    "Mecatol",
    `Give ${what} as unit counts, e.g. {"cruiser": 2, "groundForce": 1}.`,
  );
  if (typeof units !== "object" || units === null) return bad;
  for (const [type, n] of Object.entries(units)) {
    if (!isUnitType(type) || !Number.isInteger(n) || (n as number) < 0) return bad;
  }
  return undefined;
}

interface Planning {
  state: GameState;
  seat: Seat;
  scope: MoveScope;
  /** The Spatial Conduit Network may be used (and `jumped` records that it was). */
  conduit: boolean;
  jumped: boolean;
  emit: (event: GameEvent) => RuleError | undefined;
  /** Systems units left or were lifted in: checked for what stays behind. */
  touched: Set<PositionLabel>;
  groups: RoutedGroup[];
  /** Ships stopping on the way (heldOnTheWay.ts). */
  held: readonly ShipsHeld[];
  /** The Leaders the move names (the Leaders option). */
  leaders: readonly LeaderAboard[];
  /** The state as the move's events so far leave it. */
  scratch: GameState;
}

/**
 * Plans a whole move; every event it returns is known to apply cleanly. With ships `held` on the way (a
 * move already checked as ordered), where units end is what the rule that holds them decides: it is not
 * checked again.
 */
export function planMovement(
  state: GameState,
  seat: Seat,
  request: MoveRequest,
  scope: MoveScope,
  held: readonly ShipsHeld[] = [],
): MovePlan | RuleError {
  const conduit = request.conduit === true && conduitAvailable(state, seat);
  if (request.conduit && !conduit) {
    return ruleError(
      "ERR_CONDUIT",
      "Spatial Conduit Network",
      "You have no Spatial Conduit Network use left this round.",
    );
  }
  const scratch = copyData(state);
  const events: GameEvent[] = [];
  const emit = (event: GameEvent): RuleError | undefined => {
    const missing = missingUnits(scratch, event);
    if (missing) return missing;
    events.push(event);
    evolve(scratch, event);
    return undefined;
  };
  const plan: Planning = {
    state,
    seat,
    scope,
    conduit,
    jumped: false,
    emit,
    touched: new Set(),
    groups: [],
    held,
    leaders: request.leaders ?? [],
    scratch,
  };
  const docksMoved: Partial<Record<PositionLabel, number>> = {};
  for (const [index, order] of (request.moves ?? []).entries()) {
    const refused = planOrder(plan, order, index);
    if (refused) return refused;
    const to = destinationOf(scope, order.from) as PositionLabel;
    const docks = count(order.units, "spaceDock");
    if (docks > 0) docksMoved[to] = (docksMoved[to] ?? 0) + docks;
  }
  for (const pick of request.pickUp ?? []) {
    const refused = planPickUp(plan, pick);
    if (refused) return refused;
  }
  const refused = held.length > 0 ? undefined : checkResult(plan, scratch, events);
  if (refused) return refused;
  if (plan.jumped)
    events.push({ type: "abilityUsed", seat, ability: "spatialConduitNetwork", round: state.round });
  return { events, docksMoved, groups: plan.groups };
}

/** Where units ended (Fleet Supply, capacity, the conduit's end) and what they left behind. */
function checkResult(plan: Planning, scratch: GameState, events: GameEvent[]): RuleError | undefined {
  const ends = destinations(plan.scope).filter(
    (p) => plan.touched.has(p) || events.some((e) => e.type === "unitsMoved" && e.to === p),
  );
  for (const end of ends) {
    const refused =
      checkDestination(scratch, plan.seat, end) ?? checkConduitEnd(scratch, plan.seat, end, plan.jumped);
    if (refused) return refused;
  }
  const behind = [...plan.touched].filter((p) => !ends.includes(p));
  return checkLeftBehind(plan.state, scratch, plan.seat, behind);
}

function destinations(scope: MoveScope): PositionLabel[] {
  return scope.kind === "tactical" ? [scope.destination] : [...scope.positions];
}

function destinationOf(scope: MoveScope, from: PositionLabel): PositionLabel | RuleError {
  if (scope.kind === "tactical") return scope.destination;
  const [a, b] = scope.positions;
  if (from === a) return b;
  if (from === b) return a;
  return ruleError(
    "ERR_TRANSFER_SYSTEMS",
    "RR §9",
    `In a transfer action ships move only between ${a} and ${b}.`,
  );
}

function planOrder(plan: Planning, order: MoveOrder, index: number): RuleError | undefined {
  const found = orderRoute(plan.state, plan.seat, order, plan.scope, plan.conduit, plan.leaders);
  if (isRuleError(found)) return found;
  if (found.jumped) plan.jumped = true;
  plan.touched.add(order.from);
  const damaged = damagedMoving(plan.state, plan.seat, order.from, order.units, order.damaged);
  const group = { order: index, route: found.route, units: tidy(order.units), damaged };
  plan.groups.push(group);
  return emitOrder(plan, order, group);
}

/**
 * The route one group takes from its system to where it goes, or why it cannot go (RR §8 step 2, §10.1,
 * §2.3): the checks every move order passes before anything is planned. The surfaces' lists of ships that
 * can reach a system ask it too (src/app/offers), so a ship offered is one this check lets go.
 */
export function orderRoute(
  state: GameState,
  seat: Seat,
  order: MoveOrder,
  scope: MoveScope,
  conduit = false,
  leaders: readonly LeaderAboard[] = [],
): { route: PositionLabel[]; jumped: boolean } | RuleError {
  const to = destinationOf(scope, order.from);
  if (isRuleError(to)) return to;
  const form =
    checkUnitCounts(order.units, "the units moving") ??
    (order.damaged ? checkUnitCounts(order.damaged, "damaged units") : undefined);
  if (form) return form;
  if (!containsCounts(order.units, order.damaged)) {
    return ruleError("ERR_UNITS_FORM", RULE, "The damaged units named must be among the units moving.");
  }
  if (!state.board[order.from])
    return ruleError("ERR_NO_SYSTEM", RULE, `There is no system at ${order.from}.`);
  const earlier = order.from !== to && state.board[order.from]?.commandCounters.includes(seat);
  if (scope.kind === "tactical" && earlier) {
    return ruleError(
      "ERR_SHIPS_FROZEN",
      "RR §8 step 2",
      `Your ships at ${order.from} cannot move: you activated that system earlier this round.`,
    );
  }
  const carried = (order.pickUp ?? []).reduce((all, p) => addUp(all, p.units), { ...order.units });
  const movement = groupMovement(state, seat, order.from, tidy(carried), leaders);
  if (isRuleError(movement)) return movement;
  const damaged = damagedMoving(state, seat, order.from, order.units, order.damaged);
  const reach = Math.min(movement, damagedCap(state, seat, damaged));
  return routeOf(state, seat, scope, conduit, order, to, reach, leaders);
}

function addUp(a: UnitCounts, b: UnitCounts): UnitCounts {
  const out: UnitCounts = { ...a };
  for (const type of UNIT_TYPES) if (count(b, type) > 0) out[type] = count(a, type) + count(b, type);
  return out;
}

function routeOf(
  state: GameState,
  seat: Seat,
  scope: MoveScope,
  conduit: boolean,
  order: MoveOrder,
  to: PositionLabel,
  movement: number,
  leaders: readonly LeaderAboard[],
): { route: PositionLabel[]; jumped: boolean } | RuleError {
  // RR §9: a transfer moves ships only between its two adjacent systems.
  let rules: RouteRules = {
    seat,
    movement: scope.kind === "transfer" ? Math.min(movement, 1) : movement,
    conduit,
  };
  // Flank Speed, In the Silence of Space (board cards): more movement, or a way through enemy ships.
  if (scope.kind === "tactical") {
    const move = { seat, from: order.from, to, movement, units: tidy(order.units), leaders };
    for (const range of answers(state, "movementRange")) rules = range(state, move, rules);
  }
  const route =
    order.path === undefined ? findRoute(state, order.from, to, rules) : [order.from, ...order.path, to];
  if (isRuleError(route)) return route;
  const jumped = checkRoute(state, route, rules);
  if (isRuleError(jumped)) return jumped;
  return { route, jumped };
}

/** Lifts, then one move per place units start from (the start and each system where units join). */
function emitOrder(plan: Planning, order: MoveOrder, group: RoutedGroup): RuleError | undefined {
  const { state, seat } = plan;
  const route = [...group.route];
  const to = route.at(-1) as PositionLabel;
  const joining = new Map<PositionLabel, UnitCounts>([[order.from, { ...order.units }]]);
  const boardings: Boarding[] = [];
  for (const pick of order.pickUp ?? []) {
    const at = pickUpPosition(state, pick);
    if (isRuleError(at)) return at;
    const refused = checkPickUpPlace(state, seat, at, route.slice(0, -1), to);
    if (refused) return refused;
    plan.touched.add(at);
    boardings.push({ at, ...(pick.planet !== undefined ? { planet: pick.planet } : {}), units: pick.units });
  }
  const held = plan.held.filter((h) => h.order === group.order);
  if (held.length > 0) {
    for (const event of heldGroupEvents(state, seat, group, boardings, held)) {
      const refused = plan.emit(event);
      if (refused) return refused;
    }
    return undefined;
  }
  for (const { at, planet, units } of boardings) {
    if (planet !== undefined) {
      const lifted = plan.emit({ type: "unitsLifted", seat, position: at, planet, units: tidy(units) });
      if (lifted) return lifted;
    }
    joining.set(at, addUp(joining.get(at) ?? {}, units));
  }
  for (const [from, units] of joining) {
    if (totalUnits(units) === 0 || from === to) continue;
    const damaged = from === order.from ? group.damaged : {};
    const moved = plan.emit({
      type: "unitsMoved",
      seat,
      from,
      to,
      path: route.slice(route.indexOf(from) + 1, -1),
      units: tidy(units),
      ...(totalUnits(damaged) > 0 ? { damaged } : {}),
    });
    if (moved) return moved;
  }
  return undefined;
}

/** The most the damaged ships of a group may move (hook damagedShipMovement; Borderlands' Capital Ships). */
function damagedCap(state: GameState, seat: Seat, damaged: UnitCounts): number {
  let cap = Number.POSITIVE_INFINITY;
  for (const type of UNIT_TYPES) {
    if (count(damaged, type) === 0) continue;
    for (const most of answers(state, "damagedShipMovement"))
      cap = Math.min(cap, most(state, seat, type) ?? cap);
  }
  return cap;
}

/** Damaged ships moving: as ordered, or only as many as cannot stay behind (undamaged ones move first). */
export function damagedMoving(
  state: GameState,
  seat: Seat,
  from: PositionLabel,
  units: UnitCounts,
  ordered: UnitCounts | undefined,
): UnitCounts {
  if (ordered) return tidy(ordered);
  const present = spaceUnits(state, from, seat);
  const damaged = damagedIn(state.board[from]?.space, seat);
  const out: UnitCounts = {};
  for (const type of UNIT_TYPES) {
    const undamaged = count(present, type) - count(damaged, type);
    out[type] = Math.min(count(damaged, type), Math.max(0, count(units, type) - undamaged));
  }
  return tidy(out);
}

function pickUpPosition(state: GameState, pick: PickUp): PositionLabel | RuleError {
  const form = checkUnitCounts(pick.units, "the units picked up");
  if (form) return form;
  const aboard = onlyTypes(
    pick.units,
    pick.planet === undefined ? CARGO_TYPES : ["groundForce", "shockTroop", "pds"],
  );
  if (totalUnits(aboard) !== totalUnits(pick.units)) {
    return ruleError(
      "ERR_PICK_UP",
      "RR §10.3",
      "Only Fighters, Ground Forces, Shock Troops and PDS are taken aboard.",
    );
  }
  if ((pick.planet === undefined) === (pick.position === undefined)) {
    return ruleError(
      "ERR_PICK_UP",
      "RR §10.3",
      "Name either the planet or the system (for its space) units are picked up from.",
    );
  }
  if (pick.position !== undefined) return pick.position;
  const at = Object.entries(state.board).find(
    ([, s]) => pick.planet !== undefined && pick.planet in s.planets,
  )?.[0];
  return at ?? ruleError("ERR_NO_PLANET", "RR §10.3", `${pick.planet} is not on the board.`);
}

/** RR §10.3: on the route, never in a system activated earlier this round, nor where enemy ships are. */
function checkPickUpPlace(
  state: GameState,
  seat: Seat,
  at: PositionLabel,
  before: PositionLabel[],
  to: PositionLabel,
): RuleError | undefined {
  if (at !== to && !before.includes(at)) {
    return ruleError(
      "ERR_PICK_UP",
      "RR §10.3",
      `Units at ${at} are not on these ships' route: name the path through it.`,
    );
  }
  if (at !== to && state.board[at]?.commandCounters.includes(seat) && at !== before[0]) {
    return ruleError(
      "ERR_PICK_UP",
      "RR §10.3",
      `Nothing can be picked up at ${at}: you activated it earlier this round.`,
    );
  }
  if (enemyShipsPresent(state, at, seat)) {
    return ruleError("ERR_PICK_UP", "RR §10.3", `Nothing can be picked up at ${at}: enemy ships are there.`);
  }
  return undefined;
}

/** Pick-ups in the destination itself (units already there go aboard ships there). */
function planPickUp(plan: Planning, pick: PickUp): RuleError | undefined {
  const { state, seat } = plan;
  const at = pickUpPosition(state, pick);
  if (isRuleError(at)) return at;
  if (!destinations(plan.scope).includes(at) || pick.planet === undefined) {
    return ruleError(
      "ERR_PICK_UP",
      "RR §10.3",
      "Units picked up outside a move must come from a planet of the activated system.",
    );
  }
  if (enemyShipsPresent(state, at, seat)) {
    return ruleError("ERR_PICK_UP", "RR §10.3", `Nothing can be picked up at ${at}: enemy ships are there.`);
  }
  plan.touched.add(at);
  // Ships held on the way (a Gravity Rift) skip the destination's checks, so its pick-up takes only what
  // the ships that did arrive have room for; the rest stays on the planet.
  const units = plan.held.length > 0 ? roomLeftAt(plan.scratch, seat, at, pick.units) : tidy(pick.units);
  if (totalUnits(units) === 0) return undefined;
  return plan.emit({ type: "unitsLifted", seat, position: at, planet: pick.planet, units });
}

/** Units an event takes that are not where it takes them from (checked on the scratch state). */
function missingUnits(scratch: GameState, event: GameEvent): RuleError | undefined {
  if (event.type !== "unitsMoved" && event.type !== "unitsLifted") return undefined;
  const position = event.type === "unitsMoved" ? event.from : event.position;
  const planet = event.type === "unitsLifted" ? event.planet : undefined;
  const system = scratch.board[position];
  const forces = planet === undefined ? system?.space : system?.planets[planet];
  const present = forces?.find((f) => f.seat === event.seat);
  const short = subtractCounts(event.units, present?.units);
  const where = planet === undefined ? `in the space of ${position}` : `on ${getPlanet(planet).name}`;
  if (totalUnits(short) > 0) {
    return ruleError("ERR_UNITS_NOT_THERE", RULE, `You do not have ${describeUnits(short)} ${where}.`);
  }
  const damagedShort = event.type === "unitsMoved" ? subtractCounts(event.damaged, present?.damaged) : {};
  if (totalUnits(damagedShort) > 0) {
    return ruleError(
      "ERR_UNITS_NOT_THERE",
      RULE,
      `You do not have damaged ${describeUnits(damagedShort)} ${where}.`,
    );
  }
  return undefined;
}

function checkConduitEnd(
  scratch: GameState,
  seat: Seat,
  end: PositionLabel,
  jumped: boolean,
): RuleError | undefined {
  if (!jumped || controlsSystem(scratch, seat, end)) return undefined;
  return ruleError(
    "ERR_CONDUIT",
    "Spatial Conduit Network",
    "Ships using the Spatial Conduit Network must end in a system you control.",
  );
}
