import type { CounterSplit } from "../../events.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { planetValues } from "../planetValues.ts";
import { player } from "../players.ts";
import { pay, paymentValue } from "../spending.ts";
import { metFor, NO_SPEND, type RequirementChecks, type Spend } from "./outcome.ts";

/** What a player offers with a claim: planets exhausted, Trade Goods, command counters by area. */
export interface ObjectivePayment {
  planets?: readonly string[];
  tradeGoods?: number;
  counters?: CounterSplit;
}

export const SPEND_CHECKS: Pick<
  RequirementChecks,
  | "spendResources"
  | "spendInfluence"
  | "spendTradeGoods"
  | "spendResourcesOrInfluence"
  | "spendCommandCounters"
  | "spendMixed"
> = {
  spendResources: (_c, r) => metFor({ resources: r.amount }),
  spendInfluence: (_c, r) => metFor({ influence: r.amount }),
  spendTradeGoods: (_c, r) => metFor({ tradeGoods: r.amount }),
  spendResourcesOrInfluence: (_c, r) => metFor({ either: [r.amount] }),
  spendCommandCounters: (_c, r) => metFor({ counters: r.amount }),
  spendMixed: (_c, r) => metFor({ tradeGoods: r.tradeGoods, resources: r.resources, influence: r.influence }),
};

export function addSpends(a: Spend, b: Spend): Spend {
  return {
    tradeGoods: a.tradeGoods + b.tradeGoods,
    resources: a.resources + b.resources,
    influence: a.influence + b.influence,
    either: [...a.either, ...b.either],
    counters: a.counters + b.counters,
  };
}

function currencyDemand(spend: Spend): number {
  return spend.tradeGoods + spend.resources + spend.influence + spend.either.reduce((a, b) => a + b, 0);
}

/** "Spend 4 Trade Goods, 3 resources and 3 influence". */
export function describeSpend(spend: Spend): string {
  const parts = [
    spend.tradeGoods > 0 ? `${spend.tradeGoods} Trade Goods` : null,
    spend.resources > 0 ? `${spend.resources} resources` : null,
    spend.influence > 0 ? `${spend.influence} influence` : null,
    ...spend.either.map((n) => `${n} resources or ${n} influence`),
    spend.counters > 0
      ? `${spend.counters} command counters from your Command Pool and/or Strategy Allocation`
      : null,
  ].filter((p): p is string => p !== null);
  const list = parts.length < 2 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
  return `Spend ${list}`;
}

type Values = readonly { resources: number; influence: number }[];

/**
 * The least that resources and influence fall short by, over every way of dividing the planets between
 * the two (and each "either" amount between the currencies). Reachable totals are capped at the demand,
 * so the search stays small.
 */
function currencyShortfall(values: Values, spend: Spend): number {
  let best = Number.POSITIVE_INFINITY;
  const ways = 1 << spend.either.length;
  for (let mask = 0; mask < ways; mask++) {
    let needR = spend.resources;
    let needI = spend.influence;
    spend.either.forEach((n, i) => {
      if (mask & (1 << i)) needI += n;
      else needR += n;
    });
    let reach = new Set<string>(["0,0"]);
    for (const v of values) {
      const next = new Set<string>();
      for (const key of reach) {
        const [r, i] = key.split(",").map(Number) as [number, number];
        next.add(`${Math.min(needR, r + v.resources)},${i}`);
        next.add(`${r},${Math.min(needI, i + v.influence)}`);
      }
      reach = next;
    }
    for (const key of reach) {
      const [r, i] = key.split(",").map(Number) as [number, number];
      best = Math.min(best, needR - r + (needI - i));
    }
  }
  return best;
}

function notPaid(cite: string, sentence: string): RuleError {
  return ruleError("ERR_OBJECTIVE_NOT_MET", cite, sentence);
}

function checkCounters(state: GameState, seat: Seat, spend: Spend, offered: CounterSplit, cite: string) {
  const total = (offered.strategy ?? 0) + (offered.command ?? 0) + (offered.fleet ?? 0);
  if (spend.counters === 0) {
    if (total === 0) return undefined;
    return ruleError("ERR_NOTHING_TO_PAY", cite, "None of the objectives claimed asks for command counters.");
  }
  if ((offered.fleet ?? 0) > 0) {
    return notPaid(
      cite,
      `${describeSpend({ ...NO_SPEND, counters: spend.counters })}: not from your Fleet Supply.`,
    );
  }
  const sheet = player(state, seat).counters;
  for (const area of ["strategy", "command"] as const) {
    if ((offered[area] ?? 0) > sheet[area]) {
      return ruleError(
        "ERR_COUNTERS",
        cite,
        `You have ${sheet[area]} command counters in your ${area} area.`,
      );
    }
  }
  if (total === spend.counters) return undefined;
  return notPaid(cite, `${describeSpend({ ...NO_SPEND, counters: spend.counters })}: you offered ${total}.`);
}

/** Why the planets and Trade Goods offered do not pay for `spend`, or undefined when they do. */
function checkCurrency(state: GameState, seat: Seat, spend: Spend, payment: ObjectivePayment, cite: string) {
  const planets = payment.planets ?? [];
  const tradeGoods = payment.tradeGoods ?? 0;
  const valid = paymentValue(state, seat, { planets, tradeGoods }, "resources");
  if (typeof valid !== "number") return valid;
  if (currencyDemand(spend) === 0) {
    if (planets.length === 0 && tradeGoods === 0) return undefined;
    const sentence = "None of the objectives claimed asks for resources, influence or Trade Goods.";
    return ruleError("ERR_NOTHING_TO_PAY", cite, sentence);
  }
  const values = planets.map((id) => planetValues(state, id));
  const tgShort = Math.max(0, spend.tradeGoods - tradeGoods);
  const spare = Math.max(0, tradeGoods - spend.tradeGoods);
  const short = tgShort + Math.max(0, currencyShortfall(values, spend) - spare);
  if (short === 0) return undefined;
  const oneCurrency =
    spend.tradeGoods === 0 &&
    spend.either.length === 0 &&
    (spend.resources === 0) !== (spend.influence === 0);
  if (oneCurrency) {
    const currency = spend.resources > 0 ? "resources" : "influence";
    const worth = values.reduce((sum, p) => sum + p[currency], 0) + tradeGoods;
    return notPaid(cite, `${describeSpend(spend)}: your payment is worth ${worth}.`);
  }
  if (currencyDemand(spend) === spend.tradeGoods) {
    return notPaid(cite, `${describeSpend(spend)}: you offered ${tradeGoods}.`);
  }
  return notPaid(cite, `${describeSpend(spend)}: your payment falls ${short} short.`);
}

/** Why the payment does not pay for `spend` (or pays for nothing), or undefined when it does. */
export function checkPayment(
  state: GameState,
  seat: Seat,
  spend: Spend,
  payment: ObjectivePayment,
  cite: string,
): RuleError | undefined {
  return (
    checkCurrency(state, seat, spend, payment, cite) ??
    checkCounters(state, seat, spend, payment.counters ?? {}, cite)
  );
}

/** Exhausts the planets, spends the Trade Goods and the counters of a payment already checked. */
export function payForObjectives(tx: Tx, seat: Seat, payment: ObjectivePayment, reason: string): void {
  pay(tx, seat, { planets: payment.planets ?? [], tradeGoods: payment.tradeGoods ?? 0 }, reason);
  const counters: CounterSplit = {};
  for (const area of ["strategy", "command"] as const) {
    const n = payment.counters?.[area] ?? 0;
    if (n > 0) counters[area] = n;
  }
  if (Object.keys(counters).length > 0) tx.emit({ type: "commandCountersSpent", seat, counters, reason });
}
