/**
 * What the Borderlands options buy in the production step of an activation (TI1's "Purchase Units" phase,
 * played in TI3 as the production step of the player's tactical or transfer action) [decision: TI1 buys
 * everything in one phase for the whole round; TI3 produces action by action, so each purchase belongs to
 * the activation of the system it is made in]. TI1 "credits" are resources here, paid like units (RR §16:
 * planets exhausted for resources, and Trade Goods) [decision].
 */
import { isRuleError, type RuleError, ruleError } from "../../ruleError.ts";
import { planetValues } from "../../rules/planetValues.ts";
import { player } from "../../rules/players.ts";
import { pay, paymentValue } from "../../rules/spending.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { actionUnderway } from "../spaceMines/laying.ts";

export { actionUnderway };

/** A purchase's payment as the command gives it. */
export interface Paid {
  planets?: string[] | undefined;
  tradeGoods?: number | undefined;
}

/** The resources `seat` could pay now: ready planets and Trade Goods. */
export function resourcesAtHand(state: GameState, seat: Seat): number {
  const p = player(state, seat);
  const ready = Object.entries(p.planets).reduce(
    (n, [id, card]) => n + (card && !card.exhausted ? planetValues(state, id).resources : 0),
    0,
  );
  return ready + p.tradeGoods;
}

/**
 * The system of the production step the command names: the one of a tactical action, or one of a
 * transfer's two (then named). A refusal when it is not `seat`'s production step or not one of them.
 */
export function productionSystem(
  state: GameState,
  seat: Seat,
  named: PositionLabel | undefined,
  rule: string,
  what: string,
): PositionLabel | RuleError {
  const action = actionUnderway(state);
  if (action?.step !== "production" || action.seat !== seat)
    return ruleError("ERR_NOT_NOW", rule, `${what} in the production step of your activation.`);
  const position = named ?? (action.positions.length === 1 ? action.positions[0] : undefined);
  if (position === undefined || !action.positions.includes(position))
    return ruleError("ERR_PRODUCTION_SYSTEM", rule, `Name the system: ${action.positions.join(" or ")}.`);
  return position;
}

/** Checks the payment is worth `cost` resources and pays it; a refusal changes nothing. */
export function payResources(
  tx: Tx,
  seat: Seat,
  paid: Paid,
  cost: number,
  what: string,
  rule: string,
): RuleError | undefined {
  const payment = { planets: paid.planets ?? [], tradeGoods: paid.tradeGoods ?? 0 };
  const value = paymentValue(tx.state, seat, payment, "resources");
  if (isRuleError(value)) return value;
  if (value < cost)
    return ruleError("ERR_PAYMENT", rule, `${what} costs ${cost} resources; your payment is worth ${value}.`);
  pay(tx, seat, payment, what);
  return undefined;
}
