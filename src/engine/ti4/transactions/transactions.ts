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
 * Thunder's Edge's Black Market Dealings, played with a proposal, lets relics, action cards and unscored
 * secret objectives into it (blackMarket.ts).
 */
import {
  isTi4TechnologyId,
  type Ti4ActionCardId,
  type Ti4TechnologyId,
  ti4Technology,
} from "../../../content/ti4/index.ts";
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
import { agendaVoteFrame } from "./agendaReads.ts";
import {
  askForSecrets,
  blackMarketGoodsRefused,
  blackMarketPlayRefused,
  handBlackMarketGoods,
  offersBlackMarketGoods,
  playBlackMarket,
} from "./blackMarket.ts";
import type { Ti4TradeOffer, Ti4TransactionFrame } from "./frames.ts";
import { areNeighbours } from "./neighbours.ts";
import { holdsInHand, inPlayArea, noteKey, noteLabel, notePurged } from "./notes.ts";
import { noteRulesOf } from "./noteTable.ts";

type Ti4Tx = Tx<Ti4>;
type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

function nameOf(state: Ti4State, seat: Seat): string {
  return state.players[seat]?.name ?? `seat ${seat}`;
}

function pairKey(a: Seat, b: Seat): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

/** The window of a transaction an ability opens beyond the usual ones: never recorded against a limit. */
const GRANTED_WINDOW = "granted";

/** The seat whose turn it is in the action phase, if any. */
export function activePlayer(state: Ti4State): Seat | null {
  const frame = state.stack.find((f) => f.kind === "ti4ActionPhase");
  return frame?.kind === "ti4ActionPhase" ? frame.current : null;
}

/**
 * LRR 94.1, 94.6: the window in which `seat` and `other` may trade now ("turn", or the agenda under vote),
 * or why they may not.
 */
export function transactionWindow(state: Ti4State, seat: Seat, other: Seat): string | RuleError {
  // An ability's own transaction (TE Deepgloom Executable): outside an agenda, whoever is active and
  // neighbours or not, and not recorded against the turn's limit (the ability's module closes it).
  if (
    state.phase !== "agenda" &&
    hookAnswers(state, "transactionGranted").some((granted) => granted(state, seat, other))
  )
    return GRANTED_WINDOW;
  let window: string;
  if (state.phase === "action") {
    const active = activePlayer(state);
    if (active === null || (seat !== active && other !== active))
      return ruleError(
        "ERR_TI4_TRANSACTION_NOT_ACTIVE",
        "LRR 94.1",
        `In the action phase only the active player makes transactions: one side must be ${active === null ? "the player whose turn it is" : nameOf(state, active)}.`,
      );
    // LRR 60, 94.1: neighbours only, unless an ability or note lets one of them trade further.
    const beyond = hookAnswers(state, "transactionBeyondNeighbours").some(
      (lets) => lets(state, seat, other) || lets(state, other, seat),
    );
    if (!beyond && !areNeighbours(state, seat, other))
      return ruleError(
        "ERR_TI4_NOT_NEIGHBOURS",
        "LRR 94.1",
        `${nameOf(state, seat)} and ${nameOf(state, other)} are not neighbours (LRR 60: units or planets in the same or adjacent systems): in the action phase a transaction is made only between neighbours.`,
      );
    window = "turn";
  } else if (state.phase === "agenda") {
    if (hookAnswers(state, "agendaTransactionsBarred").some((barred) => barred(state)))
      return ruleError(
        "ERR_TI4_TRANSACTION_WHEN",
        "Hidden Agenda",
        "Hidden Agenda is in play: nobody makes transactions in the agenda phase.",
      );
    // LRR 94.6: during each agenda, with every other player, neighbours or not.
    if (!agendaVoteFrame(state))
      return ruleError(
        "ERR_TI4_TRANSACTION_WHEN",
        "LRR 94.6",
        "In the agenda phase transactions are made while an agenda is before the council.",
      );
    const phase = state.stack.find((f) => f.kind === "ti4AgendaPhase");
    window = `agenda:${state.round}:${phase?.kind === "ti4AgendaPhase" ? (phase.revealed ?? 0) : 0}`;
  } else
    return ruleError(
      "ERR_TI4_TRANSACTION_WHEN",
      "LRR 94.1",
      `Transactions are made on a turn of the action phase or during an agenda, not in the ${state.phase} phase.`,
    );
  const made = state.transactions;
  if (made && made.window === window && made.pairs.includes(pairKey(seat, other)))
    return ruleError(
      "ERR_TI4_TRANSACTION_MADE",
      window === "turn" ? "LRR 94.1" : "LRR 94.6",
      `${nameOf(state, seat)} and ${nameOf(state, other)} have already made their transaction ${window === "turn" ? "this turn" : "during this agenda"}.`,
    );
  return window;
}

function isEmpty(offer: Ti4TradeOffer): boolean {
  return (
    offer.tradeGoods === 0 &&
    offer.commodities === 0 &&
    offer.promissoryNote === null &&
    offer.actionCards.length === 0 &&
    (offer.technologies ?? []).length === 0 &&
    !offersBlackMarketGoods(offer)
  );
}

/**
 * What `giver` may not give `receiver`, or undefined. `secrets`: also check the giver's hand (their notes
 * and action cards), which only the giver may be asked about. `blackMarket`: Black Market Dealings was
 * played on this transaction.
 */
function whyNotGive(
  state: Ti4State,
  giver: Seat,
  receiver: Seat,
  offer: Ti4TradeOffer,
  secrets: boolean,
  blackMarket = false,
): RuleError | undefined {
  const player = state.players[giver];
  if (!player) return ruleError("ERR_NO_SEAT", "Mecatol", `There is no seat ${giver}.`);
  const who = nameOf(state, giver);
  // LRR 93.3 [recalled numbering]: trade goods are given from what the player has.
  if (offer.tradeGoods > player.tradeGoods)
    return ruleError(
      "ERR_TI4_TRADE_GOODS_SHORT",
      "LRR 94.2",
      `${who} has ${player.tradeGoods} trade goods and cannot give ${offer.tradeGoods}.`,
    );
  if (offer.commodities > player.commodities)
    return ruleError(
      "ERR_TI4_COMMODITIES_SHORT",
      "LRR 94.2",
      `${who} has ${player.commodities} commodities and cannot give ${offer.commodities}.`,
    );
  const note = offer.promissoryNote;
  if (note) {
    if (!state.players[note.owner])
      return ruleError(
        "ERR_TI4_NOTE_UNKNOWN",
        "LRR 69",
        `There is no seat ${note.owner} whose note this could be.`,
      );
    try {
      noteLabel(state, note);
    } catch {
      return ruleError("ERR_TI4_NOTE_UNKNOWN", "LRR 69", `There is no promissory note "${note.note}".`);
    }
    if (notePurged(state, note))
      return ruleError(
        "ERR_TI4_NOTE_PURGED",
        "TE Purge",
        `${noteLabel(state, note)} has been purged: it is out of the game and cannot be traded.`,
      );
    // LRR 69.5 [recalled]: a note face up in a play area stays there; it is not traded.
    if (inPlayArea(state, giver, note))
      return ruleError(
        "ERR_TI4_NOTE_IN_PLAY_AREA",
        "LRR 69.5",
        `${noteLabel(state, note)} lies face up in ${who}'s play area: a note in a play area cannot be traded.`,
      );
    if (secrets && !holdsInHand(state, giver, note))
      return ruleError(
        "ERR_TI4_NOTE_NOT_HELD",
        "LRR 94.3",
        `${who} does not hold ${noteLabel(state, note)}.`,
      );
  }
  const shared = whyNotShare(state, giver, receiver, offer.technologies ?? []);
  if (shared) return shared;
  const market = blackMarketGoodsRefused(state, giver, offer, blackMarket);
  if (market) return market;
  if (offer.actionCards.length > 0) {
    // LRR 94.3, 94.3a: action cards are not traded, except in a transaction with the Hacan (Arbiters) or
    // under Black Market Dealings.
    const allowed =
      blackMarket ||
      hookAnswers(state, "actionCardsInTransactions").some((lets) => lets(state, giver, receiver));
    if (!allowed)
      return ruleError(
        "ERR_TI4_NO_ACTION_CARD_TRADE",
        "LRR 94.3",
        "Action cards cannot be part of a transaction: only the Hacan's Arbiters (LRR 94.3a) or Black Market Dealings let them change hands.",
      );
    if (new Set(offer.actionCards).size !== offer.actionCards.length)
      return ruleError("ERR_TI4_TRADE_CARD_TWICE", "LRR 94.3a", "An action card is named twice.");
    if (secrets) {
      const hand = [...player.secret.actionCards];
      for (const card of offer.actionCards) {
        const at = hand.indexOf(card);
        if (at < 0)
          return ruleError(
            "ERR_TI4_CARD_NOT_HELD",
            "LRR 94.3a",
            `${who} does not hold the action card ${card}.`,
            {
              card,
            },
          );
        hand.splice(at, 1);
      }
    }
  }
  return undefined;
}

/**
 * Age of Commerce (a galactic event; "TE Galactic Events: Age of Commerce"): a non-faction technology the
 * giver owns may be shared with a receiver who lacks it; LRR 94.3 otherwise keeps technologies out of trade.
 */
function whyNotShare(
  state: Ti4State,
  giver: Seat,
  receiver: Seat,
  technologies: readonly Ti4TechnologyId[],
): RuleError | undefined {
  if (technologies.length === 0) return undefined;
  if (!hookAnswers(state, "technologiesInTransactions").some((lets) => lets(state, giver, receiver)))
    return ruleError(
      "ERR_TI4_NO_TECHNOLOGY_TRADE",
      "LRR 94.3",
      "Technologies cannot be part of a transaction: only the galactic event Age of Commerce lets non-faction technologies be shared.",
    );
  const rule = "TE Galactic Events: Age of Commerce";
  if (new Set(technologies).size !== technologies.length)
    return ruleError("ERR_TI4_TRADE_TECHNOLOGY", rule, "A technology is named twice.");
  for (const id of technologies) {
    const name = isTi4TechnologyId(id) ? ti4Technology(id).name : id;
    if (!isTi4TechnologyId(id) || !state.players[giver]?.technologies.includes(id))
      return ruleError("ERR_TI4_TRADE_TECHNOLOGY", rule, `${nameOf(state, giver)} does not own ${name}.`, {
        technology: id,
      });
    if (ti4Technology(id).faction !== null)
      return ruleError(
        "ERR_TI4_TRADE_TECHNOLOGY",
        rule,
        `${name} is a faction technology: only non-faction technologies are shared.`,
        { technology: id },
      );
    if (state.players[receiver]?.technologies.includes(id))
      return ruleError("ERR_TI4_TRADE_TECHNOLOGY", rule, `${nameOf(state, receiver)} already owns ${name}.`, {
        technology: id,
      });
  }
  return undefined;
}

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
    const rules = noteRulesOf(note.note, tx.state);
    // LRR 69: a note that lies face up once received (Support for the Throne) does so at once.
    // TE "Alliance Transactions": a note received from one's ally is not resolved (it stays in hand).
    if (rules?.onReceived && receiver !== note.owner && !areAllied(tx.state, receiver, note.owner)) {
      tx.emit({ type: "ti4PromissoryNoteLaidOut", seat: receiver, note: note.note, owner: note.owner });
      rules.onReceived(tx, receiver, note.owner);
    }
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
