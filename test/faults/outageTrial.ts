/**
 * The database outage trial shared by the quick and the long tests. Several games are played through
 * the GameService, each by its own loop, while the database goes away: its connections are cut again
 * and again with pg_terminate_backend (harmless to other databases on the server), or the PostgreSQL
 * server itself is restarted. During the outage the service must answer with errors, never throw nor
 * leave a promise rejection unhandled; afterwards it must recover by itself; and every command it
 * acknowledged must be in the log, each game replaying to its snapshot.
 */
import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { promisify } from "node:util";
import pg from "pg";
import { expect } from "vitest";
import type { Actor, Outcome, Place } from "../../src/app/types.ts";
import type { Command, GameState } from "../../src/engine/index.ts";
import { ADMIN_URL } from "../support/databases.ts";
import { type FaultHarness, faultHarness } from "./harness.ts";
import {
  actorOf,
  canonical,
  expectWholeGame,
  nextBotCommand,
  players,
  seatless,
  sleep,
  startViaService,
} from "./helpers.ts";

export type OutageMethod = "terminate" | "restart";

export interface OutageReport {
  acknowledged: number;
  /** Requests answered with an error while the database was away (each one retried). */
  errors: number;
  /** Backends cut by pg_terminate_backend (terminate), or 0 (restart). */
  terminated: number;
  /** From the end of the outage to the moment every game had acknowledged a new command. */
  recoveryMs: number;
  /** Games played (a game the bot cannot continue is abandoned and the next one opened). */
  games: number;
}

interface Ack {
  gameId: string;
  version: number;
  interactionId: string;
  command: Command;
}

const table = players("outage", 4);

async function terminateLoop(name: string, until: number): Promise<number> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  let terminated = 0;
  try {
    while (Date.now() < until) {
      const { rows } = await admin.query(
        "SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
        [name],
      );
      terminated += (rows[0] as { n: number }).n;
      await sleep(40);
    }
  } finally {
    await admin.end();
  }
  return terminated;
}

async function restartServer(): Promise<void> {
  const version = readdirSync("/etc/postgresql")[0] as string;
  await promisify(execFile)("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "restart"]);
}

export async function outageTrial(options: {
  games: number;
  method: OutageMethod;
  /** How long the connections are cut (terminate); a restart lasts as long as it lasts. */
  outageMs: number;
  /** How long the load runs before the outage. */
  warmMs: number;
  tag: string;
}): Promise<OutageReport> {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on("unhandledRejection", onUnhandled);
  const app: FaultHarness = await faultHarness();
  const acks: Ack[] = [];
  const thrown: unknown[] = [];
  const unexpected: string[] = [];
  const lastAckAt: number[] = [];
  let errors = 0;
  let stopped = false;

  async function handle(place: Place, actor: Actor, command: Command, id: string): Promise<Outcome> {
    try {
      return await app.service.handle(place, actor, { kind: "play", command: seatless(command) }, id);
    } catch (error) {
      thrown.push(error);
      return { ok: false, error: { code: "THROWN", message: String(error) }, privateMessages: [], pings: [] };
    }
  }

  /** A read through the service while the store may be down: an error answer counts, a throw is a bug. */
  async function askStatus(place: Place, actor: Actor): Promise<void> {
    try {
      const outcome = await app.service.handle(place, actor, { kind: "status" });
      if (!outcome.ok && outcome.error?.code === "ERR_INTERNAL") {
        expect(outcome.error.message).toMatch(/went wrong.*incident/);
        errors += 1;
      }
    } catch (error) {
      thrown.push(error);
    }
  }

  /** One game's player loop: the bot's next command, retried with the same interaction id until answered. */
  async function loop(g: number): Promise<void> {
    const place = { guildId: "outage-guild", channelId: `${options.tag}-${g}` };
    let n = 0;
    while (!stopped) {
      let state: GameState;
      let gameId: string;
      let version: number;
      const creator = table[0] as Actor;
      try {
        const game = await app.store.loadByChannel(place.guildId, place.channelId);
        if (!game) {
          await app.service.handle(place, creator, { kind: "newGame", settings: {} });
          continue;
        }
        if (game.status === "lobby") {
          for (const actor of table.slice(1)) await app.service.handle(place, actor, { kind: "join" });
          await app.service.handle(place, creator, { kind: "start", seed: `${options.tag}-${g}-${n}` });
          continue;
        }
        ({ id: gameId, version } = game);
        state = game.state as GameState;
      } catch {
        // The test's own read failed during the outage. The service is asked too (the game's status), so
        // the outage meets the service however short it is: it must answer with an error, never throw.
        await askStatus(place, creator);
        await sleep(25);
        continue;
      }
      const command = nextBotCommand(state);
      if (!command) {
        // The bot has nothing more in this game: abandon it and open the next one in the channel.
        await app.service.handle(place, creator, { kind: "abandon" }, `${options.tag}-${g}-abandon-${n++}`);
        continue;
      }
      const id = `${options.tag}-${g}-${n++}`;
      for (;;) {
        const outcome = await handle(place, actorOf(state, command.seat, table), command, id);
        if (outcome.ok) {
          acks.push({ gameId, version: version + 1, interactionId: id, command });
          lastAckAt[g] = Date.now();
          break;
        }
        if (outcome.error?.code === "ERR_INTERNAL") {
          expect(outcome.error.message).toMatch(/went wrong.*incident/);
          errors += 1;
          await sleep(25);
          continue;
        }
        if (outcome.error?.code !== "THROWN")
          unexpected.push(`${id} ${command.type}: ${outcome.error?.code} ${outcome.error?.message}`);
        return;
      }
    }
  }

  try {
    for (let g = 0; g < options.games; g++) {
      await startViaService(
        app.service,
        app.store,
        { guildId: "outage-guild", channelId: `${options.tag}-${g}` },
        table,
        `${options.tag}-seed-${g}`,
      );
    }
    const loops = Array.from({ length: options.games }, (_, g) => loop(g));
    await sleep(options.warmMs);
    const outageStart = Date.now();
    let terminated = 0;
    if (options.method === "terminate")
      terminated = await terminateLoop(app.name, outageStart + options.outageMs);
    else await restartServer();
    const outageEnd = Date.now();
    const errorsDuring = errors;
    // Recovery: every game acknowledges a command after the outage (or its bot has nothing left).
    const deadline = outageEnd + 30_000;
    let recoveryMs = -1;
    while (Date.now() < deadline) {
      if (Array.from({ length: options.games }, (_, g) => (lastAckAt[g] ?? 0) > outageEnd).every(Boolean)) {
        recoveryMs = Date.now() - outageEnd;
        break;
      }
      await sleep(50);
    }
    await sleep(300);
    stopped = true;
    await Promise.all(loops);
    expect(thrown, "the service threw instead of answering").toEqual([]);
    expect(unhandled, "a promise rejection went unhandled").toEqual([]);
    expect(unexpected, "refusals no single player should get").toEqual([]);
    expect(errorsDuring, "the outage must be felt: some requests answered with an error").toBeGreaterThan(0);
    expect(recoveryMs, "every game went on by itself after the outage").toBeGreaterThanOrEqual(0);
    // Nothing acknowledged is lost; every game is whole.
    for (const game of await app.store.listGames()) await expectWholeGame(app.store, game.id);
    for (const ack of acks) {
      const log = await app.store.readEvents(ack.gameId, ack.version - 1);
      expect(log[0]?.seq, `acknowledged ${ack.interactionId} lost`).toBe(ack.version);
      expect(canonical(log[0]?.command)).toBe(canonical(ack.command));
      expect(await app.store.isInteractionProcessed(ack.interactionId)).toBe(true);
    }
    return {
      acknowledged: acks.length,
      errors,
      terminated,
      recoveryMs,
      games: (await app.store.listGames()).length,
    };
  } finally {
    stopped = true;
    await app.close();
    process.off("unhandledRejection", onUnhandled);
  }
}
