/**
 * The registry of frame kinds: for each, who must answer (decisions) and what happens without anyone
 * (advance). One driver loop runs `advance` on the top frame until it needs a human or the game ends.
 */
import type { Decision } from "./decisions.ts";
import type { Frame, FrameKind } from "./frames.ts";
import { rulebookOf } from "./rulebook.ts";
import type { GameState, Seat } from "./state.ts";
import type { Tx } from "./tx.ts";

export interface FrameRules<F extends Frame> {
  decisions(state: GameState, frame: F): Decision[];
  /** Runs the frame's automatic steps; returns true when it emitted anything. */
  advance?(tx: Tx, frame: F): boolean;
  /**
   * What of the frame a player (null: everyone) may see, where it holds answers given in secret and not
   * told yet (view.ts applies it to the state's stack and to the events that carry the frame).
   */
  seenBy?(frame: F, viewer: Seat | null): F;
}

/** The rules of a frame kind, from the game's rulebook. */
export function frameRules<K extends FrameKind>(
  state: GameState,
  kind: K,
): FrameRules<Extract<Frame, { kind: K }>> {
  return rulebookOf(state).frames[kind];
}

/** A stuck loop is a bug: no game needs this many automatic steps after one command. */
const MAX_AUTOMATIC_STEPS = 10_000;

/** Runs automatic steps until the top frame waits for a person (or nothing is left). */
export function advance(tx: Tx): void {
  for (let steps = 0; steps < MAX_AUTOMATIC_STEPS; steps++) {
    const top = tx.state.stack.at(-1);
    if (!top) return;
    // Standing rules first (a player with nothing left is out; a hand over its limit is discarded down).
    if (rulebookOf(tx.state).standing.some((check) => check(tx))) continue;
    const rules = frameRules(tx.state, top.kind) as FrameRules<Frame>;
    if (!rules.advance?.(tx, top)) return;
  }
  throw new Error(`advance made ${MAX_AUTOMATIC_STEPS} steps without waiting: a frame never settles`);
}
