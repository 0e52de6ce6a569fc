/**
 * Production by a Strategy Card, outside the production step of an activation (RR §6, §14; SE p.15, p.17):
 * units are built at the seat's Space Docks in one system, activated or not, and the system is not
 * activated by it; no new Space Dock is placed (RR §14: only in an activation's production step); every
 * dock keeps to its capacity (SE p.15, "Important"). The choice names the system and the orders
 * (`production`) and the payment (`planets`, `tradeGoods`).
 * - Imperial's Rapid Mobilization (RR §6), and Imperial II (b) (SE p.17): a production like any other.
 * - Production's Tight Deadlines (SE p.15, primary): 2 resources more to spend.
 * - Production's Double Efforts (SE p.15, secondary): 3 units at most, each Fighter and Ground Force one.
 */
import type { PrimaryChoice, SecondaryChoice } from "../../commands.ts";
import { isRuleError, type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { PrimaryRule } from "../../strategyCards.ts";
import type { Tx } from "../../tx.ts";
import { totalUnits } from "../units.ts";
import { type ProductionContext, usableDocks } from "./docks.ts";
import { type ProductionPlan, planProduction, produce } from "./production.ts";

const WITHOUT_ACTIVATION: ProductionContext = { mode: "withoutActivation", docksMoved: 0 };

/** What a card adds to an ordinary production, and the rule it cites. */
interface CardTerms {
  ability: string;
  rule: string;
  bonusResources?: number;
  maxUnits?: number;
}

type ProductionAnswer = Pick<SecondaryChoice, "production" | "planets" | "tradeGoods">;

/** The plan of a card's production, or why it is refused. */
function planCardProduction(
  state: GameState,
  seat: Seat,
  choice: ProductionAnswer,
  terms: CardTerms,
): ProductionPlan | RuleError {
  const production = choice.production;
  if (!production) {
    return ruleError(
      "ERR_PRODUCTION_SYSTEM",
      terms.rule,
      "Name the system you produce in and what you produce.",
    );
  }
  if (usableDocks(state, seat, production.position, WITHOUT_ACTIVATION).length === 0) {
    return ruleError(
      "ERR_NO_DOCK",
      terms.rule,
      `You have no Space Dock in ${production.position} that can produce now.`,
    );
  }
  const orders = production.orders ?? [];
  const units = orders.reduce((n, order) => n + totalUnits(order.units), 0);
  if (terms.maxUnits !== undefined && units > terms.maxUnits) {
    return ruleError(
      "ERR_PRODUCTION_LIMIT",
      terms.rule,
      `${terms.ability} builds at most ${terms.maxUnits} units (each Fighter and Ground Force counts); you named ${units}.`,
    );
  }
  const payment = { planets: choice.planets ?? [], tradeGoods: choice.tradeGoods ?? 0 };
  return planProduction(
    state,
    seat,
    { position: production.position, orders, payment, bonusResources: terms.bonusResources ?? 0 },
    WITHOUT_ACTIVATION,
  );
}

/** A production secondary (and the production a primary may carry out like one). */
function productionAbility(terms: CardTerms) {
  return {
    check(state: GameState, seat: Seat, choice: ProductionAnswer): RuleError | undefined {
      const plan = planCardProduction(state, seat, choice, terms);
      return isRuleError(plan) ? plan : undefined;
    },
    resolve(tx: Tx, seat: Seat, choice: ProductionAnswer): void {
      const plan = planCardProduction(tx.state, seat, choice, terms);
      if (isRuleError(plan)) throw new Error(`production checked but refused: ${plan.message}`);
      produce(tx, seat, plan, terms.ability);
    },
  };
}

/** RR §6 Imperial: production without an activation (Imperial II (b) too, imperial2.ts). */
export const rapidMobilization = productionAbility({
  ability: "Rapid Mobilization",
  rule: "RR §6 Imperial",
});

/** SE p.15 Production, secondary: at most 3 units. */
export const doubleEfforts = productionAbility({
  ability: "Double Efforts",
  rule: "SE p.15 Production (Double Efforts)",
  maxUnits: 3,
});

const tightDeadlinesProduction = productionAbility({
  ability: "Tight Deadlines",
  rule: "SE p.15 Production (Tight Deadlines)",
  bonusResources: 2,
});

/** True when the seat has a Space Dock somewhere that can produce now. */
export function hasUsableDock(state: GameState, seat: Seat): boolean {
  return Object.keys(state.board).some(
    (position) => usableDocks(state, seat, position, WITHOUT_ACTIVATION).length > 0,
  );
}

/**
 * SE p.15 Production, primary: build in one system with 2 resources more. Decision: an answer naming no
 * production builds nothing (as a production step may), so the ability always has an answer; with no
 * dock able to produce it resolves at once with no effect.
 */
export const tightDeadlines: PrimaryRule = {
  needsAnswer: (state, frame) => hasUsableDock(state, frame.seat),
  prompt: () =>
    "build in one system with your Space Docks, with 2 resources more (production with position, paid with planets and Trade Goods), or build nothing",
  resolve(tx, frame, choice: PrimaryChoice) {
    if (choice.production === undefined || !hasUsableDock(tx.state, frame.seat)) return undefined;
    const refused = tightDeadlinesProduction.check(tx.state, frame.seat, choice);
    if (refused) return refused;
    tightDeadlinesProduction.resolve(tx, frame.seat, choice);
    return undefined;
  },
};
