/**
 * Borderlands, "Assassin units are bought during Purchase Units" and "Shortage of Assassins".
 *
 * - When: [decision] right after the attempts of the Status Phase, which is where TI1's next Purchase Units
 *   phase fell (after its Political Phase, before the next round's turns); an Assassin bought is held at
 *   once, next to the sheet, and placed nowhere.
 * - Cost: 4 resources each (board.ts), paid like units: planets exhausted, Trade Goods.
 * - Who may buy: anyone holding fewer than 3 while some of the 6 are left, who can pay for one, and who sent
 *   none this phase ("unable to purchase an Assassin the following turn": the purchase that follows).
 * - Everyone asks at once. When more are asked for than are left, the player with the most influence gets
 *   one, then the next most, and so round again while any are left ([decision] influence: every planet he
 *   controls, exhausted or not; equal influence goes by order of play). A player given fewer than he asked
 *   for pays only for those: the planets he named in the order he named them, then Trade Goods, until the
 *   cost is met.
 */
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import { isRuleError, type RuleError, ruleError } from "../../ruleError.ts";
import { planetValues } from "../../rules/planetValues.ts";
import { orderOfPlay } from "../../rules/players.ts";
import { pay, paymentValue } from "../../rules/spending.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import {
  ASSASSIN_COST,
  ASSASSINS_EACH,
  type AssassinOrder,
  type AssassinsFrame,
  assassinsLeft,
  heldBy,
  influenceOf,
  RULE,
  resourcesAtHand,
  sentThisRound,
} from "./board.ts";

/** How many more this player may hold: the 3 a player, the pool. */
function roomFor(state: GameState, seat: Seat): number {
  return Math.min(ASSASSINS_EACH - heldBy(state, seat), assassinsLeft(state));
}

/** The players asked whether they buy Assassins now. */
export function buyersNow(state: GameState): Seat[] {
  if (assassinsLeft(state) <= 0) return [];
  return orderOfPlay(state).filter(
    (seat) =>
      roomFor(state, seat) > 0 &&
      !sentThisRound(state, seat) &&
      resourcesAtHand(state, seat) >= ASSASSIN_COST,
  );
}

export function buyDecisions(state: GameState, frame: AssassinsFrame): Decision[] {
  return frame.awaiting.map((seat) => ({
    kind: "buyAssassins" as const,
    seat,
    simultaneous: true,
    prompt: `buy Assassins for ${ASSASSIN_COST} resources each (up to ${roomFor(state, seat)}; ${assassinsLeft(state)} of 6 left), or none`,
  }));
}

export function buyAssassins(
  tx: Tx,
  command: Extract<Command, { type: "buyAssassins" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "assassins" || frame.step !== "buy" || !frame.awaiting.includes(command.seat))
    return ruleError(
      "ERR_NOT_NOW",
      RULE,
      "Assassins are bought in the Status Phase, after the attempts, by players who sent none this round.",
    );
  const { seat, count } = command;
  const room = roomFor(tx.state, seat);
  if (count > room)
    return ruleError(
      "ERR_ASSASSINS_LIMIT",
      RULE,
      `You may buy at most ${room} now: a player holds 3 at most, and ${assassinsLeft(tx.state)} of the 6 are left.`,
    );
  const order: AssassinOrder = {
    seat,
    count,
    planets: count > 0 ? [...(command.planets ?? [])] : [],
    tradeGoods: count > 0 ? (command.tradeGoods ?? 0) : 0,
  };
  if (count > 0) {
    const value = paymentValue(tx.state, seat, order, "resources");
    if (isRuleError(value)) return value;
    if (value < ASSASSIN_COST * count)
      return ruleError(
        "ERR_PAYMENT",
        RULE,
        `${count} Assassin${count === 1 ? "" : "s"} cost ${ASSASSIN_COST * count} resources; your payment is worth ${value}.`,
      );
  }
  tx.emit({
    type: "frameReplaced",
    frame: {
      ...frame,
      awaiting: frame.awaiting.filter((s) => s !== seat),
      orders: [...frame.orders, order],
    },
  });
  return undefined;
}

/** The Assassins each order gets: all when enough are left, else one at a time by influence. */
export function shareOut(state: GameState, orders: readonly AssassinOrder[]): Map<Seat, number> {
  const wanting = orders.filter((o) => o.count > 0);
  const given = new Map<Seat, number>(wanting.map((o) => [o.seat, 0]));
  const play = orderOfPlay(state);
  const byInfluence = [...wanting].sort(
    (a, b) =>
      influenceOf(state, b.seat) - influenceOf(state, a.seat) || play.indexOf(a.seat) - play.indexOf(b.seat),
  );
  let left = assassinsLeft(state);
  let more = true;
  while (left > 0 && more) {
    more = false;
    for (const o of byInfluence) {
      const had = given.get(o.seat) ?? 0;
      if (left === 0 || had >= o.count) continue;
      given.set(o.seat, had + 1);
      left -= 1;
      more = true;
    }
  }
  return given;
}

/** The part of an order's payment that covers `count` Assassins: its planets in order, then Trade Goods. */
export function paymentFor(state: GameState, order: AssassinOrder, count: number) {
  const cost = ASSASSIN_COST * count;
  if (count === order.count) return { planets: order.planets, tradeGoods: order.tradeGoods };
  const planets: string[] = [];
  let sum = 0;
  for (const id of order.planets) {
    if (sum >= cost) break;
    planets.push(id);
    sum += planetValues(state, id).resources;
  }
  return { planets, tradeGoods: Math.min(order.tradeGoods, Math.max(0, cost - sum)) };
}

/** Everyone has answered: the Assassins are shared out, paid for and held. */
export function settlePurchases(tx: Tx, frame: AssassinsFrame): void {
  const given = shareOut(tx.state, frame.orders);
  const play = orderOfPlay(tx.state);
  const orders = [...frame.orders].sort((a, b) => play.indexOf(a.seat) - play.indexOf(b.seat));
  for (const order of orders) {
    const count = given.get(order.seat) ?? 0;
    if (count === 0) continue;
    pay(tx, order.seat, paymentFor(tx.state, order, count), "Assassins");
    tx.emit({ type: "assassinsBought", seat: order.seat, count, asked: order.count });
  }
}
