/**
 * Reminders on a real database with an injected clock, played through the GameService: each question has
 * its own clock (it starts when the question is put and again when the player acts), reminders escalate,
 * a stalled game is reminded once a day with who can step in, and preferences are checked.
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seatClocks } from "../../../src/app/clocks.ts";
import { createGameService, type GameService } from "../../../src/app/gameService.ts";
import { questionsAsked } from "../../../src/app/reminders.ts";
import type { Actor, Place, SeatlessCommand } from "../../../src/app/types.ts";
import { botCommand } from "../../../src/engine/bot/policy.ts";
import { apply, type Command, type GameState, type Seat, waitingFor } from "../../../src/engine/index.ts";
import { type ReminderNotice, runDueReminders } from "../../../src/scheduler/reminders.ts";
import { type AppHarness, appHarness } from "../../support/app.ts";
import { CTX } from "../../support/engine.ts";

const players: Actor[] = ["Ann", "Ben", "Cyd"].map((name, i) => ({ userId: `40000000000000000${i}`, name }));
const others: Actor[] = ["Dee", "Eve", "Fay"].map((name, i) => ({ userId: `40000000000000001${i}`, name }));
const place: Place = { guildId: "500000000000000001", channelId: "600000000000000001" };
const busy: Place = { guildId: "500000000000000001", channelId: "600000000000000002" };
const HOUR = 3_600_000;

describe("reminders with an injected clock", () => {
  let app: AppHarness;
  let service: GameService;
  let now = new Date("2026-12-01T12:00:00Z");
  const notices: ReminderNotice[] = [];
  const clock = () => now;
  const later = (hours: number) => {
    now = new Date(now.getTime() + hours * HOUR);
  };

  beforeAll(async () => {
    app = await appHarness();
    service = createGameService({ store: app.store, log: pino({ level: "silent" }), clock });
    for (const [table, seated] of [
      [place, players],
      [busy, others],
    ] as const) {
      await service.handle(table, seated[0] as Actor, { kind: "newGame", settings: {}, reminderHours: 4 });
      for (const p of seated.slice(1)) await service.handle(table, p, { kind: "join" });
    }
    await service.handle(place, players[0] as Actor, { kind: "start", seed: "reminders" });
  });
  afterAll(async () => app.close());

  const run = () =>
    runDueReminders({
      clocks: seatClocks(app.store),
      notify: async (n) => void notices.push(n),
      clock,
      log: pino({ level: "silent" }),
    });
  const outboxRows = async () =>
    Number((await app.db.sql.query<{ n: string }>("SELECT count(*) AS n FROM outbox", []))[0]?.n);
  const sentTo = (userId: string) => notices.filter((n) => n.kind === "reminder" && n.userId === userId);

  it("reminds the Speaker an interval after the question, escalating, stalls, then reminds once a day", async () => {
    const state = (await app.store.loadByChannel(place.guildId, place.channelId))?.state as GameState;
    const speaker = state.players[state.speaker] as Actor;
    expect(await run()).toEqual({ sent: 0, postponed: 0, stalled: 0, cleared: 0, takenElsewhere: 0 });
    later(4);
    expect(await run()).toMatchObject({ sent: 1 });
    expect(notices.at(-1)).toMatchObject({
      userId: speaker.userId,
      kind: "reminder",
      text: expect.stringMatching(/^Reminder: the game is waiting for you to pick a Strategy Card/),
    });
    for (const _ of [2, 3]) {
      later(4);
      await run();
    }
    expect(notices.at(-1)?.text).toMatch(/^Last reminder/);
    later(4);
    expect(await run()).toMatchObject({ stalled: 1 });
    // The table learns who can step in, naming only commands that exist.
    expect(notices.at(-1)).toMatchObject({ userId: null, kind: "stalled" });
    expect(notices.at(-1)?.text).toBe(
      `This game has stalled: ${speaker.name} has not answered 3 reminders. The game's creator or a server manager can step in: /ti-gm corrects the game (the turn stays where it is), /ti game abandon ends it. ${speaker.name} will be reminded once a day.`,
    );
    // At the slower pace: nothing an interval later, a reminder a day later, and again the next day.
    later(4);
    expect(await run()).toEqual({ sent: 0, postponed: 0, stalled: 0, cleared: 0, takenElsewhere: 0 });
    later(20);
    expect(await run()).toMatchObject({ sent: 1 });
    expect(notices.at(-1)).toMatchObject({ userId: speaker.userId, kind: "reminder" });
    expect(notices.at(-1)?.text).toMatch(
      /^The game is still stalled, waiting for you to pick a Strategy Card\. The game's creator or a server manager can step in: /,
    );
    later(23);
    expect(await run()).toMatchObject({ sent: 0 });
    later(1);
    expect(await run()).toMatchObject({ sent: 1 });
    expect(sentTo(speaker.userId)).toHaveLength(5);
  });

  it("says a reminder due in two processes' schedulers once: the first to say it claims it", async () => {
    const game = await app.store.loadByChannel(place.guildId, place.channelId);
    const state = game?.state as GameState;
    const speaker = state.players[state.speaker] as Actor;
    const seat = (await app.store.listSeats(game?.id as string)).find((s) => s.userId === speaker.userId);
    await app.store.markPinged(seat?.id as string, new Date(now.getTime() - 5 * HOUR), now, 0);
    const before = sentTo(speaker.userId).length;
    const rowsBefore = await outboxRows();
    const other = await app.anotherProcessStore();
    const runIn = (clocks: ReturnType<typeof seatClocks>) =>
      runDueReminders({
        clocks,
        notify: async (n) => void notices.push(n),
        clock,
        log: pino({ level: "silent" }),
      });
    const runs = await Promise.all([runIn(seatClocks(app.store)), runIn(seatClocks(other))]);
    expect(runs.map((r) => r.sent).sort()).toEqual([0, 1]);
    expect(sentTo(speaker.userId)).toHaveLength(before + 1);
    expect(await outboxRows()).toBe(rowsBefore + 1);
  });

  it("postpones for a player on vacation, to the minute it ends", async () => {
    const game = await app.store.loadByChannel(place.guildId, place.channelId);
    const state = game?.state as GameState;
    const speaker = state.players[state.speaker];
    const seat = (await app.store.listSeats(game?.id as string)).find((s) => s.userId === speaker?.userId);
    await app.store.markPinged(seat?.id as string, now, now, 0);
    const back = new Date(now.getTime() + 48 * HOUR);
    await app.store.setUserPrefs(speaker?.userId as string, {
      vacationUntil: back,
      windowStart: null,
      pingsInWindow: 0,
    });
    expect(await run()).toMatchObject({ postponed: 1, sent: 0 });
    const after = (await app.store.listSeats(game?.id as string)).find((s) => s.id === seat?.id);
    expect(after?.nextReminderAt).toEqual(back);
    // A postponement is no ping: the last ping stays the one recorded above.
    expect(after?.lastPingAt).toEqual(now);
  });

  /**
   * The bot plays the busy table until its next command is one of `kind` that leaves the player waited
   * on; `questionKept` says whether the player is still asked the same thing afterwards.
   */
  async function actMidTurn(questionKept: boolean) {
    const next = (state: GameState): Command | null => {
      const seat = waitingFor(state)[0] as Seat;
      const command = botCommand(state, seat, CTX);
      if (!command) return null;
      const result = apply(state, command, CTX);
      if (!result.ok || !waitingFor(result.state).includes(seat)) return null;
      const same = questionsAsked(state).get(seat) === questionsAsked(result.state).get(seat);
      return same === questionKept ? command : null;
    };
    let state = (await app.store.loadByChannel(busy.guildId, busy.channelId))?.state as GameState;
    for (let step = 0; step < 80 && !next(state); step++) {
      const seat = waitingFor(state)[0] as Seat;
      const { seat: _seat, ...seatless } = botCommand(state, seat, CTX) as Command;
      const outcome = await service.handle(busy, state.players[seat] as Actor, {
        kind: "play",
        command: seatless as SeatlessCommand,
      });
      expect(outcome.error).toBeUndefined();
      state = (await app.store.loadByChannel(busy.guildId, busy.channelId))?.state as GameState;
    }
    const command = next(state);
    if (!command) throw new Error("no player acted and stayed waited on");
    const actor = state.players[command.seat] as Actor;
    const gameId = (await app.store.loadByChannel(busy.guildId, busy.channelId))?.id as string;
    const seatOf = async () => (await app.store.listSeats(gameId)).find((s) => s.userId === actor.userId);
    const asked = (await seatOf())?.askedAt as Date;
    expect((await seatOf())?.nextReminderAt).toEqual(new Date(asked.getTime() + 4 * HOUR));

    // Three hours after the question the player acts, and is still waited on.
    now = new Date(asked.getTime() + 3 * HOUR);
    const { seat: _seat, ...seatless } = command;
    const outcome = await service.handle(busy, actor, { kind: "play", command: seatless as SeatlessCommand });
    expect(outcome.error).toBeUndefined();
    const acted = new Date(now);
    expect(await seatOf()).toMatchObject({
      askedAt: acted,
      nextReminderAt: new Date(acted.getTime() + 4 * HOUR),
    });

    // When the question's first clock would have rung, nothing; an interval after the action, the reminder.
    const before = sentTo(actor.userId).length;
    now = new Date(asked.getTime() + 4 * HOUR + 60_000);
    await run();
    expect(sentTo(actor.userId)).toHaveLength(before);
    now = new Date(acted.getTime() + 4 * HOUR);
    await run();
    expect(sentTo(actor.userId)).toHaveLength(before + 1);
    expect(sentTo(actor.userId).at(-1)?.text).toMatch(/^Reminder: the game is waiting for you to /);
    return command;
  }

  it("counts again from a player's action mid-turn, not from when the turn began", async () => {
    await service.handle(busy, others[0] as Actor, { kind: "start", seed: "reminders" });
    // The bot's first such move here: a step of a Strategy Card's ability (the strategic action or a
    // secondary followed), the rest of it still to resolve.
    expect(["strategicAction", "answerSecondary"]).toContain((await actMidTurn(false)).type);
  });

  it("counts again from a player's action that leaves the question as it was", async () => {
    // The bot's first such move here: a trade proposed, the negotiations still open to it.
    expect((await actMidTurn(true)).type).toBe("proposeTradeAgreement");
  });
});

describe("reminder preferences through the service", () => {
  let app: AppHarness;
  beforeAll(async () => {
    app = await appHarness();
  });
  afterAll(async () => app.close());
  const me = players[0] as Actor;
  const set = (request: { timeZone?: string; quietStart?: number | null; quietEnd?: number | null }) =>
    app.service.handle(place, me, { kind: "preferences", ...request });

  it("saves a time zone, quiet hours and a vacation", async () => {
    const saved = await set({ timeZone: "Europe/Berlin", quietStart: 22, quietEnd: 7 });
    expect(saved.reply).toBe("Reminders: Europe/Berlin, quiet from 22:00 to 07:00.");
    const away = await app.service.handle(place, me, { kind: "preferences", vacationDays: 3 });
    expect(away.reply).toMatch(/on vacation until 2026-12-04 12:00 UTC/);
    // A zone typed in another letter case is stored in its usual spelling.
    expect((await set({ timeZone: "america/new_york" })).reply).toMatch(/^Reminders: America\/New_York,/);
  });

  it("refuses quiet hours outside 0-23, a lone or repeated hour, and anything not an IANA time zone", async () => {
    const stored = await app.store.getUserPrefs(me.userId);
    const refusals: [Parameters<typeof set>[0], string, RegExp][] = [
      [{ quietStart: 99, quietEnd: 7 }, "ERR_QUIET_HOURS", /whole hours from 0 to 23; "99" is not one/],
      [{ quietStart: -3, quietEnd: 7 }, "ERR_QUIET_HOURS", /whole hours from 0 to 23; "-3" is not one/],
      [{ quietStart: 22.5, quietEnd: 7 }, "ERR_QUIET_HOURS", /"22.5" is not one/],
      [{ quietStart: 22 }, "ERR_QUIET_HOURS", /Give both quiet-start and quiet-end/],
      [{ quietStart: 7, quietEnd: 7 }, "ERR_QUIET_HOURS", /from 7 to 7 would be none/],
      [
        { timeZone: "Mars/Olympus" },
        "ERR_TIME_ZONE",
        /^"Mars\/Olympus" is not a time zone: use an IANA name/,
      ],
      [{ timeZone: "+01:00" }, "ERR_TIME_ZONE", /not an offset such as \+01:00/],
      [{ timeZone: "x".repeat(2000) }, "ERR_TIME_ZONE", /^"x{40}…" is not a time zone/],
    ];
    for (const [request, code, message] of refusals) {
      const outcome = await set(request);
      expect(outcome.error?.code, JSON.stringify(request)).toBe(code);
      expect(outcome.error?.message).toMatch(message);
    }
    // Nothing refused was saved.
    expect(await app.store.getUserPrefs(me.userId)).toEqual(stored);
    const vacation = await app.service.handle(place, me, { kind: "preferences", vacationDays: 61 });
    expect(vacation.error).toMatchObject({ code: "ERR_VACATION" });
  });
});
