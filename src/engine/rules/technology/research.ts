/**
 * What a player may research and what it costs (RR §18, §18.1; SE p.9 Option 4). Every route to a new
 * technology (the Technology cards, race abilities, Action and Political Cards) asks these two questions:
 * `canResearch` (in play, not owned, prerequisites met, a race technology only for its race and with the
 * option on) and `researchCost` (the route's price less the planets' specialty discounts, or the route's
 * price plus the card's cost for a race technology).
 */
import {
  allRaceTechnologies,
  getPlanet,
  getTechnology,
  isTechnologyId,
  prerequisiteIds,
  type RaceTechnology,
  type TechColor,
  type TechId,
  type Technology,
  technologiesFor,
  technologyInPlay,
} from "../../../content/index.ts";
import { answers } from "../../hooks/index.ts";
import { isRuleError, type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PlanetCard, Seat } from "../../state.ts";
import { player } from "../players.ts";

/** How a route prices a technology before discounts. */
export interface ResearchPrice {
  /** The route's name, carried by the technologyGained event ("researchAndDevelopment"). */
  readonly via: string;
  /** Resources a technology costs this way before discounts; 0 is free. */
  readonly price: number;
  /** Whether the planets' technology specialties lower the price (RR §18). */
  readonly specialties: boolean;
  readonly rule: string;
  /** A price nothing changes, neither specialties nor laws nor cards (Alien Technology). */
  readonly fixed?: boolean;
}

const TECH_II = "SE Variant Strategy Card Summary, Technology II";

/**
 * The Technology cards' routes. Specialties lower every resource price (RR §18 names the Technology
 * secondary, the base game's only paid route; [recalled] they lower Technology II's paid purchases too).
 */
export const RESEARCH_PRICES = {
  technologicalBreakthrough: { via: "technologicalBreakthrough", price: 0, specialties: true, rule: "RR §6" },
  researchAndDevelopment: { via: "researchAndDevelopment", price: 8, specialties: true, rule: "RR §6" },
  technologicalFocus: { via: "technologicalFocus", price: 0, specialties: true, rule: TECH_II },
  technologicalFocusPurchase: {
    via: "technologicalFocusPurchase",
    price: 8,
    specialties: true,
    rule: TECH_II,
  },
  advancedDevelopment: { via: "advancedDevelopment", price: 6, specialties: true, rule: TECH_II },
} as const satisfies Record<string, ResearchPrice>;

export type ResearchVia = keyof typeof RESEARCH_PRICES;

export function priceOf(via: ResearchVia | ResearchPrice): ResearchPrice {
  return typeof via === "string" ? RESEARCH_PRICES[via] : via;
}

/** A technology as this game knows it: a tree technology in play, or a race's own technology. */
export type Researchable =
  | { kind: "tree"; id: TechId; tech: Technology }
  | { kind: "race"; id: string; tech: RaceTechnology };

/**
 * The technology an id names in this game. SE p.4: a base card that SE reprinted is read as its reprint
 * when SE is in play; an SE card is absent from a base-only game (the only boxes Mecatol knows).
 */
export function findResearchable(state: GameState, id: string): Researchable | RuleError {
  const boxes = state.config.boxes;
  if (isTechnologyId(id)) {
    const inPlay = technologyInPlay(id, boxes);
    const tech = technologiesFor(boxes).find((t) => t.id === inPlay);
    if (!tech) {
      return ruleError(
        "ERR_TECHNOLOGY_NOT_IN_PLAY",
        "RR §18",
        `${getTechnology(id).name} is not in this game's technology decks: it comes with Shattered Empire.`,
      );
    }
    return { kind: "tree", id: inPlay, tech };
  }
  const raceTech = allRaceTechnologies().find((t) => t.id === id);
  if (raceTech) return { kind: "race", id, tech: raceTech };
  return ruleError(
    "ERR_UNKNOWN_TECHNOLOGY",
    "RR §18",
    `"${id}" is not a technology: name one by its id, such as "deep-space-cannon".`,
    { technology: id },
  );
}

export function technologyName(id: string): string {
  if (isTechnologyId(id)) return getTechnology(id).name;
  return allRaceTechnologies().find((t) => t.id === id)?.name ?? `"${id}"`;
}

/** Tree technologies and race technologies the player owns. */
export function ownedTechnologies(state: GameState, seat: Seat): string[] {
  const p = player(state, seat);
  return [...p.technologies, ...(p.raceTechnologies ?? [])];
}

export function ownsTechnology(state: GameState, seat: Seat, id: string): boolean {
  return ownedTechnologies(state, seat).includes(id);
}

/** RR §18: you must own every prerequisite (AND) or one of them (OR), as printed on the tree. */
function checkPrerequisites(state: GameState, seat: Seat, tech: Technology): RuleError | undefined {
  const needed = tech.prerequisites;
  if (needed === null) return undefined;
  const owned = player(state, seat).technologies;
  const names = prerequisiteIds(needed).map(technologyName);
  if ("all" in needed) {
    const missing = needed.all.filter((id) => !owned.includes(id));
    if (missing.length === 0) return undefined;
    const lacking = missing.map(technologyName).join(" and ");
    return ruleError(
      "ERR_TECHNOLOGY_PREREQUISITES",
      "RR §18.1",
      `${tech.name} needs ${names.join(" and ")}: you lack ${lacking}.`,
      { technology: tech.id, missing: missing.join(",") },
    );
  }
  if (needed.any.some((id) => owned.includes(id))) return undefined;
  const none = names.length === 2 ? "neither" : "none of them";
  return ruleError(
    "ERR_TECHNOLOGY_PREREQUISITES",
    "RR §18.1",
    `${tech.name} needs ${names.join(" or ")}: you own ${none}.`,
    { technology: tech.id, missing: needed.any.join(",") },
  );
}

/** SE p.9 Option 4: only with the option on (options/raceSpecificTechnologies.ts says who may buy). */
function checkRaceTechnology(state: GameState, seat: Seat, tech: RaceTechnology): RuleError | undefined {
  const sellers = answers(state, "buyRaceTechnology");
  if (sellers.length === 0) {
    return ruleError(
      "ERR_RACE_TECHNOLOGY_OPTION",
      "SE p.9 Option 4",
      `${tech.name} is a Race-Specific Technology, and that option is not used in this game.`,
    );
  }
  for (const seller of sellers) {
    const refused = seller(state, seat, tech);
    if (refused) return refused;
  }
  return undefined;
}

/** Whether the player may gain this technology now (price aside); undefined when they may. */
export function canResearch(state: GameState, seat: Seat, id: string): RuleError | undefined {
  // Scientist Assassination (Action Card): no technology at all this round.
  for (const barred of answers(state, "researchBarred")) {
    const refused = barred(state, seat);
    if (refused) return refused;
  }
  const found = findResearchable(state, id);
  if (isRuleError(found)) return found;
  if (ownsTechnology(state, seat, found.id)) {
    return ruleError("ERR_TECHNOLOGY_OWNED", "RR §18", `You already own ${found.tech.name}.`);
  }
  // RR §20: laws and Against outcomes that bar technologies.
  const asked = { name: found.tech.name, color: found.kind === "tree" ? found.tech.color : null };
  for (const barred of answers(state, "technologyBarred")) {
    const refused = barred(state, seat, asked);
    if (refused) return refused;
  }
  // SE p.9: race technologies have no prerequisites.
  if (found.kind === "race") return checkRaceTechnology(state, seat, found.tech);
  const missing = checkPrerequisites(state, seat, found.tech);
  // Focused Research (Action Card): one missing prerequisite is skipped, for 6 resources (researchCost).
  return missing && answers(state, "prerequisiteSkipped").some((skip) => skip(state, seat, found.tech))
    ? undefined
    : missing;
}

/**
 * RR §18: each unexhausted planet you control with a specialty of the colour lowers the price by 1 (the
 * planet is not exhausted for it, so it may still pay resources). SE "The Winnaran Yellow
 * Technology Specialty": Winnu's yellow specialty counts like the others. A double specialty would count twice.
 */
export function specialtyDiscount(state: GameState, seat: Seat, color: TechColor): number {
  const held = player(state, seat).planets as Record<string, PlanetCard>;
  let discount = 0;
  // Research Grant (For).
  const anyColour = answers(state, "specialtiesOfAnyColour").some((any) => any(state));
  for (const [planet, card] of Object.entries(held)) {
    if (card.exhausted) continue;
    discount += getPlanet(planet).specialties.filter((c) => anyColour || c === color).length;
  }
  return discount;
}

/**
 * What the player pays in resources for this technology by this route, or why they may not research it.
 * SE p.9: a race technology costs the route's usual price plus its own cost, and no specialty lowers it.
 */
export function researchCost(
  state: GameState,
  seat: Seat,
  id: string,
  via: ResearchVia | ResearchPrice,
): number | RuleError {
  const refused = canResearch(state, seat, id);
  if (refused) return refused;
  const found = findResearchable(state, id) as Researchable;
  const route = priceOf(via);
  const { price, specialties } = route;
  // RR §20: laws in play change the price of a technology bought; so do the Action Cards played before
  // the purchase (Corporate Sponsorship, Focused Research's 6 paid on top).
  let change = 0;
  let surcharge = 0;
  for (const priced of answers(state, "technologyPrice")) {
    const answer = priced(state, seat, found, route);
    change += answer.change;
    surcharge += answer.surcharge;
  }
  // A fixed price (Alien Technology) changes for nothing but a surcharge.
  if (route.fixed === true) return price + surcharge;
  if (found.kind === "race") return Math.max(0, price + found.tech.cost + change) + surcharge;
  const discount = specialties ? specialtyDiscount(state, seat, found.tech.color) : 0;
  return Math.max(0, price + change - discount) + surcharge;
}

/** The tree technologies in play the player could gain now (prerequisites met, not owned). */
export function researchableTechnologies(state: GameState, seat: Seat): TechId[] {
  return technologiesFor(state.config.boxes)
    .filter((t) => canResearch(state, seat, t.id) === undefined)
    .map((t) => t.id);
}
