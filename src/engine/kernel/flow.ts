/**
 * The driver loop and "who must answer": the top frame of the stack says both, through its rules in the
 * game's book. `advance` runs automatic steps until the top frame waits for a person (or the stack is
 * empty).
 */
import { bookOf, type FrameRules } from "./book.ts";
import type { Decision } from "./decision.ts";
import type { Tx } from "./tx.ts";
import type { Ruleset, Seat } from "./types.ts";

/** The rules of a frame kind, from the game's book. */
export function frameRulesOf<R extends Ruleset>(state: R["state"], kind: string): FrameRules<R, R["frame"]> {
  const rules = bookOf<R>(state).frames[kind];
  if (!rules) throw new Error(`no module of the ${bookOf(state).ruleset} rulebook runs the frame ${kind}`);
  return rules;
}

/** A stuck loop is a bug: no game needs this many automatic steps after one command. */
const MAX_AUTOMATIC_STEPS = 10_000;

export function advanceFrames<R extends Ruleset>(tx: Tx<R>): void {
  for (let steps = 0; steps < MAX_AUTOMATIC_STEPS; steps++) {
    const top = tx.state.stack.at(-1);
    if (!top) return;
    // Standing rules first (a player with nothing left is out; a hand over its limit is discarded down).
    if (bookOf<R>(tx.state).standing.some((check) => check(tx))) continue;
    if (!frameRulesOf<R>(tx.state, top.kind).advance?.(tx, top)) return;
  }
  throw new Error(`advance made ${MAX_AUTOMATIC_STEPS} steps without waiting: a frame never settles`);
}

/** Who the game is waiting for, and on what, from the top frame. */
export function pendingDecisions<R extends Ruleset>(state: R["state"]): Decision<R>[] {
  const top = state.stack.at(-1);
  if (!top) return [];
  return frameRulesOf<R>(state, top.kind).decisions(state, top);
}

/** The seats the game is waiting for, without repeats, in seat order (optional offers do not count). */
export function seatsWaitedOn<R extends Ruleset>(state: R["state"]): Seat[] {
  const owed = pendingDecisions<R>(state).filter((d) => d.optional !== true);
  return [...new Set(owed.map((d) => d.seat))].sort((a, b) => a - b);
}
