/**
 * The galaxy round by round (issue #23), posted with a game's result beside the victory points chart: the
 * log folded once from its start, the public view taken when each round ended (when the next round's
 * Strategy Phase began, and at the game's end), each drawn by the map renderer (the render threads in a
 * running bot) and joined into one animated WebP (render/galaxyAnimation.ts). Made once, at the end.
 */
import { evolve } from "../engine/evolve.ts";
import { type GameEvent, type GameState, type GameView, view } from "../engine/index.ts";
import type { StoredEvent } from "../store/gameStore.ts";
import type { MapRenderer } from "./play.ts";
import { effectiveEntries } from "./undo.ts";

export type GalaxyAnimationRenderer = (
  maps: readonly Buffer[],
) => Promise<{ webp: Buffer; description: string }>;

/** The public table at the end of each round, first round first. */
export function galaxyByRound(entries: readonly StoredEvent[]): GameView[] {
  const events = effectiveEntries(entries).flatMap((e) => e.events as GameEvent[]);
  const ends: GameView[] = [];
  // The fold changes its state in place (engine/evolve.ts): each round's table is copied as it stands.
  const seen = (s: GameState) => structuredClone(view(s, null));
  let state: GameState | undefined;
  for (const event of events) {
    if (state && event.type === "phaseStarted" && event.phase === "strategy" && event.round >= 2)
      ends.push(seen(state));
    state = evolve(state as GameState, event);
  }
  if (state && state.round >= 1) ends.push(seen(state));
  return ends;
}

/** The animated summary of a finished game's log, or null when it has no round to show. */
export async function galaxySummary(
  entries: readonly StoredEvent[],
  renderMap: MapRenderer,
  animate: GalaxyAnimationRenderer,
): Promise<{ webp: Buffer; name: string; description: string } | null> {
  const rounds = galaxyByRound(entries);
  if (rounds.length === 0) return null;
  const maps: Buffer[] = [];
  // One at a time: the render threads stay free for the games still running.
  for (const table of rounds) maps.push((await renderMap(table, [], null)).png);
  const drawn = await animate(maps);
  return { webp: drawn.webp, name: "galaxy-by-round.webp", description: drawn.description };
}
