/**
 * The laws in play (LRR 7, 8.20) as other areas read them. A law's lasting effect often lives in another
 * area's rules; each such effect is a query here, named in game language, and the comment says which
 * module calls it (the unit sheet's values in units.ts; the Ministers acting at other moments in
 * ministers.ts). Minister of Industry's is not read by production yet. Only laws the engine carries out are ever drawn (setup/steps.ts leaves the others out
 * of the deck: TI4_AGENDAS_NOT_YET_CARRIED_OUT in agendas.ts of this folder).
 */
import { type Ti4AgendaId, type Ti4PlanetId, ti4Planet } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4State } from "../state.ts";
import type { Ti4LawInPlay } from "./events.ts";

export function lawsInPlay(state: Ti4State): readonly Ti4LawInPlay[] {
  return state.laws ?? [];
}

export function lawOf(state: Ti4State, agenda: Ti4AgendaId): Ti4LawInPlay | undefined {
  return lawsInPlay(state).find((law) => law.agenda === agenda);
}

export function lawInPlay(state: Ti4State, agenda: Ti4AgendaId): boolean {
  return lawOf(state, agenda) !== undefined;
}

/** The player holding a law elected onto them (the Ministers, Prophecy of Ixth), or null. */
export function lawOwner(state: Ti4State, agenda: Ti4AgendaId): Seat | null {
  return lawOf(state, agenda)?.owner ?? null;
}

/** Base Representative Government passed For: every player casts exactly 1 vote, exhausting nothing. */
export function oneVoteEach(state: Ti4State): boolean {
  return lawInPlay(state, "representative_government");
}

/** Executive Sanctions For: the action card hand limit is 3, not 7 (the action cards' module calls it). */
export function actionCardHandLimit(state: Ti4State): number {
  return lawInPlay(state, "sanctions") ? 3 : 7;
}

/** Fleet Regulations For: no fleet pool holds more than 4 tokens (the status phase's redistribution and
 * every gain of command tokens call it). */
export function fleetPoolLimit(state: Ti4State): number {
  return lawInPlay(state, "regulations") ? 4 : Number.POSITIVE_INFINITY;
}

/** Enforced Travel Ban For: alpha and beta wormholes make nothing adjacent while units move (movement). */
export function wormholesClosedToMovement(state: Ti4State): boolean {
  return lawInPlay(state, "travel_ban");
}

/** Wormhole Reconstruction For: every alpha or beta wormhole system is adjacent to every other one
 * (board/galaxy.ts's ti4Neighbours: alpha with beta too). */
export function wormholesAllJoined(state: Ti4State): boolean {
  return lawInPlay(state, "wormhole_recon");
}

/** Shared Research For: a nebula does not stop movement (movement). */
export function nebulaeOpen(state: Ti4State): boolean {
  return lawInPlay(state, "shared_research");
}

/** Conventions of War For: no BOMBARDMENT against units on a cultural planet (invasion's bombardment). */
export function bombardmentForbidden(state: Ti4State, planet: Ti4PlanetId): boolean {
  return lawInPlay(state, "conventions") && ti4Planet(planet).traits.includes("cultural");
}

/** Publicize Weapon Schematics For: war suns have no SUSTAIN DAMAGE (combat's damage assignment). */
export function warSunsSustainDamage(state: Ti4State): boolean {
  return !lawInPlay(state, "schematics");
}

/** Publicize Weapon Schematics For: while anyone owns War Sun, its prerequisites are waived (research). */
export function warSunPrerequisitesWaived(state: Ti4State): boolean {
  return lawInPlay(state, "schematics") && state.players.some((p) => p.technologies.includes("ws"));
}

/** Regulated Conscription For: the cost of a fighter or infantry buys one unit, not two (production). */
export function unitsPerCost(state: Ti4State, standard: number): number {
  return lawInPlay(state, "conscription") ? Math.min(1, standard) : standard;
}

/**
 * The Ministers, each held by one player: Commerce (replenishing commodities then gives 1 trade good per
 * neighbour: the Trade card's module), Exploration (each planet gained gives 1 trade good: invasion and
 * every gain of a planet), Industry (a space dock placed lets the system's units use PRODUCTION: production
 * and the placing of structures), Policy (1 action card drawn as each status phase ends: the status phase),
 * Sciences (research costs nothing with the Technology card: the Technology card's module).
 */
export function ministerOf(
  state: Ti4State,
  minister:
    | "minister_commerce"
    | "minister_exploration"
    | "minister_industry"
    | "minister_policy"
    | "minister_sciences",
): Seat | null {
  return lawOwner(state, minister);
}

/**
 * Prophecy of Ixth: its owner's fighters roll with +1 (combat); when the owner produces fewer than 2
 * fighters the card is discarded (production emits `ti4LawRepealed` for it).
 */
export function fighterBonusOf(state: Ti4State, seat: Seat): number {
  return lawOwner(state, "prophecy") === seat ? 1 : 0;
}

/** The planet a law attached to a planet was elected onto (LRR 12), or null when it is not in play. */
export function attachedTo(state: Ti4State, agenda: Ti4AgendaId): Ti4PlanetId | null {
  const law = lawOf(state, agenda);
  return law?.elected ? (law.elected as Ti4PlanetId) : null;
}

/**
 * A planet's resources and influence with the laws attached to it: Senate Sanctuary (+2 influence),
 * Terraforming Initiative (+1 and +1), Core Mining (+2 resources); and what abilities add (hook
 * `planetResourceBonus`: the Last Bastion's Helios space docks). The agenda phase's votes, every payment
 * (economy/spend.ts) and a space dock's PRODUCTION (production/producers.ts) read these.
 */
export function planetValues(state: Ti4State, planet: Ti4PlanetId): { resources: number; influence: number } {
  const printed = ti4Planet(planet);
  let { resources, influence } = printed;
  if (attachedTo(state, "senate_sanctuary") === planet) influence += 2;
  if (attachedTo(state, "terraforming_initiative") === planet) {
    resources += 1;
    influence += 1;
  }
  if (attachedTo(state, "core_mining") === planet) resources += 2;
  for (const bonus of hookAnswers(state, "planetResourceBonus")) resources += bonus(state, planet);
  return { resources, influence };
}

/** Demilitarized Zone: no unit may land on, be produced on or be placed on the planet (invasion, production
 * and every placing of units call it). */
export function demilitarized(state: Ti4State, planet: Ti4PlanetId): boolean {
  return attachedTo(state, "demilitarized_zone") === planet;
}

/** Holy Planet of Ixth: units on the planet cannot use PRODUCTION (production calls it). */
export function productionForbiddenOn(state: Ti4State, planet: Ti4PlanetId): boolean {
  return attachedTo(state, "holy_planet_of_ixth") === planet;
}

/** Homeland Defense Act For: no limit of PDS per planet, else 2 (production and every placing of a PDS). */
export function pdsLimitPerPlanet(state: Ti4State): number {
  return lawInPlay(state, "defense_act") ? Number.POSITIVE_INFINITY : 2;
}
