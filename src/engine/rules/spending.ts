/**
 * Paying with planets and Trade Goods (RR §16): a planet card is exhausted for all its resources or all
 * its influence, never part; a Trade Good stands for 1 of either; any surplus is lost.
 */
import { getPlanet, type PlanetId } from "../../content/index.ts";
import { type RuleError, ruleError } from "../ruleError.ts";
import type { GameState, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";
import { planetValues } from "./planetValues.ts";
import { player } from "./players.ts";

export interface Payment {
  planets?: readonly string[];
  tradeGoods?: number;
}

export type Currency = "resources" | "influence";

/** What a payment is worth, or why it cannot be made. */
export function paymentValue(
  state: GameState,
  seat: Seat,
  payment: Payment,
  currency: Currency,
): number | RuleError {
  const p = player(state, seat);
  const planets = payment.planets ?? [];
  const tradeGoods = payment.tradeGoods ?? 0;
  if (new Set(planets).size !== planets.length) {
    return ruleError("ERR_PLANET_TWICE", "RR §16", "Each planet can be exhausted only once.");
  }
  let total = 0;
  for (const id of planets) {
    const card = (p.planets as Record<string, { exhausted: boolean }>)[id];
    if (!card) return ruleError("ERR_NOT_YOUR_PLANET", "RR §16", `You do not control ${planetName(id)}.`);
    if (card.exhausted)
      return ruleError("ERR_PLANET_EXHAUSTED", "RR §16", `${planetName(id)} is already exhausted.`);
    total += planetValues(state, id)[currency];
  }
  if (!Number.isInteger(tradeGoods) || tradeGoods < 0 || tradeGoods > p.tradeGoods) {
    return ruleError(
      "ERR_TRADE_GOODS",
      "RR §17",
      `You have ${p.tradeGoods} Trade Goods; you offered ${tradeGoods}.`,
    );
  }
  return total + tradeGoods;
}

/** Exhausts the planets and spends the Trade Goods of a payment already checked with paymentValue. */
export function pay(tx: Tx, seat: Seat, payment: Payment, reason: string): void {
  const planets = (payment.planets ?? []) as PlanetId[];
  if (planets.length > 0) tx.emit({ type: "planetsExhausted", seat, planets, reason });
  if ((payment.tradeGoods ?? 0) > 0)
    tx.emit({ type: "tradeGoodsSpent", seat, amount: payment.tradeGoods ?? 0, reason });
}

export function planetName(id: string): string {
  try {
    return getPlanet(id).name;
  } catch {
    return `"${id}"`;
  }
}
