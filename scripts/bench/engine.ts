/** Engine figures: apply's median on a mid-game state, and replay speed over a full 6-player bot game. */
import { botCommand, playOut } from "../../src/engine/bot/policy.ts";
import { apply, createGame, type GameEvent, type GameState, replay } from "../../src/engine/index.ts";

const CTX = { now: "2026-12-01T00:00:00.000Z" };

export function botGame(
  players: number,
  seed: string,
  maxCommands: number,
): { start: GameState; state: GameState; events: GameEvent[] } {
  const seats = Array.from({ length: players }, (_, i) => ({ userId: `bot:${i}`, name: `Bot ${i + 1}` }));
  const created = createGame({ seed, players: seats, settings: {} }, CTX);
  if (!created.ok) throw new Error(created.error.message);
  const played = playOut(created.state, CTX, maxCommands);
  return { start: created.state, state: played.state, events: [...created.events, ...played.events] };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

export interface EngineFigures {
  applyP50Us: number;
  replayEventsPerSec: number;
  replayFullGameMs: number;
  fullGameEvents: number;
  fullGameFinished: boolean;
}

export function benchEngine(): EngineFigures {
  const mid = botGame(6, "bench-mid", 60).state;
  const seat =
    mid.stack.length > 0
      ? [...new Set(mid.players.map((p) => p.seat))].find((s) => botCommand(mid, s, CTX))
      : undefined;
  const command = seat === undefined ? null : botCommand(mid, seat, CTX);
  if (!command) throw new Error("the bot has no command in the mid-game state");
  const samples: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const t = process.hrtime.bigint();
    apply(mid, command, CTX);
    samples.push(Number(process.hrtime.bigint() - t) / 1000);
  }
  samples.sort((a, b) => a - b);
  const full = botGame(6, "bench-full", 20000);
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    replay(full.events);
    runs.push(performance.now() - t);
  }
  runs.sort((a, b) => a - b);
  const ms = percentile(runs, 50);
  return {
    applyP50Us: Math.round(percentile(samples, 50)),
    replayEventsPerSec: Math.round(full.events.length / (ms / 1000)),
    replayFullGameMs: Math.round(ms * 10) / 10,
    fullGameEvents: full.events.length,
    fullGameFinished: full.state.phase === "finished",
  };
}
