/**
 * Play windows for Action Cards (RR §19). A window lists the players who may still play a card of its
 * timing; each plays (and may play again) or passes, and the window closes when all have passed. Only
 * players holding at least one Action Card are asked: hand sizes are public, so this tells nobody what a
 * hand holds. Which windows are open at a moment also decides which cards may be played then.
 */
import type { ActionTiming } from "../../../content/index.ts";
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import type { FrameRules } from "../../flow.ts";
import type { RuleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { clockwiseFrom, player } from "../players.ts";
import type { ActionWindowFrame } from "./frames.ts";

function holdsCards(state: GameState, seat: Seat): boolean {
  return player(state, seat).secret.actionCards.length > 0;
}

/** Opens a window for `timing` if anyone (but `except`) holds a card; returns whether it opened. */
export function openActionWindow(tx: Tx, timing: ActionTiming, except: readonly Seat[] = []): boolean {
  const awaiting = clockwiseFrom(tx.state, tx.state.speaker).filter(
    (seat) => !except.includes(seat) && holdsCards(tx.state, seat),
  );
  if (awaiting.length === 0) return false;
  tx.emit({ type: "framePushed", frame: { kind: "actionWindow", timing, awaiting } });
  return true;
}

/** A window watching a played card closes once a Sabotage cancels it. */
function watchedCardCancelled(state: GameState, frame: ActionWindowFrame): boolean {
  const below = state.stack.at(-2);
  return frame.timing === "afterActionCardPlayed" && below?.kind === "actionCardPlay" && below.cancelled;
}

export const ACTION_WINDOW_RULES: FrameRules<ActionWindowFrame> = {
  decisions(_state, frame): Decision[] {
    return frame.awaiting.flatMap((seat) => [
      { kind: "playActionCard" as const, seat, simultaneous: true, prompt: "play an Action Card" },
      {
        kind: "passActionWindow" as const,
        seat,
        simultaneous: true,
        prompt: "pass (play no Action Card now)",
      },
    ]);
  },
  advance(tx, frame) {
    if (frame.awaiting.length === 0 || watchedCardCancelled(tx.state, frame)) {
      tx.emit({ type: "framePopped" });
      return true;
    }
    // A player whose hand has emptied has nothing left to play here.
    const awaiting = frame.awaiting.filter((seat) => holdsCards(tx.state, seat));
    if (awaiting.length === frame.awaiting.length) return false;
    tx.emit({ type: "frameReplaced", frame: { ...frame, awaiting } });
    return true;
  },
};

export function passActionWindow(
  tx: Tx,
  command: Extract<Command, { type: "passActionWindow" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "actionWindow") throw new Error("no play window open");
  tx.emit({ type: "actionWindowPassed", seat: command.seat, timing: frame.timing });
  tx.emit({
    type: "frameReplaced",
    frame: { ...frame, awaiting: frame.awaiting.filter((s) => s !== command.seat) },
  });
  return undefined;
}

/**
 * The timings open to a player now: his turn in the Action Phase ("as an action"), a window he is in, or
 * his turn to vote. Cards played "at any moment" and Touch of Genius go wherever a play is offered.
 */
export function openTimings(state: GameState, seat: Seat): ActionTiming[] {
  const top = state.stack.at(-1);
  const anywhere: ActionTiming[] = ["anytime", "asCopiedCard"];
  if (top?.kind === "actionPhase") {
    return top.order[top.current] === seat && !player(state, seat).passed ? ["action", ...anywhere] : [];
  }
  if (top?.kind === "actionWindow" && top.awaiting.includes(seat)) {
    // The Speaker votes last: "right after another player's vote" still applies once the votes are in.
    const voting: ActionTiming[] = top.timing === "afterVotesCast" ? ["voting"] : [];
    return [top.timing, ...voting, ...anywhere];
  }
  if (top?.kind === "agenda" && top.step === "vote" && top.order[top.votes.length] === seat) {
    return ["voting", ...anywhere];
  }
  return [];
}
