/**
 * `replay(events)`: rebuilds a game's state from its event log alone. The first event carries the state
 * the game was created with; every later event is folded in by `evolve`. A replay must equal the stored
 * snapshot exactly: the tests check it after every game they play.
 */
import type { GameEvent } from "./events.ts";
import { evolve } from "./evolve.ts";
import type { GameState } from "./state.ts";

export function replay(events: readonly GameEvent[]): GameState {
  const [first, ...rest] = events;
  if (first?.type !== "gameCreated") throw new Error("a game's log starts with gameCreated");
  let state = evolve(undefined as unknown as GameState, first);
  for (const event of rest) state = evolve(state, event);
  return state;
}
