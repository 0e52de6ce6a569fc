import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGameService } from "../../../src/app/gameService.ts";
import type { Actor, Place } from "../../../src/app/types.ts";
import type { GameState } from "../../../src/engine/index.ts";
import { type ReminderNotice, runDueReminders } from "../../../src/scheduler/reminders.ts";
import { type AppHarness, appHarness } from "../../support/app.ts";

const players: Actor[] = ["Ann", "Ben", "Cyd"].map((name, i) => ({ userId: `40000000000000000${i}`, name }));
const place: Place = { guildId: "500000000000000001", channelId: "600000000000000001" };
const HOUR = 3_600_000;

describe("reminders with an injected clock", () => {
  let app: AppHarness;
  let now = new Date("2026-12-01T12:00:00Z");
  const notices: ReminderNotice[] = [];
  const clock = () => now;

  beforeAll(async () => {
    app = await appHarness();
    const service = createGameService({ store: app.store, log: pino({ level: "silent" }), clock });
    await service.handle(place, players[0] as Actor, { kind: "newGame", settings: {}, reminderHours: 4 });
    for (const p of players.slice(1)) await service.handle(place, p, { kind: "join" });
    await service.handle(place, players[0] as Actor, { kind: "start", seed: "reminders" });
  });
  afterAll(async () => app.close());

  const run = () =>
    runDueReminders({
      store: app.store,
      notify: async (n) => void notices.push(n),
      clock,
      log: pino({ level: "silent" }),
    });

  it("reminds the Speaker an interval after the game began waiting, escalating, then stalls and stops", async () => {
    const state = (await app.store.loadByChannel(place.guildId, place.channelId))?.state as GameState;
    const speaker = state.players[state.speaker]?.userId;
    expect(await run()).toEqual({ sent: 0, postponed: 0, stalled: 0, cleared: 0 });
    now = new Date(now.getTime() + 4 * HOUR);
    expect(await run()).toMatchObject({ sent: 1 });
    expect(notices.at(-1)).toMatchObject({
      userId: speaker,
      kind: "reminder",
      text: expect.stringMatching(/^Reminder: the game is waiting for you to pick a Strategy Card/),
    });
    for (const _ of [2, 3]) {
      now = new Date(now.getTime() + 4 * HOUR);
      await run();
    }
    expect(notices.at(-1)?.text).toMatch(/^Last reminder/);
    now = new Date(now.getTime() + 4 * HOUR);
    expect(await run()).toMatchObject({ stalled: 1 });
    expect(notices.at(-1)).toMatchObject({ userId: null, kind: "stalled" });
    now = new Date(now.getTime() + 4 * HOUR);
    expect(await run()).toEqual({ sent: 0, postponed: 0, stalled: 0, cleared: 0 });
  });

  it("postpones for a player on vacation", async () => {
    const state = (await app.store.loadByChannel(place.guildId, place.channelId))?.state as GameState;
    const speaker = state.players[state.speaker];
    const seat = (
      await app.store.listSeats((await app.store.loadByChannel(place.guildId, place.channelId))?.id as string)
    ).find((s) => s.userId === speaker?.userId);
    await app.store.markPinged(seat?.id as string, now, now, 0);
    await app.store.setUserPrefs(speaker?.userId as string, {
      vacationUntil: new Date(now.getTime() + 48 * HOUR),
      windowStart: null,
      pingsInWindow: 0,
    });
    expect(await run()).toMatchObject({ postponed: 1, sent: 0 });
  });
});

describe("reminder preferences through the service", () => {
  let app: AppHarness;
  beforeAll(async () => {
    app = await appHarness();
  });
  afterAll(async () => app.close());

  it("saves a time zone, quiet hours and a vacation, and refuses an unknown time zone", async () => {
    const me = players[0] as Actor;
    const bad = await app.service.handle(place, me, { kind: "preferences", timeZone: "Mars/Olympus" });
    expect(bad.error).toMatchObject({ code: "ERR_TIME_ZONE" });
    expect(await app.store.getUserPrefs(me.userId)).toBeNull();
    const saved = await app.service.handle(place, me, {
      kind: "preferences",
      timeZone: "Europe/Berlin",
      quietStart: 22,
      quietEnd: 7,
    });
    expect(saved.reply).toBe("Reminders: Europe/Berlin, quiet from 22:00 to 7:00.");
    const away = await app.service.handle(place, me, { kind: "preferences", vacationDays: 3 });
    expect(away.reply).toMatch(/on vacation until 2026-12-04 12:00 UTC/);
  });
});
