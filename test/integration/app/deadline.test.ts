/**
 * Deadlines: the default action a timed-out seat gets (pure, checked along a whole bot-played game), and
 * the scheduler's deadline run on a real database with an injected clock, played through the GameService.
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_KINDS, defaultAction, isOverdue, timeoutText } from "../../../src/app/deadline.ts";
import { createGameService, type GameService } from "../../../src/app/gameService.ts";
import type { Actor, Place, SeatlessCommand } from "../../../src/app/types.ts";
import { botCommand } from "../../../src/engine/bot/policy.ts";
import {
  apply,
  type Command,
  decisions,
  type GameState,
  type Seat,
  waitingFor,
} from "../../../src/engine/index.ts";
import { runDeadlines } from "../../../src/scheduler/deadlines.ts";
import type { ReminderNotice } from "../../../src/scheduler/reminders.ts";
import { type AppHarness, appHarness } from "../../support/app.ts";
import { CTX, newScenario } from "../../support/engine.ts";

const HOUR = 3_600_000;

/** What a player holds that a default must never spend. */
function holdings(state: GameState, seat: Seat) {
  const p = state.players[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  const exhausted = Object.values(p.planets).filter((c) => c?.exhausted).length;
  const counters = p.counters.strategy + p.counters.fleet + p.counters.command;
  return {
    strategy: p.counters.strategy,
    fleet: p.counters.fleet,
    tradeGoods: p.tradeGoods,
    exhausted,
    counters,
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
  if (command.type === "moveUnits") expect(c.moves).toEqual([]);
  if (command.type === "produceUnits") expect(c.orders).toEqual([]);
  if (command.type === "bombard") expect([c.dreadnoughts, c.warSuns]).toEqual([0, 0]);
}

describe("the default action of a timed-out seat", () => {
  it("is null while the Speaker picks a Strategy Card: that is a strategic choice", () => {
    const game = newScenario(4, {}, "deadline-pick");
    const [picker] = waitingFor(game.state);
    expect(decisions(game.state).map((d) => d.kind)).toEqual(["pickStrategyCard"]);
    expect(defaultAction(game.state, picker as Seat)).toBeNull();
    // A seat the game does not wait on has no default either.
    expect(defaultAction(game.state, ((picker as Seat) + 1) % 4)).toBeNull();
  });

  it("along a bot-played game is always legal, of a safe kind, and spends nothing the player holds", () => {
    let state = newScenario(4, {}, "deadline-walk").state;
    const seen = new Map<string, string>();
    let withoutDefault = 0;
    for (let step = 0; step < 250 && state.phase !== "finished"; step++) {
      for (const seat of waitingFor(state)) {
        const choice = defaultAction(state, seat);
        if (!choice) {
          withoutDefault += 1;
          continue;
        }
        expect(choice.command.seat).toBe(seat);
        expect(DEFAULT_KINDS).toContain(choice.command.type);
        expectCommitsToNothing(choice.command);
        const result = apply(state, choice.command, CTX);
        expect(result.ok, `${choice.command.type} refused`).toBe(true);
        if (!result.ok) continue;
        const before = holdings(state, seat);
        const after = holdings(result.state, seat);
        expect(after.tradeGoods).toBeGreaterThanOrEqual(before.tradeGoods);
        expect(after.actionCards).toBeGreaterThanOrEqual(before.actionCards);
        if (choice.command.type !== "pass") expect(after.exhausted).toBeLessThanOrEqual(before.exhausted);
        if (choice.command.type !== "redistributeCounters")
          expect(after.counters).toBeGreaterThanOrEqual(before.counters);
        // The Status Phase default keeps the sheet: new counters only add to it.
        expect(after.strategy).toBeGreaterThanOrEqual(before.strategy);
        expect(after.fleet).toBeGreaterThanOrEqual(before.fleet);
        seen.set(choice.command.type, choice.said);
      }
      const seat = waitingFor(state)[0] as Seat;
      const command = botCommand(state, seat, CTX);
      if (!command) break;
      const next = apply(state, command, CTX);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
    }
    // The walk reached the answers the brief names: secondaries declined, the turn passed, the Status
    // Phase answered; and met decisions (picks, strategic actions) that have no default.
    expect([...seen.keys()]).toEqual(
      expect.arrayContaining(["answerSecondary", "passActionWindow", "pass", "scoreObjectives"]),
    );
    expect(seen.get("pass")).toBe("passed");
    expect(withoutDefault).toBeGreaterThan(0);
  }, 90_000);

  it("is overdue only past the deadline, and never with the deadline off", () => {
    const since = new Date("2026-12-01T00:00:00Z");
    expect(isOverdue(new Date(since.getTime() + 23 * HOUR), since, 24)).toBe(false);
    expect(isOverdue(new Date(since.getTime() + 24 * HOUR), since, 24)).toBe(true);
    expect(isOverdue(new Date(since.getTime() + 999 * HOUR), since, 0)).toBe(false);
    expect(timeoutText("Ann", "passed")).toBe("Ann timed out: passed.");
  });
});

const players: Actor[] = ["Ann", "Ben", "Cyd", "Dov"].map((name, i) => ({
  userId: `41000000000000000${i}`,
  name,
}));
const strict: Place = { guildId: "510000000000000001", channelId: "610000000000000001" };
const relaxed: Place = { guildId: "510000000000000001", channelId: "610000000000000002" };

async function stateAt(app: AppHarness, place: Place): Promise<{ state: GameState; version: number }> {
  const game = await app.store.loadByChannel(place.guildId, place.channelId);
  if (!game) throw new Error("no game");
  return { state: game.state as GameState, version: game.version };
}

/** The engine bot plays for whoever the game waits on, through the service, until `done` holds. */
async function playUntil(
  app: AppHarness,
  service: GameService,
  place: Place,
  done: (s: GameState) => boolean,
): Promise<GameState> {
  for (let step = 0; step < 80; step++) {
    const { state } = await stateAt(app, place);
    if (done(state)) return state;
    const seat = waitingFor(state)[0] as Seat;
    const command = botCommand(state, seat, CTX);
    if (!command) throw new Error(`the bot has no answer for ${JSON.stringify(decisions(state))}`);
    const { seat: _seat, ...seatless } = command;
    const player = state.players[seat] as { userId: string; name: string };
    const outcome = await service.handle(place, player, {
      kind: "play",
      command: seatless as SeatlessCommand,
    });
    expect(outcome.error).toBeUndefined();
  }
  throw new Error("the game never reached the situation");
}

const asksSecondaries = (s: GameState) => decisions(s).some((d) => d.kind === "answerSecondary");

describe("the deadline run on a real database", () => {
  let app: AppHarness;
  let service: GameService;
  let now = new Date();
  const clock = () => now;
  const notices: ReminderNotice[] = [];
  const run = () =>
    runDeadlines({
      store: app.store,
      service,
      notify: async (n) => void notices.push(n),
      clock,
      log: pino({ level: "silent" }),
    });

  beforeAll(async () => {
    const png = Buffer.from("89504e470d0a1a0a", "hex");
    app = await appHarness(async () => ({ png }));
    service = createGameService({
      store: app.store,
      log: pino({ level: "silent" }),
      clock,
      renderMap: async () => ({ png }),
    });
    for (const [place, deadlineHours] of [
      [strict, 24],
      [relaxed, 0],
    ] as const) {
      await service.handle(place, players[0] as Actor, { kind: "newGame", settings: {}, deadlineHours });
      for (const p of players.slice(1)) await service.handle(place, p, { kind: "join" });
      await service.handle(place, players[0] as Actor, { kind: "start", seed: "deadline-db" });
    }
  });
  afterAll(async () => app.close());

  it("keeps the deadline in the game's settings; 0 is off", async () => {
    const strictGame = await app.store.loadByChannel(strict.guildId, strict.channelId);
    const relaxedGame = await app.store.loadByChannel(relaxed.guildId, relaxed.channelId);
    expect(strictGame?.meta).toMatchObject({ deadlineHours: 24 });
    expect(relaxedGame?.meta).toMatchObject({ deadlineHours: 0 });
  });

  it("plays nothing for a Strategy Card pick, however late: there is no safe default", async () => {
    now = new Date(Date.now() + 100 * HOUR);
    const { version } = await stateAt(app, strict);
    expect(await run()).toEqual({ played: 0, noDefault: 1 });
    expect((await stateAt(app, strict)).version).toBe(version);
    expect(notices).toEqual([]);
  });

  it("declines every overdue secondary through the service, announces each, and leaves a game without deadline alone", async () => {
    now = new Date();
    for (const place of [strict, relaxed]) await playUntil(app, service, place, asksSecondaries);
    const { state, version } = await stateAt(app, strict);
    const frame = state.stack.at(-1);
    if (frame?.kind !== "strategicAction") throw new Error("expected a strategic action");
    const declining = decisions(state)
      .filter((d) => d.kind === "answerSecondary")
      .map((d) => d.seat)
      .sort((a, b) => a - b);
    expect(declining.length).toBe(3);
    const relaxedVersion = (await stateAt(app, relaxed)).version;

    now = new Date(Date.now() + 23 * HOUR);
    expect(await run()).toEqual({ played: 0, noDefault: 0 });

    now = new Date(Date.now() + 25 * HOUR);
    const result = await run();
    expect(result.played).toBe(3);
    const after = await stateAt(app, strict);
    expect(after.version).toBe(version + 3);
    expect(decisions(after.state).some((d) => d.kind === "answerSecondary")).toBe(false);
    expect((await stateAt(app, relaxed)).version).toBe(relaxedVersion);

    const game = await app.store.loadByChannel(strict.guildId, strict.channelId);
    const entries = await app.store.readEvents(game?.id as string, version);
    expect(entries.map((e) => e.command)).toEqual(
      declining.map((seat) => ({ type: "answerSecondary", seat, card: frame.card, follow: false })),
    );
    expect(entries.map((e) => e.actor)).toEqual(declining.map((seat) => state.players[seat]?.userId));

    const timeouts = notices.filter((n) => n.kind === "timeout");
    expect(timeouts).toHaveLength(3);
    expect(timeouts.map((n) => n.place)).toEqual([strict, strict, strict]);
    expect(timeouts.map((n) => n.text)).toEqual(
      declining.map((seat) =>
        expect.stringMatching(new RegExp(`^${state.players[seat]?.name} timed out: declined the secondary`)),
      ),
    );
    // Persisted like any command, with what it says (and the map) in the outbox.
    for (const n of timeouts) expect(n.outcome).toMatchObject({ ok: true, queued: true });
    const accounts = (await app.said(strict)).filter((p) => p.kind === "account" && p.image);
    expect(accounts.length).toBeGreaterThan(0);
    expect(
      accounts.every(
        (p) => p.kind === "account" && p.image?.png.subarray(0, 4).toString("hex") === "89504e47",
      ),
    ).toBe(true);
  });

  it("gives the next overdue seat a fresh deadline from the default action just played", async () => {
    const before = notices.length;
    // The last command was recorded moments ago; 23 hours later nothing is due yet.
    now = new Date(Date.now() + 23 * HOUR);
    expect((await run()).played).toBe(0);
    expect(notices.length).toBe(before);
  });
});
