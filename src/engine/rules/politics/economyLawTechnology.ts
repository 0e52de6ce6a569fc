/**
 * How laws and their one-round Against outcomes change technology (RR §18, §20). The technology rules
 * (rules/technology/research.ts) ask these at the one place each question is answered: whether a
 * technology may be gained now (`lawBarsResearch`), what a purchase costs (`lawTechnologyCostChange`) and
 * which specialties discount it (`specialtiesOfAnyColour`); strategicAction.ts asks `lawWaivesSecondaryCounter`.
 */
import { getStrategyCard, type StrategyCardId, type TechColor } from "../../../content/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import { hasCardEffect } from "../actionCards/lasting.ts";
import { electedSeats, lawInPlay } from "./laws.ts";

/** What the technology rules know of the technology asked about; `color` null for a race technology. */
export interface TechnologyAsked {
  name: string;
  color: TechColor | null;
}

/** The Against outcomes that bar a colour (or every technology) for the rest of the round. */
const BARRED_THIS_ROUND: readonly { effect: string; color: TechColor | null; card: string }[] = [
  { effect: "researchGrant", color: "yellow", card: "Research Grant" },
  { effect: "technologyTariffs", color: "green", card: "Technology Tariffs" },
  { effect: "technologyBuyBack", color: null, card: "Technology Buy-back" },
];

/** True while a Technology card's strategic action (Technology or Technology II) is being resolved. */
export function technologyActionInProgress(state: GameState): boolean {
  return state.stack.some(
    (f) => f.kind === "strategicAction" && getStrategyCard(f.card as StrategyCardId).family === "technology",
  );
}

/**
 * Why a law forbids this player to gain this technology now, if it does:
 * - Research Grant / Technology Tariffs (Against): no yellow / green technology this round;
 * - Technology Buy-back (Against): no technology at all this round;
 * - Forbidden Research: the elected player gains none during the Technology strategic action the law
 *   was used for (the effect is started when that action begins, economyLaws.ts).
 */
export function lawBarsResearch(state: GameState, seat: Seat, tech: TechnologyAsked): RuleError | undefined {
  for (const bar of BARRED_THIS_ROUND) {
    if (!hasCardEffect(state, bar.effect)) continue;
    if (bar.color !== null && bar.color !== tech.color) continue;
    const what = bar.color === null ? "no technology" : `no ${bar.color} technology`;
    return ruleError(
      "ERR_TECHNOLOGY_BARRED",
      `RR §20, ${bar.card}`,
      `${bar.card}: ${what} may be gained this round, so not ${tech.name}.`,
    );
  }
  if (hasCardEffect(state, "forbiddenResearch", { target: seat }) && technologyActionInProgress(state)) {
    return ruleError(
      "ERR_TECHNOLOGY_BARRED",
      "RR §20, Forbidden Research",
      `Forbidden Research: you gain no technology during this Technology strategic action, so not ${tech.name}.`,
    );
  }
  return undefined;
}

/**
 * What the laws in play add to (or take from) a technology's price for this player:
 * - Regressive Rhetoric (For): +2 on every technology;
 * - Subsidized Studies: -3 on the elected colour, +2 on every other (a race technology has no colour, so
 *   it is among the others; interpretation);
 * - Technology Tariffs (For): +4 on red;
 * - Science Community Speaker: -1 for the elected player.
 * Interpretation: these change what a technology costs to buy, so a technology gained for free (the
 * Technology primary) stays free; research.ts applies the change only to a price above 0.
 */
export function lawTechnologyCostChange(state: GameState, seat: Seat, color: TechColor | null): number {
  let change = 0;
  if (lawInPlay(state, "regressiveRhetoric")) change += 2;
  const subsidized = lawInPlay(state, "subsidizedStudies");
  if (subsidized) change += subsidized.elected === color ? -3 : 2;
  if (lawInPlay(state, "technologyTariffs") && color === "red") change += 4;
  const speaker = lawInPlay(state, "scienceCommunitySpeaker");
  if (speaker && electedSeats(speaker).includes(seat)) change -= 1;
  return change;
}

/** Research Grant (For): every technology specialty discounts technologies of any colour. */
export function specialtiesOfAnyColour(state: GameState): boolean {
  return lawInPlay(state, "researchGrant") !== undefined;
}

/** Science Community Speaker: the elected player follows the Technology secondary without a counter. */
export function lawWaivesSecondaryCounter(state: GameState, card: StrategyCardId, seat: Seat): boolean {
  if (getStrategyCard(card).family !== "technology") return false;
  const speaker = lawInPlay(state, "scienceCommunitySpeaker");
  return speaker !== undefined && electedSeats(speaker).includes(seat);
}
