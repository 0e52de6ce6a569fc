/**
 * The bot's production choices (RR §14): what to buy at a dock with the resources ready (carriers, Ground
 * Forces to fill them, warships, supported Fighters), how the orders spread over the docks of a system, and
 * where to place a new Space Dock, and (SE Option 9) a Facility built with them when one may be. Answers the
 * production step of tactical and transfer actions.
 */
import {
  type FacilityKind,
  getFacilityCard,
  getPlanet,
  getUnit,
  type PlanetId,
  UNIT_TYPES,
  type UnitType,
} from "../../content/index.ts";
import type { Command } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import { answers } from "../hooks/index.ts";
import { planetValues } from "../rules/planetValues.ts";
import { controllerOf } from "../rules/tactical/control.ts";
import { newDockBlock, type ProductionContext, usableDocks } from "../rules/tactical/docks.ts";
import type { FacilityOrder, ProductionOrder } from "../rules/tactical/orders.ts";
import { tacticalProductionContext } from "../rules/tactical/tacticalFrames.ts";
import {
  count,
  dockFighterSupport,
  docksInSystem,
  fleetSize,
  fleetSupplyLimit,
  isShip,
  onlyTypes,
  planetsAt,
  plasticLeft,
  spaceUnits,
  tidy,
  totalUnits,
  unitCost,
  unitsOnBoard,
} from "../rules/units.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../state.ts";
import { actionFrame, fleetShips, roomOf } from "./forces.ts";
import { payFor, resourcesReady } from "./payment.ts";

export const TACTICAL: ProductionContext = { mode: "tactical", docksMoved: 0 };

interface Basket {
  units: UnitCounts;
  cost: number;
}

function costOf(state: GameState, seat: Seat, units: UnitCounts): number {
  let cost = 0;
  for (const type of UNIT_TYPES) {
    const n = count(units, type);
    if (n > 0) cost += Math.ceil(n / (getUnit(type).unitsPerCost ?? 1)) * (unitCost(state, seat, type) ?? 0);
  }
  return cost;
}

/** War Suns the bot keeps on the board (warSuns.ts). */
const WAR_SUNS_WANTED = 2;

/**
 * What to buy with this budget and dock capacity: a War Sun when the technology is held and the budget
 * covers it (warSuns.ts), a second carrier, Ground Forces to fill the carriers, a
 * Dreadnought when rich, then Cruisers and Destroyers, then Fighters where they are supported; within the
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
  const warSunCost = unitCost(state, seat, "warSun");
  if (warSunCost !== null && owned("warSun") < WAR_SUNS_WANTED && warSunCost <= budget) add("warSun", 1);
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
export function dockSite(
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

/** Something to build in one production: units at the docks, a new Space Dock, Facilities (SE Option 9). */
interface Build {
  orders: ProductionOrder[];
  cost: number;
  spaceDock?: PlanetId;
  facilities?: FacilityOrder[];
}

/** The build as a production command, paid with ready planets and Trade Goods; null when it cannot pay. */
function commandFor(state: GameState, seat: Seat, position: PositionLabel, named: boolean, build: Build) {
  const payment = payFor(state, seat, build.cost);
  if (!payment) return [];
  const command: Command = {
    type: "produceUnits",
    seat,
    ...(named ? { position } : {}),
    orders: build.orders,
    ...(build.spaceDock !== undefined ? { spaceDock: build.spaceDock } : {}),
    ...(build.facilities !== undefined ? { facilities: build.facilities } : {}),
    planets: payment.planets,
    ...(payment.tradeGoods > 0 ? { tradeGoods: payment.tradeGoods } : {}),
  };
  return [command];
}

/**
 * SE Option 9: the Facility the bot would build in this system, on the planet worth most: a Refinery
 * where resources are worth at least the influence, a Colony otherwise (or whichever kind is left).
 */
export function facilityWanted(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  ctx: ProductionContext,
): FacilityOrder | undefined {
  const sites = answers(state, "facilitySites").flatMap((sites) => sites(state, seat, position, ctx));
  const worth = (p: PlanetId) => planetValues(state, p).resources + planetValues(state, p).influence;
  const site = [...sites].sort(
    (a, b) => worth(b.planet) - worth(a.planet) || a.planet.localeCompare(b.planet),
  )[0];
  if (!site) return undefined;
  const { resources, influence } = planetValues(state, site.planet);
  const liked: FacilityKind = resources >= influence ? "refinery" : "colony";
  const kind = site.kinds.includes(liked) ? liked : site.kinds[0];
  return kind === undefined ? undefined : { planet: site.planet, kind };
}

function produceAt(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  ctx: ProductionContext,
  named: boolean,
): Command[] {
  const builds: Build[] = [];
  const docks = usableDocks(state, seat, position, ctx);
  if (docks.length === 0) {
    // A new Space Dock alone (it cannot produce before the next round).
    const site = dockSite(state, seat, position, ctx);
    if (site !== undefined)
      builds.push({ orders: [], spaceDock: site, cost: unitCost(state, seat, "spaceDock") ?? 4 });
  } else {
    const capacity = docks.reduce((n, d) => n + d.capacity, 0);
    const budget = resourcesReady(state, seat);
    const baskets: Basket[] = [shoppingList(state, seat, position, budget, capacity)];
    if (budget > 2) baskets.push(shoppingList(state, seat, position, Math.floor(budget / 2), capacity));
    baskets.push({ units: { groundForce: 2 }, cost: costOf(state, seat, { groundForce: 2 }) });
    for (const basket of baskets) {
      if (totalUnits(basket.units) === 0) continue;
      builds.push({ orders: ordersFor(state, seat, position, basket.units, ctx), cost: basket.cost });
    }
  }
  // A Facility with what is built, where one may go (1 resource); else with nothing else.
  const facility = facilityWanted(state, seat, position, ctx);
  const facilityCost = facility ? getFacilityCard(facility.kind).cost : 0;
  const withFacility = facility
    ? [...builds, { orders: [], cost: 0 }].map((b) => ({
        ...b,
        facilities: [facility],
        cost: b.cost + facilityCost,
      }))
    : [];
  const ordered = [...withFacility.slice(0, -1), ...builds, ...withFacility.slice(-1)];
  return ordered.flatMap((build) => commandFor(state, seat, position, named, build));
}

export function productionCandidates(state: GameState, d: Decision): Command[] {
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
  // Nothing, named in either system: a Space Mine laid in one keeps the production there (SE option 7).
  const elsewhere: Command = { ...nothing, position: frame.positions[1] };
  return [...out, nothing, elsewhere];
}
