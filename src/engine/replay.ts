/**
 * `replay(events)`: rebuilds a game's state from its event log alone (kernel/evolve.ts). A replay must
 * equal the stored snapshot exactly: the tests check it after every game they play.
 */
import type { GameEvent } from "./events.ts";
import { replayLog } from "./kernel/evolve.ts";
import type { GameState } from "./state.ts";
import type { Ti3 } from "./ti3.ts";

export function replay(events: readonly GameEvent[]): GameState {
  return replayLog<Ti3>(events);
}
