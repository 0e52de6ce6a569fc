/**
 * Playing a TI4 action card (LRR 2). A card comes from the player's secret hand and is public once played:
 * it goes face up to the discard pile (deck.ts's discard) and waits in its own frame while the other
 * players may cancel it with Sabotage (windows.ts); then its effect resolves (effects.ts), pushing its own
 * frames if it asks for more. A card timed "action" is the turn's component action (LRR 22): offered by the
 * `componentActions` hook, it spends the action with `takeComponentAction`, and a cancelled one gives the
 * action back (LRR 22 [sourced in the digest]: a cancelled component action does not use up the action).
 * A card the engine does not carry out yet is refused with its name.
 *
 * Sabotage (timing whenActionCardPlayed) is played only in the window a played card opens. It is an action
 * card played like any other: face up to the discard pile, it waits in its own play frame (naming as
 * `target` the player whose card it answers) under a window of its own, in which it may itself be cancelled
 * (Instinct Training: "an action card played by another player"). Cancelled, it does nothing and the card
 * it answered is still in its window (another Sabotage may answer it); not cancelled, it resolves by
 * cancelling the card frame under it, which then goes to the discard pile without effect. Whether a
 * Sabotage may answer a Sabotage is windows.ts's SABOTAGE_ANSWERS_SABOTAGE (our reading: no).
 */
import { TI4_ACTION_MOMENTS, type Ti4ActionCardId, ti4ActionCard } from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Command } from "../commands.ts";
import { takeComponentAction } from "../round/actionPhase.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { cardOptions, type Ti4CardPlay, ti4CardCarriedOut, ti4CardEffect } from "./effects.ts";
import type { Ti4ActionCardPlayFrame } from "./frames.ts";
import { hitsHarder } from "./wildCards.ts";
import {
  actionCardsBarred,
  openCardWindow,
  SABOTAGE_ANSWERS_SABOTAGE,
  sabotageMayAnswer,
  watchedPlay,
} from "./windows.ts";

type Ti4Tx = Tx<Ti4>;
type PlayCommand = Extract<Ti4Command, { type: "playActionCard" }>;

/** Sabotage is carried out here rather than by effects.ts's tables. */
const SABOTAGE: Ti4ActionCardId = "sabo";

/** LRR 22: the component action a seat holding any action card is offered (which cards is its secret). */
export function actionCardComponentActions(state: Ti4State, seat: Seat): Decision<Ti4>[] {
  if ((state.players[seat]?.secret.actionCards.length ?? 0) === 0) return [];
  return [
    { kind: "playActionCard", seat, simultaneous: false, prompt: "play an action card as your action" },
  ];
}

/**
 * The seat's own choices, for its eyes only (the decision lists none, as the hand is secret): each card in
 * hand it may play at this moment with every play the rules accept (effects.ts `cardOptions`; Sabotage
 * names nothing). Cards the engine does not carry out are left out.
 */
export function ti4PlayableCards(
  state: Ti4State,
  seat: Seat,
): { card: Ti4ActionCardId; plays: Ti4CardPlay[] }[] {
  const moment = momentOpen(state, seat);
  if (moment === null) return [];
  const hand = [...new Set(state.players[seat]?.secret.actionCards ?? [])];
  return hand.flatMap((card) => {
    if (ti4ActionCard(card).timing !== moment || !ti4CardCarriedOut(card)) return [];
    if (card === SABOTAGE) return sabotageMayAnswer(state, moment) ? [{ card, plays: [{}] }] : [];
    const plays = cardOptions(state, seat, card);
    return plays.length > 0 ? [{ card, plays }] : [];
  });
}

/** What the command names, without the fields it leaves out. */
function playOf(command: PlayCommand): Ti4CardPlay {
  const play: Ti4CardPlay = {};
  if (command.target !== undefined) play.target = command.target;
  if (command.planet !== undefined) play.planet = command.planet;
  if (command.ownPlanet !== undefined) play.ownPlanet = command.ownPlanet;
  if (command.system !== undefined) play.system = command.system;
  if (command.unit !== undefined) play.unit = command.unit;
  if (command.law !== undefined) play.law = command.law;
  if (command.outcome !== undefined) play.outcome = command.outcome;
  if (command.amount !== undefined) play.amount = command.amount;
  if (command.strategyCard !== undefined) play.strategyCard = command.strategyCard;
  if (command.payment !== undefined) play.payment = command.payment;
  if (command.technology !== undefined) play.technology = command.technology;
  if (command.units !== undefined) play.units = command.units;
  return play;
}

/** The moment open to this seat now: its turn's action, or the window it is asked in. */
function momentOpen(state: Ti4State, seat: Seat) {
  const top = state.stack.at(-1);
  if (top?.kind === "ti4ActionPhase") return top.current === seat && !top.acted ? "action" : null;
  if (top?.kind === "ti4CardWindow" && top.awaiting.includes(seat)) return top.timing;
  return null;
}

function checkPlay(state: Ti4State, command: PlayCommand): RuleError | undefined {
  const { seat, card } = command;
  if (!(state.players[seat]?.secret.actionCards ?? []).includes(card))
    return ruleError("ERR_TI4_CARD_NOT_IN_HAND", "LRR 2", "You hold no such action card.");
  const data = ti4ActionCard(card);
  if (!ti4CardCarriedOut(card))
    return ruleError(
      "ERR_TI4_CARD_NOT_BUILT",
      "LRR 2",
      `Mecatol does not carry out ${data.name} yet: it stays in your hand.`,
    );
  const barred = actionCardsBarred(state, seat);
  if (barred) return barred;
  const moment = momentOpen(state, seat);
  if (moment !== data.timing)
    return ruleError(
      "ERR_TI4_CARD_TIMING",
      "LRR 2",
      `${data.name} is played at one moment only: ${TI4_ACTION_MOMENTS[data.timing].text.toLowerCase()}`,
    );
  if (card === SABOTAGE) return sabotageRefused(state);
  const effect = ti4CardEffect(card);
  const extra = Object.keys(playOf(command)).filter((f) => !effect?.names.includes(f as keyof Ti4CardPlay));
  if (extra.length > 0)
    return ruleError("ERR_TI4_CARD_PLAY", "LRR 2", `${data.name} names no ${extra.join(" nor ")}.`);
  return effect?.check(state, seat, playOf(command));
}

export function playActionCard(tx: Ti4Tx, command: PlayCommand): RuleError | undefined {
  const refused = checkPlay(tx.state, command);
  if (refused) return refused;
  const { seat, card } = command;
  if (card === SABOTAGE) return playSabotage(tx, seat);
  const asAction = tx.state.stack.at(-1)?.kind === "ti4ActionPhase";
  if (asAction) {
    const spent = takeComponentAction(tx, seat);
    if (spent) return spent;
  }
  const play = playOf(command);
  tx.emit({ type: "ti4ActionCardPlayed", seat, card, play });
  tx.emit({ type: "ti4ActionCardsDiscarded", seat, cards: [card], reason: "played" });
  tx.emit({
    type: "ti4FramePushed",
    frame: { kind: "ti4ActionCardPlay", seat, card, play, asAction, cancelled: false },
  });
  openCardWindow(tx, "whenActionCardPlayed", seat);
  return undefined;
}

/** Why a Sabotage may not be played in the window open now (its timing is checked already). */
function sabotageRefused(state: Ti4State): RuleError | undefined {
  const target = watchedPlay(state);
  if (!target || target.cancelled)
    return ruleError("ERR_TI4_NOTHING_TO_SABOTAGE", "LRR 2", "Sabotage cancels an action card just played.");
  if (target.card === SABOTAGE && !SABOTAGE_ANSWERS_SABOTAGE)
    return ruleError(
      "ERR_TI4_SABOTAGE_ON_SABOTAGE",
      "LRR 2",
      "Sabotage answers any action card but a Sabotage; Instinct Training may still cancel this one.",
    );
  return undefined;
}

/**
 * Sabotage: played face up to the discard pile, it waits in its own frame under its own window (another
 * player may cancel it there); it cancels the card under it only when that window is over (advance below).
 */
function playSabotage(tx: Ti4Tx, seat: Seat): RuleError | undefined {
  const target = watchedPlay(tx.state);
  if (!target) throw new Error("checkPlay lets Sabotage answer a card just played only");
  const play: Ti4CardPlay = { target: target.seat };
  tx.emit({ type: "ti4ActionCardPlayed", seat, card: SABOTAGE, play });
  tx.emit({ type: "ti4ActionCardsDiscarded", seat, cards: [SABOTAGE], reason: "played" });
  tx.emit({
    type: "ti4FramePushed",
    frame: { kind: "ti4ActionCardPlay", seat, card: SABOTAGE, play, asAction: false, cancelled: false },
  });
  openCardWindow(tx, "whenActionCardPlayed", seat);
  return undefined;
}

/**
 * A Sabotage nobody cancelled resolves: the card frame it answered (now the nearest under it) is cancelled,
 * and its own window then closes (windows.ts). Should that card be gone or cancelled already, it does nothing.
 */
function resolveSabotage(tx: Ti4Tx, frame: Ti4ActionCardPlayFrame): void {
  const target = tx.state.stack.findLast((f) => f.kind === "ti4ActionCardPlay");
  const applies =
    target?.kind === "ti4ActionCardPlay" && !target.cancelled && target.seat === frame.play.target;
  if (applies) {
    tx.emit({ type: "ti4ActionCardCancelled", seat: target.seat, card: target.card, by: frame.seat });
    // Wild, Wild Galaxy: the Sabotage's player also takes the cancelled card, wherever its discard went.
    const card = target.card;
    const found =
      tx.state.decks.action.discard.includes(card) ||
      tx.state.players.some((p) => p.dataSkimmer?.includes(card));
    if (hitsHarder(tx.state) && found) tx.emit({ type: "ti4SabotagedCardTaken", seat: frame.seat, card });
  }
  tx.emit({ type: "ti4ActionCardResolved", seat: frame.seat, card: SABOTAGE, applied: applies });
}

export const CARD_PLAY_RULES: FrameRules<Ti4, Ti4ActionCardPlayFrame> = {
  decisions: () => [],
  advance(tx, frame) {
    tx.emit({ type: "ti4FramePopped" });
    if (frame.cancelled) {
      tx.emit({ type: "ti4ActionCardResolved", seat: frame.seat, card: frame.card, applied: false });
      // LRR 22: a cancelled component action does not use up the turn's action.
      const turn = tx.state.stack.at(-1);
      if (frame.asAction && turn?.kind === "ti4ActionPhase")
        tx.emit({ type: "ti4FrameUpdated", frame: { ...turn, acted: false } });
      return true;
    }
    if (frame.card === SABOTAGE) {
      resolveSabotage(tx, frame);
      return true;
    }
    const effect = ti4CardEffect(frame.card);
    if (!effect) throw new Error(`no rule carries out ${frame.card}`);
    // What changed while others answered may leave the card nothing to do: then it does nothing.
    const applies = effect.check(tx.state, frame.seat, frame.play) === undefined;
    tx.emit({ type: "ti4ActionCardResolved", seat: frame.seat, card: frame.card, applied: applies });
    if (applies) effect.resolve(tx, frame.seat, frame.play);
    return true;
  },
};
