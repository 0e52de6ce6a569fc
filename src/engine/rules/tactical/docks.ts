/**
 * Space Docks and what they may produce (RR §14, SE "Saar Space Docks"): which docks in a system can
 * produce now (not one placed this round; not a Saar dock that moved this action), each one's capacity
 * (planet resources + 2, Saar 4, Floating Factory 5, Enviro Compensator +1), whether a new dock may be
 * placed, and what an order costs (Fighters and Ground Forces 2 per resource, Sarween Tools).
 */
import { getPlanet, getUnit, isPlanetId, type PlanetId, UNIT_TYPES } from "../../../content/index.ts";
import { answers } from "../../hooks/index.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../../state.ts";
import { heldUnitOverride } from "../abilitiesHeld.ts";
import { planetValues } from "../planetValues.ts";
import { player } from "../players.ts";
import {
  count,
  docksFloat,
  enemyShipsPresent,
  forcesOnPlanet,
  hasTechEffect,
  planetsAt,
  plasticLeft,
  spaceUnits,
  unitCost,
  unitsIn,
} from "../units.ts";
import { controllerOf } from "./control.ts";

/**
 * Where a production happens: the production step of a tactical or transfer action, or by a Strategy
 * Card without activating anything (Rapid Mobilization, Tight Deadlines, Double Efforts).
 */
export type ProductionMode = "tactical" | "transfer" | "withoutActivation";

export interface ProductionContext {
  mode: ProductionMode;
  /** Saar Space Docks that moved into the system this action: they cannot produce (SE). */
  docksMoved: number;
  /** A blockaded dock may produce ships too (Surprise Assault, before the Space Battle). */
  blockadeLifted?: boolean;
}

export interface Dock {
  /** The planet it stands on, or "space" for the Saar Space Docks of the system taken together. */
  id: PlanetId | "space";
  /** How many docks (more than one only for Saar docks). */
  docks: number;
  capacity: number;
}

function builtThisRound(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  planet: PlanetId | null,
): number {
  return (state.spaceDocksBuilt ?? []).filter(
    (d) => d.round === state.round && d.seat === seat && d.position === position && d.planet === planet,
  ).length;
}

/** RR §14: a dock produces up to its planet's resources + 2 units; Enviro Compensator +1. */
function planetDockCapacity(state: GameState, seat: Seat, planet: PlanetId): number {
  const enviro = hasTechEffect(state, seat, "enviroCompensator") ? 1 : 0;
  return planetValues(state, planet).resources + (getUnit("spaceDock").productionBonus ?? 2) + enviro;
}

/** SE "Saar Space Docks": 4 units each (race sheet); Floating Factory 5; Enviro Compensator +1. */
function floatingDockCapacity(state: GameState, seat: Seat): number {
  const printed = heldUnitOverride(state, seat, "spaceDock")?.productionCapacity || 4;
  const base = hasTechEffect(state, seat, "floatingFactory") ? 5 : printed;
  return base + (hasTechEffect(state, seat, "enviroCompensator") ? 1 : 0);
}

/** The seat's docks in a system that can produce now. */
export function usableDocks(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  ctx: ProductionContext,
): Dock[] {
  const system = state.board[position];
  if (!system) return [];
  const docks: Dock[] = [];
  for (const planet of planetsAt(state, position)) {
    const here = count(unitsIn(forcesOnPlanet(system, planet), seat), "spaceDock");
    if (here > 0 && builtThisRound(state, seat, position, planet) === 0) {
      docks.push({ id: planet, docks: 1, capacity: planetDockCapacity(state, seat, planet) });
    }
  }
  const floating =
    count(spaceUnits(state, position, seat), "spaceDock") -
    ctx.docksMoved -
    builtThisRound(state, seat, position, null);
  if (floating > 0)
    docks.push({ id: "space", docks: floating, capacity: floating * floatingDockCapacity(state, seat) });
  // Humane Labor (law, Against): no dock produces this round. Spacedock Accident, Productivity Spike
  // (board cards): idled docks and extra capacity this round.
  let usable: readonly Dock[] = docks;
  for (const answer of answers(state, "productionDocks")) usable = answer(state, seat, position, usable);
  // Humane Labor (law, For): each dock's limit drops to 2.
  const limits = answers(state, "dockCapacity");
  return usable.map((d) => ({
    ...d,
    capacity: limits.reduce((capacity, limit) => limit(state, d.docks, capacity), d.capacity),
  }));
}

/** RR §14: a planet you have controlled for the entire round (held before this round began). */
export function heldAllRound(state: GameState, seat: Seat, planet: PlanetId): boolean {
  const card = player(state, seat).planets[planet];
  return card !== undefined && (card.gainedRound === undefined || card.gainedRound < state.round);
}

/**
 * Why a new Space Dock may not go on this planet now (RR §14; SE Saar), or undefined: only in the
 * production step of an activation, on a planet held all round, one per planet, never on a Trade Station,
 * never with enemy ships in the system, and only while plastic is left.
 */
export function newDockBlock(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  planet: PlanetId,
  ctx: ProductionContext,
): string | undefined {
  if (ctx.mode === "withoutActivation")
    return "a new Space Dock is placed only in the production step of an activation";
  if (!isPlanetId(planet)) return `there is no planet "${planet}"`;
  if (!planetsAt(state, position).includes(planet))
    return `${getPlanet(planet).name} is not in the system producing`;
  if (controllerOf(state, planet) !== seat || !heldAllRound(state, seat, planet)) {
    return `a new Space Dock needs a planet you have controlled for the whole round, and ${getPlanet(planet).name} is not one`;
  }
  if (getPlanet(planet).tradeStation) return "Space Docks may not be placed on Trade Stations";
  const system = state.board[position];
  const onPlanet = system ? count(unitsIn(forcesOnPlanet(system, planet), seat), "spaceDock") : 0;
  if (!docksFloat(state, seat) && onPlanet > 0) return `${getPlanet(planet).name} already has a Space Dock`;
  if (enemyShipsPresent(state, position, seat))
    return "no new Space Dock while enemy ships are in the system";
  if (plasticLeft(state, seat, "spaceDock") === 0) return "all your Space Docks are on the board";
  return undefined;
}

/**
 * True when a production step has anything to offer: a dock that can produce, room for a new one, or
 * something an option produces besides (SE option 7: a Space Mine).
 */
export function canProduce(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  ctx: ProductionContext,
): boolean {
  if (usableDocks(state, seat, position, ctx).length > 0) return true;
  if (planetsAt(state, position).some((p) => newDockBlock(state, seat, position, p, ctx) === undefined))
    return true;
  return answers(state, "productionPossible").some((may) => may(state, seat, position, ctx));
}

/**
 * RR §14: the total cost, paid in one sum. One resource buys 2 Fighters or 2 Ground Forces (a single one
 * still costs 1; the two kinds never share a resource). Sarween Tools: +1 resource at each producing dock.
 */
export function productionCost(
  state: GameState,
  seat: Seat,
  units: UnitCounts,
  docksUsed: number,
  newDock: PlanetId | false,
): number {
  let cost = 0;
  for (const type of UNIT_TYPES) {
    const n = count(units, type);
    if (n === 0) continue;
    const each = unitCost(state, seat, type) ?? 0;
    // Fighter Tax, Regulated Conscription (laws): one unit per resource.
    const per = answers(state, "unitsPerCost").reduce(
      (units, perCost) => perCost(state, type, units),
      getUnit(type).unitsPerCost ?? 1,
    );
    cost += Math.ceil(n / per) * each;
  }
  if (hasTechEffect(state, seat, "sarweenTools")) cost = Math.max(0, cost - docksUsed);
  if (newDock === false) return cost;
  const dock = unitCost(state, seat, "spaceDock") ?? 4;
  // A Scientist on the planet (Leaders option, RR §24.4).
  return (
    cost + answers(state, "newSpaceDockCost").reduce((n, priced) => priced(state, seat, newDock, n), dock)
  );
}
