/**
 * Votes that abilities add as a player casts theirs (LRR 8.6-8.16), asked of the hook points in
 * hooks/allianceAbilitiesVoting.ts: trade goods spent for votes (LRR 8.13 forbids it unless an ability
 * allows it), votes added per planet exhausted, and a voter no game effect can bar (LRR 8.16).
 */
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4State } from "../state.ts";

/** How many votes each trade good `seat` spends adds (0: trade goods do not vote). */
export function votesPerTradeGood(state: Ti4State, seat: Seat): number {
  return Math.max(0, ...hookAnswers(state, "votesPerTradeGood").map((answer) => answer(state, seat)));
}

/** Votes added for each planet `seat` exhausts to vote. */
export function extraVotesPerPlanet(state: Ti4State, seat: Seat): number {
  return hookAnswers(state, "extraVotesPerPlanet").reduce((sum, answer) => sum + answer(state, seat), 0);
}

/** True when no game effect can stop `seat` from voting (a bar, a rider, a faction's own rule). */
export function votingUnstoppable(state: Ti4State, seat: Seat): boolean {
  return hookAnswers(state, "votingUnstoppable").some((answer) => answer(state, seat));
}

/** The votes `tradeGoods` spent by `seat` add, or the refusal (LRR 8.13; more than the seat holds). */
export function tradeGoodVotes(state: Ti4State, seat: Seat, tradeGoods: number): number | RuleError {
  if (tradeGoods === 0) return 0;
  const each = votesPerTradeGood(state, seat);
  if (each === 0)
    return ruleError("ERR_TI4_TRADE_GOODS_DO_NOT_VOTE", "LRR 8.13", "Trade goods cannot be spent to vote.");
  const held = state.players[seat]?.tradeGoods ?? 0;
  if (tradeGoods > held)
    return ruleError(
      "ERR_TI4_NOT_ENOUGH_TRADE_GOODS",
      "LRR 93",
      `You hold ${held} trade goods, not the ${tradeGoods} named to vote with.`,
      { tradeGoods: held },
    );
  return tradeGoods * each;
}
