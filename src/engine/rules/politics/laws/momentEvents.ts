/**
 * How the events of the laws and directives that act at their own moments change the state (RR §20):
 * Strategy Cards handed on, Core Stability's cards dealt face up and taken, a directive's die, Trade Goods
 * handed on, a law put to the vote again. No rule checks here.
 */
import type { EvolveTable } from "../../../evolve.ts";
import type { GameState, PlayerState, Seat } from "../../../state.ts";

// Local lookups: importing evolve-time helpers of other areas would tie their tables to this one.
function player(state: GameState, seat: Seat): PlayerState {
  const p = state.players[seat];
  if (!p) throw new Error(`no player at seat ${seat}`);
  return p;
}

function takeFrom<T>(list: T[], items: readonly T[]): void {
  for (const item of items) {
    const at = list.indexOf(item);
    if (at < 0) throw new Error(`${String(item)} is not where the event says`);
    list.splice(at, 1);
  }
}

export const MOMENT_EVOLVE: EvolveTable<
  | "strategyCardGiven"
  | "actionCardsDealtFaceUp"
  | "actionCardTakenFaceUp"
  | "directiveDieRolled"
  | "tradeGoodsPassedOn"
  | "lawRevoted"
> = {
  strategyCardGiven: (s, e) => {
    const from = player(s, e.seat).strategyCards;
    const held = from.find((h) => h.card === e.card);
    if (!held) throw new Error(`seat ${e.seat} does not hold ${e.card}`);
    takeFrom(from, [held]);
    player(s, e.to).strategyCards.push(held);
  },
  // The cards dealt lie face up in Core Stability's question (its frame) until taken.
  actionCardsDealtFaceUp: (s, e) => {
    takeFrom(s.decks.action.draw, [...e.cards, ...e.discarded]);
    s.decks.action.discard.push(...e.discarded);
  },
  actionCardTakenFaceUp: (s, e) => {
    player(s, e.seat).secret.actionCards.push(e.card);
  },
  // Only the generator moves on (evolve takes the event's rng).
  directiveDieRolled: () => {},
  tradeGoodsPassedOn: (s, e) => {
    player(s, e.seat).tradeGoods -= e.amount;
    player(s, e.to).tradeGoods += e.amount;
  },
  // The card is under vote again: its agenda frame holds it until the vote puts it back in play or discards it.
  lawRevoted: (s, e) => {
    s.laws = (s.laws ?? []).filter((law) => law.card !== e.card);
  },
};
