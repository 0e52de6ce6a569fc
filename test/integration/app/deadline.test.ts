/**
 * Deadlines: the default action every decision gets (pure, checked along bot-played games), and the
 * scheduler's deadline run on a real database with an injected clock, played through the GameService:
 * a question is timed out only when it has been open the whole deadline, a timeout and a reminder never
 * meet in one run, and a turn a timeout starts is pinged.
 */
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { seatClocks } from "../../../src/app/clocks.ts";
import { DEFAULT_KINDS, defaultAction, isOverdue, timeoutText } from "../../../src/app/deadline.ts";
import { createGameService, type GameService } from "../../../src/app/gameService.ts";
import { questionsAsked } from "../../../src/app/reminders.ts";
import { lookUpRules } from "../../../src/app/rulesLookup.ts";
import type { Actor, Place, SeatlessCommand } from "../../../src/app/types.ts";
import { getStrategyCard, type StrategyCardId } from "../../../src/content/index.ts";
import { botCommand } from "../../../src/engine/bot/policy.ts";
import {
  apply,
  type Command,
  decisions,
  type GameSettings,
  type GameState,
  type Seat,
  waitingFor,
} from "../../../src/engine/index.ts";
import { runDeadlines } from "../../../src/scheduler/deadlines.ts";
import { startScheduler } from "../../../src/scheduler/index.ts";
import type { ReminderNotice } from "../../../src/scheduler/reminders.ts";
import { type AppHarness, appHarness } from "../../support/app.ts";
import { CTX, newScenario } from "../../support/engine.ts";

const HOUR = 3_600_000;

/** What a player holds that a default must never spend. */
function holdings(state: GameState, seat: Seat) {
  const p = state.players[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  const exhausted = Object.values(p.planets).filter((c) => c?.exhausted).length;
  return {
    strategy: p.counters.strategy,
    fleet: p.counters.fleet,
    counters: p.counters.strategy + p.counters.fleet + p.counters.command,
    tradeGoods: p.tradeGoods,
    exhausted,
    actionCards: p.secret.actionCards.length,
  };
}

/** The fields that show a default commits to nothing. */
function expectCommitsToNothing(command: Command): void {
  const c = command as Record<string, unknown>;
  if (command.type === "answerSecondary") expect(c.follow).toBe(false);
  if (command.type === "castVotes") expect(c.choice).toBeNull();
  if (command.type === "firePds") expect(c.fire).toBe(false);
  if (command.type === "useCombatAbility") expect(c.use).toBe(false);
  if (command.type === "answerActivation") expect(c.cancel).toBe(false);
  if (command.type === "answerTradeProposal") expect(c.accept).toBe(false);
  if (command.type === "approveTradeAgreement") expect(c.approve).toBe(false);
  if (command.type === "moveUnits") expect(c.moves).toEqual([]);
  if (command.type === "produceUnits") expect(c.orders).toEqual([]);
  if (command.type === "bombard") expect([c.dreadnoughts, c.warSuns]).toEqual([0, 0]);
}

/** Walks a bot-played game, checking the default of every seat waited on; returns the kinds met. */
function walk(settings: GameSettings, seed: string, steps: number, players = 4): Map<string, string> {
  let state = newScenario(players, settings, seed).state;
  const seen = new Map<string, string>();
  for (let step = 0; step < steps && state.phase !== "finished"; step++) {
    for (const seat of waitingFor(state)) {
      const choice = defaultAction(state, seat);
      expect(
        choice,
        `no default for ${JSON.stringify(decisions(state).filter((d) => d.seat === seat))}`,
      ).not.toBeNull();
      if (!choice) continue;
      expect(choice.command.seat).toBe(seat);
      expect(DEFAULT_KINDS).toContain(choice.command.type);
      expectCommitsToNothing(choice.command);
      const result = apply(state, choice.command, CTX);
      expect(result.ok, `${choice.command.type} refused`).toBe(true);
      if (!result.ok) continue;
      const before = holdings(state, seat);
      const after = holdings(result.state, seat);
      // The last answer lets what others started resolve: a card played resolves once its window closes (one
      // may take Trade Goods), an agenda once the last vote is cast (New Constitution exhausts planets,
      // Economic Revitalization moves Trade Goods).
      const resolves = ["passActionWindow", "castVotes"].includes(choice.command.type);
      if (!resolves) expect(after.tradeGoods).toBeGreaterThanOrEqual(before.tradeGoods);
      // Borderlands' Assassins: the die of an Assassin sent at a seat is rolled once it has answered (its
      // bodyguard, or its own sending when it was the last to name targets), and may take its cards.
      if (!["discardDownToLimit", "guardAgainstAssassin", "sendAssassins"].includes(choice.command.type))
        expect(after.actionCards, choice.command.type).toBeGreaterThanOrEqual(before.actionCards);
      if (choice.command.type !== "pass" && !resolves)
        expect(after.exhausted, choice.command.type).toBeLessThanOrEqual(before.exhausted);
      // The Status Phase default keeps the sheet; Diplomacy II takes a counter from it by the rules.
      if (choice.command.type !== "placeCounterFromSheet") {
        expect(after.strategy).toBeGreaterThanOrEqual(before.strategy);
        expect(after.fleet).toBeGreaterThanOrEqual(before.fleet);
        if (choice.command.type !== "redistributeCounters")
          expect(after.counters).toBeGreaterThanOrEqual(before.counters);
      }
      seen.set(choice.command.type, choice.said);
    }
    const seat = waitingFor(state)[0] as Seat;
    const command = botCommand(state, seat, CTX);
    if (!command) break;
    const next = apply(state, command, CTX);
    if (!next.ok) throw new Error(next.error.message);
    state = next.state;
  }
  return seen;
}

const lowest = (cards: readonly string[]) =>
  [...cards].sort(
    (a, b) =>
      getStrategyCard(a as StrategyCardId).initiative - getStrategyCard(b as StrategyCardId).initiative,
  )[0] as StrategyCardId;

describe("the default action of a timed-out seat", () => {
  it("picks the lowest-numbered Strategy Card available and takes its bonus as Trade Goods", () => {
    const game = newScenario(4, {}, "deadline-pick");
    const [picker] = waitingFor(game.state) as [Seat];
    const offered = decisions(game.state)[0]?.choices ?? [];
    const choice = defaultAction(game.state, picker);
    expect(choice?.command).toEqual({ type: "pickStrategyCard", seat: picker, card: lowest(offered) });
    expect(choice?.said).toBe(
      `picked ${getStrategyCard(lowest(offered)).name}, the lowest-numbered card available`,
    );
    // A seat the game does not wait on has no default.
    expect(defaultAction(game.state, ((picker + 1) % 4) as Seat)).toBeNull();
  });

  it("along bot-played games: every decision has one, legal, cautious, and spends nothing it need not", () => {
    const seen = walk({}, "deadline-walk", 250);
    expect([...seen.keys()]).toEqual(
      expect.arrayContaining([
        "pickStrategyCard",
        "strategicAction",
        "resolvePrimary",
        "answerSecondary",
        "passActionWindow",
        "pass",
        "scoreObjectives",
        "redistributeCounters",
      ]),
    );
    expect(seen.get("pass")).toBe("passed");
    expect(seen.get("strategicAction")).toMatch(/^took the strategic action of .+, owed before passing$/);
  }, 120_000);

  it("covers Borderlands' Assassins: none sent, no bodyguard, none hired", () => {
    const seen = walk({ options: ["classic:assassins"] }, "deadline-assassins-2", 700);
    expect(seen.get("buyAssassins")).toBe("hired no Assassin");
    expect(seen.get("sendAssassins")).toBe("sent no Assassin");
    expect(seen.get("guardAgainstAssassin")).toBe("stood no bodyguard in");
  }, 240_000);

  it("covers the set-up's choices too: a race drafted, a system placed", () => {
    const seen = walk({ raceAssignment: "draft", galaxyMode: "playerBuilt" }, "deadline-setup", 60, 3);
    expect(seen.get("pickRace")).toMatch(/^took .+, the first race offered$/);
    expect(seen.get("placeGalaxyTile")).toMatch(/^placed .+ at .+, the first placement offered$/);
  }, 60_000);

  it("is overdue only past the deadline, and stated in the notice and in /ti rules", () => {
    const since = new Date("2026-12-01T00:00:00Z");
    expect(isOverdue(new Date(since.getTime() + 23 * HOUR), since, 24)).toBe(false);
    expect(isOverdue(new Date(since.getTime() + 24 * HOUR), since, 24)).toBe(true);
    expect(isOverdue(new Date(since.getTime() + 999 * HOUR), since, 0)).toBe(false);
    expect(timeoutText("Ann", "passed")).toBe("Ann timed out: passed.");
    const rules = lookUpRules("deadline");
    expect(rules).toMatch(/^Deadline \(set when the game is created/);
    expect(rules).toContain(
      "• A Strategy Card: the lowest-numbered card available, its bonus taken as Trade Goods.",
    );
    expect(rules).toContain("• A strategic action owed: the lowest-numbered card owed");
    // The heading, a line per TI3 default, and the Fourth Edition's rule.
    expect(rules.split("\n")).toHaveLength(DEFAULT_KINDS.length + 2);
    expect(rules).toContain(
      "In a Fourth Edition game the default is the first legal answer that spends nothing",
    );
    expect(lookUpRules("timeout")).toBe(rules);
  });
});

const players: Actor[] = ["Ann", "Ben", "Cyd", "Dov"].map((name, i) => ({
  userId: `41000000000000000${i}`,
  name,
}));
const place: Place = { guildId: "510000000000000001", channelId: "610000000000000001" };
const START = new Date("2026-12-01T12:00:00Z");

/** One started four-player game on its own scratch database, with the scheduler's pieces around it. */
async function table(deadlineHours: number, reminderHours = 8) {
  const app: AppHarness = await appHarness();
  let now = new Date(START);
  const clock = () => now;
  const notices: ReminderNotice[] = [];
  const png = Buffer.from("89504e470d0a1a0a", "hex");
  const service: GameService = createGameService({
    store: app.store,
    log: pino({ level: "silent" }),
    clock,
    renderMap: async () => ({ png }),
  });
  await service.handle(place, players[0] as Actor, {
    kind: "newGame",
    settings: {},
    deadlineHours,
    reminderHours,
  });
  for (const p of players.slice(1)) await service.handle(place, p, { kind: "join" });
  await service.handle(place, players[0] as Actor, { kind: "start", seed: "deadline-db" });
  const deps = {
    clocks: seatClocks(app.store),
    service,
    notify: async (n: ReminderNotice) => void notices.push(n),
    clock,
    log: pino({ level: "silent" }),
  };
  const game = async () => {
    const found = await app.store.loadByChannel(place.guildId, place.channelId);
    if (!found) throw new Error("no game");
    return found;
  };
  const state = async () => (await game()).state as GameState;
  return {
    app,
    notices,
    deps,
    game,
    state,
    run: () => runDeadlines(deps),
    at(time: Date) {
      now = new Date(time);
    },
    now: () => now,
    /** The seats' rows: when each was asked its question. */
    seats: async () => app.store.listSeats((await game()).id),
    /** The engine bot plays for whoever the game waits on, through the service, until `done` holds. */
    async playUntil(done: (s: GameState) => boolean, steps = 400): Promise<GameState> {
      for (let step = 0; step < steps; step++) {
        const current = await state();
        if (done(current)) return current;
        const seat = waitingFor(current)[0] as Seat;
        const command = botCommand(current, seat, CTX);
        if (!command) throw new Error(`the bot has no answer for ${JSON.stringify(decisions(current))}`);
        const { seat: _seat, ...seatless } = command;
        const outcome = await service.handle(place, current.players[seat] as Actor, {
          kind: "play",
          command: seatless as SeatlessCommand,
        });
        expect(outcome.error).toBeUndefined();
      }
      throw new Error("the game never reached the situation");
    },
  };
}

describe("the deadline run on a real database", () => {
  it("plays each Strategy Card pick a whole deadline after it was asked, pinging whoever it asks next", async () => {
    const t = await table(24);
    try {
      expect((await t.game()).meta).toMatchObject({ deadlineHours: 24 });
      t.at(new Date(START.getTime() + 24 * HOUR - 60_000));
      expect(await t.run()).toMatchObject({ played: 0 });
      let day = 0;
      for (let pick = 0; decisions(await t.state()).some((d) => d.kind === "pickStrategyCard"); pick++) {
        const before = await t.state();
        const [picker] = waitingFor(before) as [Seat];
        const card = lowest(decisions(before)[0]?.choices ?? []);
        const bonus = before.strategyPool.find((p) => p.card === card)?.bonus ?? 0;
        day = pick + 1;
        t.at(new Date(START.getTime() + day * 24 * HOUR));
        // One pick a run: the next picker was asked just now.
        expect(await t.run()).toMatchObject({ played: 1, noDefault: 0 });
        const after = await t.state();
        const player = after.players[picker];
        expect(player?.strategyCards.map((h) => h.card)).toContain(card);
        expect(player?.tradeGoods).toBe((before.players[picker]?.tradeGoods ?? 0) + bonus);
        const notice = t.notices.at(-1);
        expect(notice?.text).toMatch(
          new RegExp(
            `^${player?.name} timed out: picked ${getStrategyCard(card).name}, the lowest-numbered card available`,
          ),
        );
        // Pinged: every player the timeout asked something new, the timed-out player included.
        const asked = waitingFor(after).map((s) => after.players[s]?.userId);
        expect(notice?.outcome?.pings).toEqual(asked);
      }
      expect((await t.state()).stack.at(-1)?.kind).toBe("actionPhase");

      // The Action Phase goes on a day at a time: strategic actions owed are taken, secondaries declined.
      const said: string[] = [];
      for (; day < 12; day++) {
        t.at(new Date(START.getTime() + (day + 1) * 24 * HOUR));
        const from = t.notices.length;
        await t.run();
        said.push(...t.notices.slice(from).map((n) => n.text));
      }
      expect(said).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            / timed out: took the strategic action of [A-Z][a-z]+, owed before passing\.$/,
          ),
          expect.stringMatching(/ timed out: resolved the primary of /),
          expect.stringMatching(/ timed out: declined the secondary of /),
        ]),
      );
    } finally {
      await t.app.close();
    }
  });

  it("pings the player whose own turn a timeout started", async () => {
    const t = await table(24);
    try {
      // The bot plays until a seat's default would start that seat's own turn (a secondary declined by
      // the player next in the order of play).
      const startsOwnTurn = (s: GameState) =>
        waitingFor(s).some((seat) => {
          const choice = defaultAction(s, seat);
          const result = choice ? apply(s, choice.command, CTX) : null;
          return (
            result?.ok === true &&
            result.state.stack.at(-1)?.kind === "actionPhase" &&
            waitingFor(result.state)[0] === seat
          );
        });
      const before = await t.playUntil(startsOwnTurn);
      t.at(new Date(START.getTime() + 24 * HOUR));
      const from = t.notices.length;
      await t.run();
      const after = await t.state();
      const [turn] = waitingFor(after) as [Seat];
      expect(waitingFor(before)).toContain(turn);
      const player = after.players[turn] as Actor;
      const notice = t.notices.slice(from).find((n) => n.text.startsWith(`${player.name} timed out`));
      expect(notice?.outcome?.pings).toEqual([player.userId]);
      expect((await t.seats()).find((r) => r.userId === player.userId)?.askedAt).toEqual(t.now());
    } finally {
      await t.app.close();
    }
  });

  it("never times out a question opened moments before by another seat's timeout (the Trade secondary)", async () => {
    const t = await table(24);
    try {
      // The bot plays until one seat's default would put a new question to another seat already waited
      // on: here players in Trade's negotiations, where one's default answer asks another again.
      const asksAnother = (s: GameState) => {
        const asked = questionsAsked(s);
        return waitingFor(s).some((a) => {
          const choice = defaultAction(s, a);
          const result = choice ? apply(s, choice.command, CTX) : null;
          if (!result?.ok) return false;
          const next = questionsAsked(result.state);
          return [...asked.keys()].some((b) => b !== a && next.has(b) && next.get(b) !== asked.get(b));
        });
      };
      const before = await t.playUntil(asksAnother);
      const waiting = waitingFor(before);
      expect(waiting.length).toBeGreaterThanOrEqual(2);

      t.at(new Date(START.getTime() + 24 * HOUR));
      const first = await t.run();
      const after = await t.state();
      // Seats timed out; a seat their defaults asked something new was asked in this run and not timed out.
      expect(first.played).toBeGreaterThanOrEqual(1);
      const rows = await t.seats();
      const timedOut = rows.filter((r) => first.timedOut.includes(r.id)).map((r) => r.userId);
      expect(timedOut).toHaveLength(first.played);
      expect(waitingFor(after).length).toBeGreaterThanOrEqual(1);
      for (const seat of waitingFor(after)) {
        const row = rows.find((r) => r.userId === after.players[seat]?.userId);
        expect(row?.askedAt).toEqual(t.now());
      }

      const version = (await t.game()).version;
      t.at(new Date(t.now().getTime() + 60_000));
      expect(await t.run()).toMatchObject({ played: 0 });
      expect((await t.game()).version).toBe(version);
      // A whole deadline after it was asked, it is.
      t.at(new Date(t.now().getTime() + 24 * HOUR));
      expect((await t.run()).played).toBeGreaterThanOrEqual(1);
    } finally {
      await t.app.close();
    }
  }, 120_000);

  it("leaves a game without a deadline alone", async () => {
    const t = await table(0);
    try {
      expect((await t.game()).meta).toMatchObject({ deadlineHours: 0 });
      const version = (await t.game()).version;
      t.at(new Date(START.getTime() + 1000 * HOUR));
      expect(await t.run()).toMatchObject({ played: 0 });
      expect((await t.game()).version).toBe(version);
    } finally {
      await t.app.close();
    }
  });

  it("never times out a player on vacation, and counts their deadline from the vacation's end", async () => {
    const t = await table(24);
    try {
      const state = await t.state();
      const [picker] = waitingFor(state) as [Seat];
      const userId = state.players[picker]?.userId as string;
      const back = new Date(START.getTime() + 48 * HOUR);
      await t.app.store.setUserPrefs(userId, { vacationUntil: back });
      const version = (await t.game()).version;
      // A whole deadline after the question, and again just before a deadline after the vacation: nothing.
      t.at(new Date(START.getTime() + 30 * HOUR));
      expect(await t.run()).toMatchObject({ played: 0 });
      t.at(new Date(back.getTime() + 24 * HOUR - 60_000));
      expect(await t.run()).toMatchObject({ played: 0 });
      expect((await t.game()).version).toBe(version);
      t.at(new Date(back.getTime() + 24 * HOUR));
      expect(await t.run()).toMatchObject({ played: 1 });
    } finally {
      await t.app.close();
    }
  });

  it("never times out and reminds the same seat in one run", async () => {
    // Reminders every 8 hours, a deadline of 24: the third reminder falls due with the deadline.
    const t = await table(24, 8);
    const state = await t.state();
    const speaker = state.players[state.speaker] as Actor;
    const job = startScheduler(t.deps, 3_600_000);
    const runAt = async (hours: number) => {
      t.at(new Date(START.getTime() + hours * HOUR));
      const from = t.notices.length;
      await job.runNow();
      return t.notices.slice(from);
    };
    try {
      expect((await runAt(8)).map((n) => [n.kind, n.userId])).toEqual([["reminder", speaker.userId]]);
      expect((await runAt(16)).map((n) => [n.kind, n.userId])).toEqual([["reminder", speaker.userId]]);
      const due = await runAt(24);
      expect(due.map((n) => n.kind)).toEqual(["timeout"]);
      expect(due[0]?.text).toMatch(new RegExp(`^${speaker.name} timed out: picked `));
      // The next picker is pinged by the timeout itself, and not reminded in the same run.
      const after = await t.state();
      expect(due[0]?.outcome?.pings).toEqual(waitingFor(after).map((s) => after.players[s]?.userId));
    } finally {
      await job.stop();
      await t.app.close();
    }
  });
});
