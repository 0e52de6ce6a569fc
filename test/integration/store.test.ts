import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EVENT_SCHEMA_VERSION, EventSchemaError } from "../../src/engine/index.ts";
import { type Database, openDatabase } from "../../src/store/database.ts";
import { createGameStore, type GameStore, type NewGame } from "../../src/store/gameStore.ts";
import { createScratch, DATABASE_KINDS, openMigrated, type ScratchDatabase } from "../support/databases.ts";

let channelCounter = 0;
function newGame(overrides: Partial<NewGame> = {}): NewGame {
  channelCounter += 1;
  return {
    guildId: "guild-1",
    channelId: `channel-${channelCounter}`,
    ruleset: "ti3",
    options: { expansions: ["base", "se"] },
    seed: "seed-1",
    createdBy: "user-1",
    state: { round: 0 },
    ...overrides,
  };
}

describe.each(DATABASE_KINDS)("the game store on %s", (kind) => {
  let scratch: ScratchDatabase;
  let db: Database;
  let store: GameStore;

  beforeAll(async () => {
    scratch = await createScratch(kind);
    db = await openMigrated(scratch);
    store = createGameStore(db);
  });

  afterAll(async () => {
    await db.close();
    await scratch.drop();
  });

  describe("creating and loading games", () => {
    it("creates a game in a channel and loads it back by that channel", async () => {
      const input = newGame();
      const created = await store.createGame(input);
      expect(created.ok).toBe(true);
      const loaded = await store.loadByChannel("guild-1", input.channelId);
      expect(loaded).toMatchObject({
        channelId: input.channelId,
        status: "lobby",
        version: 0,
        state: { round: 0 },
      });
    });

    it("allows one open game per channel and a new one once the old is abandoned", async () => {
      const input = newGame();
      const first = await store.createGame(input);
      if (!first.ok) throw new Error("first game refused");
      const second = await store.createGame({ ...input, seed: "other" });
      expect(second).toEqual({ ok: false, reason: "channelBusy", gameId: first.game.id });

      const abandoned = await store.append(first.game.id, 0, {
        actor: "user-1",
        command: { type: "abandon" },
        events: [{ type: "gameAbandoned" }],
        state: { round: 0, abandoned: true },
        status: "abandoned",
      });
      expect(abandoned).toEqual({ ok: true, version: 1 });
      expect(await store.loadByChannel("guild-1", input.channelId)).toBeNull();
      const third = await store.createGame({ ...input, seed: "third" });
      expect(third.ok).toBe(true);
    });
  });

  describe("appending to the event log", () => {
    let gameId: string;
    beforeEach(async () => {
      const created = await store.createGame(newGame());
      if (!created.ok) throw new Error("game refused");
      gameId = created.game.id;
    });

    it("writes the events, the snapshot and the next version together", async () => {
      const dice = [{ type: "diceRolled", values: [3, 9, 10] }];
      const result = await store.append(gameId, 0, {
        actor: "user-1",
        command: { type: "roll" },
        events: dice,
        state: { round: 1 },
      });
      expect(result).toEqual({ ok: true, version: 1 });
      const game = await store.loadGame(gameId);
      expect(game).toMatchObject({ version: 1, state: { round: 1 } });
      const log = await store.readEvents(gameId);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({
        seq: 1,
        actor: "user-1",
        command: { type: "roll" },
        events: dice,
        schemaVersion: EVENT_SCHEMA_VERSION,
      });
    });

    it("refuses to read an entry written by a newer event schema, and names it", async () => {
      await store.append(gameId, 0, { actor: "a", command: {}, events: [{ type: "x" }], state: {} });
      await db.sql.query("UPDATE events SET schema_version = $1 WHERE game_id = $2::uuid", [
        EVENT_SCHEMA_VERSION + 1,
        gameId,
      ]);
      await expect(store.readEvents(gameId)).rejects.toThrow(EventSchemaError);
      await expect(store.readEvents(gameId)).rejects.toThrow(`game ${gameId}, log entry 1`);
    });

    it("rejects a stale version and writes nothing", async () => {
      await store.append(gameId, 0, { actor: "a", command: { n: 1 }, events: [], state: { n: 1 } });
      const stale = await store.append(gameId, 0, {
        actor: "b",
        command: { n: 2 },
        events: [],
        state: { n: 2 },
      });
      expect(stale).toEqual({ ok: false, reason: "stale", currentVersion: 1 });
      expect(await store.loadGame(gameId)).toMatchObject({ version: 1, state: { n: 1 } });
      expect((await store.readEvents(gameId)).map((e) => e.command)).toEqual([{ n: 1 }]);
    });

    it("lets exactly one of two writers at the same version win", async () => {
      const results = await Promise.all(
        ["left", "right"].map((actor) =>
          store.append(gameId, 0, { actor, command: { actor }, events: [], state: { winner: actor } }),
        ),
      );
      const winners = results.filter((r) => r.ok);
      expect(winners).toHaveLength(1);
      expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "stale", currentVersion: 1 }]);
      const log = await store.readEvents(gameId);
      expect(log).toHaveLength(1);
      const game = await store.loadGame(gameId);
      expect(game?.state).toEqual({ winner: log[0]?.actor });
    });

    it("reads the log after a given sequence number", async () => {
      for (let v = 0; v < 3; v++) {
        await store.append(gameId, v, { actor: "a", command: { v }, events: [], state: { v } });
      }
      expect((await store.readEvents(gameId, 1)).map((e) => e.seq)).toEqual([2, 3]);
    });

    it("applies a command delivered twice under one interaction id only once", async () => {
      const input = {
        actor: "a",
        command: { x: 1 },
        events: [],
        state: { x: 1 },
        interactionId: `i-${gameId}`,
      };
      expect(await store.append(gameId, 0, input)).toEqual({ ok: true, version: 1 });
      expect(await store.append(gameId, 1, input)).toEqual({ ok: false, reason: "duplicate" });
      expect(await store.loadGame(gameId)).toMatchObject({ version: 1 });
      expect(await store.readEvents(gameId)).toHaveLength(1);
    });

    it("records no interaction when the append was stale, so the command can still be retried", async () => {
      await store.append(gameId, 0, { actor: "a", command: { n: 1 }, events: [], state: { n: 1 } });
      const stale = await store.append(gameId, 0, {
        actor: "b",
        command: { n: 2 },
        events: [],
        state: { n: 2 },
        interactionId: `late-${gameId}`,
      });
      expect(stale).toEqual({ ok: false, reason: "stale", currentVersion: 1 });
      expect(await store.isInteractionProcessed(`late-${gameId}`)).toBe(false);
      const retried = await store.append(gameId, 1, {
        actor: "b",
        command: { n: 2 },
        events: [],
        state: { n: 2 },
        interactionId: `late-${gameId}`,
      });
      expect(retried).toEqual({ ok: true, version: 2 });
      expect(await store.isInteractionProcessed(`late-${gameId}`)).toBe(true);
    });

    it("changes the bookkeeping only when asked, and keeps the status and channel otherwise", async () => {
      const before = await store.loadGame(gameId);
      await store.append(gameId, 0, {
        actor: "a",
        command: { n: 1 },
        events: [],
        state: { n: 1 },
        meta: { reminderHours: 6 },
      });
      await store.append(gameId, 1, { actor: "a", command: { n: 2 }, events: [], state: { n: 2 } });
      const after = await store.loadGame(gameId);
      expect(after).toMatchObject({
        version: 2,
        status: "lobby",
        meta: { reminderHours: 6 },
        state: { n: 2 },
      });
      expect(after?.updatedAt.getTime()).toBeGreaterThanOrEqual(before?.updatedAt.getTime() ?? Infinity);
      expect((await store.loadByChannel("guild-1", after?.channelId ?? ""))?.id).toBe(gameId);
    });
  });

  it("starts and stops reminder clocks of several seats in one call", async () => {
    const created = await store.createGame(newGame({ status: "active" }));
    if (!created.ok) throw new Error("game refused");
    const gameId = created.game.id;
    for (const [seatIndex, userId] of ["ann", "ben", "cid"].entries())
      await store.addSeat(gameId, { userId, seatIndex });
    const due = new Date("2026-12-02T12:00:00Z");
    const asked = new Date("2026-12-02T04:00:00Z");
    await store.moveReminders(gameId, { start: ["ann", "ben"], due, stop: [], at: asked });
    await store.moveReminders(gameId, {
      start: ["cid"],
      due: new Date("2026-12-03T12:00:00Z"),
      stop: ["ann"],
      at: new Date("2026-12-03T04:00:00Z"),
    });
    const seats = await store.listSeats(gameId);
    expect(seats.map((s) => [s.userId, s.nextReminderAt?.toISOString() ?? null])).toEqual([
      ["ann", null],
      ["ben", due.toISOString()],
      ["cid", "2026-12-03T12:00:00.000Z"],
    ]);
    // Each question's clock: when it was asked; none for a seat no longer waited on.
    expect(seats.map((s) => s.askedAt?.toISOString() ?? null)).toEqual([
      null,
      asked.toISOString(),
      "2026-12-03T04:00:00.000Z",
    ]);
  });

  it("finds the seats whose question has been open for their game's whole deadline", async () => {
    const strict = await store.createGame(newGame({ status: "active", meta: { deadlineHours: 24 } }));
    const relaxed = await store.createGame(newGame({ status: "active", meta: { deadlineHours: 0 } }));
    if (!strict.ok || !relaxed.ok) throw new Error("game refused");
    for (const game of [strict.game, relaxed.game])
      for (const [seatIndex, userId] of ["dee", "eve"].entries())
        await store.addSeat(game.id, { userId, seatIndex });
    const at = new Date("2026-12-01T00:00:00Z");
    for (const game of [strict.game, relaxed.game]) {
      await store.moveReminders(game.id, { start: ["dee"], due: at, stop: [], at });
      await store.moveReminders(game.id, {
        start: ["eve"],
        due: at,
        stop: [],
        at: new Date(at.getTime() + 60_000),
      });
    }
    const overdue = async (iso: string) =>
      (await store.overdueSeats(new Date(iso))).filter((s) =>
        [strict.game.id, relaxed.game.id].includes(s.gameId),
      );
    expect(await overdue("2026-12-01T23:59:59Z")).toEqual([]);
    // Dee's question is 24 hours old, Eve's a minute younger; a game without a deadline has none overdue.
    expect((await overdue("2026-12-02T00:00:00Z")).map((s) => s.userId)).toEqual(["dee"]);
    expect(await overdue("2026-12-02T00:01:00Z")).toMatchObject([
      { userId: "dee", gameId: strict.game.id, askedAt: at, gameVersion: 0 },
      { userId: "eve", gameId: strict.game.id },
    ]);
  });

  it("records an interaction id exactly once, even when raced", async () => {
    const results = await Promise.all([1, 2, 3].map(() => store.recordInteraction("interaction-race")));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await store.recordInteraction("interaction-race")).toBe(false);
    expect(await store.recordInteraction("interaction-other")).toBe(true);
  });

  it("keeps seats unique per game and finds the reminders that are due", async () => {
    const created = await store.createGame(newGame({ status: "active" }));
    if (!created.ok) throw new Error("game refused");
    const gameId = created.game.id;
    const alice = await store.addSeat(gameId, {
      userId: "alice",
      seatIndex: 0,
      race: "hacan",
      color: "yellow",
    });
    expect(alice.ok).toBe(true);
    expect(await store.addSeat(gameId, { userId: "alice", seatIndex: 1 })).toEqual({
      ok: false,
      reason: "seatTaken",
    });
    expect(await store.addSeat(gameId, { userId: "bob", seatIndex: 0 })).toEqual({
      ok: false,
      reason: "seatTaken",
    });
    const bob = await store.addSeat(gameId, { userId: "bob", seatIndex: 1 });
    if (!alice.ok || !bob.ok) throw new Error("seats refused");

    const now = new Date("2026-12-01T12:00:00Z");
    await store.updateSeat(alice.seat.id, { nextReminderAt: new Date("2026-12-01T11:00:00Z") });
    await store.updateSeat(bob.seat.id, { nextReminderAt: new Date("2026-12-01T13:00:00Z") });
    const due = (await store.dueReminders(now)).filter((s) => s.gameId === gameId);
    expect(due.map((s) => s.userId)).toEqual(["alice"]);

    await store.markPinged(alice.seat.id, now, new Date("2026-12-02T12:00:00Z"));
    expect((await store.dueReminders(now)).filter((s) => s.gameId === gameId)).toEqual([]);
    const seats = await store.listSeats(gameId);
    expect(seats[0]).toMatchObject({ userId: "alice", lastPingAt: now });
    expect(await store.removeSeat(gameId, "bob")).toBe(true);
    expect((await store.listSeats(gameId)).map((s) => s.userId)).toEqual(["alice"]);
  });

  it("reads a server's games for its record: status, each seat's race and the winners, oldest first", async () => {
    const guildId = `guild-record-${kind}`;
    const players = (races: (string | null)[]) =>
      races.map((race, seat) => ({ seat, race, name: `P${seat}` }));
    const finished = await store.createGame(
      newGame({ guildId, state: { players: players(["sol", "hacan", null]), winners: [] } }),
    );
    if (!finished.ok) throw new Error("game refused");
    await store.append(finished.game.id, 0, {
      actor: "user-1",
      command: { type: "scripted" },
      events: [{ type: "gameEnded", winners: [0, 2], reason: "scripted" }],
      state: { players: players(["sol", "hacan", null]), winners: [0, 2] },
      status: "finished",
    });
    await store.createGame(newGame({ guildId }));
    await store.createGame(newGame({ guildId: "another-guild" }));
    expect(await store.serverGames(guildId)).toEqual([
      { status: "finished", races: ["sol", "hacan", null], winners: [0, 2] },
      { status: "lobby", races: [], winners: [] },
    ]);
  });

  it("still holds its data after the database is closed and opened again", async () => {
    const created = await store.createGame(newGame());
    if (!created.ok) throw new Error("game refused");
    await store.append(created.game.id, 0, {
      actor: "a",
      command: {},
      events: [{ d: 6 }],
      state: { kept: true },
    });
    await db.close();
    db = await openDatabase(scratch.target);
    store = createGameStore(db);
    expect(await store.loadGame(created.game.id)).toMatchObject({ version: 1, state: { kept: true } });
    expect((await store.readEvents(created.game.id))[0]?.events).toEqual([{ d: 6 }]);
  });
});
