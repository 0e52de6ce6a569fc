/**
 * `evolveState`: the one place where a state changes. It applies one event to a draft state in place;
 * the callers (a transaction, replay) own the draft. The handlers come from the game's book, each module
 * bringing those of its own events. The first event of a log carries the whole state it starts from.
 *
 * The handlers are given a copy of the event: a handler may put the event's parts into the state (a
 * frame pushed, a list of cards), and a later event may change them there, which must never change the
 * logged event itself (replaying the same log twice would then give two states).
 */
import type { RngState } from "../rng.ts";
import { bookOf } from "./book.ts";
import { copyData } from "./copy.ts";
import { stateChanged } from "./steady.ts";
import type { GameCreatedEvent, Ruleset } from "./types.ts";

export function evolveState<R extends Ruleset>(draft: R["state"], event: R["event"]): R["state"] {
  stateChanged();
  if (event.type === "gameCreated") return structuredClone((event as GameCreatedEvent<R["state"]>).state);
  const book = bookOf<R>(draft);
  const handle = book.events[event.type];
  if (!handle) throw new Error(`no module of the ${book.ruleset} rulebook folds the event ${event.type}`);
  const own = copyData(event);
  for (const observe of book.observers) observe(draft, own);
  handle(draft, own);
  // An event that rolled dice carries the generator's next state.
  const rng = (event as { rng?: RngState }).rng;
  if (rng) draft.rng = rng;
  return draft;
}

/** Rebuilds a game's state from its event log alone: the first event carries the state it was created with. */
export function replayLog<R extends Ruleset>(events: readonly R["event"][]): R["state"] {
  const [first, ...rest] = events;
  if (first?.type !== "gameCreated") throw new Error("a game's log starts with gameCreated");
  let state = evolveState<R>(undefined as unknown as R["state"], first);
  for (const event of rest) state = evolveState<R>(state, event);
  return state;
}
