/**
 * The victory points of a game round by round (issue #23), read off its log for the chart posted with the
 * result (render/vpChart.ts): each player's points when each round ended, that is when the next round's
 * Strategy Phase began, and when the game ended. Points are public (every objective is scored in the
 * open and the map's panel shows them), and only the players' points, names and colours are read.
 */
import { evolve } from "../engine/evolve.ts";
import type { GameEvent, GameState } from "../engine/index.ts";
import type { VpChartData } from "../render/vpChart.ts";
import type { StoredEvent } from "../store/gameStore.ts";
import { effectiveEntries } from "./undo.ts";

export function vpByRound(entries: readonly StoredEvent[]): VpChartData | null {
  const events = effectiveEntries(entries).flatMap((e) => e.events as GameEvent[]);
  let state: GameState | undefined;
  /** Round → each seat's points when it ended. */
  const ended = new Map<number, number[]>();
  const points = (s: GameState) => s.players.map((p) => p.vp);
  for (const event of events) {
    if (state && event.type === "phaseStarted" && event.phase === "strategy" && event.round >= 2)
      ended.set(event.round - 1, points(state));
    state = evolve(state as GameState, event);
  }
  if (!state || state.round < 1) return null;
  ended.set(state.round, points(state));
  const rounds = state.round;
  return {
    vpTarget: state.config.vpTarget,
    players: state.players.map((p) => {
      const vp = [0];
      for (let round = 1; round <= rounds; round++)
        vp.push(ended.get(round)?.[p.seat] ?? (vp.at(-1) as number));
      return { seat: p.seat, name: p.name, color: p.color, vp };
    }),
  };
}
