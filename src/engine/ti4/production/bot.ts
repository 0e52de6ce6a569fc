/**
 * The built-in player's production (LRR 68): with what it can spend, a carrier early (to carry infantry
 * out), then infantry to take planets and ships to fight, within every limit the step checks; failing that a
 * smaller order, and producing nothing last. It keeps unspent what a revealed "spend" objective needs
 * (objectives/aims.ts).
 */
import type { Ti4PlanetId, Ti4UnitType } from "../../../content/ti4/index.ts";
import type { Ti4Answer } from "../answer.ts";
import { countUnits, unitsIn } from "../board/forces.ts";
import type { Ti4Command } from "../commands.ts";
import { cheapestPayment, spendable } from "../economy/spend.ts";
import { leavesReserve, reserveFor } from "../objectives/aims.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { ti4SpaceCapacity, ti4UnitsOnBoard } from "../units.ts";
import { productionCostIn } from "./cost.ts";
import { placementsOrDefault, productionCost, productionRefused } from "./producers.ts";

/**
 * The ground forces waiting in `system` for a ship (all but one on each planet, and those in space) against
 * the capacity of the seat's ships there: more waiting than room wants a carrier, or home production piles
 * up infantry that never leave.
 */
function waitingForRoom(state: Ti4State, seat: number, system: string): boolean {
  const board = state.board[system];
  let waiting = countUnits(unitsIn(board, seat), ["infantry", "mech"]);
  for (const planet of Object.keys(board?.planets ?? {}))
    waiting += Math.max(0, countUnits(unitsIn(board, seat, planet as Ti4PlanetId), ["infantry", "mech"]) - 1);
  return waiting > ti4SpaceCapacity(state, seat, unitsIn(board, seat));
}

/** The wanted order of units, most wanted first; each is added while the order stays legal and paid. */
function wishList(state: Ti4State, seat: number, system: string): Ti4UnitType[] {
  const carriers = ti4UnitsOnBoard(state, seat).carrier ?? 0;
  const early = (carriers < 2 && state.round <= 3) || waitingForRoom(state, seat, system);
  return [
    ...(early ? (["carrier"] as Ti4UnitType[]) : []),
    "infantry",
    "infantry",
    "cruiser",
    "infantry",
    "infantry",
    "destroyer",
    "dreadnought",
    "fighter",
    "fighter",
  ];
}

function legal(state: Ti4State, seat: number, system: string, units: Ti4UnitCounts, budget: number): boolean {
  if (productionCostIn(state, seat, system, units) > budget) return false;
  const placements = placementsOrDefault(state, seat, system, units, undefined);
  return productionRefused(state, seat, system, units, placements) === undefined;
}

function order(state: Ti4State, seat: number, system: string, budget: number, wishes: Ti4UnitType[]) {
  const units: Ti4UnitCounts = {};
  for (const type of wishes) {
    const next = { ...units, [type]: (units[type] ?? 0) + 1 };
    if (legal(state, seat, system, next, budget)) Object.assign(units, next);
  }
  return units;
}

/** The order paid the cheapest way, unless paying it spends what the seat keeps for an objective (aims.ts). */
function produce(state: Ti4State, seat: number, units: Ti4UnitCounts): Ti4Command[] {
  const frame = state.stack.at(-1);
  const swapped = frame?.kind === "ti4Production" ? frame.swapped : undefined;
  const system = frame?.kind === "ti4Production" ? frame.system : undefined;
  const cost = system ? productionCostIn(state, seat, system, units) : productionCost(state, seat, units);
  const payment = cheapestPayment(state, seat, "resources", cost, swapped);
  if (!payment || !leavesReserve(state, seat, payment)) return [];
  return [{ type: "produceUnits", seat, units, payment }];
}

const produceUnits: Ti4Answer = (state, decision) => {
  const frame = state.stack.at(-1);
  if (frame?.kind !== "ti4Production") return [];
  const seat = decision.seat;
  // What is kept for a "spend" objective is not spent on units (objectives/aims.ts).
  const budget = spendable(state, seat, "resources", frame.swapped).total - reserveFor(state, seat).resources;
  // An ability's production of a few types only (Salvage Operations, Subatomic Splicer): those types, as
  // many of each as its limit, as the step allows.
  const wishes = frame.types
    ? frame.types.flatMap((type) => Array.from({ length: frame.limit ?? 1 }, () => type))
    : wishList(state, seat, frame.system);
  const full = order(state, seat, frame.system, budget, wishes);
  const infantry = order(state, seat, frame.system, budget, ["infantry", "infantry"]);
  const nothing: Ti4Command = {
    type: "produceUnits",
    seat,
    units: {},
    payment: { planets: [], tradeGoods: 0 },
  };
  return [...produce(state, seat, full), ...produce(state, seat, infantry), nothing];
};

export const TI4_PRODUCTION_ANSWERS: Partial<Record<Ti4Command["type"], Ti4Answer>> = { produceUnits };
