/**
 * What the surfaces see through GameService instead of the store (issue #16): the channel's game with
 * its status, players and live decisions; the seats with their private threads, and a thread remembered
 * for the right seat only; every channel's latest game; the log told again; and an answer that saved
 * nothing carrying whom the game waits for, so no surface reads the game again to draw its buttons.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor, Place } from "../../../src/app/types.ts";
import { decisions, type GameState } from "../../../src/engine/index.ts";
import { type AppHarness, appHarness } from "../../support/app.ts";

const alice: Actor = { userId: "100000000000000010", name: "Alice" };
const bob: Actor = { userId: "100000000000000011", name: "Bob" };
const cara: Actor = { userId: "100000000000000012", name: "Cara" };
const stranger: Actor = { userId: "100000000000000099", name: "Eve" };
const everyone = [alice, bob, cara];
const GUILD = "200000000000000042";

let app: AppHarness;
let channel = 0;
function nextPlace(): Place {
  channel += 1;
  return { guildId: GUILD, channelId: `3000000000000042${channel.toString().padStart(2, "0")}` };
}

beforeAll(async () => {
  app = await appHarness();
});
afterAll(async () => app.close());

async function lobby(place: Place): Promise<void> {
  await app.service.handle(place, alice, { kind: "newGame", settings: {} });
  for (const p of [bob, cara]) await app.service.handle(place, p, { kind: "join" });
}

async function started(place: Place): Promise<GameState> {
  await lobby(place);
  expect((await app.service.handle(place, alice, { kind: "start", seed: "tables" })).ok).toBe(true);
  return (await app.store.loadByChannel(place.guildId, place.channelId))?.state as GameState;
}

describe("the channel's game", () => {
  it("is none where no game was opened", async () => {
    const place = nextPlace();
    expect(await app.service.game(place)).toBeNull();
    expect(await app.service.pending(place)).toBeNull();
    expect(await app.service.seats(place)).toEqual([]);
    expect(await app.service.retell(place)).toBeNull();
  });

  it("in its lobby: who sat down, in order, and nothing waited for", async () => {
    const place = nextPlace();
    await lobby(place);
    const game = await app.service.game(place);
    expect(game).toMatchObject({ status: "lobby", createdBy: alice.userId, progress: null, pending: null });
    expect(game?.players.map((p) => [p.seat, p.name, p.race, p.vp])).toEqual([
      [0, "Alice", null, null],
      [1, "Bob", null, null],
      [2, "Cara", null, null],
    ]);
    expect(await app.service.pending(place)).toBeNull();
    expect(await app.service.retell(place)).toEqual({ status: "lobby", told: [] });
  });

  it("running: the round, the players' races and VP, and the live decisions", async () => {
    const place = nextPlace();
    const state = await started(place);
    const game = await app.service.game(place);
    expect(game).toMatchObject({ status: "active", progress: { round: state.round, phase: state.phase } });
    expect(game?.players.map((p) => [p.userId, p.race, p.vp])).toEqual(
      state.players.map((p) => [p.userId, p.race, p.vp]),
    );
    expect(game?.pending?.decisions).toEqual(decisions(state));
    expect((await app.service.pending(place))?.decisions).toEqual(decisions(state));
  });
});

describe("the seats' private threads", () => {
  it("are remembered for the player's own seat, and for nobody without one", async () => {
    const place = nextPlace();
    await started(place);
    expect((await app.service.seats(place)).map((s) => s.threadId)).toEqual([null, null, null]);
    expect(await app.service.rememberThread(place, bob.userId, "500000000000000001")).toBe(true);
    expect(await app.service.rememberThread(place, stranger.userId, "500000000000000002")).toBe(false);
    const seats = await app.service.seats(place);
    expect(seats.map((s) => [s.name, s.threadId])).toEqual([
      ["Alice", null],
      ["Bob", "500000000000000001"],
      ["Cara", null],
    ]);
  });
});

describe("every channel's latest game", () => {
  it("lists each channel once, with the newest game, a game abandoned in its lobby included", async () => {
    const reopened = nextPlace();
    await lobby(reopened);
    await app.service.handle(reopened, alice, { kind: "abandon" });
    await started(reopened);
    const abandoned = nextPlace();
    await lobby(abandoned);
    await app.service.handle(abandoned, alice, { kind: "abandon" });
    const games = await app.service.games(GUILD);
    const at = (place: Place) => games.filter((g) => g.place.channelId === place.channelId);
    expect(at(reopened).map((g) => g.status)).toEqual(["active"]);
    // Abandoned before the start, it kept no state: its seats still say who sat there.
    expect(at(abandoned).map((g) => [g.status, g.progress, g.players.length])).toEqual([
      ["abandoned", null, 3],
    ]);
  });
});

describe("the log told again", () => {
  it("tells each command in the channel's sentences, with each player's private lines", async () => {
    const place = nextPlace();
    const state = await started(place);
    const speaker = everyone.find((a) => a.userId === state.players[state.speaker]?.userId) as Actor;
    await app.service.handle(place, speaker, {
      kind: "play",
      command: { type: "pickStrategyCard", card: "trade" },
    });
    const told = (await app.service.retell(place))?.told ?? [];
    expect(told.map((t) => [t.command, t.actorName])).toEqual([
      ["start", "Alice"],
      ["pick strategy card", speaker.name],
    ]);
    expect(told[0]?.text).toMatch(/^The game begins!/);
    expect(told[0]?.privates.map((m) => m.userId).sort()).toEqual(everyone.map((a) => a.userId).sort());
    expect(told[0]?.privates.every((m) => /Your Secret Objective/.test(m.text))).toBe(true);
    expect(told[1]?.text).toContain(`${speaker.name} takes Trade`);
  });
});

describe("an answer that saved nothing", () => {
  it("carries whom the running game waits for; a saved change and a refusal do not", async () => {
    const place = nextPlace();
    const state = await started(place);
    const map = await app.service.handle(place, bob, { kind: "map" });
    expect(map.pending?.decisions).toEqual(decisions(state));
    expect(map.pending?.players.map((p) => p.userId)).toEqual(state.players.map((p) => p.userId));
    const speaker = everyone.find((a) => a.userId === state.players[state.speaker]?.userId) as Actor;
    const other = everyone.find((a) => a !== speaker) as Actor;
    const refused = await app.service.handle(place, other, {
      kind: "play",
      command: { type: "pickStrategyCard", card: "trade" },
    });
    expect(refused.ok).toBe(false);
    expect(refused.pending).toBeUndefined();
    const picked = await app.service.handle(place, speaker, {
      kind: "play",
      command: { type: "pickStrategyCard", card: "trade" },
    });
    expect(picked).toMatchObject({ ok: true, queued: true });
    expect(picked.pending).toBeUndefined();
  });

  it("carries nothing in a lobby", async () => {
    const place = nextPlace();
    await lobby(place);
    const status = await app.service.handle(place, bob, { kind: "status" });
    expect(status.ok).toBe(true);
    expect(status.pending).toBeUndefined();
  });
});
