/**
 * How trade events change the state (RR §17). Proposals, answers and approvals only announce: the
 * negotiation frame records them (frameReplaced). Agreements and gifts change the players' holdings.
 */
import type { EvolveTable } from "../../evolve.ts";
import type { GameState, PlayerState, Seat } from "../../state.ts";

// A local lookup: importing evolve.ts's own would make evolve.ts and this table wait on each other.
function player(state: GameState, seat: Seat): PlayerState {
  const p = state.players[seat];
  if (!p) throw new Error(`no player at seat ${seat}`);
  return p;
}

function samePair(state: GameState, seats: readonly number[]): number {
  return state.tradeAgreements.findIndex((a) => seats.every((s) => a.seats.includes(s)));
}

export const TRADE_EVOLVE: EvolveTable<
  | "tradeProposed"
  | "tradeProposalAnswered"
  | "tradeProposalApproved"
  | "tradeProposalLapsed"
  | "tradingFinished"
  | "tradeAgreementFormed"
  | "tradeAgreementBroken"
  | "tradeGoodsGiven"
  | "actionCardsGiven"
> = {
  tradeProposed: () => {},
  tradeProposalAnswered: () => {},
  tradeProposalApproved: () => {},
  tradeProposalLapsed: () => {},
  tradingFinished: () => {},
  tradeAgreementFormed: (s, e) => {
    s.tradeAgreements.push({ seats: [...e.seats], values: [...e.values] });
  },
  tradeAgreementBroken: (s, e) => {
    const at = samePair(s, e.seats);
    if (at < 0) throw new Error(`no trade agreement between seats ${e.seats.join(" and ")}`);
    s.tradeAgreements.splice(at, 1);
  },
  tradeGoodsGiven: (s, e) => {
    player(s, e.seat).tradeGoods -= e.amount;
    player(s, e.to).tradeGoods += e.amount;
  },
  actionCardsGiven: (s, e) => {
    const from = player(s, e.seat).secret.actionCards;
    for (const card of e.cards) {
      const at = from.indexOf(card);
      if (at < 0) throw new Error(`${card} is not in seat ${e.seat}'s hand`);
      from.splice(at, 1);
    }
    player(s, e.to).secret.actionCards.push(...e.cards);
  },
};
