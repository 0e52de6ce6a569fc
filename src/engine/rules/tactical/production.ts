/**
 * Producing units (RR §14): orders at the system's docks within each dock's capacity, ships into space
 * (not at a blockaded dock), Ground Forces and PDS onto the dock's planet (Saar: a planet held in the
 * system or aboard a Carrier; Integrated Economy: into activated, adjacent, empty or friendly systems),
 * a new Space Dock, plastic limits, at most 2 PDS per planet, Fleet Supply and Fighter support where the
 * units appear, and one payment in resources and Trade Goods (rules/spending.ts). SE Option 9's Facilities
 * are built in the same step and paid in the same sum; the option's module checks them (`facilitiesPlanned`).
 */
import { getPlanet, getUnit, type PlanetId, UNIT_TYPES } from "../../../content/index.ts";
import type { GameEvent } from "../../events.ts";
import { evolve } from "../../evolve.ts";
import { areAdjacent } from "../../galaxy/adjacency.ts";
import { answers } from "../../hooks/index.ts";
import { copyData } from "../../kernel/copy.ts";
import { isRuleError, type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { type Payment, pay, paymentValue } from "../spending.ts";
import {
  addCounts,
  count,
  docksFloat,
  enemyShipsPresent,
  forcesOnPlanet,
  hasTechEffect,
  isShip,
  onlyTypes,
  plasticLeft,
  positionOfPlanet,
  seatsWithUnits,
  totalUnits,
  unitsIn,
} from "../units.ts";
import { controllerOf, settleTradeStations } from "./control.ts";
import { type Dock, newDockBlock, type ProductionContext, productionCost, usableDocks } from "./docks.ts";
import { checkDestination } from "./moveChecks.ts";
import { checkUnitCounts } from "./movement.ts";
import type { FacilityOrder, ProductionOrder } from "./orders.ts";
import { adjacencyOptions } from "./paths.ts";

export interface ProductionRequest {
  position: PositionLabel;
  orders: ProductionOrder[];
  spaceDock?: PlanetId;
  /** SE Option 9: Colonies and Refineries built on planets of the system. */
  facilities?: readonly FacilityOrder[];
  payment: Payment;
  /** Resources an ability adds to the payment (Tight Deadlines, SE p.15); the rest is paid as usual. */
  bonusResources?: number;
}

export interface ProductionPlan {
  cost: number;
  payment: Payment;
  events: GameEvent[];
}

const RULE = "RR §14";

function refuse(code: string, message: string, rule = RULE): RuleError {
  return ruleError(code, rule, message);
}

/** Checks a whole production and returns its events (payment apart), or why it is refused. */
export function planProduction(
  state: GameState,
  seat: Seat,
  request: ProductionRequest,
  ctx: ProductionContext,
): ProductionPlan | RuleError {
  const docks = usableDocks(state, seat, request.position, ctx);
  const used = new Map<Dock, UnitCounts>();
  const events: GameEvent[] = [];
  for (const order of request.orders) {
    const refused = checkOrder(state, seat, request.position, order, docks, used, ctx);
    if (isRuleError(refused)) return refused;
    const placed = placeOrder(state, seat, request.position, order, refused);
    if (isRuleError(placed)) return placed;
    events.push(...placed);
  }
  if (request.spaceDock !== undefined) {
    const block = newDockBlock(state, seat, request.position, request.spaceDock, ctx);
    if (block) return refuse("ERR_NEW_DOCK", `No Space Dock there: ${block}.`);
    // SE "Saar Space Docks": the new dock floats in the system's space.
    const floating = docksFloat(state, seat);
    events.push({
      type: "unitsProduced",
      seat,
      position: request.position,
      ...(floating ? {} : { planet: request.spaceDock }),
      units: { spaceDock: 1 },
    });
  }
  const facilities = planFacilities(state, seat, request, ctx);
  if (isRuleError(facilities)) return facilities;
  events.push(...facilities.events);
  const all = [...used.values()].reduce((a, b) => addCounts(a, b), {});
  // Labor Force Politics (Against): one Space Dock per player this round; the dock is noted once paid.
  const docksProducing = [...used].filter(([, units]) => totalUnits(units) > 0).map(([dock]) => dock.id);
  const noted: GameEvent[] = [];
  for (const producing of answers(state, "docksProducing")) {
    const answer = producing(state, seat, request.position, docksProducing);
    if (isRuleError(answer)) return answer;
    if (answer) noted.push(answer);
  }
  const limits = checkLimits(state, seat, all, events);
  if (limits) return limits;
  // Sarween Tools: +1 resource at each dock that produces (a group of Saar docks counts each dock used).
  const docksUsed = [...used].reduce((n, [dock, units]) => n + Math.min(dock.docks, totalUnits(units)), 0);
  // Directives of this round: Mass Mobilization (Against) and the ship surcharges.
  for (const blocked of answers(state, "productionBlocked")) {
    const refused = blocked(state, all);
    if (refused) return refused;
  }
  const price =
    productionCost(state, seat, all, docksUsed, request.spaceDock ?? false) +
    answers(state, "productionSurcharge").reduce((n, surcharge) => n + surcharge(state, all), 0) +
    facilities.cost;
  if (events.length === 0) return { cost: 0, payment: {}, events };
  const bonus = request.bonusResources ?? 0;
  const cost = Math.max(0, price - bonus);
  const value = paymentValue(state, seat, request.payment, "resources");
  if (isRuleError(value)) return value;
  if (value < cost) {
    const beyond = bonus > 0 ? ` (${price}, less the ${bonus} the card gives)` : "";
    return refuse(
      "ERR_PAYMENT",
      `These units cost ${cost} resources${beyond}; your payment is worth ${value}.`,
    );
  }
  events.push(...noted);
  return { cost, payment: request.payment, events };
}

/** SE Option 9: the Facilities named, as the option's module checks them; none may be named without it. */
function planFacilities(
  state: GameState,
  seat: Seat,
  request: ProductionRequest,
  ctx: ProductionContext,
): { cost: number; events: readonly GameEvent[] } | RuleError {
  const named = request.facilities ?? [];
  if (named.length === 0) return { cost: 0, events: [] };
  const [plan] = answers(state, "facilitiesPlanned");
  if (!plan) return refuse("ERR_FACILITY", "Facilities are not built in this game (SE Option 9).", "SE p.11");
  return plan(state, seat, request.position, named, ctx, request.payment);
}

/** One order: a usable dock, producible units, the dock's capacity, no ships at a blockaded dock. */
function checkOrder(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  order: ProductionOrder,
  docks: Dock[],
  used: Map<Dock, UnitCounts>,
  ctx: ProductionContext,
): Dock | RuleError {
  const form = checkUnitCounts(order.units, "the units produced");
  if (form) return form;
  const dock = docks.find((d) => d.id === order.dock);
  if (!dock) {
    return refuse(
      "ERR_NO_DOCK",
      `You have no Space Dock that can produce at ${order.dock} in ${position} now.`,
    );
  }
  // Holy Planet of Ixth (law, RR §20): no unit is ever produced on the elected planet.
  for (const blocked of answers(state, "dockBlocked")) {
    const refused = blocked(state, dock.id, order.planet);
    if (refused) return refused;
  }
  for (const type of UNIT_TYPES) {
    if (count(order.units, type) === 0) continue;
    const unit = getUnit(type);
    if (unit.cost === null || type === "spaceDock") {
      return refuse("ERR_CANNOT_PRODUCE", `${unit.name}s are not produced at Space Docks.`);
    }
    if (unit.requires !== null && !state.players[seat]?.technologies.includes(unit.requires)) {
      return refuse("ERR_CANNOT_PRODUCE", `Producing ${unit.name}s needs the ${unit.name} technology.`);
    }
  }
  const total = addCounts(used.get(dock), order.units);
  if (totalUnits(total) > dock.capacity) {
    return refuse(
      "ERR_PRODUCTION_CAPACITY",
      `That dock produces at most ${dock.capacity} units (each Fighter and Ground Force counts).`,
    );
  }
  const ships = totalUnits(onlyTypes(order.units, UNIT_TYPES.filter(isShip)));
  // RR §14: a blockaded dock produces no ships; Saar docks are never blockaded (SE); Surprise Assault.
  if (ships > 0 && dock.id !== "space" && !ctx.blockadeLifted && enemyShipsPresent(state, position, seat)) {
    return refuse(
      "ERR_BLOCKADE",
      "Enemy ships blockade this Space Dock: it may produce Ground Forces and PDS only.",
    );
  }
  used.set(dock, total);
  return dock;
}

/** Where the order's units appear: ships in space, Ground Forces and PDS on a planet (or aboard, for Saar). */
function placeOrder(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  order: ProductionOrder,
  dock: Dock,
): GameEvent[] | RuleError {
  const ships = onlyTypes(order.units, UNIT_TYPES.filter(isShip));
  const ground = onlyTypes(order.units, ["groundForce", "pds"]);
  const events: GameEvent[] = [];
  if (totalUnits(ships) > 0) {
    const to = order.to ?? position;
    const refused = to === position ? undefined : checkIntegratedEconomy(state, seat, position, to);
    if (refused) return refused;
    events.push({ type: "unitsProduced", seat, position: to, units: ships });
  }
  if (totalUnits(ground) > 0) {
    const target = order.planet ?? (dock.id === "space" ? undefined : dock.id);
    if (target === undefined) {
      return refuse(
        "ERR_PLACEMENT",
        'Name the planet you control (or "space", aboard a Carrier) for these Ground Forces and PDS.',
        "SE p.6",
      );
    }
    const placed = groundPlacement(state, seat, position, dock, target);
    if (isRuleError(placed)) return placed;
    events.push({
      type: "unitsProduced",
      seat,
      position: placed.position,
      ...(placed.planet ? { planet: placed.planet } : {}),
      units: ground,
    });
  }
  return events;
}

/** Integrated Economy (tech text + errata): an activated, adjacent system that is empty or friendly. */
function checkIntegratedEconomy(
  state: GameState,
  seat: Seat,
  from: PositionLabel,
  to: PositionLabel,
): RuleError | undefined {
  if (!hasTechEffect(state, seat, "integratedEconomy")) {
    return refuse("ERR_PLACEMENT", "New units appear in the producing system (Integrated Economy aside).");
  }
  const ok =
    state.board[to] !== undefined &&
    areAdjacent(state.galaxy, from, to, adjacencyOptions(state), "other") &&
    state.board[to]?.commandCounters.includes(seat) &&
    seatsWithUnits(state, to).every((s) => s === seat);
  if (ok) return undefined;
  return refuse(
    "ERR_PLACEMENT",
    `With Integrated Economy new units may go to an adjacent system you activated that is empty or yours; ${to} is not one.`,
    "Integrated Economy",
  );
}

function groundPlacement(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  dock: Dock,
  target: PlanetId | "space",
): { position: PositionLabel; planet?: PlanetId } | RuleError {
  if (target === "space") {
    if (dock.id !== "space")
      return refuse("ERR_PLACEMENT", "Ground Forces and PDS produced at this dock go on its planet.");
    return { position };
  }
  const at = positionOfPlanet(state, target);
  if (at === null) return refuse("ERR_PLACEMENT", `${target} is not on the board.`);
  if (getPlanet(target).tradeStation)
    return refuse(
      "ERR_TRADE_STATION",
      "Ground Forces and PDS may not be placed on Trade Stations.",
      "SE p.7",
    );
  const integrated = hasTechEffect(state, seat, "integratedEconomy");
  const inReach =
    target === dock.id ||
    (dock.id === "space" && at === position) ||
    (integrated && (at === position || checkIntegratedEconomy(state, seat, position, at) === undefined));
  if (!inReach || controllerOf(state, target) !== seat) {
    return refuse(
      "ERR_PLACEMENT",
      `New Ground Forces and PDS cannot be placed on ${getPlanet(target).name}.`,
    );
  }
  return { position: at, planet: target };
}

/** Plastic (RR §1), at most 2 PDS per planet, and where units appear: Fleet Supply, capacity, Fighters. */
function checkLimits(
  state: GameState,
  seat: Seat,
  all: UnitCounts,
  events: GameEvent[],
): RuleError | undefined {
  for (const type of UNIT_TYPES) {
    const left = plasticLeft(state, seat, type);
    const wanted = count(all, type) + (type === "spaceDock" ? newDocks(events) : 0);
    if (left !== null && wanted > left) {
      return refuse("ERR_PLASTIC", `You have only ${left} ${getUnit(type).name}(s) left to place.`, "RR §1");
    }
  }
  const scratch = copyData(state);
  for (const event of events) evolve(scratch, event);
  for (const event of events) {
    if (event.type !== "unitsProduced") continue;
    if (event.planet !== undefined && pdsOn(scratch, event.position, event.planet, seat) > 2) {
      return refuse(
        "ERR_PDS_LIMIT",
        `${getPlanet(event.planet).name} can hold at most 2 of your PDS.`,
        "RR §1",
      );
    }
    // Units appearing in space: Fleet Supply, room aboard and Fighter support there (RR §14).
    const refused = event.planet === undefined ? checkDestination(scratch, seat, event.position) : undefined;
    if (refused) return refused;
  }
  return undefined;
}

function newDocks(events: GameEvent[]): number {
  return events.reduce((n, e) => n + (e.type === "unitsProduced" ? count(e.units, "spaceDock") : 0), 0);
}

function pdsOn(state: GameState, position: PositionLabel, planet: PlanetId, seat: Seat): number {
  const system = state.board[position];
  return system ? count(unitsIn(forcesOnPlanet(system, planet), seat), "pds") : 0;
}

/** Pays and places the units of a checked plan; Trade Stations follow the ships. */
export function produce(tx: Tx, seat: Seat, plan: ProductionPlan, reason: string): void {
  if (plan.events.length === 0) return;
  if (plan.cost > 0) pay(tx, seat, plan.payment, reason);
  for (const event of plan.events) tx.emit(event);
  // Prophecy of Ixth (directive): Fighters bought are noted.
  for (const produced of answers(tx.state, "unitsProduced")) produced(tx, seat, plan.events);
  settleTradeStations(tx);
}
