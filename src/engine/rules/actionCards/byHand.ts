/**
 * Effects carried out by hand: an effect the engine does not resolve is never skipped silently. It is
 * announced in the log (`resolvedByHand`) and the game waits until each player it affects confirms that
 * it has been carried out. Any rule area may use it (card effects, agenda outcomes, tactical steps).
 */
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import type { FrameRules } from "../../flow.ts";
import type { RuleError } from "../../ruleError.ts";
import type { Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import type { ByHandFrame } from "./frames.ts";

/** Announces an effect for the players to carry out and waits for each of `confirmers` (`seat` if none). */
export function resolveByHand(tx: Tx, seat: Seat, what: string, confirmers: readonly Seat[]): void {
  tx.emit({ type: "resolvedByHand", seat, what });
  const awaiting = confirmers.length > 0 ? [...new Set(confirmers)] : [seat];
  tx.emit({ type: "framePushed", frame: { kind: "byHand", seat, what, awaiting } });
}

export const BY_HAND_RULES: FrameRules<ByHandFrame> = {
  decisions(_state, frame): Decision[] {
    return frame.awaiting.map((seat) => ({
      kind: "confirmByHand" as const,
      seat,
      simultaneous: true,
      prompt: `carry out by hand (not automated yet): ${frame.what}; then confirm`,
    }));
  },
  advance(tx, frame) {
    if (frame.awaiting.length > 0) return false;
    tx.emit({ type: "framePopped" });
    return true;
  },
};

export function confirmByHand(
  tx: Tx,
  command: Extract<Command, { type: "confirmByHand" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "byHand") throw new Error("no effect waiting to be confirmed");
  tx.emit({ type: "byHandConfirmed", seat: command.seat, what: frame.what });
  tx.emit({
    type: "frameReplaced",
    frame: { ...frame, awaiting: frame.awaiting.filter((s) => s !== command.seat) },
  });
  return undefined;
}
