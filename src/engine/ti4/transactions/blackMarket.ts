/**
 * Black Market Dealings (Thunder's Edge action card; our text in content/ti4/actionCards.te.ts): played while
 * a transaction is being arranged, it lets relics, action cards and unscored secret objectives change hands
 * in it (beyond LRR 94.3), and nothing can cancel it. Public card lists give it as "while negotiating a
 * transaction: relics, action cards and unscored secret objectives may be exchanged; this card cannot be
 * canceled" (shared/data/ti4/action_cards.json, from AsyncTI4's card data).
 *
 * In the engine a transaction is arranged by its proposal (transactions.ts), so the card is played with one:
 * `proposeTransaction` with `blackMarket`, from the proposer's hand. It is played at once, face up to the
 * discard pile, with no Sabotage window (it cannot be cancelled), and it stays played whether the proposal is
 * accepted or not [our reading: it was played while negotiating, and the negotiation happened]. A player
 * who is asked and wants the card on their side declines and proposes terms of their own with it.
 *
 * Relics are public and named by id; each keeps its side. Secret objectives are secret: the terms name how
 * many; once agreed each giver picks which in a frame of their own (`giveSecretObjectives`), and the cards
 * reach the receiver in an event only they see. A receiver above the limit of secret objectives returns one
 * by the standing rule of objectives/scoring.ts (LRR 61.19).
 */
import type { Ti4ObjectiveId, Ti4RelicId } from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { actionCardsBarred } from "../actionCards/windows.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import type { TeBlackMarketSecretsFrame, Ti4TradeOffer } from "./frames.ts";

type Ti4Tx = Tx<Ti4>;
type GiveSecrets = Extract<Ti4Command, { type: "giveSecretObjectives" }>;

export const BLACK_MARKET = "blackmarketdealing";
const RULE = "TE Black Market Dealings";

function nameOf(state: Ti4State, seat: Seat): string {
  return state.players[seat]?.name ?? `seat ${seat}`;
}

/** Whether the offer names relics or secret objectives, which only Black Market Dealings lets trade. */
export function offersBlackMarketGoods(offer: Ti4TradeOffer): boolean {
  return (offer.relics ?? []).length > 0 || (offer.secretObjectives ?? 0) > 0;
}

/** Why `seat` may not play Black Market Dealings on a proposal now, or undefined. */
export function blackMarketPlayRefused(state: Ti4State, seat: Seat): RuleError | undefined {
  if (!playsThundersEdge(state))
    return ruleError("ERR_TI4_BLACK_MARKET", RULE, "Black Market Dealings is a Thunder's Edge card.");
  if (!(state.players[seat]?.secret.actionCards ?? []).includes(BLACK_MARKET))
    return ruleError("ERR_TI4_CARD_NOT_IN_HAND", "LRR 2", "You hold no Black Market Dealings.");
  return actionCardsBarred(state, seat);
}

/**
 * What the relics and secret objectives of one side may not be, or undefined: without the card, any is
 * refused (LRR 94.3); with it, relics must be the giver's, each named once, and the giver must hold as many
 * unscored secret objectives as offered (a public count).
 */
export function blackMarketGoodsRefused(
  state: Ti4State,
  giver: Seat,
  offer: Ti4TradeOffer,
  played: boolean,
): RuleError | undefined {
  if (!offersBlackMarketGoods(offer)) return undefined;
  if (!played)
    return ruleError(
      "ERR_TI4_NO_BLACK_MARKET",
      "LRR 94.3",
      "Relics and secret objectives are never part of a transaction, unless Black Market Dealings is played on it.",
    );
  const relics = offer.relics ?? [];
  if (new Set(relics).size !== relics.length)
    return ruleError("ERR_TI4_BLACK_MARKET", RULE, "A relic is named twice.");
  const held = (state.players[giver]?.relics ?? []).map((r) => r.id as string);
  const missing = relics.find((r) => !held.includes(r));
  if (missing !== undefined)
    return ruleError("ERR_TI4_BLACK_MARKET", RULE, `${nameOf(state, giver)} holds no relic "${missing}".`);
  const secrets = offer.secretObjectives ?? 0;
  const unscored = state.players[giver]?.secret.secretObjectives.length ?? 0;
  if (secrets > unscored)
    return ruleError(
      "ERR_TI4_BLACK_MARKET",
      RULE,
      `${nameOf(state, giver)} holds ${unscored} unscored secret objectives and cannot give ${secrets}.`,
    );
  return undefined;
}

/** The card is played from `seat`'s hand: face up to the discard pile, resolved at once (never cancelled). */
export function playBlackMarket(tx: Ti4Tx, seat: Seat): void {
  tx.emit({ type: "ti4ActionCardPlayed", seat, card: BLACK_MARKET, play: {} });
  tx.emit({ type: "ti4ActionCardsDiscarded", seat, cards: [BLACK_MARKET], reason: "played" });
  tx.emit({ type: "ti4ActionCardResolved", seat, card: BLACK_MARKET, applied: true });
}

/** The relics of an agreed side change hands. */
export function handBlackMarketGoods(tx: Ti4Tx, giver: Seat, receiver: Seat, offer: Ti4TradeOffer): void {
  const relics = offer.relics ?? [];
  if (relics.length > 0)
    tx.emit({ type: "teRelicsGiven", giver, receiver, relics: [...relics] as Ti4RelicId[] });
}

/**
 * A giver of secret objectives is asked which, above whatever the transaction's end opened (Lie in Wait's
 * window comes after the goods have all changed hands).
 */
export function askForSecrets(tx: Ti4Tx, giver: Seat, receiver: Seat, offer: Ti4TradeOffer): void {
  const count = offer.secretObjectives ?? 0;
  if (count > 0)
    tx.emit({ type: "ti4FramePushed", frame: { kind: "teBlackMarketSecrets", giver, receiver, count } });
}

const secretsFrame: FrameRules<Ti4, TeBlackMarketSecretsFrame> = {
  decisions: (state, frame) => [
    {
      kind: "giveSecretObjectives",
      seat: frame.giver,
      simultaneous: false,
      prompt: `give ${frame.count} unscored secret objective${frame.count === 1 ? "" : "s"} to ${nameOf(state, frame.receiver)} (Black Market Dealings)`,
    },
  ],
};

function giveSecretObjectives(tx: Ti4Tx, command: GiveSecrets): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "teBlackMarketSecrets") throw new Error("giveSecretObjectives answers its own frame");
  const chosen = command.objectives;
  if (chosen.length !== frame.count || new Set(chosen).size !== chosen.length)
    return ruleError(
      "ERR_TI4_BLACK_MARKET",
      RULE,
      `Name ${frame.count} different unscored secret objective${frame.count === 1 ? "" : "s"} of yours, as agreed.`,
    );
  const hand = tx.state.players[frame.giver]?.secret.secretObjectives ?? [];
  if (chosen.some((o) => !hand.includes(o)))
    return ruleError("ERR_TI4_BLACK_MARKET", RULE, "You may give only unscored secret objectives you hold.");
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({
    type: "teSecretObjectivesGiven",
    giver: frame.giver,
    receiver: frame.receiver,
    objectives: [...chosen],
    to: frame.receiver,
  });
  return undefined;
}

export const TE_BLACK_MARKET: Ti4Module = {
  id: "teBlackMarket",
  commands: { giveSecretObjectives },
  frames: { teBlackMarketSecrets: secretsFrame },
  events: {
    teRelicsGiven(draft: Ti4State, e: { giver: Seat; receiver: Seat; relics: Ti4RelicId[] }) {
      const from = draft.players[e.giver];
      const to = draft.players[e.receiver];
      if (!from || !to) throw new Error("relics given between seats of this game");
      const moving = (from.relics ?? []).filter((r) => e.relics.includes(r.id));
      const left = (from.relics ?? []).filter((r) => !e.relics.includes(r.id));
      if (left.length > 0) from.relics = left;
      else delete from.relics;
      // Each keeps its side: the entry moves whole.
      to.relics = [...(to.relics ?? []), ...moving];
    },
    teSecretObjectivesGiven(
      draft: Ti4State,
      e: { giver: Seat; receiver: Seat; objectives: Ti4ObjectiveId[] },
    ) {
      const from = draft.players[e.giver];
      const to = draft.players[e.receiver];
      if (!from || !to) throw new Error("secret objectives given between seats of this game");
      from.secret.secretObjectives = from.secret.secretObjectives.filter((o) => !e.objectives.includes(o));
      to.secret.secretObjectives.push(...e.objectives);
    },
  },
};
