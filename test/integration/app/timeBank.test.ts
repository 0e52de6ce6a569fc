/**
 * Time banks on a real database with an injected clock, played through the GameService and the
 * scheduler's time-bank run: a bank runs down while the game waits on its player and is topped up when
 * their turn ends; one that runs out opens the table's vote (never an expulsion); the vote skips the turn
 * with the safe default, hands the seat to Mecatol's bot or waits; the player acting ends it; a vacation
 * holds the bank, from a yearly budget that refuses what it cannot pay.
 */
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { seatClocks } from "../../../src/app/clocks.ts";
import { defaultAction } from "../../../src/app/deadline.ts";
import { createGameService, type GameService } from "../../../src/app/gameService.ts";
import { type Pending, votersWaited } from "../../../src/app/pending.ts";
import { lookUpRules } from "../../../src/app/rulesLookup.ts";
import type { Actor, AppRequest, Place, SeatlessCommand } from "../../../src/app/types.ts";
import { gameShort, parseCustomId } from "../../../src/discord/customId.ts";
import { waitingMessage } from "../../../src/discord/present.ts";
import { type GameState, type Seat, waitingFor } from "../../../src/engine/index.ts";
import { placeOf } from "../../../src/playground/people.ts";
import { tableOf } from "../../../src/playground/tables.ts";
import type { ReminderNotice } from "../../../src/scheduler/reminders.ts";
import { runTimeBanks } from "../../../src/scheduler/timeBanks.ts";
import { type AppHarness, appHarness } from "../../support/app.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = new Date("2026-12-01T12:00:00Z");
const players: Actor[] = ["Ann", "Ben", "Cyd", "Dov"].map((name, i) => ({
  userId: `42000000000000000${i}`,
  name,
}));
const DISCORD: Place = { guildId: "520000000000000001", channelId: "620000000000000001" };
const place = DISCORD;

/** A started four-player game with a time bank of one day, +12 h a turn, at most two days. */
async function table(bank: Partial<Extract<AppRequest, { kind: "timeBank" }>> = {}, place = DISCORD) {
  const app: AppHarness = await appHarness();
  let now = new Date(START);
  const clock = () => now;
  const notices: ReminderNotice[] = [];
  const service: GameService = createGameService({ store: app.store, log: pino({ level: "silent" }), clock });
  const creator = players[0] as Actor;
  await service.handle(place, creator, { kind: "newGame", settings: {} });
  for (const p of players.slice(1)) await service.handle(place, p, { kind: "join" });
  const set = await service.handle(place, creator, { kind: "timeBank", days: 1, capDays: 2, ...bank });
  expect(set.error).toBeUndefined();
  await service.handle(place, creator, { kind: "start", seed: "time-bank" });
  const game = async () => {
    const found = await app.store.loadByChannel(place.guildId, place.channelId);
    if (!found) throw new Error("no game");
    return found;
  };
  const state = async () => (await game()).state as GameState;
  const seats = async () => app.store.listSeats((await game()).id);
  const seatOf = async (userId: string) => (await seats()).find((s) => s.userId === userId);
  const playerAt = async (seat: Seat) => (await state()).players[seat] as Actor;
  return {
    app,
    place,
    service,
    notices,
    game,
    state,
    seats,
    seatOf,
    /** The player the game waits on first. */
    waited: async () => playerAt(waitingFor(await state())[0] as Seat),
    at(hours: number) {
      now = new Date(START.getTime() + hours * HOUR);
    },
    now: () => now,
    run: () =>
      runTimeBanks({
        clocks: seatClocks(app.store),
        notify: async (n) => void notices.push(n),
        clock,
        log: pino({ level: "silent" }),
      }),
    /** The waited player answers with the safe default (a pick of the lowest card, say). */
    async answer(): Promise<Actor> {
      const current = await state();
      const seat = waitingFor(current)[0] as Seat;
      const choice = defaultAction(current, seat);
      if (!choice) throw new Error("no default");
      const { seat: _seat, ...seatless } = choice.command;
      const actor = current.players[seat] as Actor;
      const outcome = await service.handle(place, actor, {
        kind: "play",
        command: seatless as SeatlessCommand,
      });
      expect(outcome.error).toBeUndefined();
      return actor;
    },
    vote: (voter: Actor, choice: string, target?: number) =>
      service.handle(place, voter, { kind: "bankVote", choice, ...(target !== undefined ? { target } : {}) }),
    status: async () => (await service.handle(place, creator, { kind: "status" })).reply ?? "",
    said: async () => (await app.said(place)).flatMap((p) => ("text" in p && p.text ? [p.text] : [])),
  };
}

type Table = Awaited<ReturnType<typeof table>>;

async function withTable(
  test: (t: Table) => Promise<void>,
  bank?: Parameters<typeof table>[0],
  where?: Place,
) {
  const t = await table(bank, where);
  try {
    await test(t);
  } finally {
    await t.app.close();
  }
}

/** Runs the first waited player's bank out (one day) and opens the vote; returns that player. */
async function runOut(t: Table): Promise<Actor> {
  const ann = await t.waited();
  t.at(24);
  expect(await t.run()).toEqual({ opened: 1 });
  return ann;
}

describe("a time bank with an injected clock", () => {
  it("runs down while the game waits on the player and tops up when their turn ends, up to its cap", () =>
    withTable(async (t) => {
      const first = await t.waited();
      expect(await t.seatOf(first.userId)).toMatchObject({ bankMs: DAY, bankSince: START });
      // Nobody else's bank runs: the game waits on the first picker only.
      const others = (await t.seats()).filter((s) => s.userId !== first.userId);
      expect(others.map((s) => [s.bankMs, s.bankSince])).toEqual(others.map(() => [DAY, null]));
      t.at(5);
      expect(await t.status()).toContain(`${first.name}: 19 h, running`);
      await t.answer();
      // 24 h - 5 h + 12 h, below the cap of two days; stopped until the player is asked again.
      expect(await t.seatOf(first.userId)).toMatchObject({ bankMs: 31 * HOUR, bankSince: null });
      const second = await t.waited();
      expect(await t.seatOf(second.userId)).toMatchObject({ bankMs: DAY, bankSince: t.now() });
      // An hour's answer: 24 - 1 + 12 = 35 h; capped at the cap when the top-up is larger.
      t.at(6);
      await t.answer();
      expect((await t.seatOf(second.userId))?.bankMs).toBe(35 * HOUR);
    }));

  it("takes the top-up back with an undo of the action that ended the turn", () =>
    withTable(async (t) => {
      t.at(5);
      const first = await t.answer();
      expect((await t.seatOf(first.userId))?.bankMs).toBe(31 * HOUR);
      t.at(6);
      expect((await t.service.handle(place, first, { kind: "undo" })).error).toBeUndefined();
      // Waited on again: 31 h - 12 h, running from the undo.
      expect(await t.seatOf(first.userId)).toMatchObject({ bankMs: 19 * HOUR, bankSince: t.now() });
    }));

  it("caps the top-up at the bank's cap", () =>
    withTable(
      async (t) => {
        const first = await t.waited();
        t.at(1);
        await t.answer();
        // 24 h - 1 h + 48 h, held to the cap of one day.
        expect((await t.seatOf(first.userId))?.bankMs).toBe(DAY);
      },
      { topUpHours: 48, capDays: 1 },
    ));

  it("opens one vote when a bank runs out, telling the table, and never expels", () =>
    withTable(async (t) => {
      const ann = await t.waited();
      t.at(24 - 1 / 60);
      expect(await t.run()).toEqual({ opened: 0 });
      t.at(24);
      expect(await t.run()).toEqual({ opened: 1 });
      expect(t.notices.at(-1)).toMatchObject({ kind: "timeBank", userId: null, outcome: { queued: true } });
      const told = (await t.said()).join("\n");
      expect(told).toContain(`⏳ ${ann.name}'s time bank has run out.`);
      expect(told).toContain("Nobody is expelled.");
      // The seat is still the player's; the vote is shown in the status; no second vote this turn.
      expect((await t.state()).players.map((p) => p.userId)).toContain(ann.userId);
      expect(await t.status()).toMatch(
        new RegExp(`Vote on ${ann.name}'s seat \\(time bank ran out\\): skip 0`),
      );
      expect(await t.status()).toContain(`${ann.name}: 0 min, ran out`);
      t.at(30);
      expect(await t.run()).toEqual({ opened: 0 });
    }));

  it("skips the turn with the safe default when the majority votes skip; a bad ballot changes nothing", () =>
    withTable(async (t) => {
      const ann = await runOut(t);
      const voters = players.filter((p) => p.userId !== ann.userId);
      const [ben, cyd] = voters as [Actor, Actor];
      const version = (await t.game()).version;
      expect((await t.vote(ann, "skip")).error?.code).toBe("ERR_NOT_A_VOTER");
      expect((await t.vote(ben, "kick")).error?.code).toBe("ERR_BANK_CHOICE");
      expect((await t.vote(ben, "skip", 7)).error?.code).toBe("ERR_NO_BANK_VOTE");
      expect((await t.game()).version).toBe(version);

      const seat = waitingFor(await t.state())[0] as Seat;
      const expected = defaultAction(await t.state(), seat);
      expect((await t.vote(ben, "skip")).error).toBeUndefined();
      // One of three: not yet decided.
      expect(waitingFor(await t.state())).toEqual([seat]);
      expect(await t.vote(cyd, "skip")).toMatchObject({ ok: true, queued: true });
      const after = await t.state();
      expect(after.players[seat]?.strategyCards.map((h) => h.card)).toEqual([
        (expected?.command as { card?: string } | undefined)?.card,
      ]);
      expect(waitingFor(after)).not.toContain(seat);
      const told = (await t.said()).join("\n");
      expect(told).toContain(`${cyd.name} votes to skip ${ann.name}'s turn.`);
      expect(told).toContain(`${ann.name}'s turn is skipped by the table: ${expected?.said}.`);
      // The turn ended: the top-up, and no vote left about the seat.
      expect(await t.seatOf(ann.userId)).toMatchObject({ bankMs: 12 * HOUR, bankSince: null });
      expect((await t.game()).meta).not.toHaveProperty("bankVotes.0");
      expect((await t.vote(ben, "skip")).error?.code).toBe("ERR_NO_BANK_VOTE");
    }));

  it("hands the seat to Mecatol's bot when the majority votes bot, which then plays it", () =>
    withTable(async (t) => {
      const ann = await runOut(t);
      const seat = waitingFor(await t.state())[0] as Seat;
      const [ben, cyd] = players.filter((p) => p.userId !== ann.userId) as [Actor, Actor];
      await t.vote(ben, "bot");
      await t.vote(cyd, "bot");
      const after = await t.state();
      expect(after.players[seat]).toMatchObject({ userId: "bot:1", name: `${ann.name} (bot)` });
      // The bot answered at once: the game moved on past the seat.
      expect(after.players[seat]?.strategyCards).toHaveLength(1);
      const row = (await t.seats()).find((s) => s.seatIndex === seat);
      expect(row).toMatchObject({ userId: "bot:1", bankMs: null, bankSince: null, askedAt: null });
      expect((await t.said()).join("\n")).toContain(`takes over ${ann.name}'s seat`);
      // Nobody undoes the table's decision, not even the player it was about.
      const undo = await t.service.handle(place, ann, { kind: "undo" });
      expect(undo.ok).toBe(false);
    }));

  it("ends the vote when the player acts, and opens no other this turn when the table waits", () =>
    withTable(async (t) => {
      const ann = await runOut(t);
      const [ben, cyd] = players.filter((p) => p.userId !== ann.userId) as [Actor, Actor];
      await t.vote(ben, "wait");
      await t.answer();
      expect((await t.said()).join("\n")).toContain(`${ann.name} is back: the vote on their seat is over.`);
      expect((await t.vote(cyd, "skip")).error?.code).toBe("ERR_NO_BANK_VOTE");

      // The next player runs out too; the table votes to wait: no second vote, the seat stays theirs.
      const next = await t.waited();
      t.at(48);
      expect(await t.run()).toEqual({ opened: 1 });
      const voters = players.filter((p) => p.userId !== next.userId);
      for (const voter of voters.slice(0, 2)) await t.vote(voter, "wait");
      expect((await t.said()).join("\n")).toContain(`The table waits for ${next.name}`);
      t.at(60);
      expect(await t.run()).toEqual({ opened: 0 });
      expect((await t.waited()).userId).toBe(next.userId);
    }));

  it("holds the bank during a vacation, and runs it from the vacation's end", () =>
    withTable(async (t) => {
      const ann = await t.waited();
      t.at(1);
      const away = await t.service.handle(place, ann, { kind: "preferences", vacationDays: 2 });
      expect(away.reply).toMatch(
        /on vacation until 2026-12-03 13:00 UTC \(28 vacation days left this year\)/,
      );
      const back = new Date(START.getTime() + 49 * HOUR);
      expect(await t.seatOf(ann.userId)).toMatchObject({ bankMs: 23 * HOUR, bankSince: back });
      t.at(30);
      expect(await t.status()).toContain(`${ann.name}: 23 h, held until 2026-12-03 13:00 UTC (vacation)`);
      t.at(49 + 23 - 1 / 60);
      expect(await t.run()).toEqual({ opened: 0 });
      t.at(49 + 23);
      expect(await t.run()).toEqual({ opened: 1 });
    }));

  it("starts a bank asked during a vacation at the vacation's end, and gives back the days not begun", () =>
    withTable(async (t) => {
      const first = await t.waited();
      const state = await t.state();
      const second = state.players.find(
        (p) => p.userId !== first.userId && waitingFor(state).every((s) => state.players[s] !== p),
      ) as Actor;
      await t.service.handle(place, second, { kind: "preferences", vacationDays: 3 });
      // Everyone answers at once until the player on vacation is asked.
      for (let i = 0; i < 4 && (await t.waited()).userId !== second.userId; i++) await t.answer();
      expect((await t.waited()).userId).toBe(second.userId);
      expect(await t.seatOf(second.userId)).toMatchObject({
        bankMs: DAY,
        bankSince: new Date(START.getTime() + 3 * DAY),
      });
      // Back after a day and an hour: the third day, not begun, is given back, and the bank runs.
      t.at(25);
      const home = await t.service.handle(place, second, { kind: "preferences", vacationDays: 0 });
      expect(home.reply).toMatch(/; 28 vacation days left this year/);
      expect(await t.seatOf(second.userId)).toMatchObject({ bankMs: DAY, bankSince: t.now() });
    }));

  it("refuses a vacation the yearly budget cannot pay, saving nothing, and renews the budget each year", () =>
    withTable(async (t) => {
      const ann = players[1] as Actor;
      const take = (days: number) =>
        t.service.handle(place, ann, { kind: "preferences", vacationDays: days });
      expect((await take(20)).error).toBeUndefined();
      t.at(1);
      const refused = await take(11 + 19);
      expect(refused.error).toMatchObject({ code: "ERR_VACATION_BUDGET" });
      expect(refused.error?.message).toMatch(/^You have 29 vacation days left this year \(30 a year/);
      expect(await t.app.store.getUserPrefs(ann.userId)).toMatchObject({
        vacationUntil: new Date(START.getTime() + 20 * DAY),
        vacationDaysUsed: 20,
      });
      // Once the twenty days are spent, ten are left: eleven are refused, ten granted.
      t.at(20 * 24 + 1);
      expect((await take(11)).error?.message).toMatch(/^You have 10 vacation days left this year/);
      expect((await t.app.store.getUserPrefs(ann.userId))?.vacationDaysUsed).toBe(20);
      expect((await take(10)).error).toBeUndefined();
      t.at(30 * 24);
      expect((await take(1)).error?.code).toBe("ERR_VACATION_BUDGET");
      expect((await take(31)).error?.code).toBe("ERR_VACATION");
      // A new year: the budget is whole again.
      t.at(31 * 24);
      expect(t.now().getUTCFullYear()).toBe(2027);
      expect((await take(30)).error).toBeUndefined();
      expect(lookUpRules("vacation")).toMatch(/^Vacation \(\/ti-me vacation\): up to 30 days a year/);
    }));
});

describe("a time bank at a table of one player and bots", () => {
  it("tells the table nobody can vote, and waits for the player", async () => {
    const app = await appHarness();
    try {
      let now = new Date(START);
      const service = createGameService({
        store: app.store,
        log: pino({ level: "silent" }),
        clock: () => now,
      });
      const ann = players[0] as Actor;
      await service.handle(place, ann, { kind: "newGame", settings: {} });
      await service.handle(place, ann, { kind: "addBot" });
      await service.handle(place, ann, { kind: "addBot" });
      await service.handle(place, ann, { kind: "timeBank", days: 1 });
      await service.handle(place, ann, { kind: "start", seed: "time-bank-bots" });
      const state = (await app.store.loadByChannel(place.guildId, place.channelId))?.state as GameState;
      expect(waitingFor(state).map((s) => state.players[s]?.userId)).toEqual([ann.userId]);
      now = new Date(START.getTime() + DAY);
      const clocks = seatClocks(app.store);
      const run = () =>
        runTimeBanks({ clocks, notify: async () => {}, clock: () => now, log: pino({ level: "silent" }) });
      expect(await run()).toEqual({ opened: 1 });
      const told = (await app.said(place)).flatMap((p) => ("text" in p ? [p.text] : [])).join("\n");
      expect(told).toContain(`⏳ ${ann.name}'s time bank has run out, and no other player can vote on it`);
      now = new Date(START.getTime() + 2 * DAY);
      expect(await run()).toEqual({ opened: 0 });
      const status = (await service.handle(place, ann, { kind: "status" })).reply;
      expect(status).not.toContain("Vote on");
      expect(status).toContain("Bot 1: none (a bot)");
    } finally {
      await app.close();
    }
  });
});

describe("the time bank shown and set", () => {
  it("shows each seat's bank and the vote open in the table panel and in /ti game status", () =>
    withTable(
      async (t) => {
        const ann = await t.waited();
        t.at(5);
        const panel = await tableOf(t.service, t.place.channelId);
        expect(panel.timeBank).toBe("1 day to start, +12 h after each turn, at most 2 days");
        expect(panel.seats.find((s) => s.userId === ann.userId)?.bank).toBe("19 h, running");
        expect(panel.seats.filter((s) => s.userId !== ann.userId).map((s) => s.bank)).toEqual([
          "1 d",
          "1 d",
          "1 d",
        ]);
        expect(panel.votes).toEqual([]);
        const status = await t.status();
        expect(status).toContain(
          `Time bank (1 day to start, +12 h after each turn, at most 2 days): ${panel.seats.map((s) => `${s.name}: ${s.bank}`).join("; ")}.`,
        );

        t.at(24);
        await t.run();
        const voting = await tableOf(t.service, t.place.channelId);
        const [vote] = voting.votes;
        expect(vote).toMatchObject({ name: ann.name });
        expect(vote?.voters.map((v) => v.ballot)).toEqual([null, null, null]);
        expect(vote?.buttons.map((b) => b.request)).toEqual(
          ["skip", "bot", "wait"].map((choice) => ({ kind: "bankVote", choice, target: vote?.seat })),
        );
        // A ballot through the panel's own button request.
        const voter = players.find((p) => p.userId === vote?.voters[0]?.userId) as Actor;
        await t.service.handle(t.place, voter, vote?.buttons[2]?.request as AppRequest);
        const after = await tableOf(t.service, t.place.channelId);
        expect(after.votes[0]?.voters.map((v) => v.ballot)).toEqual(["wait", null, null]);
        expect(await t.status()).toContain(
          `Vote on ${ann.name}'s seat (time bank ran out): skip 0, bot 0, wait 1`,
        );
        // The Discord "waiting for" message pings the voters still to vote, with the ballots' buttons first.
        const pending = (await t.service.pending(t.place)) as Pending;
        const still = vote?.voters.slice(1).map((v) => v.userId) ?? [];
        expect(votersWaited(pending)).toEqual(still);
        const message = waitingMessage(pending, [...still, voter.userId]);
        expect(message.users).toEqual(still);
        expect(message.content).toContain(
          `🗳 ${ann.name}'s time bank ran out: <@${still[0]}>, <@${still[1]}> to vote`,
        );
        const ballots = (message.components[0]?.components ?? []).map((c) =>
          parseCustomId((c as { custom_id: string }).custom_id),
        );
        expect(ballots).toEqual(
          ["skip", "bot", "wait"].map((answer) => ({
            route: "vote",
            game: gameShort(pending.gameId),
            decision: String(vote?.seat),
            answer,
          })),
        );
      },
      {},
      placeOf("time-bank"),
    ));

  it("is set by the creator alone, with a sentence for bad values; while the game runs every bank starts full", () =>
    withTable(async (t) => {
      const [ann, ben] = players as [Actor, Actor];
      const set = (who: Actor, request: Partial<Extract<AppRequest, { kind: "timeBank" }>>) =>
        t.service.handle(place, who, { kind: "timeBank", ...request });
      const version = (await t.game()).version;
      expect((await set(ben, { days: 2 })).error?.code).toBe("ERR_NOT_CREATOR");
      for (const [request, message] of [
        [{ days: 3, capDays: 2 }, "cap-days is a whole number from days (3) to 60"],
        [{ off: true, days: 2 }, "Either turn the time bank off or give its days, not both."],
        [{ topUpHours: 12 }, "Give days: what each bank starts with (1 to 30)."],
        [{ days: 31 }, "days is a whole number from 1 to 30."],
        [{ days: 2, topUpHours: 1.5 }, "top-up-hours is a whole number from 0 to 72."],
      ] as const) {
        const refused = await set(ann, request);
        expect(refused.error?.code).toBe("ERR_TIME_BANK");
        expect(refused.error?.message).toContain(message);
      }
      expect((await t.game()).version).toBe(version);

      const first = await t.waited();
      t.at(10);
      expect((await set(ann, { days: 3, topUpHours: 6 })).error).toBeUndefined();
      expect((await t.said()).join("\n")).toContain(
        "Ann sets the time bank: 3 days to start, +6 h after each turn, at most 6 days.",
      );
      // The waited seat's bank runs from now; the others' wait for their turn.
      for (const row of await t.seats())
        expect([row.bankMs, row.bankSince]).toEqual([3 * DAY, row.userId === first.userId ? t.now() : null]);
      expect((await set(ann, { off: true })).error).toBeUndefined();
      expect((await t.seats()).map((s) => [s.bankMs, s.bankSince])).toEqual(players.map(() => [null, null]));
      expect(await t.status()).not.toContain("Time bank");
      expect(lookUpRules("time bank")).toMatch(/^Time bank \(optional, \/ti game time-bank/);
    }));

  it("lets the creator hand a seat to the bot with /ti-gm bot, and nobody else", () =>
    withTable(async (t) => {
      const [ann, ben] = players as [Actor, Actor];
      const seat = waitingFor(await t.state())[0] as Seat;
      const request: AppRequest = { kind: "handOver", target: seat, reason: "left the server" };
      expect((await t.service.handle(place, ben, request)).error?.code).toBe("ERR_NOT_GM");
      expect(await t.service.handle(place, ann, request)).toMatchObject({ ok: true, queued: true });
      expect((await t.state()).players[seat]?.userId).toBe("bot:1");
      expect((await t.service.handle(place, ann, request)).error?.code).toBe("ERR_ALREADY_BOT");
      const typed = { kind: "play", command: { type: "handOverSeat", userId: "x", name: "X", reason: "r" } };
      expect((await t.service.handle(place, ben, typed as AppRequest)).error?.code).toBe("ERR_NOT_GM");
    }));
});
