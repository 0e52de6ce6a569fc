/**
 * A transaction over a draft state: rules emit events through it, and each event is applied at once,
 * so the rule code that follows reads the updated state. The caller's own state is never touched.
 */
import { bookOf } from "./book.ts";
import { copyData } from "./copy.ts";
import { evolveState } from "./evolve.ts";
import type { EngineContext, Ruleset } from "./types.ts";

export interface Tx<R extends Ruleset> {
  readonly state: R["state"];
  readonly events: R["event"][];
  readonly ctx: EngineContext;
  emit(event: R["event"]): void;
}

/**
 * A transaction over a copy of `state`; with `consume` the state itself becomes the draft, for a caller
 * that gives it up (it may be changed even when the command is then refused).
 */
export function beginTx<R extends Ruleset>(state: R["state"], ctx: EngineContext, consume = false): Tx<R> {
  let draft = consume ? state : copyData(state);
  const events: R["event"][] = [];
  return {
    get state() {
      return draft;
    },
    events,
    ctx,
    emit(emitted) {
      // Marked before it is folded: a mark may say how the event is folded too (a face-down Leader).
      const event = bookOf<R>(draft).mark(draft, emitted);
      events.push(event);
      draft = evolveState<R>(draft, event);
    },
  };
}
