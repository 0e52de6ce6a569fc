/**
 * Effects carried out by hand, kept only for games saved while Mecatol still left some to the players: no
 * rule pushes this frame any more (every card a game may hold is carried out by the engine,
 * setup/decksBuilt.ts). A saved game waiting on one goes on as it did: each player it affects confirms
 * that it has been carried out. Mistakes are put right with the game master's corrections (/ti-gm).
 */
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import type { FrameRules } from "../../flow.ts";
import type { RuleError } from "../../ruleError.ts";
import type { Tx } from "../../tx.ts";
import type { ByHandFrame } from "./frames.ts";

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
