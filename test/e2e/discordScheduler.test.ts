/**
 * The scheduler end to end: the bot as `boot` wires it (real discord.js against the local fake of
 * Discord, a scratch PostgreSQL database, the real map renderer), with an injected clock and a scheduler
 * ticking every few milliseconds. A due reminder appears in the game's channel pinging only the right
 * player; an overdue seat's default action is played, announced with the map, and the next player pinged.
 */

import { pino } from "pino";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createGameService, type GameService } from "../../src/app/gameService.ts";
import type { Actor, Place, SeatlessCommand } from "../../src/app/types.ts";
import { botCommand } from "../../src/engine/bot/policy.ts";
import { decisions, type GameState, type Seat, waitingFor } from "../../src/engine/index.ts";
import { createGameStore, type GameStore } from "../../src/store/gameStore.ts";
import { FAKE_GUILD_ID, type FakeMember, type SentMessage } from "../support/fakeDiscord.ts";
import { HOUR, scheduledBot } from "../support/scheduledBot.ts";

const alice: FakeMember = { id: "100000000000000020", username: "alice", globalName: "Alice" };
const bob: FakeMember = { id: "100000000000000021", username: "bob", globalName: "Bob" };
const cara: FakeMember = { id: "100000000000000022", username: "cara", globalName: "Cara" };
const REMINDED = "400000000000000011";
const TIMED = "400000000000000012";

const bot = scheduledBot();
const slash = bot.slash;
const inChannel = bot.inChannel;

/** A real map: the PNG signature, and an IHDR width the renderer's full table has (> 1000 pixels). */
function expectRenderedMap(data: Buffer | undefined): void {
  expect(data?.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(data?.subarray(12, 16).toString("ascii")).toBe("IHDR");
  expect(data?.readUInt32BE(16)).toBeGreaterThan(1000);
}

describe("reminders posted by the running bot", () => {
  let speaker = "";

  it("starts a game from Discord and posts the real rendered map, as the playground does", async () => {
    await slash(alice, REMINDED, "game new", { "reminder-hours": 2 });
    for (const who of [bob, cara]) await slash(who, REMINDED, "game join");
    const sent = await slash(alice, REMINDED, "game start");
    const announced = sent.find((m) => m.via === "channel" && m.files.length > 0);
    expect(announced?.audience).toBe("public");
    expect(announced?.files[0]?.contentType).toBe("image/png");
    expectRenderedMap(announced?.files[0]?.data);
    const game = await createGameStore(bot.running.db).loadByChannel(FAKE_GUILD_ID, REMINDED);
    const state = game?.state as GameState;
    speaker = state.players[state.speaker]?.userId as string;
    expect(speaker).toMatch(/^1000000000000000(20|21|22)$/);
  }, 60_000);

  it("posts a due reminder in the channel, mentioning the Speaker and allowed to ping only them", async () => {
    const reminders = () => inChannel(REMINDED).filter((m) => m.content.includes("Reminder"));
    expect(reminders()).toEqual([]);
    bot.advance(2 * HOUR + 60_000);
    await vi.waitFor(() => expect(reminders().length).toBeGreaterThan(0), { timeout: 5_000 });
    const [reminder] = reminders();
    expect(reminder?.audience).toBe("public");
    expect(reminder?.content).toMatch(
      new RegExp(`^<@${speaker}> Reminder: the game is waiting for you to pick a Strategy Card`),
    );
    expect(reminder?.allowedMentions).toEqual({ parse: [], users: [speaker] });
    // Sent once: the next one waits a whole interval.
    await new Promise((r) => setTimeout(r, 200));
    expect(reminders()).toHaveLength(1);
  });
});

describe("a timed-out seat through Discord", () => {
  let store: GameStore;
  let service: GameService;
  const place: Place = { guildId: FAKE_GUILD_ID, channelId: TIMED };
  const players: Actor[] = [alice, bob, cara].map((m) => ({ userId: m.id, name: m.globalName as string }));

  beforeAll(async () => {
    // A second service over the same database, so the game can carry a deadline before the catalog
    // offers one; the running bot's scheduler finds it like any other game.
    store = createGameStore(bot.running.db);
    service = createGameService({ store, log: pino({ level: "silent" }), clock: bot.now });
  });

  it("declines the overdue secondaries, announces each and pings whoever is next", async () => {
    await service.handle(place, players[0] as Actor, { kind: "newGame", settings: {}, deadlineHours: 24 });
    for (const p of players.slice(1)) await service.handle(place, p, { kind: "join" });
    await service.handle(place, players[0] as Actor, { kind: "start", seed: "timeout-e2e" });
    let state = (await store.loadByChannel(place.guildId, place.channelId))?.state as GameState;
    for (let step = 0; step < 40 && !decisions(state).some((d) => d.kind === "answerSecondary"); step++) {
      const seat = waitingFor(state)[0] as Seat;
      const command = botCommand(state, seat, { now: bot.now().toISOString() });
      if (!command) throw new Error("the bot has no answer");
      const { seat: _seat, ...seatless } = command;
      const outcome = await service.handle(place, state.players[seat] as Actor, {
        kind: "play",
        command: seatless as SeatlessCommand,
      });
      expect(outcome.error).toBeUndefined();
      state = (await store.loadByChannel(place.guildId, place.channelId))?.state as GameState;
    }
    const decliners = decisions(state)
      .filter((d) => d.kind === "answerSecondary")
      .map((d) => d.seat)
      .sort((a, b) => a - b);
    expect(decliners).toHaveLength(2);
    // The moves above were said through the outbox too: its catch-up delivers them now.
    await bot.running.outbox.runNow();
    expect(inChannel(TIMED).filter((m) => m.content.includes("timed out"))).toEqual([]);

    // The secondaries were asked at the injected clock's time; a day and an hour later they are overdue.
    bot.advance(25 * HOUR);
    const timedOut = () => inChannel(TIMED).filter((m) => m.content.includes("timed out"));
    const lineAfterSecond = () => {
      const log = inChannel(TIMED);
      return log[log.indexOf(timedOut()[1] as SentMessage) + 1];
    };
    await vi.waitFor(() => expect(lineAfterSecond()?.content).toContain("⏳"), { timeout: 20_000 });
    // Each timeout: the announcement with the narration and the map, then whom the game waits for.
    const [first, second] = timedOut();
    expect([first, second].map((m) => m?.content.split(":")[0])).toEqual(
      decliners.map((seat) => `${state.players[seat]?.name} timed out`),
    );
    for (const m of [first, second]) {
      expect(m?.content).toMatch(/timed out: declined the secondary of /);
      expect(m?.allowedMentions).toEqual({ parse: [] });
    }
    // The first decline is a step inside the card's strategic action, told in text; the last ends it and
    // the turn passes, so the map comes with it (one map per turn of play).
    expect(first?.files).toEqual([]);
    expectRenderedMap(second?.files[0]?.data);
    const game = await store.loadByChannel(place.guildId, place.channelId);
    const entries = await store.readEvents(game?.id as string);
    const declines = entries.filter((e) => (e.command as { type: string }).type === "answerSecondary");
    expect(declines.map((e) => (e.command as { follow: boolean }).follow)).toEqual([false, false]);
    // After each timeout, whom the game waits for now, with the buttons; everyone the timeout asked
    // something new is pinged, the timed-out player too if the turn that follows is theirs.
    const waitingLine = lineAfterSecond();
    expect(waitingLine?.components.length).toBeGreaterThan(0);
    const pinged = waitingLine?.allowedMentions?.users ?? [];
    for (const user of pinged) expect(waitingLine?.content).toContain(`<@${user}>`);
    const next = (await store.loadByChannel(place.guildId, place.channelId))?.state as GameState;
    expect(pinged).toEqual(waitingFor(next).map((s) => next.players[s]?.userId));
    expect(pinged.length).toBeGreaterThan(0);
    expect(first?.content).not.toMatch(/\nDone\.$/);
    // The run that timed the seats out did not also remind them of the secondary they no longer owe.
    const reminders = inChannel(TIMED).filter((m) => m.content.includes("Reminder"));
    expect(reminders.filter((m) => m.content.includes("secondary"))).toEqual([]);
  }, 120_000);
});
