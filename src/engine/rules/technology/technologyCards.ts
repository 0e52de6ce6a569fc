/**
 * The Technology Strategy Cards (RR §6; SE Variant Strategy Card Summary, Technology II), wired into the
 * primary and secondary tables of strategyAbilities.ts by their effect keys.
 *
 * - Technology: the primary gains one technology for free; the secondary buys one for 8 resources.
 * - Technology II: the primary gains one for free, then may buy a second for 8; the secondary buys one
 *   for 6. The first may be the prerequisite of the second.
 * - Jol-Nar following either card may resolve its primary as well (RR §6 further rulings, SE errata), in
 *   this order: the primary's free technology, the secondary's purchase, then (Technology II) the
 *   primary's purchase for 8, each a possible prerequisite of the next (SE worked example: free, 6, 8).
 *   The counter is paid as for any secondary (strategicAction.ts).
 * - SE p.9 Option 4: a race technology may stand in for any of these at the route's price plus its cost.
 * - The Winnu follow the secondary without spending a command counter (race sheet).
 */
import type { PrimaryChoice, SecondaryChoice } from "../../commands.ts";
import { isRuleError, type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { PrimaryRule, SecondaryRule } from "../../strategyCards.ts";
import { hasAbility } from "../players.ts";
import { planResearch, type ResearchStep, research } from "./purchase.ts";
import { type ResearchVia, researchableTechnologies } from "./research.ts";

/** How one Technology card prices its routes. */
interface TechnologyCard {
  name: string;
  primaryName: string;
  secondaryName: string;
  rule: string;
  free: ResearchVia;
  secondary: ResearchVia;
  /** The primary's optional second technology, bought (Technology II only). */
  purchase: ResearchVia | null;
}

const TECHNOLOGY: TechnologyCard = {
  name: "Technology",
  primaryName: "Technological Breakthrough",
  secondaryName: "Research and Development",
  rule: "RR §6",
  free: "technologicalBreakthrough",
  secondary: "researchAndDevelopment",
  purchase: null,
};

const TECHNOLOGY_II: TechnologyCard = {
  name: "Technology II",
  primaryName: "Technological Focus",
  secondaryName: "Advanced Development",
  rule: "SE Variant Strategy Card Summary, Technology II",
  free: "technologicalFocus",
  secondary: "advancedDevelopment",
  purchase: "technologicalFocusPurchase",
};

function missing(card: TechnologyCard, ability: string): RuleError {
  return ruleError(
    "ERR_TECHNOLOGY_MISSING",
    card.rule,
    `Name the technology you gain with ${ability}, by its id (such as "deep-space-cannon").`,
  );
}

/** The primary's steps: the free technology, then (Technology II) the optional purchase. */
function primarySteps(
  state: GameState,
  seat: Seat,
  card: TechnologyCard,
  choice: PrimaryChoice,
): ResearchStep[] | RuleError {
  if (choice.purchase && card.purchase === null) {
    return ruleError(
      "ERR_ONE_TECHNOLOGY",
      card.rule,
      `${card.primaryName} gains a single technology; only Technology II lets you buy a second.`,
    );
  }
  if (choice.technology === undefined) {
    // Nothing to name (every technology owned or out of reach) resolves the primary with no gain.
    if (choice.purchase || researchableTechnologies(state, seat).length > 0)
      return missing(card, card.primaryName);
    return [];
  }
  const steps: ResearchStep[] = [
    {
      technology: choice.technology,
      via: card.free,
      payment: { planets: choice.planets ?? [], tradeGoods: choice.tradeGoods ?? 0 },
    },
  ];
  if (choice.purchase && card.purchase) {
    const { technology, planets, tradeGoods } = choice.purchase;
    steps.push({
      technology,
      via: card.purchase,
      payment: { planets: planets ?? [], tradeGoods: tradeGoods ?? 0 },
    });
  }
  return steps;
}

/** The secondary's steps, with a Jol-Nar primary around it (free first, the primary's purchase last). */
function secondarySteps(
  state: GameState,
  seat: Seat,
  card: TechnologyCard,
  choice: SecondaryChoice,
): ResearchStep[] | RuleError {
  const jolnar = choice.withPrimary;
  if (jolnar && !hasAbility(state, seat, "jolnarAnalytical")) {
    return ruleError(
      "ERR_NOT_JOLNAR",
      "RR §6",
      `Only the Jol-Nar may resolve ${card.name}'s primary when following its secondary.`,
    );
  }
  const around = jolnar ? primarySteps(state, seat, card, jolnar) : [];
  if (isRuleError(around)) return around;
  if (choice.technology === undefined) {
    // [recalled] Jol-Nar may take the primary alone when following, still paying the counter.
    if (around.length > 0) return around;
    return missing(card, card.secondaryName);
  }
  const bought: ResearchStep = {
    technology: choice.technology,
    via: card.secondary,
    payment: { planets: choice.planets ?? [], tradeGoods: choice.tradeGoods ?? 0 },
  };
  const [free, ...afterwards] = around;
  return free ? [free, bought, ...afterwards] : [bought];
}

function primaryRuleFor(card: TechnologyCard): PrimaryRule {
  const second = card.purchase ? ", then buy a second for 8 resources if you wish" : "";
  return {
    needsAnswer: () => true,
    prompt: () => `gain a technology for free${second} (${card.primaryName})`,
    resolve(tx, frame, choice) {
      const steps = primarySteps(tx.state, frame.seat, card, choice);
      return isRuleError(steps) ? steps : research(tx, frame.seat, steps);
    },
  };
}

function secondaryRuleFor(card: TechnologyCard): SecondaryRule {
  return {
    // Winnu race sheet: they follow the Technology secondary without a Strategy Allocation counter.
    // Interpretation: Technology II, which replaces Technology, counts as "the Technology secondary".
    free: (state, seat) => hasAbility(state, seat, "winnuFreeResearch"),
    check(state, seat, choice) {
      const steps = secondarySteps(state, seat, card, choice);
      if (isRuleError(steps)) return steps;
      const planned = planResearch(state, seat, steps);
      return isRuleError(planned) ? planned : undefined;
    },
    resolve(tx, seat, choice) {
      const steps = secondarySteps(tx.state, seat, card, choice);
      const refused = isRuleError(steps) ? steps : research(tx, seat, steps);
      // check() accepted the same answer a moment ago: a refusal now is a bug.
      if (refused) throw new Error(`${card.secondaryName} refused after its check: ${refused.message}`);
    },
  };
}

/** Entries for strategyAbilities.ts, keyed by the cards' effect keys (strategyCards.original/se.ts). */
export const TECHNOLOGY_PRIMARIES: Record<string, PrimaryRule> = {
  technologicalBreakthrough: primaryRuleFor(TECHNOLOGY),
  technologicalFocus: primaryRuleFor(TECHNOLOGY_II),
};

export const TECHNOLOGY_SECONDARIES: Record<string, SecondaryRule> = {
  researchAndDevelopment: secondaryRuleFor(TECHNOLOGY),
  advancedDevelopment: secondaryRuleFor(TECHNOLOGY_II),
};
