/**
 * `evolve`: how a TI3 state changes, one event at a time (kernel/evolve.ts). The handlers come from the
 * game's rulebook, each module bringing those of its own events.
 */
import type { GameEvent, GameEventType } from "./events.ts";
import { evolveState } from "./kernel/evolve.ts";
import type { GameState } from "./state.ts";
import type { Ti3 } from "./ti3.ts";

/** How one kind of event changes a draft state. */
export type EvolveHandler<K extends GameEventType> = (
  draft: GameState,
  event: Extract<GameEvent, { type: K }>,
) => void;
/** A rule area's handlers for its own events, which its module brings to the rulebook. */
export type EvolveTable<K extends GameEventType> = { [T in K]: EvolveHandler<T> };

export function evolve(draft: GameState, event: GameEvent): GameState {
  return evolveState<Ti3>(draft, event);
}
