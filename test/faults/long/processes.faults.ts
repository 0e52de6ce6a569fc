/**
 * `npm start` with BOT_PROCESSES=3 against a local Discord of three shards, on a scratch PostgreSQL
 * database (issue #24). Nine games in three guilds, one guild per shard. Three games take a load of GM
 * corrections, and each game's commands arrive through every shard in turn (as while Discord reshards), so
 * every process serves every one of them, two commands at a time. Three games get a reminder due now, three
 * a deadline long past, so the three schedulers race for them at the next minute. Mid-load one bot process
 * is killed with SIGKILL; the supervisor starts it again and the load goes on. An interaction that reaches
 * no live process is sent again through the next shard, as Discord would reroute it; one told "not carried
 * out" is sent again as a new interaction, as its player would. Then every interaction was acknowledged
 * once and answered; every accepted command is in the log once, and none the player was told "nothing was
 * changed" about; each reminder and deadline notice was said once; every outbox row was delivered once.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NOT_CARRIED_OUT } from "../../../src/app/openInteractions.ts";
import { shardOfGuild } from "../../../src/discord/shards.ts";
import { openDatabase } from "../../../src/store/database.ts";
import { createGameStore } from "../../../src/store/gameStore.ts";
import { createPostgresDatabase, type ScratchDatabase } from "../../support/databases.ts";
import {
  FAKE_APP_ID,
  FAKE_TOKEN,
  type FakeDiscord,
  type FakeMember,
  slashCommand,
  startFakeDiscord,
} from "../../support/fakeDiscord.ts";
import { checkSaid, outboxSaid } from "../deliveryTrial.ts";
import { note } from "../helpers.ts";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const SHARDS = 3;
/** GM corrections per load game; two are in flight at a time in each. */
const COMMANDS_PER_GAME = 45;
/** The process killed, once this share of the load has been answered. */
const VICTIM = 1;
const KILL_AFTER = 0.35;

const alice: FakeMember = { id: "100000000000000040", username: "alice", globalName: "Alice", manager: true };
const bob: FakeMember = { id: "100000000000000041", username: "bob", globalName: "Bob" };
const cara: FakeMember = { id: "100000000000000042", username: "cara", globalName: "Cara" };

type Payload = ReturnType<typeof slashCommand>;
interface Table {
  guild: string;
  shard: number;
  channel: string;
  kind: "load" | "reminder" | "deadline";
}

/** A guild carried by each shard: Discord routes by (id >> 22) % shards. */
function guildOnShard(shard: number): string {
  for (let id = 210000000000000001n; ; id += 1n << 22n) {
    if (shardOfGuild(id.toString(), SHARDS) === shard) return id.toString();
  }
}

const TABLES: Table[] = [0, 1, 2].flatMap((shard) =>
  (["load", "reminder", "deadline"] as const).map((kind, k) => ({
    guild: guildOnShard(shard),
    shard,
    channel: `71000000000000${shard}${k}00`,
    kind,
  })),
);

let fake: FakeDiscord;
let scratch: ScratchDatabase & { url: string };
let db: pg.Client;
let manager: ChildProcess;
const lines: Record<string, unknown>[] = [];
/** Every interaction sent, by id, with its game's channel and the GM correction's reason (if one). */
const sent = new Map<string, { payload: Payload; reason: string | null }>();
const figures = {
  interactions: 0,
  rerouted: 0,
  /** Told "not carried out" (their process died before saving them) and sent again. */
  notCarriedOut: 0,
  accepted: 0,
  refused: 0,
  killedAfter: 0,
  startupMs: 0,
  loadMs: 0,
};

function inGuild(payload: Payload, guild: string): Payload {
  return { ...payload, guild_id: guild, channel: { ...payload.channel, guild_id: guild } };
}

const callbacks = (id: string) =>
  fake.requests.filter((r) => r.method === "POST" && r.path.startsWith(`/interactions/${id}/`));
const acknowledged = (id: string) => callbacks(id).filter((r) => r.status < 300);
/**
 * What Discord accepted as an interaction's answer after "thinking…", in order: edits, follow-ups, and
 * the removal of the "thinking…" when all there was to say went to the channel.
 */
const answers = (token: string) =>
  fake.requests.filter(
    (r) => r.method !== "GET" && r.path.startsWith(`/webhooks/${FAKE_APP_ID}/${token}`) && r.status < 300,
  );

/**
 * Sends an interaction through `shard` and waits until it is answered. One that reaches no session, or
 * that nobody acknowledges in 4 seconds (its process died holding it), is sent again, the same
 * interaction, through the next shard. Resolves with the first complete answer's text.
 */
async function send(payload: Payload, shard: number, reason: string | null = null): Promise<string> {
  sent.set(payload.id, { payload, reason });
  figures.interactions += 1;
  let target = shard;
  for (let attempt = 0; attempt < 2 * SHARDS; attempt++) {
    if (fake.dispatch("INTERACTION_CREATE", payload, { shard: target }) > 0) {
      const ok = await vi
        .waitFor(() => expect(acknowledged(payload.id).length).toBeGreaterThan(0), {
          timeout: 4_000,
          interval: 50,
        })
        .then(
          () => true,
          () => false,
        );
      if (ok) break;
    }
    figures.rerouted += 1;
    target = (target + 1) % SHARDS;
  }
  const first = acknowledged(payload.id)[0];
  expect(first, `interaction ${payload.id} was never acknowledged`).toBeDefined();
  // A reply straight away (type 4), or "thinking…" then its edit.
  if (first?.payload?.type === 4) return String((first.payload.data as { content?: string }).content ?? "");
  await vi.waitFor(() => expect(answers(payload.token).length).toBeGreaterThan(0), {
    timeout: 90_000,
    interval: 100,
  });
  return String(answers(payload.token)[0]?.payload?.content ?? "");
}

async function setUp(table: Table): Promise<void> {
  const options = table.kind === "deadline" ? { "deadline-hours": 1 } : {};
  const say = (who: FakeMember, path: string, opts = {}) =>
    send(inGuild(slashCommand(who, table.channel, path, opts), table.guild), table.shard);
  await say(alice, "game new", options);
  await say(bob, "game join");
  await say(cara, "game join");
  await say(alice, "game start");
}

/** GM corrections in one load game, two at a time, each through the next shard in turn. */
async function load(table: Table, stream: number, done: () => void): Promise<void> {
  for (let i = stream; i < COMMANDS_PER_GAME; i += 2) {
    const shard = (table.shard + i) % SHARDS;
    for (let again = 0; ; again++) {
      const reason = `load ${table.shard}.${i}.${again}`;
      const payload = inGuild(
        slashCommand(alice, table.channel, "ti-gm tg", { player: "Bob", add: 1, reason }),
        table.guild,
      );
      const said = await send(payload, shard, reason);
      if (said !== NOT_CARRIED_OUT) break;
      // Told nothing was changed: the player sends it again.
      figures.notCarriedOut += 1;
    }
    done();
  }
}

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await db.query<T>(text, values)).rows;
}

const processStarts = () => lines.filter((l) => l.msg === "bot process started");

beforeAll(async () => {
  const began = Date.now();
  fake = await startFakeDiscord({ shards: SHARDS });
  scratch = await createPostgresDatabase();
  db = new pg.Client({ connectionString: scratch.url });
  await db.connect();
  manager = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      DISCORD_TOKEN: FAKE_TOKEN,
      DISCORD_API_URL: fake.apiUrl,
      DATABASE_URL: scratch.url,
      BOT_PROCESSES: String(SHARDS),
      SHARD_COUNT: String(SHARDS),
      RENDER_THREADS: "0",
      LOG_FORMAT: "json",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let buffered = "";
  manager.stdout?.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split("\n");
    buffered = parts.pop() ?? "";
    for (const part of parts) if (part.startsWith("{")) lines.push(JSON.parse(part));
  });
  await vi.waitFor(() => expect(fake.sessions()).toHaveLength(SHARDS), { timeout: 90_000, interval: 200 });
  figures.startupMs = Date.now() - began;
}, 120_000);

afterAll(async () => {
  if (manager && manager.exitCode === null) {
    const exited = new Promise((resolve) => manager.once("exit", resolve));
    manager.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (manager.exitCode === null) manager.kill("SIGKILL");
  }
  await db?.end();
  await fake?.close();
  await scratch?.drop();
});

describe("three bot processes, one killed with SIGKILL mid-load and started again", () => {
  it("lose and double nothing: commands, reminders, deadline notices and the outbox", async () => {
    for (const table of TABLES) await setUp(table);
    // Due now: the reminder of whoever the reminder games wait on; the deadline of the deadline games'.
    const gameOf = async (table: Table) =>
      (
        await query<{ id: string }>("SELECT id FROM games WHERE guild_id = $1 AND channel_id = $2", [
          table.guild,
          table.channel,
        ])
      )[0]?.id as string;
    const ids = new Map<Table, string>();
    for (const table of TABLES) ids.set(table, await gameOf(table));
    const of = (kind: Table["kind"]) => TABLES.filter((t) => t.kind === kind);
    const reminderGames = of("reminder").map((t) => ids.get(t));
    const deadlineGames = of("deadline").map((t) => ids.get(t));
    await query(
      "UPDATE seats SET next_reminder_at = now() WHERE game_id = ANY($1) AND next_reminder_at IS NOT NULL",
      [reminderGames],
    );
    await query(
      "UPDATE seats SET asked_at = now() - interval '2 hours' WHERE game_id = ANY($1) AND asked_at IS NOT NULL",
      [deadlineGames],
    );
    const waitedOn = await query<{ n: string }>(
      "SELECT count(*) AS n FROM seats WHERE game_id = ANY($1) AND next_reminder_at IS NOT NULL",
      [reminderGames],
    );
    expect(Number(waitedOn[0]?.n)).toBe(3);

    // The load, with the kill once a share of it has been answered.
    const loadBegan = Date.now();
    const total = of("load").length * COMMANDS_PER_GAME;
    let answered = 0;
    let killed: Promise<void> | null = null;
    const victim = processStarts().find((l) => l.process === VICTIM)?.pid as number;
    const onAnswer = () => {
      answered += 1;
      if (killed || answered < total * KILL_AFTER) return;
      figures.killedAfter = answered;
      process.kill(victim, "SIGKILL");
      killed = vi.waitFor(
        () => expect(fake.sessions().filter(([shard]) => shard === VICTIM)).toHaveLength(2),
        { timeout: 90_000, interval: 200 },
      );
    };
    await Promise.all(of("load").flatMap((table) => [0, 1].map((s) => load(table, s, onAnswer))));
    figures.loadMs = Date.now() - loadBegan;
    expect(killed, "the kill came mid-load").not.toBeNull();
    await killed;
    expect(processStarts().filter((l) => l.process === VICTIM)).toHaveLength(2);

    // The schedulers' minute, then everything said.
    const inChannel = (table: Table, text: string) =>
      fake
        .messages()
        .filter((m) => m.via === "channel" && m.target === table.channel && m.content.includes(text));
    await vi.waitFor(
      () => {
        for (const t of of("reminder")) expect(inChannel(t, "Reminder").length).toBeGreaterThan(0);
        for (const t of of("deadline")) expect(inChannel(t, "timed out").length).toBeGreaterThan(0);
      },
      { timeout: 90_000, interval: 250 },
    );
    await vi.waitFor(
      async () => {
        const unsent = await query<{ n: string }>("SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL");
        expect(Number(unsent[0]?.n)).toBe(0);
        const open = await query<{ n: string }>("SELECT count(*) AS n FROM open_interactions");
        expect(Number(open[0]?.n)).toBe(0);
      },
      { timeout: 60_000, interval: 250 },
    );

    // Every interaction acknowledged once and answered; accepted ones logged once, refused ones not at all.
    const processed = new Set(
      (await query<{ interaction_id: string }>("SELECT interaction_id FROM processed_interactions")).map(
        (r) => r.interaction_id,
      ),
    );
    const corrections = new Map<string, number>();
    for (const row of await query<{ reason: string }>(
      "SELECT command ->> 'reason' AS reason FROM events WHERE command ->> 'reason' LIKE 'load %'",
    ))
      corrections.set(row.reason, (corrections.get(row.reason) ?? 0) + 1);
    for (const [id, { payload, reason }] of sent) {
      expect(acknowledged(id), `interaction ${id} acknowledged once`).toHaveLength(1);
      const said = answers(payload.token).map((r) => String(r.payload?.content ?? ""));
      const direct = acknowledged(id)[0]?.payload?.type === 4;
      expect(direct || said.length > 0, `interaction ${id} answered`).toBe(true);
      if (reason === null) continue;
      const logged = corrections.get(reason) ?? 0;
      expect(logged, `the correction "${reason}" is in the log at most once`).toBeLessThanOrEqual(1);
      if (logged === 1) {
        figures.accepted += 1;
        expect(processed.has(id), `interaction ${id} noted as processed`).toBe(true);
        expect(said, `"${reason}" was saved, so its player was not told it was not`).not.toContain(
          NOT_CARRIED_OUT,
        );
      } else {
        figures.refused += 1;
        expect(said[0], `"${reason}" was not saved, and its player was told so`).toBe(NOT_CARRIED_OUT);
      }
    }
    expect(figures.accepted).toBe(total);

    // Each reminder and each deadline notice said once, in the channel and in the outbox.
    for (const t of of("reminder")) {
      expect(inChannel(t, "Reminder"), `reminder in ${t.channel}`).toHaveLength(1);
    }
    for (const t of of("deadline")) {
      expect(inChannel(t, "timed out"), `deadline notice in ${t.channel}`).toHaveLength(1);
      const timeouts = await query<{ interaction_id: string }>(
        "SELECT interaction_id FROM processed_interactions WHERE interaction_id LIKE $1",
        [`deadline:${ids.get(t)}:%`],
      );
      expect(timeouts, `default actions played in ${t.channel}`).toHaveLength(1);
    }
    const notices = await query<{ game_id: string; n: string }>(
      "SELECT game_id, count(*) AS n FROM outbox WHERE body ? 'notice' GROUP BY game_id",
    );
    expect(notices.map((r) => [r.game_id, Number(r.n)]).sort()).toEqual(
      reminderGames.map((id) => [id, 1]).sort(),
    );

    // Every outbox row delivered once: each channel shows what its rows say, once and in order.
    const reader = await openDatabase(scratch.target);
    try {
      const { said, unsent } = await outboxSaid(createGameStore(reader), scratch.url);
      expect(unsent).toBe(0);
      expect(checkSaid(fake, said)).toEqual({ lost: 0, duplicated: 0 });
      note("processes (3 processes, 1 SIGKILL)", {
        ...figures,
        outboxRows: said.length,
        batches: new Set(said.map((r) => r.batch)).size,
        deduplicated: fake.deduplicated,
      });
    } finally {
      await reader.close();
    }
  }, 240_000);
});
