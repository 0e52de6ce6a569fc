/**
 * A TI4 game's reminders on a real database with an injected clock (app/ti4/clocks.ts): the person the
 * game waits on is reminded one interval after the question, of the prompt they owe; an answer moves the
 * clock to the next question; a bot is never reminded (a TI4 seat's deadline: test/e2e/discordTi4Deadline.test.ts).
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seatClocks } from "../../../src/app/clocks.ts";
import { createGameService, type GameService } from "../../../src/app/gameService.ts";
import type { Actor, Place } from "../../../src/app/types.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import "../../../src/engine/index.ts";
import { ti4BotMove } from "../../../src/engine/ti4/policy.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { type ReminderNotice, runDueReminders } from "../../../src/scheduler/reminders.ts";
import { type AppHarness, appHarness } from "../../support/app.ts";

const ann: Actor = { userId: "410000000000000001", name: "Ann" };
const place: Place = { guildId: "510000000000000001", channelId: "610000000000000001" };
const HOUR = 3_600_000;

describe("a TI4 game's reminders", () => {
  let app: AppHarness;
  let service: GameService;
  let now = new Date("2026-12-01T12:00:00Z");
  const notices: ReminderNotice[] = [];
  const clock = () => now;
  const later = (hours: number) => {
    now = new Date(now.getTime() + hours * HOUR);
  };
  const run = () =>
    runDueReminders({
      clocks: seatClocks(app.store),
      notify: async (n) => void notices.push(n),
      clock,
      log: pino({ level: "silent" }),
    });
  const game = async () => (await app.store.loadByChannel(place.guildId, place.channelId)) ?? undefined;

  beforeAll(async () => {
    app = await appHarness();
    service = createGameService({ store: app.store, log: pino({ level: "silent" }), clock });
    await service.handle(place, ann, {
      kind: "newGame",
      settings: {},
      ti4: { boxes: ["base"], galaxyMode: "auto" },
      reminderHours: 4,
    });
    await service.handle(place, ann, { kind: "addBot" });
    await service.handle(place, ann, { kind: "addBot" });
    await service.handle(place, ann, { kind: "start", seed: "ti4-reminders" });
  });
  afterAll(async () => app.close());

  it("reminds the person waited on an interval after the question, of what they owe", async () => {
    const state = (await game())?.state as unknown as Ti4State;
    const owed = pendingDecisions<Ti4>(state).filter((d) => d.seat === 0 && d.optional !== true);
    expect(owed.length).toBeGreaterThan(0);
    later(3);
    await run();
    expect(notices).toHaveLength(0);
    later(1.5);
    await run();
    const reminded = notices.filter((n) => n.kind === "reminder");
    expect(reminded.map((n) => n.userId)).toEqual([ann.userId]);
    expect(reminded[0]?.text).toContain(owed[0]?.prompt as string);
  });

  it("starts the clock again when she answers, and never reminds a bot", async () => {
    const before = (await game()) as NonNullable<Awaited<ReturnType<typeof game>>>;
    const move = ti4BotMove(before.state as unknown as Ti4State, 0, { now: now.toISOString() });
    if (!move) throw new Error("no answer for Ann");
    const { seat: _seat, ...command } = move.command;
    const played = await service.handle(place, ann, {
      kind: "ti4Play",
      command,
    });
    expect(played.ok).toBe(true);
    const seats = await app.store.listSeats(before.id);
    const mine = seats.find((s) => s.userId === ann.userId);
    expect(mine?.nextReminderAt?.getTime()).toBe(now.getTime() + 4 * HOUR);
    expect(mine?.remindersSent).toBe(0);
    expect(seats.filter((s) => s.userId !== ann.userId).every((s) => s.nextReminderAt === null)).toBe(true);
    const count = notices.length;
    later(2);
    await run();
    expect(notices).toHaveLength(count);
  });
});
