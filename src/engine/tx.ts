/**
 * A transaction over a draft state: rules emit events through it, and each event is applied at once,
 * so the rule code that follows reads the updated state. The caller's own state is never touched.
 */
import { copyData } from "./copy.ts";
import type { GameEvent } from "./events.ts";
import { evolve } from "./evolve.ts";
import { rulebookOf } from "./rulebook.ts";
import type { GameState } from "./state.ts";

export interface EngineContext {
  /** The time of the command, from the caller (the engine has no clock). */
  now: string;
}

export interface Tx {
  readonly state: GameState;
  readonly events: GameEvent[];
  readonly ctx: EngineContext;
  emit(event: GameEvent): void;
}

/**
 * A transaction over a copy of `state`; with `consume` the state itself becomes the draft, for a caller
 * that gives it up (it may be changed even when the command is then refused).
 */
export function beginTx(state: GameState, ctx: EngineContext, consume = false): Tx {
  let draft = consume ? state : copyData(state);
  const events: GameEvent[] = [];
  return {
    get state() {
      return draft;
    },
    events,
    ctx,
    emit(emitted) {
      // Marked before it is folded: a mark may say how the event is folded too (a face-down Leader).
      const event = rulebookOf(draft).mark(draft, emitted);
      events.push(event);
      draft = evolve(draft, event);
    },
  };
}
