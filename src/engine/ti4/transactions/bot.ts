/**
 * The built-in player's answers in trading: it proposes no transactions, answers every proposal it gets
 * (accepting terms that cost it no note or card and bring it at least as many goods as it gives, declining
 * the rest), and plays every promissory note it is offered at its moment (each base note helps its holder).
 * It never gives a relic or a secret objective of its own accord; held to terms agreed with Black Market
 * Dealings, it gives the first secret objectives of its hand.
 */
import type { Ti4Answers } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4TradeOffer } from "./frames.ts";
import { parseNoteKey } from "./notes.ts";

function goods(offer: Ti4TradeOffer): number {
  return offer.tradeGoods + offer.commodities;
}

export const TRANSACTION_ANSWERS: Ti4Answers = {
  answerTransaction(state, d) {
    const frame = state.stack.at(-1);
    const decline: Ti4Command = { type: "answerTransaction", seat: d.seat, accept: false };
    if (frame?.kind !== "ti4Transaction") return [decline];
    // The bot is `to`: it gives `receive` and gets `give`.
    const gives = frame.receive;
    const fair =
      gives.promissoryNote === null &&
      gives.actionCards.length === 0 &&
      (gives.relics ?? []).length === 0 &&
      (gives.secretObjectives ?? 0) === 0 &&
      goods(gives) <= goods(frame.give);
    return fair ? [{ type: "answerTransaction", seat: d.seat, accept: true }, decline] : [decline];
  },
  playPromissoryNote: (_state, d) =>
    (d.choices ?? []).map((key) => {
      const note = parseNoteKey(key, d.seat);
      return { type: "playPromissoryNote", seat: d.seat, note: note.note, owner: note.owner };
    }),
  passPromissoryNote: (_state, d) => [{ type: "passPromissoryNote", seat: d.seat }],
  giveSecretObjectives(state, d) {
    const frame = state.stack.at(-1);
    const count = frame?.kind === "teBlackMarketSecrets" ? frame.count : 0;
    const hand = state.players[d.seat]?.secret.secretObjectives ?? [];
    return [{ type: "giveSecretObjectives", seat: d.seat, objectives: hand.slice(0, count) }];
  },
};
