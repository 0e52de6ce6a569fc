/**
 * Playing an Action Card (RR §19). A card may be played only in its window (window.ts: openTimings). It
 * leaves the hand face up and waits in its own frame while the other players may Sabotage it; then it
 * resolves, by the engine (effects.ts and the card families); a game holds no card it cannot resolve
 * (setup/decksBuilt.ts). A card played
 * "as an action" is the player's whole action (RR §7.4): resolving it ends his turn, while a Sabotaged
 * one does not use up the action. Sabotage itself resolves at once: it cannot be sabotaged [recalled].
 */
import { ACTION_TIMINGS, type ActionCardId, getActionCard } from "../../../content/index.ts";
import type { Command } from "../../commands.ts";
import type { FrameRules } from "../../flow.ts";
import { answers } from "../../hooks/index.ts";
import { rulebookOf } from "../../rulebook.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Tx } from "../../tx.ts";
import { endTurn } from "../actionPhase.ts";
import { player } from "../players.ts";
import type { CardPlay } from "./effects.ts";
import type { ActionCardPlayFrame } from "./frames.ts";
import { openActionWindow, openTimings } from "./window.ts";

type PlayCommand = Extract<Command, { type: "playActionCard" }>;

function checkPlayable(tx: Tx, command: PlayCommand): RuleError | undefined {
  if (!player(tx.state, command.seat).secret.actionCards.includes(command.card)) {
    return ruleError("ERR_NOT_IN_HAND", "RR §19", "You hold no such Action Card.");
  }
  // Temporary Stability: nothing but Sabotage, said as such rather than as a timing.
  for (const refuses of answers(tx.state, "actionCardPlayRefused")) {
    const refused = refuses(tx.state, command.seat, command.card);
    if (refused) return refused;
  }
  const card = getActionCard(command.card);
  const open = openTimings(tx.state, command.seat);
  if (!open.includes(card.timing)) {
    return ruleError(
      "ERR_CARD_TIMING",
      "RR §19",
      `${card.name} is played at this moment only: ${ACTION_TIMINGS[card.timing]}`,
    );
  }
  const effect = rulebookOf(tx.state).actionCards[card.effect];
  // Unreachable with the decks a game may hold (setup/decksBuilt.ts); said plainly should it happen.
  if (!effect) return ruleError("ERR_NOT_BUILT", "Mecatol", `Mecatol does not carry out ${card.name} yet.`);
  return effect.check(tx.state, cardPlay(command));
}

function cardPlay(command: PlayCommand | ActionCardPlayFrame): CardPlay {
  return {
    seat: command.seat,
    card: command.card,
    target: command.target ?? null,
    tradeGoods: command.tradeGoods ?? 0,
    planets: command.planets ?? [],
    system: command.system ?? null,
    choice: command.choice ?? null,
    amount: command.amount ?? 0,
    ...(command.units ? { units: command.units } : {}),
  };
}

export function playActionCard(tx: Tx, command: PlayCommand): RuleError | undefined {
  const refused = checkPlayable(tx, command);
  if (refused) return refused;
  if (getActionCard(command.card).effect === "sabotage") return playSabotage(tx, command);
  const asAction = tx.state.stack.at(-1)?.kind === "actionPhase";
  const play = cardPlay(command);
  tx.emit({ type: "actionCardPlayed", seat: play.seat, card: play.card, target: play.target });
  tx.emit({ type: "framePushed", frame: { kind: "actionCardPlay", ...play, asAction, cancelled: false } });
  openActionWindow(tx, "afterActionCardPlayed", [play.seat]);
  return undefined;
}

/** Sabotage: the card just played (under this window) is cancelled; both are discarded (RR §19). */
function playSabotage(tx: Tx, command: PlayCommand): RuleError | undefined {
  const target = tx.state.stack.at(-2);
  if (target?.kind !== "actionCardPlay" || target.cancelled) {
    return ruleError("ERR_NOTHING_TO_SABOTAGE", "RR §19", "Sabotage cancels an Action Card just played.");
  }
  tx.emit({ type: "actionCardPlayed", seat: command.seat, card: command.card, target: target.seat });
  tx.emit({ type: "actionCardSabotaged", seat: command.seat, card: target.card });
  tx.emit({ type: "actionCardResolved", seat: command.seat, card: command.card, cancelled: false });
  return undefined;
}

export const ACTION_CARD_PLAY_RULES: FrameRules<ActionCardPlayFrame> = {
  decisions: () => [],
  advance(tx, frame) {
    if (frame.cancelled) {
      discard(tx, frame.seat, frame.card, true);
      return true;
    }
    const card = getActionCard(frame.card);
    const effect = rulebookOf(tx.state).actionCards[card.effect];
    // A card that no longer applies when it resolves (its vote was discredited, ...) has no effect.
    const play = cardPlay(frame);
    if (!effect) throw new Error(`no rule carries out ${card.name}`);
    const applies = effect.check(tx.state, play) === undefined;
    if (applies && !effect.resolvesLast) effect.resolve(tx, play);
    discard(tx, frame.seat, frame.card, false);
    if (frame.asAction && tx.state.phase !== "finished") endTurn(tx);
    // An effect that asks a choice pushes its frame last, above the game's flow (cardPlay.ts).
    if (applies && effect.resolvesLast) effect.resolve(tx, play);
    return true;
  },
};

function discard(tx: Tx, seat: number, card: ActionCardId, cancelled: boolean): void {
  tx.emit({ type: "actionCardResolved", seat, card, cancelled });
  tx.emit({ type: "framePopped" });
}
