/**
 * Store figures: one command's round trip (load, apply, persist; no render) on PostgreSQL and on the
 * embedded database, and throughput with many games and concurrent clients on PostgreSQL.
 */

import { isDeepStrictEqual } from "node:util";
import { pino } from "pino";
import { createGameService } from "../../src/app/gameService.ts";
import { botCommand, playOut } from "../../src/engine/bot/policy.ts";
import {
  apply,
  type Command,
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

/** Created games by seed: setting up a galaxy takes up to a few hundred ms, so each seed is set up once. */
const CREATED = new Map<string, { state: GameState; events: GameEvent[] }>();
export const PLAYERS = Array.from({ length: 6 }, (_, i) => ({
  userId: `bench:${i}`,
  name: `Player ${i + 1}`,
}));

function created(seed: string): { state: GameState; events: GameEvent[] } {
  let game = CREATED.get(seed);
  if (!game) {
    // Seats of "people" (not app bot seats, which the service would play by itself after each command).
    const result = createGame({ seed, players: PLAYERS, settings: {} }, CTX);
    if (!result.ok) throw new Error(result.error.message);
    game = { state: result.state, events: result.events };
    CREATED.set(seed, game);
  }
  return game;
}

export async function seedGame(store: GameStore, channel: string, seed: string): Promise<string> {
  const { state, events } = created(seed);
  const game = await store.createGame({
    guildId: "bench",
    channelId: channel,
    ruleset: "ti3",
    options: {},
    seed,
    createdBy: "bench",
    state: state as unknown as Json,
    status: "active",
  });
  if (!game.ok) throw new Error("channel busy");
  for (const [i, p] of PLAYERS.entries())
    await store.addSeat(game.game.id, { userId: p.userId, name: p.name, seatIndex: i });
  await store.append(game.game.id, 0, {
    actor: "bench",
    command: { type: "start" },
    events: events as unknown as Json,
    state: state as unknown as Json,
  });
  return game.game.id;
}

export function nextBotCommand(state: GameState) {
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
  const store = createGameStore(db);
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
  cpuMsPerCommand: number;
  games: number;
  clients: number;
  conflicts: number;
  retries: number;
  /** Commands refused (a client lost a race to the same game and its scripted command no longer fit). */
  refused: number;
  errors: number;
}

/** Distinct game seeds in the throughput run; games of one seed follow the same script of commands. */
const SCRIPTS = 8;
/** Commands scripted per seed: more than a game receives in the timed window. */
const SCRIPT_LENGTH = 60;

/** The games and scripted commands of a throughput run, prepared before the timed part (`seedThroughput`). */
export interface ThroughputPlan {
  ids: string[];
  places: { guildId: string; channelId: string }[];
  /** Script k is played by the games whose index is k modulo the number of scripts. */
  scripts: Command[][];
}

/**
 * Sets up a throughput run: `games` games on the database and the scripted commands the clients will
 * send (played beforehand by the bot: the bot's thinking is not the server's work). The bench runs this
 * in its own process, so the load process holds only what a serving bot holds.
 */
export async function seedThroughput(db: Database, games: number): Promise<ThroughputPlan> {
  const store = createGameStore(db);
  const scripts = Array.from({ length: SCRIPTS }, (_, k) => {
    const start = created(`tp-${k}`).state;
    return playOut(start, CTX, SCRIPT_LENGTH).commands;
  });
  const ids: string[] = [];
  const places: { guildId: string; channelId: string }[] = [];
  for (let g = 0; g < games; g++) {
    const channelId = `tp-${Date.now()}-${g}`;
    ids.push(await seedGame(store, channelId, `tp-${g % SCRIPTS}`));
    places.push({ guildId: "bench", channelId });
  }
  return { ids, places, scripts };
}

/**
 * Many games, many clients, for a while, through the GameService (load, apply, persist; no render). The
 * clients send the plan's scripted commands: games of one seed replay the same script, and a client that
 * lost a race reads the game's version to find its place in the script again.
 */
export async function throughput(
  db: Database,
  plan: ThroughputPlan,
  clients: number,
  seconds: number,
): Promise<Throughput> {
  const store = createGameStore(db);
  const { ids, places, scripts } = plan;
  const games = ids.length;
  const next = ids.map(() => 0);
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
  let sent = 0;
  const runId = Date.now().toString(36);
  let errors = 0;
  let refused = 0;
  const until = Date.now() + seconds * 1000;
  const client = async (c: number) => {
    let pick = c;
    while (Date.now() < until) {
      pick = (pick * 7919 + 13) % ids.length;
      const command = scripts[pick % scripts.length]?.[next[pick] as number];
      if (!command) {
        // This game's script is used up: let the other clients run before picking again.
        await new Promise((resolve) => setImmediate(resolve));
        continue;
      }
      const { seat, ...seatless } = command;
      const actor = { userId: PLAYERS[seat]?.userId ?? "", name: "bench" };
      // Each request carries its own interaction id, as every Discord command does: the service checks it
      // was not seen before and records it with the command.
      sent += 1;
      const outcome = await service.handle(
        places[pick] as { guildId: string; channelId: string },
        actor,
        { kind: "play", command: seatless as never },
        `tp-${runId}-${c}-${sent}`,
      );
      if (outcome.ok) {
        commands += 1;
        next[pick] = (next[pick] as number) + 1;
      } else if (outcome.error?.code === "ERR_INTERNAL") errors += 1;
      else {
        refused += 1;
        const game = await store.loadGame(ids[pick] as string);
        next[pick] = Math.max(0, (game?.version ?? 1) - 1);
      }
    }
  };
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    commandsPerSec: Math.round(commands / elapsed),
    // The bot process's own CPU per accepted command (the database's is not in it): what the server
    // spends on one command however busy the machine is.
    cpuMsPerCommand: round((cpu.user + cpu.system) / 1000 / Math.max(1, commands)),
    games,
    clients,
    conflicts,
    retries: conflicts,
    refused,
    errors,
  };
}

/**
 * A lost update: a snapshot whose version is not the number of entries in its log, or that the log does
 * not replay to.
 */
export async function countLostUpdates(db: Database, ids: readonly string[]): Promise<number> {
  const store = createGameStore(db);
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
