/**
 * Bot figures: how long the bot takes to decide (every call for a seat the game waits on, whether it
 * answers or not), and how long a whole 8-player game of bots takes, over seeded base games: on the wall
 * clock, and in the process's CPU time (the same on a machine busy with other work); and the same for
 * 6-player games of TI4's base game.
 */
import { botMove } from "../../src/engine/bot/policy.ts";
import { createGame, decisions, type GameState } from "../../src/engine/index.ts";
import { pendingDecisions } from "../../src/engine/kernel/flow.ts";
import { ti4BotMove } from "../../src/engine/ti4/policy.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import { createTi4Game } from "../../src/engine/ti4/setup/create.ts";
import type { Ti4State } from "../../src/engine/ti4/state.ts";
import { percentile } from "./engine.ts";

const CTX = { now: "2026-12-01T00:00:00.000Z" };

export interface BotFigures {
  decisionP50Ms: number;
  decisionP95Ms: number;
  game8pMedianMs: number;
  game8pMedianCpuMs: number;
  games: number;
  /** TI4's base game, 6 players (issue #26): the same figures. */
  ti4DecisionP95Ms: number;
  ti4Game6pMedianMs: number;
  ti4Game6pMedianCpuMs: number;
}

/** How the bench plays one ruleset's game with bots. */
interface Driver<S extends { phase: string }> {
  start(seed: string): S;
  waiting(state: S): Iterable<number>;
  move(state: S, seat: number): { state: S } | null;
}

const seatsOf = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ userId: `bot:${i}`, name: `Bot ${i + 1}` }));

const TI3: Driver<GameState> = {
  start(seed) {
    const created = createGame({ seed, players: seatsOf(8), settings: {} }, CTX);
    if (!created.ok) throw new Error(created.error.message);
    return created.state;
  },
  waiting: (state) => new Set(decisions(state).map((d) => d.seat)),
  move: (state, seat) => {
    const move = botMove(state, seat, CTX);
    return move ? { state: move.result.state } : null;
  },
};

const TI4: Driver<Ti4State> = {
  start(seed) {
    const created = createTi4Game({ seed, players: seatsOf(6), settings: {} }, CTX);
    if (!created.ok) throw new Error(created.error.message);
    return created.state;
  },
  waiting: (state) => new Set(pendingDecisions<Ti4>(state).map((d) => d.seat)),
  move: (state, seat) => {
    const move = ti4BotMove(state, seat, CTX);
    return move ? { state: move.result.state } : null;
  },
};

/** One seeded game played by bots, timing each decision; returns the game's whole time. */
function timedGame<S extends { phase: string }>(
  driver: Driver<S>,
  seed: string,
  decisionsMs: number[],
): { ms: number; cpuMs: number } {
  let state = driver.start(seed);
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let played = 0; state.phase !== "finished" && played < 20000; played++) {
    let move: { state: S } | null = null;
    for (const seat of driver.waiting(state)) {
      const t = performance.now();
      move = driver.move(state, seat);
      decisionsMs.push(performance.now() - t);
      if (move) break;
    }
    if (!move) throw new Error(`the bots are stuck in game ${seed}`);
    state = move.state;
  }
  if (state.phase !== "finished") throw new Error(`game ${seed} did not end`);
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

function figures<S extends { phase: string }>(driver: Driver<S>, games: number, prefix: string) {
  const decisionsMs: number[] = [];
  const played = Array.from({ length: games }, (_, g) => timedGame(driver, `${prefix}-${g}`, decisionsMs));
  const gamesMs = played.map((p) => p.ms).sort((a, b) => a - b);
  const gamesCpuMs = played.map((p) => p.cpuMs).sort((a, b) => a - b);
  decisionsMs.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    p50: round(percentile(decisionsMs, 50)),
    p95: round(percentile(decisionsMs, 95)),
    gameMs: Math.round(percentile(gamesMs, 50)),
    gameCpuMs: Math.round(percentile(gamesCpuMs, 50)),
  };
}

export function benchBots(quick: boolean): BotFigures {
  const games = quick ? 1 : 3;
  const ti3 = figures(TI3, games, "bench-bots");
  const ti4 = figures(TI4, games, "bench-ti4-bots");
  return {
    decisionP50Ms: ti3.p50,
    decisionP95Ms: ti3.p95,
    game8pMedianMs: ti3.gameMs,
    game8pMedianCpuMs: ti3.gameCpuMs,
    games,
    ti4DecisionP95Ms: ti4.p95,
    ti4Game6pMedianMs: ti4.gameMs,
    ti4Game6pMedianCpuMs: ti4.gameCpuMs,
  };
}
