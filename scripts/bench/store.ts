/**
 * Store figures: one command's round trip (load, apply, persist; no render) on PostgreSQL and on the
 * embedded database, and throughput with many games and concurrent clients on PostgreSQL.
 */

import { isDeepStrictEqual } from "node:util";
import { pino } from "pino";
import { createGameService } from "../../src/app/gameService.ts";
import { botCommand } from "../../src/engine/bot/policy.ts";
import {
  apply,
  createGame,
  decisions,
  type GameEvent,
  type GameState,
  replay,
} from "../../src/engine/index.ts";
import type { Database } from "../../src/store/database.ts";
import { createGameStore, type GameStore, type Json } from "../../src/store/gameStore.ts";
import { percentile } from "./engine.ts";

const CTX = { now: "2026-12-01T00:00:00.000Z" };
const silent = pino({ level: "silent" });

async function seedGame(store: GameStore, channel: string, seed: string): Promise<string> {
  // Seats of "people" (not app bot seats, which the service would play by itself after each command).
  const players = Array.from({ length: 6 }, (_, i) => ({ userId: `bench:${i}`, name: `Player ${i + 1}` }));
  const created = createGame({ seed, players, settings: {} }, CTX);
  if (!created.ok) throw new Error(created.error.message);
  const game = await store.createGame({
    guildId: "bench",
    channelId: channel,
    ruleset: "ti3",
    options: {},
    seed,
    createdBy: "bench",
    state: created.state as unknown as Json,
    status: "active",
  });
  if (!game.ok) throw new Error("channel busy");
  for (const [i, p] of players.entries())
    await store.addSeat(game.game.id, { userId: p.userId, name: p.name, seatIndex: i });
  await store.append(game.game.id, 0, {
    actor: "bench",
    command: { type: "start" },
    events: created.events as unknown as Json,
    state: created.state as unknown as Json,
  });
  return game.game.id;
}

function nextBotCommand(state: GameState) {
  for (const seat of [...new Set(decisions(state).map((d) => d.seat))]) {
    const command = botCommand(state, seat, CTX);
    if (command) return command;
  }
  return null;
}

/** Milliseconds for load + apply + persist of one command, the bot's choice excluded from the timing. */
export async function roundTrip(
  db: Database,
  label: string,
  iterations: number,
): Promise<{ p50: number; p95: number }> {
  const store = createGameStore(db.prisma);
  const id = await seedGame(store, `rt-${label}-${Date.now()}`, `rt-${label}`);
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    const game = await store.loadGame(id);
    const t1 = performance.now();
    const state = game?.state as GameState;
    const command = nextBotCommand(state);
    if (!command || !game) break;
    const t2 = performance.now();
    const result = apply(state, command, CTX);
    if (!result.ok) throw new Error(result.error.message);
    await store.append(id, game.version, {
      actor: "bench",
      command: command as unknown as Json,
      events: result.events as unknown as Json,
      state: result.state as unknown as Json,
    });
    samples.push(t1 - t0 + (performance.now() - t2));
  }
  samples.sort((a, b) => a - b);
  return { p50: round(percentile(samples, 50)), p95: round(percentile(samples, 95)) };
}

export interface Throughput {
  commandsPerSec: number;
  games: number;
  clients: number;
  conflicts: number;
  retries: number;
  lostUpdates: number;
  errors: number;
}

export async function throughput(
  db: Database,
  games: number,
  clients: number,
  seconds: number,
): Promise<Throughput> {
  const store = createGameStore(db.prisma);
  const ids: string[] = [];
  for (let g = 0; g < games; g++) ids.push(await seedGame(store, `tp-${Date.now()}-${g}`, `tp-${g}`));
  let conflicts = 0;
  const service = createGameService({
    store,
    log: silent,
    clock: () => new Date(),
    metrics: {
      conflict: () => {
        conflicts += 1;
      },
    },
  });
  let commands = 0;
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  const client = async (c: number) => {
    let pick = c;
    while (Date.now() < until) {
      pick = (pick * 7919 + 13) % ids.length;
      const game = await store.loadGame(ids[pick] as string);
      const state = game?.state as GameState | undefined;
      const command = state && state.phase !== "finished" ? nextBotCommand(state) : null;
      if (!game || !command) continue;
      const actor = { userId: state?.players[command.seat]?.userId ?? "", name: "bot" };
      const { seat: _seat, ...seatless } = command;
      const outcome = await service.handle({ guildId: game.guildId, channelId: game.channelId }, actor, {
        kind: "play",
        command: seatless as never,
      });
      if (outcome.ok) commands += 1;
      else if (outcome.error?.code === "ERR_INTERNAL") errors += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
  const elapsed = (performance.now() - started) / 1000;
  const lostUpdates = await countLostUpdates(store, ids);
  return {
    commandsPerSec: Math.round(commands / elapsed),
    games,
    clients,
    conflicts,
    retries: conflicts,
    lostUpdates,
    errors,
  };
}

/**
 * A lost update: a snapshot whose version is not the number of entries in its log, or that the log does
 * not replay to.
 */
async function countLostUpdates(store: GameStore, ids: readonly string[]): Promise<number> {
  let lost = 0;
  for (const id of ids) {
    const game = await store.loadGame(id);
    const entries = await store.readEvents(id);
    const gapless = entries.every((e, i) => e.seq === i + 1);
    const replayed = game ? replay(entries.flatMap((e) => e.events as GameEvent[])) : null;
    if (!game || game.version !== entries.length || !gapless || !isDeepStrictEqual(replayed, game.state))
      lost += 1;
  }
  return lost;
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}
