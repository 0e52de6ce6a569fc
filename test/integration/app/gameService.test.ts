import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor, Place } from "../../../src/app/types.ts";
import { decisions, type GameState } from "../../../src/engine/index.ts";
import { type AppHarness, appHarness } from "../../support/app.ts";
import { wordingProblems } from "../../support/narration.ts";

const alice: Actor = { userId: "100000000000000010", name: "Alice" };
const bob: Actor = { userId: "100000000000000011", name: "Bob" };
const cara: Actor = { userId: "100000000000000012", name: "Cara" };
const dan: Actor = { userId: "100000000000000013", name: "Dan" };
const stranger: Actor = { userId: "100000000000000099", name: "Eve" };
const everyone = [alice, bob, cara, dan];

let app: AppHarness;
let channel = 0;
function nextPlace(): Place {
  channel += 1;
  return {
    guildId: "200000000000000001",
    channelId: `3000000000000000${channel.toString().padStart(2, "0")}`,
  };
}

beforeAll(async () => {
  app = await appHarness(async () => ({ png: Buffer.from("89504e470d0a1a0a", "hex") }));
});
afterAll(async () => app.close());

async function startedGame(place: Place): Promise<GameState> {
  await app.service.handle(place, alice, { kind: "newGame", settings: { bannedRaces: ["naalu"] } });
  for (const p of [bob, cara, dan]) await app.service.handle(place, p, { kind: "join" });
  const started = await app.service.handle(place, alice, { kind: "start", seed: "app-test" });
  expect(started.ok).toBe(true);
  return (await app.store.loadByChannel(place.guildId, place.channelId))?.state as GameState;
}

function actorAt(state: GameState, seat: number): Actor {
  const userId = state.players[seat]?.userId;
  return everyone.find((a) => a.userId === userId) as Actor;
}

describe("the lobby", () => {
  it("opens, seats, refuses a second game, a start by a non-creator and a start with too few players", async () => {
    const place = nextPlace();
    const opened = await app.service.handle(place, alice, { kind: "newGame", settings: {} });
    expect(opened.publicText).toContain("Alice opened");
    expect((await app.service.handle(place, bob, { kind: "newGame", settings: {} })).error?.code).toBe(
      "ERR_CHANNEL_BUSY",
    );
    expect((await app.service.handle(place, bob, { kind: "join" })).ok).toBe(true);
    expect((await app.service.handle(place, bob, { kind: "join" })).error?.code).toBe("ERR_ALREADY_SEATED");
    expect((await app.service.handle(place, bob, { kind: "start" })).error?.code).toBe("ERR_NOT_CREATOR");
    const tooFew = await app.service.handle(place, alice, { kind: "start" });
    expect(tooFew.error).toMatchObject({ code: "ERR_PLAYER_COUNT" });
    expect(tooFew.error?.message).toMatch(/3 to 8 players/);
  });

  it("refuses bad settings when the game is opened, naming the problem", async () => {
    const outcome = await app.service.handle(nextPlace(), alice, {
      kind: "newGame",
      settings: { options: ["noSuch"] },
    });
    expect(outcome.error).toMatchObject({ code: "ERR_UNKNOWN_OPTION" });
  });
});

describe("playing through the service", () => {
  it("starts the game, pings the Speaker and sends each player their secret objective privately", async () => {
    const place = nextPlace();
    await app.service.handle(place, alice, { kind: "newGame", settings: {} });
    for (const p of [bob, cara]) await app.service.handle(place, p, { kind: "join" });
    // A server manager who does not play starts it, so nobody at the table is the one who acted.
    const manager = { userId: "100000000000000099", name: "Morgan", isAdmin: true };
    const started = await app.service.handle(place, manager, { kind: "start", seed: "s" });
    const state = (await app.store.loadByChannel(place.guildId, place.channelId))?.state as GameState;
    // The map goes out with the announcement, from the outbox.
    const [account] = await app.said(place);
    expect(account).toMatchObject({ kind: "account", text: expect.stringMatching(/^The game begins!/) });
    expect(account?.kind === "account" && account.image?.png.subarray(0, 4).toString("hex")).toBe("89504e47");
    expect(started.pings).toEqual([state.players[state.speaker]?.userId]);
    expect(started.privateMessages.map((m) => m.userId).sort()).toEqual(
      [alice, bob, cara].map((a) => a.userId).sort(),
    );
    for (const p of state.players) {
      const secret = p.secret.secretObjectives[0] as string;
      expect(started.publicText).not.toContain(secret);
      expect(started.privateMessages.find((m) => m.userId === p.userId)?.text).toMatch(
        /Your Secret Objective/,
      );
    }
  });

  it("applies a command, refuses one out of turn without changing anything, and refuses strangers", async () => {
    const place = nextPlace();
    const state = await startedGame(place);
    const speaker = actorAt(state, state.speaker);
    const other = actorAt(state, (state.speaker + 1) % 4);
    const outOfTurn = await app.service.handle(place, other, {
      kind: "play",
      command: { type: "pickStrategyCard", card: "trade" },
    });
    expect(outOfTurn.error).toMatchObject({ code: "ERR_NOT_YOUR_TURN" });
    expect((await app.store.loadByChannel(place.guildId, place.channelId))?.version).toBe(1);
    const strangerTry = await app.service.handle(place, stranger, {
      kind: "play",
      command: { type: "pass" },
    });
    expect(strangerTry.error).toMatchObject({ code: "ERR_NO_SEAT" });
    const picked = await app.service.handle(place, speaker, {
      kind: "play",
      command: { type: "pickStrategyCard", card: "trade" },
    });
    expect(picked.ok).toBe(true);
    expect(picked.publicText).toContain(`${speaker.name} takes Trade`);
    expect(picked.pings).toEqual([other.userId]);
  });

  it("applies an interaction delivered twice only once", async () => {
    const place = nextPlace();
    const state = await startedGame(place);
    const speaker = actorAt(state, state.speaker);
    const request = {
      kind: "play" as const,
      command: { type: "pickStrategyCard" as const, card: "warfare" as const },
    };
    const first = await app.service.handle(place, speaker, request, "interaction-1");
    const second = await app.service.handle(place, speaker, request, "interaction-1");
    expect(first.ok).toBe(true);
    expect(second).toMatchObject({ ok: true, duplicate: true });
    const game = await app.store.loadByChannel(place.guildId, place.channelId);
    expect(game?.version).toBe(2);
    expect(await app.store.readEvents(game?.id as string)).toHaveLength(2);
  });

  it("lets only one of two simultaneous answers for the same decision through", async () => {
    const place = nextPlace();
    const state = await startedGame(place);
    const speaker = actorAt(state, state.speaker);
    const [a, b] = await Promise.all(
      (["trade", "warfare"] as const).map((card) =>
        app.service.handle(place, speaker, { kind: "play", command: { type: "pickStrategyCard", card } }),
      ),
    );
    expect([a?.ok, b?.ok].filter(Boolean)).toHaveLength(1);
    const loser = a?.ok ? b : a;
    expect(loser?.error?.code).toBe("ERR_NOT_YOUR_TURN");
    const after = (await app.store.loadByChannel(place.guildId, place.channelId))?.state as GameState;
    expect(after.players[state.speaker]?.strategyCards).toHaveLength(1);
    expect(decisions(after)[0]?.seat).not.toBe(state.speaker);
  });

  it("confirms autopass to its player alone, and tells the log in the channel's sentences", async () => {
    const place = nextPlace();
    const state = await startedGame(place);
    const speaker = actorAt(state, state.speaker);
    const other = actorAt(state, (state.speaker + 1) % 4);
    await app.service.handle(place, speaker, {
      kind: "play",
      command: { type: "pickStrategyCard", card: "trade" },
    });
    const autopass = await app.service.handle(place, other, {
      kind: "play",
      command: { type: "setAutoPassWindows", on: true },
    });
    expect(autopass.ok).toBe(true);
    // Telling the table would tell it she holds nothing she means to play (issue #16).
    expect(autopass.publicText ?? "").not.toMatch(/Action Card window|autopass/i);
    expect(autopass.privateMessages).toEqual([
      { userId: other.userId, text: expect.stringMatching(/^Autopass is on: no Action Card window waits/) },
    ]);
    const log = await app.service.handle(place, stranger, { kind: "log", last: 50 });
    expect(log.reply).toMatch(/^The game begins!\n/);
    expect(log.reply).toContain(`${speaker.name} takes Trade`);
    expect(log.reply).not.toMatch(/#\d+:|pickStrategyCard|setAutoPassWindows|Action Card window/);
    expect(wordingProblems(log.reply ?? "")).toEqual([]);
  });

  it("shows a player their own hand only, and logs and exports only public information", async () => {
    const place = nextPlace();
    const state = await startedGame(place);
    const hand = await app.service.handle(place, alice, { kind: "hand" });
    expect(hand.reply).toMatch(/Secret Objectives: \w/);
    const exported = await app.service.handle(place, bob, { kind: "export" });
    for (const p of state.players)
      expect(exported.file?.content).not.toContain(`"${p.secret.secretObjectives[0]}"`);
    const status = await app.service.handle(place, stranger, { kind: "status" });
    expect(status.reply).toMatch(/Round 1, strategy phase/);
  });
});
