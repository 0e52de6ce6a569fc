/**
 * `evolve`: the one place where the state changes. It applies one event to a draft state in place; the
 * callers (apply, replay) own the draft, so a state a caller passed in is never touched. The handlers
 * come from the game's rulebook, each module bringing those of its own events.
 */
import type { GameEvent, GameEventType } from "./events.ts";
import { rulebookOf } from "./rulebook.ts";
import type { GameState } from "./state.ts";

/** How one kind of event changes a draft state. */
export type EvolveHandler<K extends GameEventType> = (
  draft: GameState,
  event: Extract<GameEvent, { type: K }>,
) => void;
/** A rule area's handlers for its own events, which its module brings to the rulebook. */
export type EvolveTable<K extends GameEventType> = { [T in K]: EvolveHandler<T> };

export function evolve(draft: GameState, event: GameEvent): GameState {
  if (event.type === "gameCreated") return structuredClone(event.state);
  const book = rulebookOf(draft);
  // Bookkeeping that reads the event and the state before it (no rule checks), e.g. "this round" objectives.
  for (const observe of book.observers) observe(draft, event);
  const handle = book.events[event.type] as EvolveHandler<GameEventType> | undefined;
  if (!handle) throw new Error(`no module of the ${book.ruleset} rulebook folds the event ${event.type}`);
  handle(draft, event);
  if ("rng" in event && event.rng) draft.rng = event.rng;
  return draft;
}
