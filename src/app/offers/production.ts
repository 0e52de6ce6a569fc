/**
 * What may be produced in the activated system (RR §14): the docks that can produce now (the engine's
 * `usableDocks`), and at each the units the engine's production check (`planProduction`, the check the
 * command makes) accepts one of when everything the player could pay is offered, up to the dock's
 * capacity and the plastic left; with the planets ready to exhaust and the Trade Goods to pay with.
 * The engine judges the whole order when it is sent (capacity shared, the exact payment). With SE Option
 * 9, the planets where a Colony or Refinery may be built (the option's own `facilitySites`).
 */
import {
  type FacilityKind,
  getPlanet,
  getUnit,
  type PlanetId,
  UNIT_TYPES,
  type UnitType,
} from "../../content/index.ts";
import { answers } from "../../engine/hooks/index.ts";
import { type GameState, isRuleError, type Seat } from "../../engine/index.ts";
import { planetValues } from "../../engine/rules/planetValues.ts";
import type { Payment } from "../../engine/rules/spending.ts";
import { controllerOf } from "../../engine/rules/tactical/control.ts";
import { type Dock, type ProductionContext, usableDocks } from "../../engine/rules/tactical/docks.ts";
import { planProduction } from "../../engine/rules/tactical/production.ts";
import { planetsAt, plasticLeft } from "../../engine/rules/units.ts";
import { systemLabel, type UnitChoice, unitChoice } from "./common.ts";

export interface DockOffer {
  /** The dock's planet, or "space" for Saar Space Docks. */
  dock: PlanetId | "space";
  name: string;
  capacity: number;
  units: UnitChoice[];
  /** Where its new Ground Forces and PDS go when not on its own planet (Saar: a planet held, or aboard). */
  onto?: PlanetId | "space";
}

export interface PaymentPlanet {
  planet: PlanetId;
  name: string;
  resources: number;
}

/** SE Option 9: a planet where a Facility may be built now, and the kinds left. */
export interface FacilityOffer {
  planet: PlanetId;
  name: string;
  kinds: FacilityKind[];
}

export interface ProductionOffer {
  position: string;
  name: string;
  docks: DockOffer[];
  /** Planets for a new Colony or Refinery (SE Option 9); empty without the option. */
  facilities: FacilityOffer[];
  /** Ready planets, the richest first. */
  planets: PaymentPlanet[];
  tradeGoods: number;
}

function readyPlanets(state: GameState, seat: Seat): PaymentPlanet[] {
  const cards = state.players[seat]?.planets ?? {};
  return Object.entries(cards)
    .filter(([, card]) => card && !card.exhausted)
    .map(([id]) => ({
      planet: id as PlanetId,
      name: getPlanet(id).name,
      resources: planetValues(state, id).resources,
    }))
    .sort((a, b) => b.resources - a.resources || a.name.localeCompare(b.name));
}

function dockName(dock: Dock): string {
  return dock.id === "space" ? "Space Docks in space" : getPlanet(dock.id).name;
}

export function productionOffer(
  state: GameState,
  seat: Seat,
  position: string,
  ctx: ProductionContext,
): ProductionOffer {
  const planets = readyPlanets(state, seat);
  const tradeGoods = state.players[seat]?.tradeGoods ?? 0;
  const most: Payment = { planets: planets.map((p) => p.planet), tradeGoods };
  const buildable = UNIT_TYPES.filter((t) => t !== "spaceDock" && getUnit(t).cost !== null);
  // New Ground Forces and PDS go on the dock's planet, or (Saar) on a planet held here or aboard.
  const places: (PlanetId | "space" | undefined)[] = [
    undefined,
    ...planetsAt(state, position).filter((p) => controllerOf(state, p) === seat),
    "space",
  ];
  const accepts = (dock: Dock, type: UnitType, planet: PlanetId | "space" | undefined) => {
    const order = { dock: dock.id, units: { [type]: 1 }, ...(planet ? { planet } : {}) };
    return !isRuleError(planProduction(state, seat, { position, orders: [order], payment: most }, ctx));
  };
  const docks = usableDocks(state, seat, position, ctx).map((dock) => {
    const units: UnitChoice[] = [];
    let onto: PlanetId | "space" | undefined;
    for (const type of buildable) {
      const at = places.findIndex((planet) => accepts(dock, type, planet));
      if (at < 0) continue;
      onto = places[at] ?? onto;
      const max = Math.min(dock.capacity, plasticLeft(state, seat, type) ?? dock.capacity);
      units.push(unitChoice(type, max, max, 0));
    }
    return { dock: dock.id, name: dockName(dock), capacity: dock.capacity, units, ...(onto ? { onto } : {}) };
  });
  const facilities = answers(state, "facilitySites").flatMap((sites) =>
    sites(state, seat, position, ctx).map((site) => ({
      planet: site.planet,
      name: getPlanet(site.planet).name,
      kinds: [...site.kinds],
    })),
  );
  return { position, name: systemLabel(state, position), docks, facilities, planets, tradeGoods };
}
