/**
 * The bot spread over three processes (three `boot`s here, as `npm start` with BOT_PROCESSES=3 starts
 * them, on one PostgreSQL database) and a local Discord that recommends three gateway shards. Each
 * process identifies with its own shard, a guild's interactions reach only the process holding its shard,
 * and every one is answered exactly once. A process started again leaves the "thinking…" another live
 * process is working on alone. A plan with more processes than shards is refused at start.
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NOT_CARRIED_OUT } from "../../src/app/openInteractions.ts";
import { boot, type Running } from "../../src/boot.ts";
import type { Config } from "../../src/config.ts";
import { shardOfGuild } from "../../src/discord/shards.ts";
import { createGameStore } from "../../src/store/gameStore.ts";
import { createPostgresDatabase, type ScratchDatabase } from "../support/databases.ts";
import {
  FAKE_TOKEN,
  type FakeDiscord,
  type FakeMember,
  slashCommand,
  startFakeDiscord,
} from "../support/fakeDiscord.ts";

const SHARDS = 3;
const alice: FakeMember = { id: "100000000000000030", username: "alice", globalName: "Alice" };

/** A guild id carried by each shard: Discord routes by (id >> 22) % shards. */
function guildOnShard(shard: number): string {
  for (let id = 200000000000000001n; ; id += 1n << 22n) {
    if (shardOfGuild(id.toString(), SHARDS) === shard) return id.toString();
  }
}

let fake: FakeDiscord;
let scratch: ScratchDatabase;
const processes: Running[] = [];

function configOf(index: number, count = SHARDS): Config {
  return {
    discord: { token: FAKE_TOKEN, appId: null, guildId: null, apiUrl: fake.apiUrl },
    database: scratch.target as { kind: "postgres"; url: string },
    logLevel: "silent",
    logFormat: "json",
    playground: null,
    renderThreads: 0,
    scale: { processes: count, index, shards: null },
    health: { host: "127.0.0.1", port: 0 },
  };
}

beforeAll(async () => {
  fake = await startFakeDiscord({ shards: SHARDS });
  scratch = await createPostgresDatabase();
  for (let index = 0; index < SHARDS; index++) {
    processes.push(await boot(configOf(index), pino({ level: "silent" }), { schedulerEvery: 60_000 }));
  }
}, 120_000);
afterAll(async () => {
  for (const running of processes) await running.stop();
  await fake?.close();
  await scratch?.drop();
});

describe("three processes on three shards", () => {
  it("identify each with its own shard of the count Discord recommends", () => {
    expect(
      fake
        .sessions()
        .map(([id, count]) => `${id}/${count}`)
        .sort(),
    ).toEqual(["0/3", "1/3", "2/3"]);
  });

  it("answer each guild's interactions once, from the process holding its shard", async () => {
    for (let shard = 0; shard < SHARDS; shard++) {
      const guild = guildOnShard(shard);
      const channel = `70000000000000000${shard}`;
      const payload = slashCommand(alice, channel, "game new");
      const event = { ...payload, guild_id: guild, channel: { ...payload.channel, guild_id: guild } };
      fake.dispatch("INTERACTION_CREATE", event);
      const callbacks = () => fake.requests.filter((r) => r.path.startsWith(`/interactions/${payload.id}/`));
      await vi.waitFor(() => expect(callbacks().length).toBeGreaterThan(0), { timeout: 15_000 });
      for (const running of processes) await running.discord?.idle();
      expect(callbacks()).toHaveLength(1);
      const games = await processes[0]?.db.sql.query<{ n: string }>(
        "SELECT count(*) AS n FROM games WHERE guild_id = $1 AND channel_id = $2",
        [guild, channel],
      );
      expect(Number(games?.[0]?.n)).toBe(1);
    }
  }, 60_000);

  it("each say on /health that they are alive and on /ready which shards they serve", async () => {
    for (const [index, running] of processes.entries()) {
      const base = running.health?.url as string;
      const alive = await fetch(`${base}/health`);
      expect(alive.status).toBe(200);
      expect(await alive.json()).toMatchObject({ alive: true, process: index });
      const ready = await fetch(`${base}/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({
        ready: true,
        process: index,
        database: true,
        discord: { connected: true, shards: [index] },
      });
      expect((await fetch(`${base}/metrics`)).status).toBe(404);
    }
  });

  it("leave a 'thinking…' another live process is working on to it when one of them starts again", async () => {
    const payload = slashCommand(alice, "700000000000000009", "game status");
    const sql = processes[0]?.db.sql as Running["db"]["sql"];
    const store = createGameStore(processes[0]?.db as Running["db"]);
    // Process 0 has said "thinking…" and not saved anything yet.
    await store.openInteractions.open(payload.id, payload.application_id, payload.token);
    const edits = () => fake.requests.filter((r) => r.method === "PATCH" && r.path.includes(payload.token));
    await processes[2]?.stop();
    processes[2] = await boot(configOf(2), pino({ level: "silent" }), { schedulerEvery: 60_000 });
    expect(edits()).toEqual([]);
    expect(await sql.query("SELECT id FROM open_interactions WHERE id = $1", [payload.id])).toHaveLength(1);
    // Open longer than any interaction takes: its process is gone, and a live one explains it.
    await sql.query("UPDATE open_interactions SET opened_at = now() - interval '1 minute' WHERE id = $1", [
      payload.id,
    ]);
    // The rows are looked at again every ten seconds: wait out several such looks on a busy machine.
    await vi.waitFor(() => expect(edits()).toHaveLength(1), { timeout: 45_000, interval: 100 });
    expect(edits()[0]?.payload?.content).toBe(NOT_CARRIED_OUT);
    await vi.waitFor(
      async () =>
        expect(await sql.query("SELECT id FROM open_interactions WHERE id = $1", [payload.id])).toEqual([]),
      { timeout: 5_000 },
    );
  }, 60_000);

  it("give a row left open to exactly one of several processes taking it at once", async () => {
    const store = createGameStore(processes[0]?.db as Running["db"]);
    await store.openInteractions.open("700000000000000010", "app", "token-claimed-once");
    const taken = await Promise.all([0, 1, 2].map(() => store.openInteractions.claim("700000000000000010")));
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await store.openInteractions.claim("700000000000000010")).toBe(false);
  });

  it("refuse to start a fourth process when Discord recommends three shards", async () => {
    await expect(boot(configOf(3, 4), pino({ level: "silent" }))).rejects.toThrow(
      "Discord recommends 3 shard(s) for this bot, fewer than BOT_PROCESSES (4): set SHARD_COUNT to at least 4",
    );
  });
});
