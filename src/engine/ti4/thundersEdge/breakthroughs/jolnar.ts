/**
 * The Universities of Jol-Nar's breakthrough, Specialist Compounds (TE "Breakthroughs and Synergy"; the
 * card's text as the community bot's breakthrough data gives it): when its holder researches through the
 * Technology strategy card (primary or secondary, LRR 90, 89), it may exhaust a ready planet it controls
 * whose technology specialty is the colour of the technology researched instead of paying the card's cost.
 * Named in the research command (`compounds`); technology/research.ts asks `specialistCompoundsRefused`
 * and then leaves the card's cost unpaid. A unit upgrade has no colour (LRR 90.7), so no planet matches it
 * [recalled]. The planet must not also stand for a prerequisite in the same research (it is exhausted by
 * that already). Not carried out: a research frame its holder could not pay in resources still closes
 * unasked (technology/research.ts), even when a fitting planet would pay. The built-in player puts first a
 * research a planet fits, and names that planet (technology/bot.ts).
 */
import type { Ti4PlanetId, Ti4TechnologyId } from "../../../../content/ti4/index.ts";
import { isTi4PlanetId, ti4Planet, ti4Technology } from "../../../../content/ti4/index.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import type { Ti4State } from "../../state.ts";
import type { Ti4ResearchFrame } from "../../technology/frames.ts";
import { holdsBreakthrough } from "../breakthroughs.ts";

const RULE = "TE Breakthroughs and Synergy: Specialist Compounds";

/** Whether this research is made through the Technology strategy card (its primary or secondary). */
function throughTechnologyCard(frame: Ti4ResearchFrame): boolean {
  return frame.reason === "technology primary" || frame.reason === "technology secondary";
}

/** Why `planet` may not pay for this research by Specialist Compounds, or undefined when it may. */
export function specialistCompoundsRefused(
  state: Ti4State,
  frame: Ti4ResearchFrame,
  technology: Ti4TechnologyId,
  planet: string,
  specialties: readonly string[],
): RuleError | undefined {
  const seat = frame.seat;
  if (!holdsBreakthrough(state, seat, "jolnarbt"))
    return ruleError("ERR_TI4_SPECIALIST_COMPOUNDS", RULE, "You do not hold Specialist Compounds.");
  if (!throughTechnologyCard(frame) || frame.cost <= 0)
    return ruleError(
      "ERR_TI4_SPECIALIST_COMPOUNDS",
      RULE,
      "Specialist Compounds pays only for a research through the Technology strategy card that costs something.",
    );
  const colour = ti4Technology(technology).color;
  const card = isTi4PlanetId(planet) ? state.players[seat]?.planets[planet] : undefined;
  if (!card || card.exhausted || specialties.includes(planet))
    return ruleError(
      "ERR_TI4_SPECIALIST_COMPOUNDS",
      RULE,
      `${planet} is not a ready planet of yours to exhaust for Specialist Compounds.`,
      { planet },
    );
  if (colour === null || !ti4Planet(planet as Ti4PlanetId).specialties.includes(colour))
    return ruleError(
      "ERR_TI4_SPECIALIST_COMPOUNDS",
      RULE,
      `${planet} has no specialty of ${ti4Technology(technology).name}'s colour.`,
      { planet, technology },
    );
  return undefined;
}

/** A ready planet `seat` could exhaust by Specialist Compounds for this research (none: null). */
export function compoundsPlanet(
  state: Ti4State,
  frame: Ti4ResearchFrame,
  technology: Ti4TechnologyId,
  taken: readonly string[],
): Ti4PlanetId | null {
  const planets = Object.keys(state.players[frame.seat]?.planets ?? {}) as Ti4PlanetId[];
  return (
    planets.find(
      (p) => !taken.includes(p) && !specialistCompoundsRefused(state, frame, technology, p, taken),
    ) ?? null
  );
}
