/**
 * The scheduler in the playground, as `boot` wires it: with an injected clock and a scheduler ticking
 * every few milliseconds, a due reminder appears in the channel's feed naming the player, and a timed-out
 * seat's default action appears as Mecatol's post with the map.
 */

import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createGameService } from "../../src/app/gameService.ts";
import type { Actor, Place, SeatlessCommand } from "../../src/app/types.ts";
import { boot, type Running } from "../../src/boot.ts";
import { ONE_PROCESS } from "../../src/config.ts";
import { botCommand } from "../../src/engine/bot/policy.ts";
import { decisions, type GameState, type Seat, waitingFor } from "../../src/engine/index.ts";
import type { Post } from "../../src/playground/feed.ts";
import { PLAYGROUND_GUILD } from "../../src/playground/people.ts";
import { createGameStore } from "../../src/store/gameStore.ts";
import { createPostgresDatabase, type ScratchDatabase } from "../support/databases.ts";

const HOUR = 3_600_000;
let scratch: ScratchDatabase;
let running: Running;
let now = new Date();
const clock = () => now;
const logLines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

beforeAll(async () => {
  scratch = await createPostgresDatabase();
  running = await boot(
    {
      discord: null,
      database: scratch.target,
      logLevel: "silent",
      logFormat: "json",
      playground: { host: "127.0.0.1", port: 0 },
      renderThreads: 1,
      scale: ONE_PROCESS,
    },
    pino({ level: "info" }, sink),
    { clock, schedulerEvery: 25 },
  );
}, 60_000);
afterAll(async () => {
  await running?.stop();
  await scratch?.drop();
});

async function feed(channel: string): Promise<Post[]> {
  const response = await fetch(`${running.playground?.url}/api/channels/${channel}/feed`);
  return ((await response.json()) as { posts: Post[] }).posts;
}

describe("scheduler notices in the playground", () => {
  it("shows a due reminder in the channel's feed, naming the player the game waits for", async () => {
    const response = await fetch(`${running.playground?.url}/api/quick-game`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ players: 3, channel: "remind-me", args: { "reminder-hours": 1 } }),
    });
    expect(response.status).toBe(200);
    const game = await createGameStore(running.db).loadByChannel(PLAYGROUND_GUILD, "remind-me");
    const state = game?.state as GameState;
    const speaker = state.players[state.speaker]?.name as string;
    const notices = async () =>
      (await feed("remind-me")).filter((p) => p.kind === "notice" && p.text.startsWith("Reminder"));
    expect(await notices()).toEqual([]);
    now = new Date(now.getTime() + HOUR + 60_000);
    await vi.waitFor(async () => expect(await notices()).toHaveLength(1), { timeout: 5_000 });
    const [reminder] = await notices();
    expect(reminder?.text).toMatch(/^Reminder: the game is waiting for you to pick a Strategy Card/);
    expect(reminder?.pings).toEqual([speaker]);
  }, 60_000);

  it("keeps a Discord game's reminder in the outbox while only the playground runs", async () => {
    const place: Place = { guildId: "520000000000000001", channelId: "620000000000000001" };
    const service = createGameService({
      store: createGameStore(running.db),
      log: pino({ level: "silent" }),
      clock,
    });
    const players: Actor[] = ["Uma", "Vic", "Wes"].map((name, i) => ({
      userId: `42000000000000000${i}`,
      name,
    }));
    await service.handle(place, players[0] as Actor, { kind: "newGame", settings: {}, reminderHours: 1 });
    for (const p of players.slice(1)) await service.handle(place, p, { kind: "join" });
    await service.handle(place, players[0] as Actor, { kind: "start", seed: "nowhere" });
    now = new Date(now.getTime() + HOUR + 60_000);
    // No surface shows a Discord channel here: the reminder waits, saved, for the Discord surface.
    const waiting = () =>
      running.db.sql.query<{ body: { text: string; notice?: { userId: string } } }>(
        "SELECT body FROM outbox WHERE channel_id = $1 AND sent_at IS NULL AND body ? 'notice'",
        [place.channelId],
      );
    await vi.waitFor(async () => expect(await waiting()).toHaveLength(1), { timeout: 5_000 });
    const [row] = await waiting();
    expect(row?.body.text).toMatch(/^Reminder: the game is waiting for you to pick a Strategy Card/);
    expect(players.map((p) => p.userId)).toContain(row?.body.notice?.userId);
  }, 60_000);

  it("posts a timed-out seat's default action", async () => {
    const place: Place = { guildId: PLAYGROUND_GUILD, channelId: "slow-table" };
    const store = createGameStore(running.db);
    const service = createGameService({ store, log: pino({ level: "silent" }), clock });
    const players: Actor[] = ["Ann", "Ben", "Cyd"].map((name) => ({
      userId: `playground:${name.toLowerCase()}`,
      name,
    }));
    await service.handle(place, players[0] as Actor, { kind: "newGame", settings: {}, deadlineHours: 12 });
    for (const p of players.slice(1)) await service.handle(place, p, { kind: "join" });
    await service.handle(place, players[0] as Actor, { kind: "start", seed: "playground-timeout" });
    let state = (await store.loadByChannel(place.guildId, place.channelId))?.state as GameState;
    for (let step = 0; step < 40 && !decisions(state).some((d) => d.kind === "answerSecondary"); step++) {
      const seat = waitingFor(state)[0] as Seat;
      const command = botCommand(state, seat, { now: now.toISOString() });
      if (!command) throw new Error("the bot has no answer");
      const { seat: _seat, ...seatless } = command;
      await service.handle(place, state.players[seat] as Actor, {
        kind: "play",
        command: seatless as SeatlessCommand,
      });
      state = (await store.loadByChannel(place.guildId, place.channelId))?.state as GameState;
    }
    const first = decisions(state).find((d) => d.kind === "answerSecondary")?.seat as Seat;
    const timedOut = async () => (await feed("slow-table")).filter((p) => p.text.includes("timed out"));
    expect(await timedOut()).toEqual([]);
    // The moves above were said through the outbox: its catch-up delivers them before the clock moves.
    await running.outbox.runNow();

    // The secondaries were asked at the injected clock's time; thirteen hours later they are overdue.
    now = new Date(now.getTime() + 13 * HOUR);
    await vi.waitFor(async () => expect((await timedOut()).length).toBeGreaterThan(0), { timeout: 20_000 });
    const [post] = await timedOut();
    expect(post).toMatchObject({ kind: "bot", author: "Mecatol" });
    expect(post?.text).toMatch(
      new RegExp(`^${state.players[first]?.name} timed out: declined the secondary of `),
    );
    // A decline is a step inside the card's strategic action: told in text, the map waits for the turn.
    expect(post?.imageUrl).toBeUndefined();
  }, 120_000);
});
