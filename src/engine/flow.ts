/**
 * The frame rules of TI3 (kernel/book.ts): for each frame kind, who must answer (decisions) and what
 * happens without anyone (advance). One driver loop (kernel/flow.ts) runs the top frame's automatic
 * steps until it needs a person or the game ends.
 */

import type { Frame, FrameKind } from "./frames.ts";
import type { FrameRules as KernelFrameRules } from "./kernel/book.ts";
import { advanceFrames, frameRulesOf } from "./kernel/flow.ts";
import type { GameState } from "./state.ts";
import type { Ti3 } from "./ti3.ts";
import type { Tx } from "./tx.ts";

export type FrameRules<F extends Frame> = KernelFrameRules<Ti3, F>;

/** The rules of a frame kind, from the game's rulebook. */
export function frameRules<K extends FrameKind>(
  state: GameState,
  kind: K,
): FrameRules<Extract<Frame, { kind: K }>> {
  return frameRulesOf<Ti3>(state, kind) as FrameRules<Extract<Frame, { kind: K }>>;
}

/** Runs automatic steps until the top frame waits for a person (or nothing is left). */
export function advance(tx: Tx): void {
  advanceFrames(tx);
}
