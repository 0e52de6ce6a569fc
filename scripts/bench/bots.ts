/**
 * Bot figures: how long the bot takes to decide (every call for a seat the game waits on, whether it
 * answers or not), and how long a whole 8-player game of bots takes, over seeded base games: on the wall
 * clock, and in the process's CPU time (the same on a machine busy with other work).
 */
import { botMove } from "../../src/engine/bot/policy.ts";
import { createGame, decisions } from "../../src/engine/index.ts";
import { percentile } from "./engine.ts";

const CTX = { now: "2026-12-01T00:00:00.000Z" };

export interface BotFigures {
  decisionP50Ms: number;
  decisionP95Ms: number;
  game8pMedianMs: number;
  game8pMedianCpuMs: number;
  games: number;
}

/** One seeded 8-player game played by bots, timing each decision; returns the game's whole time. */
function timedGame(seed: string, decisionsMs: number[]): { ms: number; cpuMs: number } {
  const seats = Array.from({ length: 8 }, (_, i) => ({ userId: `bot:${i}`, name: `Bot ${i + 1}` }));
  const created = createGame({ seed, players: seats, settings: {} }, CTX);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let played = 0; state.phase !== "finished" && played < 20000; played++) {
    let move: ReturnType<typeof botMove> = null;
    for (const seat of new Set(decisions(state).map((d) => d.seat))) {
      const t = performance.now();
      move = botMove(state, seat, CTX);
      decisionsMs.push(performance.now() - t);
      if (move) break;
    }
    if (!move) throw new Error(`the bots are stuck in game ${seed}`);
    state = move.result.state;
  }
  if (state.phase !== "finished") throw new Error(`game ${seed} did not end`);
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

export function benchBots(quick: boolean): BotFigures {
  const games = quick ? 1 : 3;
  const decisionsMs: number[] = [];
  const played = Array.from({ length: games }, (_, g) => timedGame(`bench-bots-${g}`, decisionsMs));
  const gamesMs = played.map((p) => p.ms).sort((a, b) => a - b);
  const gamesCpuMs = played.map((p) => p.cpuMs).sort((a, b) => a - b);
  decisionsMs.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    decisionP50Ms: round(percentile(decisionsMs, 50)),
    decisionP95Ms: round(percentile(decisionsMs, 95)),
    game8pMedianMs: Math.round(percentile(gamesMs, 50)),
    game8pMedianCpuMs: Math.round(percentile(gamesCpuMs, 50)),
    games,
  };
}
