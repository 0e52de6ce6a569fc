/**
 * Bot figures: how long the bot takes to decide (every call for a seat the game waits on, whether it
 * answers or not), and how long a whole 8-player game of bots takes, over seeded base games.
 */
import { botMove } from "../../src/engine/bot/policy.ts";
import { createGame, decisions } from "../../src/engine/index.ts";
import { percentile } from "./engine.ts";

const CTX = { now: "2026-12-01T00:00:00.000Z" };

export interface BotFigures {
  decisionP50Ms: number;
  decisionP95Ms: number;
  game8pMedianMs: number;
  games: number;
}

/** One seeded 8-player game played by bots, timing each decision; returns the game's whole time. */
function timedGame(seed: string, decisionsMs: number[]): number {
  const seats = Array.from({ length: 8 }, (_, i) => ({ userId: `bot:${i}`, name: `Bot ${i + 1}` }));
  const created = createGame({ seed, players: seats, settings: {} }, CTX);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  const started = performance.now();
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
  return performance.now() - started;
}

export function benchBots(quick: boolean): BotFigures {
  const games = quick ? 1 : 3;
  const decisionsMs: number[] = [];
  const gamesMs: number[] = [];
  for (let g = 0; g < games; g++) gamesMs.push(timedGame(`bench-bots-${g}`, decisionsMs));
  decisionsMs.sort((a, b) => a - b);
  gamesMs.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    decisionP50Ms: round(percentile(decisionsMs, 50)),
    decisionP95Ms: round(percentile(decisionsMs, 95)),
    game8pMedianMs: Math.round(percentile(gamesMs, 50)),
    games,
  };
}
