import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyAndPersist } from "../../../src/app/play.ts";
import { type Actor, isBotUser, type Place } from "../../../src/app/types.ts";
import { effectiveEntries, effectiveEvents, revealedSomething } from "../../../src/app/undo.ts";
import { botCommand } from "../../../src/engine/bot/policy.ts";
import {
  apply,
  type Command,
  decisions,
  type GameEvent,
  type GameSettings,
  type GameState,
  replay,
  waitingFor,
} from "../../../src/engine/index.ts";
import type { StoredEvent, StoredGame } from "../../../src/store/gameStore.ts";
import { type AppHarness, appHarness } from "../../support/app.ts";

const players: Actor[] = ["Ada", "Bo", "Cy", "Di"].map((name, i) => ({
  userId: `70000000000000000${i}`,
  name,
}));
let app: AppHarness;
let n = 0;

beforeAll(async () => {
  app = await appHarness();
});
afterAll(async () => app.close());

async function newGame(count = 4, extra: GameSettings = {}) {
  n += 1;
  const place: Place = { guildId: "800000000000000001", channelId: `90000000000000000${n}` };
  const seated = players.slice(0, count);
  const settings: GameSettings = { bannedRaces: ["yssaril"], ...extra };
  await app.service.handle(place, players[0] as Actor, { kind: "newGame", settings });
  for (const p of seated.slice(1)) await app.service.handle(place, p, { kind: "join" });
  await app.service.handle(place, players[0] as Actor, { kind: "start", seed: `undo-${n}` });
  const state = async () =>
    (await app.store.loadByChannel(place.guildId, place.channelId))?.state as GameState;
  const s = await state();
  const actor = (seat: number) => players.find((p) => p.userId === s.players[seat]?.userId) as Actor;
  return { place, state, actor, all: () => seated };
}

describe("undo", () => {
  it("takes back a pick that revealed nothing at once, and the log still replays to the snapshot", async () => {
    const game = await newGame();
    const before = await game.state();
    const speaker = game.actor(before.speaker);
    await app.service.handle(game.place, speaker, {
      kind: "play",
      command: { type: "pickStrategyCard", card: "trade" },
    });
    const other = game.actor((before.speaker + 1) % 4);
    expect((await app.service.handle(game.place, other, { kind: "undo" })).error?.code).toBe(
      "ERR_NOT_YOUR_ACTION",
    );
    const undone = await app.service.handle(game.place, speaker, { kind: "undo" });
    expect(undone.error).toBeUndefined();
    expect(undone.publicText).toMatch(/taken back/);
    const after = await game.state();
    expect(after).toEqual(before);
    const stored = await app.store.loadByChannel(game.place.guildId, game.place.channelId);
    expect(replay(effectiveEvents(await app.store.readEvents(stored?.id as string)))).toEqual(after);
    expect((await app.service.handle(game.place, speaker, { kind: "undo" })).error?.code).toBe(
      "ERR_NOTHING_TO_UNDO",
    );
  });

  it("needs every other player's consent when the action revealed a hidden card, and a refusal keeps it", async () => {
    // The Speaker drafts the Naalu, whose initiative 0 puts them first, and takes Imperial.
    const game = await newGame(4, { raceAssignment: "draft" as const });
    const races = ["naalu", "hacan", "sol", "xxcha"];
    for (const race of races) {
      const d = decisions(await game.state())[0];
      await app.service.handle(game.place, game.actor(d?.seat ?? 0), {
        kind: "play",
        command: { type: "pickRace", race: race as never },
      });
    }
    const cards = [
      "imperial",
      "trade",
      "warfare",
      "technology",
      "logistics",
      "diplomacy",
      "political",
      "initiative",
    ];
    for (const card of cards) {
      const d = decisions(await game.state())[0];
      await app.service.handle(game.place, game.actor(d?.seat ?? 0), {
        kind: "play",
        command: { type: "pickStrategyCard", card: card as never },
      });
    }
    const naalu = game.actor((await game.state()).players.findIndex((p) => p.race === "naalu"));
    const beforeImperial = await game.state();
    const acted = await app.service.handle(game.place, naalu, {
      kind: "play",
      command: { type: "strategicAction", card: "imperial" },
    });
    expect(acted.publicText).toMatch(/Objective revealed/);
    const asked = await app.service.handle(game.place, naalu, { kind: "undo" });
    expect(asked.publicText).toMatch(/every other player must agree/);
    expect(asked.pings).toHaveLength(3);
    const others = game.all().filter((p) => p.userId !== naalu.userId);
    const refused = await app.service.handle(game.place, others[0] as Actor, {
      kind: "undoAnswer",
      consent: false,
    });
    expect(refused.publicText).toMatch(/refuses the undo/);
    expect((await game.state()).objectives).toHaveLength(1);
    await app.service.handle(game.place, naalu, { kind: "undo" });
    for (const p of others) await app.service.handle(game.place, p, { kind: "undoAnswer", consent: true });
    expect(await game.state()).toEqual(beforeImperial);
  });
});

const NOW = "2026-12-01T12:00:00.000Z";

/** Ada and Bo with two bots; the humans' moves are the ones the built-in player would choose. */
async function botGame(seed: string) {
  n += 1;
  const place: Place = { guildId: "800000000000000001", channelId: `91000000000000000${n}` };
  const [ada, bo] = players as [Actor, Actor];
  await app.service.handle(place, ada, { kind: "newGame", settings: { bannedRaces: ["yssaril"] } });
  await app.service.handle(place, bo, { kind: "join" });
  for (let i = 0; i < 2; i++) await app.service.handle(place, ada, { kind: "addBot" });
  await app.service.handle(place, ada, { kind: "start", seed });
  const load = async () => (await app.store.loadByChannel(place.guildId, place.channelId)) as StoredGame;
  const log = async () => app.store.readEvents((await load()).id);
  const human = (userId: string) => players.find((p) => p.userId === userId) as Actor;
  /** The next command a human is waited on for, and who sends it. */
  const next = (state: GameState): { actor: Actor; command: Command } => {
    const seat = waitingFor(state).find((s) => !isBotUser(state.players[s]?.userId ?? ""));
    const command = seat === undefined ? null : botCommand(state, seat, { now: NOW });
    if (seat === undefined || !command) throw new Error("the game waits on no human");
    return { actor: human(state.players[seat]?.userId as string), command };
  };
  const play = (actor: Actor, command: Command) => {
    const { seat: _seat, ...seatless } = command;
    return app.service.handle(place, actor, { kind: "play", command: seatless });
  };
  /** Plays the humans' moves until one is followed by bot answers that `fits`; returns that moment. */
  const playUntil = async (
    fits: (span: {
      human: StoredEvent;
      bots: StoredEvent[];
      before: GameState;
      log: StoredEvent[];
    }) => boolean,
  ) => {
    for (let move = 0; move < 200; move++) {
      const before = (await load()).state as GameState;
      const { actor, command } = next(before);
      expect((await play(actor, command)).error).toBeUndefined();
      const entries = await log();
      const at = entries.findLastIndex((e) => !isBotUser(e.actor));
      const span = { human: entries[at] as StoredEvent, bots: entries.slice(at + 1), before, log: entries };
      if (span.bots.length > 0 && fits(span)) return { ...span, actor, command };
    }
    throw new Error("no such moment in 200 moves");
  };
  const replaysToSnapshot = async () => {
    const game = await load();
    expect(replay(effectiveEvents(await log()))).toEqual(game.state);
  };
  return { place, load, log, next, play, playUntil, replaysToSnapshot, human };
}

const stateAfter = (log: readonly StoredEvent[], seq: number): GameState =>
  replay(effectiveEvents(log.filter((e) => e.seq <= seq)));

const eventsOf = (entries: readonly StoredEvent[]) => entries.flatMap((e) => e.events as GameEvent[]);

describe("undo with bot seats", () => {
  it("takes back a human's action with the bots' answers after it, refuses another human, and the bots answer again", async () => {
    const game = await botGame("undo-bots-1");
    const moment = await game.playUntil(
      ({ human, bots, before, log }) =>
        !revealedSomething(
          before,
          stateAfter(log, (bots.at(-1) as StoredEvent).seq),
          eventsOf([human, ...bots]),
        ),
    );
    const answered = await game.load();
    const length = moment.log.length;

    // Another human whose action lies before: taking it back would cross this one.
    const earlier = moment.log.findLast((e) => !isBotUser(e.actor) && e.actor !== moment.actor.userId);
    expect(earlier?.seq).toBeGreaterThan(1);
    const other = game.human(earlier?.actor as string);
    const crossing = await app.service.handle(game.place, other, { kind: "undo" });
    expect(crossing.error?.code).toBe("ERR_NOT_YOUR_ACTION");
    expect(crossing.error?.message).toBe(
      `Only the player who took the last action may take it back, and the last action was ${moment.actor.name}'s: an undo never takes back another player's action.`,
    );
    expect(await game.log()).toHaveLength(length);

    const undone = await app.service.handle(game.place, moment.actor, { kind: "undo" });
    expect(undone.error).toBeUndefined();
    expect(undone.publicText).toMatch(/last action was taken back, with the bots' answers to it/);
    expect((await game.load()).state).toEqual(moment.before);
    const undo = (await game.log()).at(-1) as StoredEvent;
    expect(undo.command).toEqual({
      type: "undo",
      seq: moment.human.seq,
      bots: moment.bots.map((e) => e.seq),
    });
    await game.replaysToSnapshot();

    // The same move again: the bots answer it again, as they did the first time.
    expect((await game.play(moment.actor, moment.command)).error).toBeUndefined();
    const again = (await game.log()).filter((e) => e.seq > undo.seq);
    expect(again.slice(1).map((e) => [e.actor, e.command])).toEqual(
      moment.bots.map((e) => [e.actor, e.command]),
    );
    expect((await game.load()).state).toEqual(answered.state);
    await game.replaysToSnapshot();
  });

  it("asks the other human, never a bot, when the bots' answers revealed something the action did not", async () => {
    const game = await botGame("undo-bots-1");
    const moment = await game.playUntil(({ human, bots, before, log }) => {
      const acted = stateAfter(log, human.seq);
      const last = stateAfter(log, (bots.at(-1) as StoredEvent).seq);
      return (
        !revealedSomething(before, acted, eventsOf([human])) &&
        revealedSomething(before, last, eventsOf([human, ...bots]))
      );
    });
    const other = players.slice(0, 2).find((p) => p.userId !== moment.actor.userId) as Actor;
    const asked = await app.service.handle(game.place, moment.actor, { kind: "undo" });
    expect(asked.publicText).toMatch(
      /the bots' answers to it\. Together they revealed .* every other player must agree/,
    );
    expect(asked.pings).toEqual([other.userId]);
    expect(effectiveEntries(await game.log()).at(-1)?.seq).toBe((moment.bots.at(-1) as StoredEvent).seq);

    const agreed = await app.service.handle(game.place, other, { kind: "undoAnswer", consent: true });
    expect(agreed.publicText).toMatch(new RegExp(`^${moment.actor.name}'s last action was taken back`));
    expect((await game.load()).state).toEqual(moment.before);
    await game.replaysToSnapshot();
  });

  it("lets the bots answer at once when the restored game waits on them", async () => {
    const game = await botGame("undo-bots-2");
    const deps = { store: app.store, log: pino({ level: "silent" }), clock: () => new Date(NOW) };
    const isBotSeat = (state: GameState, seat: number) => isBotUser(state.players[seat]?.userId ?? "");
    // A human move after which bots and a human answer together, persisted with the bots' run cut short
    // (as a crash between the two would leave it): the game then waits on bots as well as on a human.
    for (let move = 0; ; move++) {
      expect(move).toBeLessThan(200);
      const game0 = await game.load();
      const state = game0.state as GameState;
      const { actor, command } = game.next(state);
      const result = apply(structuredClone(state), command, { now: NOW });
      const waiting = result.ok ? waitingFor(result.state) : [];
      if (waiting.some((s) => isBotSeat(state, s)) && waiting.some((s) => !isBotSeat(state, s))) {
        expect((await applyAndPersist(deps, game0, actor, command)).ok).toBe(true);
        break;
      }
      expect((await game.play(actor, command)).error).toBeUndefined();
    }
    const cutShort = await game.load();
    const { actor, command } = game.next(cutShort.state as GameState);
    expect((await game.play(actor, command)).error).toBeUndefined();
    const undone = await app.service.handle(game.place, actor, { kind: "undo" });
    expect(undone.error).toBeUndefined();
    // If the span revealed something, the other human agrees; the bots are never asked.
    for (const id of undone.pings)
      await app.service.handle(game.place, game.human(id), { kind: "undoAnswer", consent: true });
    const log = await game.log();
    const undo = log.findLast((e) => (e.command as { type: string }).type === "undo") as StoredEvent;
    expect(undo.command).toMatchObject({ bots: expect.arrayContaining([expect.any(Number)]) });
    const after = log.filter((e) => e.seq > undo.seq);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((e) => isBotUser(e.actor))).toBe(true);
    const state = (await game.load()).state as GameState;
    expect(waitingFor(state).some((s) => isBotSeat(state, s))).toBe(false);
    await game.replaysToSnapshot();
  });
});
