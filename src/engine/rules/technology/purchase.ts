/**
 * Gaining technologies one after another, each paid on its own (RR §16, §18): the payment is checked
 * against that technology's cost, the planets are exhausted and the Trade Goods spent, then the technology
 * is gained. A purchase is planned on a scratch copy of the state, so a later technology may rest on an
 * earlier one as a prerequisite (RR §6 Jol-Nar ruling; SE Technology II) and a planet exhausted for an
 * earlier one no longer gives its specialty to a later one; nothing is emitted unless every step is legal.
 */
import type { PlanetId } from "../../../content/index.ts";
import type { GameEvent } from "../../events.ts";
import { evolve } from "../../evolve.ts";
import { answers } from "../../hooks/index.ts";
import { isRuleError, type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { type Payment, paymentValue } from "../spending.ts";
import {
  findResearchable,
  priceOf,
  type ResearchPrice,
  type ResearchVia,
  researchCost,
  technologyName,
} from "./research.ts";

/** One technology to gain, by which route, paid how. */
export interface ResearchStep {
  technology: string;
  via: ResearchVia | ResearchPrice;
  payment?: Payment;
}

function isEmpty(payment: Payment | undefined): boolean {
  return (payment?.planets?.length ?? 0) === 0 && (payment?.tradeGoods ?? 0) === 0;
}

/** The events of one step, read against `state`, or why it cannot be taken. */
function planStep(state: GameState, seat: Seat, step: ResearchStep): GameEvent[] | RuleError {
  const cost = researchCost(state, seat, step.technology, step.via);
  if (isRuleError(cost)) return cost;
  // Technology Investigation Committee (directive, For): none bought this round.
  for (const refusal of answers(state, "technologyPurchaseRefused")) {
    const refused = refusal(state, seat, cost);
    if (refused) return refused;
  }
  const found = findResearchable(state, step.technology);
  if (isRuleError(found)) return found;
  const name = technologyName(found.id);
  const { via, rule } = priceOf(step.via);
  const events: GameEvent[] = [];
  if (cost === 0 && !isEmpty(step.payment)) {
    return ruleError(
      "ERR_PAYMENT_NOT_NEEDED",
      rule,
      `${name} costs you nothing here: pay no planets or Trade Goods.`,
    );
  }
  if (cost > 0) {
    const printed = paymentValue(state, seat, step.payment ?? {}, "resources");
    if (isRuleError(printed)) return printed;
    const planets = step.payment?.planets ?? [];
    const value = answers(state, "technologyPaymentBonus").reduce(
      (sum, bonus) => sum + bonus(state, seat, planets),
      printed,
    );
    if (value < cost) {
      return ruleError(
        "ERR_NOT_ENOUGH_RESOURCES",
        rule,
        `${name} costs you ${cost} resources here, and your payment is worth ${value}.`,
        { technology: found.id, cost, paid: value },
      );
    }
    events.push(...paymentEvents(seat, step.payment ?? {}, `technology: ${name}`));
  }
  // The Action Cards this purchase used (Corporate Sponsorship, ...) end with it.
  for (const bought of answers(state, "technologyBought")) {
    events.push(...bought(state, seat, found, priceOf(step.via)));
  }
  events.push({ type: "technologyGained", seat, technology: found.id, via });
  return events;
}

/** RR §16: the planets are exhausted for their resources and the Trade Goods go back to the supply. */
function paymentEvents(seat: Seat, payment: Payment, reason: string): GameEvent[] {
  const events: GameEvent[] = [];
  const planets = [...(payment.planets ?? [])] as PlanetId[];
  if (planets.length > 0) events.push({ type: "planetsExhausted", seat, planets, reason });
  const tradeGoods = payment.tradeGoods ?? 0;
  if (tradeGoods > 0) events.push({ type: "tradeGoodsSpent", seat, amount: tradeGoods, reason });
  return events;
}

/** Every event of the steps in order, or the first refusal (nothing is emitted then). */
export function planResearch(
  state: GameState,
  seat: Seat,
  steps: readonly ResearchStep[],
): GameEvent[] | RuleError {
  let scratch = structuredClone(state);
  const events: GameEvent[] = [];
  for (const step of steps) {
    const planned = planStep(scratch, seat, step);
    if (isRuleError(planned)) return planned;
    for (const event of planned) {
      scratch = evolve(scratch, event);
      events.push(event);
    }
  }
  return events;
}

/** Gains the technologies of the steps, or refuses without emitting anything. */
export function research(tx: Tx, seat: Seat, steps: readonly ResearchStep[]): RuleError | undefined {
  const planned = planResearch(tx.state, seat, steps);
  if (isRuleError(planned)) return planned;
  for (const event of planned) tx.emit(event);
  // Technological Jihad (RR §20): a die for each technology gained.
  const gained = planned.flatMap((e) => (e.type === "technologyGained" ? [e.technology] : []));
  for (const then of answers(tx.state, "technologiesGained")) then(tx, seat, gained);
  return undefined;
}
