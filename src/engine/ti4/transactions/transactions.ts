/**
 * Transactions (LRR 94, digest §7): on a turn of the action phase the active player may make one transaction
 * with each neighbour (94.1, 60), and during each agenda every player may make one with every other player
 * (94.6). Each side gives any trade goods and commodities and at most one promissory note (94.2-94.3, 69.5);
 * commodities become trade goods for the one receiving them (21.5). Action cards change hands only with the
 * Hacan (94.3a); relics, relic fragments (not in the engine) and other cards and tokens are never traded.
 *
 * Both sides agree (94.4): one player proposes terms with `proposeTransaction`, which is open whenever a
 * transaction is (it answers no decision), and the proposal waits in its own frame for the other player's
 * `answerTransaction`; the engine never accepts for anyone. Once accepted the goods change hands at once and
 * the transaction is done (94.5). A proposal names the other side's notes and action cards as the proposer
 * believes them held; the one who answers finds out whether they are, and an acceptance of what they do
 * not hold is refused. A proposal is public, like the table talk it stands for.
 *
 * When two players may trade is read in window.ts, what each side may give in terms.ts.
 *
 * Thunder's Edge's Black Market Dealings, played with a proposal, lets relics, action cards and unscored
 * secret objectives into it (blackMarket.ts).
 */
import type { Ti4ActionCardId } from "../../../content/ti4/index.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { areAllied } from "../board/allies.ts";
import type { Ti4Command } from "../commands.ts";
import { gainCommodities } from "../economy/commodities.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import {
  askForSecrets,
  blackMarketPlayRefused,
  handBlackMarketGoods,
  playBlackMarket,
} from "./blackMarket.ts";
import type { Ti4TradeOffer, Ti4TransactionFrame } from "./frames.ts";
import { noteKey } from "./notes.ts";
import { noteReceived } from "./noteTable.ts";
import { isEmpty, whyNotGive } from "./terms.ts";
import { GRANTED_WINDOW, nameOf, pairKey, transactionWindow } from "./window.ts";

type Ti4Tx = Tx<Ti4>;
type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

/**
 * Why `seat` may not propose these terms to `other` now, or undefined; `blackMarket`: with Black Market
 * Dealings played from `seat`'s hand.
 */
export function whyNotPropose(
  state: Ti4State,
  seat: Seat,
  other: Seat,
  give: Ti4TradeOffer,
  receive: Ti4TradeOffer,
  blackMarket = false,
): RuleError | undefined {
  if (other === seat)
    return ruleError("ERR_TI4_TRANSACTION_SELF", "LRR 94.1", "A transaction is made with another player.");
  const partner = state.players[other];
  if (!partner || partner.eliminated)
    return ruleError(
      "ERR_TI4_TRANSACTION_PARTNER",
      "LRR 94.1",
      `Seat ${other} is not a player still in the game.`,
    );
  if (state.stack.at(-1)?.kind === "ti4Transaction")
    return ruleError(
      "ERR_TI4_TRANSACTION_PENDING",
      "LRR 94.4",
      "A proposed transaction is waiting for its answer: propose another once it is settled.",
    );
  const window = transactionWindow(state, seat, other);
  if (typeof window !== "string") return window;
  if (isEmpty(give) && isEmpty(receive))
    return ruleError(
      "ERR_TI4_TRANSACTION_EMPTY",
      "LRR 94.2",
      "A transaction exchanges something: both sides are empty.",
    );
  if (blackMarket) {
    const refused = blackMarketPlayRefused(state, seat);
    if (refused) return refused;
    // The card leaves the hand as it is played: it is not among the cards the proposer may give.
    if (give.actionCards.filter((c) => c === "blackmarketdealing").length >= handCount(state, seat))
      return ruleError(
        "ERR_TI4_CARD_NOT_HELD",
        "LRR 94.3a",
        "Black Market Dealings is played on this transaction: it cannot also be given in it.",
      );
  }
  return (
    whyNotGive(state, seat, other, give, true, blackMarket) ??
    whyNotGive(state, other, seat, receive, false, blackMarket)
  );
}

function handCount(state: Ti4State, seat: Seat, card = "blackmarketdealing"): number {
  return (state.players[seat]?.secret.actionCards ?? []).filter((c) => c === card).length;
}

function proposeTransaction(tx: Ti4Tx, command: CommandOf<"proposeTransaction">): RuleError | undefined {
  const blackMarket = command.blackMarket === true;
  const refused = whyNotPropose(
    tx.state,
    command.seat,
    command.with,
    command.give,
    command.receive,
    blackMarket,
  );
  if (refused) return refused;
  if (blackMarket) playBlackMarket(tx, command.seat);
  tx.emit({
    type: "ti4FramePushed",
    frame: {
      kind: "ti4Transaction",
      from: command.seat,
      to: command.with,
      give: command.give,
      receive: command.receive,
      ...(blackMarket ? { blackMarket: command.seat } : {}),
    },
  });
  return undefined;
}

/**
 * The goods of one side change hands (LRR 94.5); commodities become trade goods (LRR 21.5), except between
 * allies (TE "Alliance Transactions": they stay commodities [reading: no commodity value caps what an ally
 * receives]).
 */
function hand(tx: Ti4Tx, giver: Seat, receiver: Seat, offer: Ti4TradeOffer): void {
  const reason = "transaction";
  const allies = areAllied(tx.state, giver, receiver);
  if (offer.tradeGoods > 0) {
    tx.emit({ type: "ti4TradeGoodsChanged", seat: giver, amount: -offer.tradeGoods, reason });
    tx.emit({ type: "ti4TradeGoodsChanged", seat: receiver, amount: offer.tradeGoods, reason });
  }
  if (offer.commodities > 0) {
    tx.emit({ type: "ti4CommoditiesChanged", seat: giver, amount: -offer.commodities, reason });
    // TE "Alliance Transactions": an ally's commodities stay commodities, gained as any others are.
    if (allies) gainCommodities(tx, receiver, offer.commodities, "from an ally");
    else tx.emit({ type: "ti4TradeGoodsChanged", seat: receiver, amount: offer.commodities, reason });
  }
  const note = offer.promissoryNote;
  if (note) {
    tx.emit({
      type: "ti4PromissoryNoteGiven",
      giver,
      receiver,
      note: note.note,
      owner: note.owner,
    });
    noteReceived(tx, receiver, note);
  }
  if (offer.actionCards.length > 0)
    tx.emit({ type: "ti4ActionCardsGiven", giver, receiver, cards: [...offer.actionCards] });
  // Age of Commerce: the receiver gains the technology from their own deck; the giver keeps theirs.
  if ((offer.technologies ?? []).length > 0)
    tx.emit({ type: "ti4TechnologiesGained", seat: receiver, technologies: [...(offer.technologies ?? [])] });
  handBlackMarketGoods(tx, giver, receiver, offer);
}

function answerTransaction(tx: Ti4Tx, command: CommandOf<"answerTransaction">): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4Transaction") throw new Error("a transaction is answered while it is proposed");
  if (!command.accept) {
    tx.emit({ type: "ti4FramePopped" });
    tx.emit({ type: "ti4TransactionDeclined", seat: command.seat, proposer: frame.from });
    return undefined;
  }
  const window = transactionWindow(tx.state, frame.from, frame.to);
  if (typeof window !== "string") return window;
  const market = frame.blackMarket !== undefined;
  const refused =
    whyNotGive(tx.state, frame.from, frame.to, frame.give, true, market) ??
    whyNotGive(tx.state, frame.to, frame.from, frame.receive, true, market);
  if (refused) return refused;
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({ type: "ti4TransactionMade", seats: [frame.from, frame.to], window });
  hand(tx, frame.from, frame.to, frame.give);
  hand(tx, frame.to, frame.from, frame.receive);
  for (const answer of hookAnswers(tx.state, "transactionMade")) answer(tx, [frame.from, frame.to]);
  // The proposer's secrets are picked last: their frame is pushed first.
  askForSecrets(tx, frame.from, frame.to, frame.give);
  askForSecrets(tx, frame.to, frame.from, frame.receive);
  return undefined;
}

const proposal: FrameRules<Ti4, Ti4TransactionFrame> = {
  decisions: (state, frame) => [
    {
      kind: "answerTransaction",
      seat: frame.to,
      simultaneous: false,
      prompt: `accept or decline the transaction ${nameOf(state, frame.from)} proposes`,
      choices: ["accept", "decline"],
    },
  ],
};

function removeFrom(list: string[], key: string): void {
  const at = list.indexOf(key);
  if (at >= 0) list.splice(at, 1);
}

function playerOf(draft: Ti4State, seat: Seat) {
  const player = draft.players[seat];
  if (!player) throw new Error(`no seat ${seat} in this game`);
  return player;
}

export const TI4_TRANSACTIONS: KernelModule<Ti4> = {
  id: "transactions",
  commands: { proposeTransaction, answerTransaction },
  frames: { ti4Transaction: proposal },
  events: {
    ti4TransactionMade(draft: Ti4State, e: { seats: [Seat, Seat]; window: string }) {
      if (e.window === GRANTED_WINDOW) return;
      const made =
        draft.transactions?.window === e.window ? draft.transactions : { window: e.window, pairs: [] };
      made.pairs.push(pairKey(e.seats[0], e.seats[1]));
      draft.transactions = made;
    },
    ti4TransactionDeclined() {},
    ti4PromissoryNoteGiven(draft: Ti4State, e: { giver: Seat; receiver: Seat; note: string; owner: Seat }) {
      const ref = { note: e.note, owner: e.owner };
      removeFrom(playerOf(draft, e.giver).secret.promissoryNotes, noteKey(ref, e.giver));
      playerOf(draft, e.receiver).secret.promissoryNotes.push(noteKey(ref, e.receiver));
    },
    ti4ActionCardsGiven(draft: Ti4State, e: { giver: Seat; receiver: Seat; cards: Ti4ActionCardId[] }) {
      const from = playerOf(draft, e.giver).secret.actionCards;
      for (const card of e.cards) removeFrom(from, card);
      playerOf(draft, e.receiver).secret.actionCards.push(...e.cards);
    },
  },
};
