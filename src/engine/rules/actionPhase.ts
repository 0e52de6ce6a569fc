/**
 * The Action Phase (RR §7): in order of play each player takes one action per turn until everyone has
 * passed. Passing needs every held Strategy Card's strategic action done first (Initiative has none); a
 * player left alone keeps taking turns; Yssaril may skip a turn, never twice running.
 */
import { getStrategyCard } from "../../content/index.ts";
import type { Command } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import type { FrameRules } from "../flow.ts";
import type { ActionPhaseFrame } from "../frames.ts";
import { answers } from "../hooks/index.ts";
import { beginPhaseAfter } from "../phases.ts";
import { type RuleError, ruleError } from "../ruleError.ts";
import type { GameState, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";
import { openActionWindow } from "./actionCards/window.ts";
import { hasAbility, orderOfPlay, player } from "./players.ts";

export function startActionPhase(tx: Tx): void {
  tx.emit({ type: "phaseStarted", phase: "action", round: tx.state.round });
  const order = orderOfPlay(tx.state);
  tx.emit({ type: "framePushed", frame: { kind: "actionPhase", order, current: 0, skipped: [] } });
  // RR §19: cards played right after the Strategy Phase, before the first action (First Strike).
  openActionWindow(tx, "afterStrategyPhase");
}

/** Held cards whose strategic action is still owed (RR §7.1). */
export function strategicActionsOwed(state: GameState, seat: Seat) {
  return player(state, seat).strategyCards.filter(
    (h) => !h.played && getStrategyCard(h.card).primary !== null,
  );
}

function currentSeat(state: GameState, frame: ActionPhaseFrame): Seat | undefined {
  // First Strike (Action Card): its player acts ahead of the order of play, once.
  for (const early of answers(state, "turnOutOfOrder")) {
    const seat = early(state, frame.order);
    if (seat !== undefined) return seat;
  }
  return frame.order[frame.current];
}

/** Whose Action Phase turn it is (First Strike's player ahead of the order); undefined outside the phase. */
export function actionTurnSeat(state: GameState): Seat | undefined {
  const frame = state.stack.findLast((f) => f.kind === "actionPhase");
  return frame?.kind === "actionPhase" ? currentSeat(state, frame) : undefined;
}

export const ACTION_PHASE_RULES: FrameRules<ActionPhaseFrame> = {
  decisions(state, frame): Decision[] {
    const seat = currentSeat(state, frame);
    if (seat === undefined || player(state, seat).passed) return [];
    const owed = strategicActionsOwed(state, seat).map((h) => h.card);
    const turn = (kind: Decision["kind"], prompt: string, choices?: string[]): Decision =>
      choices
        ? { kind, seat, simultaneous: false, prompt, choices }
        : { kind, seat, simultaneous: false, prompt };
    const options: Decision[] = [
      turn("tacticalAction", "take a tactical action"),
      turn("transferAction", "take a transfer action"),
    ];
    if (owed.length > 0) options.unshift(turn("strategicAction", "take your strategic action", owed));
    else options.push(turn("pass", "pass"));
    if (hasAbility(state, seat, "yssarilStall") && !frame.skipped.includes(seat))
      options.push(turn("skipTurn", "skip this turn"));
    // RR §7.4: an Action Card played "as an action" is the whole action (rules/actionCards/play.ts).
    if (player(state, seat).secret.actionCards.length > 0)
      options.push(turn("playActionCard", "play an Action Card as your action"));
    // RR §7.4: technologies and race abilities used as an action (rules/technology/abilityActions.ts).
    for (const offered of answers(state, "turnActions")) options.push(...offered(state, seat));
    return options;
  },
  advance(tx, frame) {
    const everyonePassed = frame.order.every((seat) => player(tx.state, seat).passed);
    if (!everyonePassed) return false;
    tx.emit({ type: "framePopped" });
    beginPhaseAfter(tx, "action");
    return true;
  },
};

/** Ends the current turn: play moves to the next player in order of play who has not passed. */
export function endTurn(tx: Tx, options: { skipped?: boolean } = {}): void {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "actionPhase") throw new Error("endTurn needs the Action Phase frame on top");
  const seat = currentSeat(tx.state, frame) as Seat;
  const skipped = options.skipped
    ? [...frame.skipped.filter((s) => s !== seat), seat]
    : frame.skipped.filter((s) => s !== seat);
  // First Strike: after the striker's turn, the player whose turn was due still has it.
  if (answers(tx.state, "outOfOrderTurnEnds").some((ends) => ends(tx, frame.order))) {
    tx.emit({ type: "frameReplaced", frame: { ...frame, skipped } });
    return;
  }
  const n = frame.order.length;
  let next = frame.current;
  for (let i = 1; i <= n; i++) {
    const candidate = (frame.current + i) % n;
    if (!player(tx.state, frame.order[candidate] as Seat).passed) {
      next = candidate;
      break;
    }
  }
  tx.emit({ type: "frameReplaced", frame: { ...frame, current: next, skipped } });
}

export function pass(tx: Tx, command: Extract<Command, { type: "pass" }>): RuleError | undefined {
  if (strategicActionsOwed(tx.state, command.seat).length > 0) {
    return ruleError(
      "ERR_STRATEGIC_ACTION_OWED",
      "RR §7.5",
      "You must take your strategic action before you may pass.",
    );
  }
  tx.emit({ type: "playerPassed", seat: command.seat });
  endTurn(tx);
  return undefined;
}

export function skipTurn(tx: Tx, command: Extract<Command, { type: "skipTurn" }>): RuleError | undefined {
  tx.emit({ type: "turnSkipped", seat: command.seat });
  endTurn(tx, { skipped: true });
  return undefined;
}
