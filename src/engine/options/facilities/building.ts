/**
 * Building Facilities (SE p.11, Option 9): in the Produce Units step of a tactical action, on a planet of
 * the activated system, under a Space Dock's conditions (RR §14): a planet held for the whole round, no
 * enemy ships in the system, never in a Home System nor on a Trade Station, one Facility per planet, and
 * only while a card of the kind is left (8 Colonies, 8 Refineries, shared by all). Each costs 1 resource,
 * paid in the production's one sum, and exhausts its planet if the payment did not.
 *
 * [interpretation] "Outside of a player's Home System" is read as outside every Home System, a captured
 * one included. Several planets of the system may each get one in the same production: the rule limits
 * facilities per planet, not per production. A Transfer (RR §9, FAQ) and the productions of Strategy
 * Cards, which activate nothing, build none.
 */
import {
  FACILITY_KINDS,
  type FacilityKind,
  getFacilityCard,
  getPlanet,
  getSystem,
  isPlanetId,
  type PlanetId,
} from "../../../content/index.ts";
import type { GameEvent } from "../../events.ts";
import type { FacilityPlan, FacilitySite } from "../../hooks/options.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Payment } from "../../rules/spending.ts";
import { controllerOf } from "../../rules/tactical/control.ts";
import { heldAllRound, type ProductionContext } from "../../rules/tactical/docks.ts";
import type { FacilityOrder } from "../../rules/tactical/orders.ts";
import { enemyShipsPresent, planetsAt } from "../../rules/units.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";

const RULE = "SE p.11 Building Facilities";

function refuse(message: string): RuleError {
  return ruleError("ERR_FACILITY", RULE, message);
}

/** Facility Cards of this kind not on the board (SE p.11: when none is left, none is built). */
export function facilitiesLeft(state: GameState, kind: FacilityKind): number {
  const built = Object.values(state.facilities ?? {}).filter((f) => f?.kind === kind).length;
  return getFacilityCard(kind).copies - built;
}

/** Why nothing may be built on this planet now, or undefined (the supply aside). */
function siteBlock(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  planet: PlanetId,
  ctx: ProductionContext,
): string | undefined {
  if (ctx.mode !== "tactical")
    return "Facilities are built only in the Produce Units step of a tactical action";
  if (!isPlanetId(planet) || !planetsAt(state, position).includes(planet))
    return `${isPlanetId(planet) ? getPlanet(planet).name : `"${planet}"`} is not in the system producing`;
  const name = getPlanet(planet).name;
  if (controllerOf(state, planet) !== seat || !heldAllRound(state, seat, planet))
    return `a Facility needs a planet you have controlled for the whole round, and ${name} is not one`;
  const tile = state.galaxy[position];
  if (tile !== undefined && getSystem(tile).kind === "home") return "no Facility is built in a Home System";
  if (getPlanet(planet).tradeStation) return "no Facility is built on a Trade Station";
  if (state.facilities?.[planet]) return `${name} already has a Facility`;
  if (enemyShipsPresent(state, position, seat)) return "no Facility while enemy ships are in the system";
  return undefined;
}

/** The planets of the system where a Facility may be built now, with the kinds left (`facilitySites`). */
export function facilitySites(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  ctx: ProductionContext,
): FacilitySite[] {
  const kinds = FACILITY_KINDS.filter((kind) => facilitiesLeft(state, kind) > 0);
  if (kinds.length === 0) return [];
  return planetsAt(state, position)
    .filter((planet) => siteBlock(state, seat, position, planet, ctx) === undefined)
    .map((planet) => ({ planet, kinds }));
}

/**
 * The Facilities a production names (`facilitiesPlanned`): each planet once, each kind within the supply,
 * 1 resource each; building exhausts the planet, unless it is among those paying (SE p.11: it then gives
 * its printed value, since the Facility counts only from the next round).
 */
export function planFacilities(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  facilities: readonly FacilityOrder[],
  ctx: ProductionContext,
  payment: Payment,
): FacilityPlan | RuleError {
  const events: GameEvent[] = [];
  const exhaust: PlanetId[] = [];
  let cost = 0;
  for (const [i, { planet, kind }] of facilities.entries()) {
    if (facilities.findIndex((f) => f.planet === planet) !== i)
      return refuse(`A planet holds at most one Facility: ${getPlanet(planet).name} is named twice.`);
    const blocked = siteBlock(state, seat, position, planet, ctx);
    if (blocked) return refuse(`No Facility there: ${blocked}.`);
    const wanted = facilities.filter((f) => f.kind === kind).length;
    if (wanted > facilitiesLeft(state, kind)) {
      const card = getFacilityCard(kind);
      return refuse(`Only ${facilitiesLeft(state, kind)} ${card.name} card(s) are left in the supply.`);
    }
    cost += getFacilityCard(kind).cost;
    events.push({ type: "facilityBuilt", seat, planet, kind, round: state.round });
    const card = state.players[seat]?.planets[planet];
    if (card && !card.exhausted && !(payment.planets ?? []).includes(planet)) exhaust.push(planet);
  }
  if (exhaust.length > 0)
    events.push({ type: "planetsExhausted", seat, planets: exhaust, reason: "Facility built" });
  return { cost, events };
}
