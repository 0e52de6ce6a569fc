/**
 * Objectives met by what a player holds: planets and systems outside the Home System, Space Docks on the
 * board, technology specialties (SE: yellow never counts for objectives) and technologies by colour.
 */
import {
  getPlanet,
  getTechnology,
  isTechnologyId,
  TECH_COLORS,
  type TechColor,
} from "../../../content/index.ts";
import type { GameState, Seat } from "../../state.ts";
import { player } from "../players.ts";
import { ownedTechnologies } from "../technology/research.ts";
import { allOnBoard, heldPlanets, planetsOutsideHome, systemsOutsideHome } from "./board.ts";
import { metIf, plural, type RequirementChecks } from "./outcome.ts";

/** Objective-countable specialties of the planets held: SE p.4, yellow "does not count" for objectives. */
function specialtiesHeld(state: GameState, seat: Seat): TechColor[][] {
  return heldPlanets(state, seat).map((planet) =>
    getPlanet(planet).specialties.filter((color) => color !== "yellow"),
  );
}

/** Tree technologies owned, by colour (race technologies have no colour: SE option 4). */
function technologiesByColor(state: GameState, seat: Seat): Record<TechColor, number> {
  const counts = Object.fromEntries(TECH_COLORS.map((c) => [c, 0])) as Record<TechColor, number>;
  for (const id of player(state, seat).technologies) {
    if (isTechnologyId(id)) counts[getTechnology(id).color] += 1;
  }
  return counts;
}

/** How many colours have at least `each` technologies. */
export function colorsWithAtLeast(state: GameState, seat: Seat, each: number): number {
  return Object.values(technologiesByColor(state, seat)).filter((n) => n >= each).length;
}

/** "red, green and blue". */
function listed(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export const HOLDINGS_CHECKS: Pick<
  RequirementChecks,
  | "planetsOutsideHome"
  | "systemsOutsideHome"
  | "allSpaceDocksOnBoard"
  | "specialtiesOfColors"
  | "specialtyPlanets"
  | "technologies"
  | "technologiesOfOneColor"
  | "technologiesInColors"
> = {
  planetsOutsideHome: (c, r) => {
    const held = planetsOutsideHome(c.state, c.seat).length;
    return metIf(
      c,
      held >= r.count,
      () => `Control ${r.count} planets outside your Home System: you control ${held}.`,
    );
  },
  systemsOutsideHome: (c, r) => {
    const held = systemsOutsideHome(c.state, c.seat).length;
    return metIf(
      c,
      held >= r.count,
      () =>
        `Control ${r.count} systems outside your Home System (a non-Fighter ship there and all its planets): you control ${held}.`,
    );
  },
  allSpaceDocksOnBoard: (c) =>
    metIf(
      c,
      allOnBoard(c.state, c.seat, "spaceDock"),
      () => "Have all 3 of your Space Docks on the board: some are still in your reinforcements.",
    ),
  specialtiesOfColors: (c, r) => {
    const have = new Set(specialtiesHeld(c.state, c.seat).flat());
    const missing = r.colors.filter((color) => !have.has(color));
    return metIf(
      c,
      missing.length === 0,
      () =>
        `Control planets giving ${listed(r.colors)} technology specialties: you have no ${missing.join(" or ")} one.`,
    );
  },
  specialtyPlanets: (c, r) => {
    const lists = specialtiesHeld(c.state, c.seat);
    if (!r.sameColor) {
      const n = lists.filter((colors) => colors.length > 0).length;
      return metIf(
        c,
        n >= r.count,
        () => `Control ${r.count} planets with a (non-yellow) technology specialty: you control ${n}.`,
      );
    }
    const best = Math.max(0, ...TECH_COLORS.map((color) => lists.filter((l) => l.includes(color)).length));
    return metIf(
      c,
      best >= r.count,
      () =>
        `Control ${r.count} planets sharing one (non-yellow) technology specialty: your best colour has ${best}.`,
    );
  },
  technologies: (c, r) => {
    // [recalled] SE race technologies are technologies the player owns, so they count here.
    const n = ownedTechnologies(c.state, c.seat).length;
    return metIf(c, n >= r.count, () => `Own ${r.count} technologies: you own ${n}.`);
  },
  technologiesOfOneColor: (c, r) => {
    const best = Math.max(...Object.values(technologiesByColor(c.state, c.seat)));
    return metIf(
      c,
      best >= r.count,
      () => `Own ${r.count} technologies of one colour: your best colour has ${best}.`,
    );
  },
  technologiesInColors: (c, r) => {
    const n = colorsWithAtLeast(c.state, c.seat, r.each);
    const what = r.each === 1 ? "a technology" : `${r.each} technologies`;
    const colours = r.colors === TECH_COLORS.length ? "the four colours" : `${r.colors} colours`;
    return metIf(
      c,
      n >= r.colors,
      () => `Own ${what} in each of ${colours}: you have ${plural(n, "colour")} with ${what}.`,
    );
  },
};
