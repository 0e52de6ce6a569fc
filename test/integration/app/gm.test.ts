/**
 * GM corrections through the service, on a real database: only the game's creator or a server manager
 * (Manage Server, `isAdmin`) may correct, seated or not; every correction is a log entry with the GM as
 * actor and its reason; the channel reads who corrected what and why, never an Action Card's name; and
 * the stored snapshot is what replaying the log gives.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor, Place } from "../../../src/app/types.ts";
import { effectiveEvents } from "../../../src/app/undo.ts";
import { getActionCard } from "../../../src/content/index.ts";
import { evolve } from "../../../src/engine/evolve.ts";
import { decisions, type GameEvent, type GameState, replay } from "../../../src/engine/index.ts";
import type { Json } from "../../../src/store/gameStore.ts";
import { type AppHarness, appHarness } from "../../support/app.ts";

const alice: Actor = { userId: "100000000000000020", name: "Alice" };
const bob: Actor = { userId: "100000000000000021", name: "Bob" };
const cara: Actor = { userId: "100000000000000022", name: "Cara" };
/** A server manager who is not playing. */
const manager: Actor = { userId: "100000000000000023", name: "Morgan", isAdmin: true };
/** Neither creator nor manager nor seated. */
const stranger: Actor = { userId: "100000000000000029", name: "Eve" };

let app: AppHarness;
let channel = 0;
function nextPlace(): Place {
  channel += 1;
  return {
    guildId: "200000000000000002",
    channelId: `3100000000000000${channel.toString().padStart(2, "0")}`,
  };
}

beforeAll(async () => {
  app = await appHarness(async () => ({ png: Buffer.from("89504e470d0a1a0a", "hex") }));
});
afterAll(async () => app.close());

async function load(place: Place) {
  const game = await app.store.loadByChannel(place.guildId, place.channelId);
  if (!game) throw new Error("no game");
  return game;
}

async function startedGame(place: Place): Promise<GameState> {
  await app.service.handle(place, alice, { kind: "newGame", settings: {} });
  for (const p of [bob, cara]) await app.service.handle(place, p, { kind: "join" });
  const started = await app.service.handle(place, alice, { kind: "start", seed: "gm-test" });
  expect(started.ok).toBe(true);
  return (await load(place)).state as GameState;
}

function seatOf(state: GameState, actor: Actor): number {
  return state.players.findIndex((p) => p.userId === actor.userId);
}

/** Sets a situation up with engine events, logged like any entry (as the scenario tests' `given`). */
async function given(place: Place, ...events: GameEvent[]): Promise<void> {
  const game = await load(place);
  let state = structuredClone(game.state as GameState);
  for (const event of events) state = evolve(state, event);
  const stored = await app.store.append(game.id, game.version, {
    actor: "test",
    command: { type: "given" },
    events: events as unknown as Json,
    state: state as unknown as Json,
  });
  expect(stored.ok).toBe(true);
}

async function expectReplayMatches(place: Place): Promise<void> {
  const game = await load(place);
  expect(replay(effectiveEvents(await app.store.readEvents(game.id)))).toEqual(game.state);
}

describe("who may correct", () => {
  it("refuses a player who is neither the creator nor a manager, and nothing changes", async () => {
    const place = nextPlace();
    const state = await startedGame(place);
    const before = await load(place);
    const request = {
      kind: "gm" as const,
      target: seatOf(state, bob),
      correction: { kind: "tradeGoods" as const, mode: "set" as const, amount: 5 },
      reason: "I want more",
    };
    for (const actor of [bob, stranger]) {
      const refused = await app.service.handle(place, actor, request);
      expect(refused.ok).toBe(false);
      expect(refused.error).toEqual({
        code: "ERR_NOT_GM",
        message: "Only the game's creator or a server manager can correct the game.",
      });
    }
    // Nor may a player slip a correction in as an ordinary command for their own seat.
    const slipped = await app.service.handle(place, bob, {
      kind: "play",
      command: { type: "gmCorrection", correction: request.correction, reason: "sneaky" },
    });
    expect(slipped.error?.code).toBe("ERR_NOT_GM");
    const after = await load(place);
    expect(after.version).toBe(before.version);
    expect(after.state).toEqual(before.state);
  });

  it("lets a server manager who is not seated correct, announced with the reason and the map", async () => {
    const place = nextPlace();
    const state = await startedGame(place);
    const target = seatOf(state, bob);
    const waiting = decisions(state);
    const outcome = await app.service.handle(
      place,
      manager,
      {
        kind: "gm",
        target,
        correction: { kind: "tradeGoods", mode: "set", amount: 3 },
        reason: "Trade Goods lost to a misclick, agreed in chat",
      },
      "interaction-gm-1",
    );
    expect(outcome.error).toBeUndefined();
    expect(outcome.publicText).toBe(
      "🛠 GM Morgan corrected Bob — Trade Goods set to 3: Trade Goods lost to a misclick, agreed in chat",
    );
    // Said with the start's announcement, which nothing has delivered yet in this test.
    const account = (await app.said(place)).find(
      (p) => p.kind === "account" && p.text.endsWith(outcome.publicText ?? "-"),
    );
    expect(account).toBeDefined();
    expect(account?.kind === "account" && account.image?.png.length).toBeGreaterThan(0);

    const game = await load(place);
    const after = game.state as GameState;
    expect(after.players[target]?.tradeGoods).toBe(3);
    // The game goes on where it was: the same decisions are pending.
    expect(decisions(after)).toEqual(waiting);
    const entry = (await app.store.readEvents(game.id)).at(-1);
    expect(entry?.actor).toBe(manager.userId);
    expect(entry?.command).toMatchObject({
      type: "gmCorrection",
      seat: target,
      reason: "Trade Goods lost to a misclick, agreed in chat",
    });
    expect(entry?.events).toEqual([
      {
        type: "gmCorrected",
        seat: target,
        correction: { kind: "tradeGoods", mode: "set", amount: 3 },
        reason: "Trade Goods lost to a misclick, agreed in chat",
      },
    ]);
    await expectReplayMatches(place);
  });

  it("passes the engine's refusal on, and refuses a seat that is not in the game", async () => {
    const place = nextPlace();
    await startedGame(place);
    const negative = await app.service.handle(place, alice, {
      kind: "gm",
      target: 1,
      correction: { kind: "victoryPoints", mode: "add", amount: -1 },
      reason: "typo",
    });
    expect(negative.error?.code).toBe("ERR_GM_NEGATIVE");
    const nobody = await app.service.handle(place, alice, {
      kind: "gm",
      target: 7,
      correction: { kind: "victoryPoints", mode: "add", amount: 1 },
      reason: "typo",
    });
    expect(nobody.error?.code).toBe("ERR_NO_SEAT");
    // A correction Fourth Edition alone has is refused on a TI3 game, saying what to use instead.
    const commodities = await app.service.handle(place, alice, {
      kind: "gm",
      target: 1,
      correction: { kind: "commodities", mode: "add", amount: 1 },
      reason: "typo",
    });
    expect(commodities.error).toMatchObject({
      code: "ERR_GM_EDITION",
      message: expect.stringContaining("/ti-gm tg"),
    });
  });
});

describe("an Action Card correction", () => {
  it("tells the card to its holder only; the channel reads 'an Action Card'", async () => {
    const place = nextPlace();
    const state = await startedGame(place);
    const target = seatOf(state, cara);
    const card = state.decks.action.draw[0];
    if (!card) throw new Error("empty action deck");
    await given(place, { type: "actionCardsDrawn", seat: target, cards: [card] });
    const outcome = await app.service.handle(place, alice, {
      kind: "gm",
      target,
      correction: { kind: "actionCard", card, to: "discard" },
      reason: "played by hand last week",
    });
    expect(outcome.error).toBeUndefined();
    const name = getActionCard(card).name;
    expect(outcome.publicText).toBe(
      "🛠 GM Alice corrected Cara — an Action Card moved from the hand to the discard pile: played by hand last week",
    );
    expect(outcome.publicText).not.toContain(name);
    expect(outcome.privateMessages).toEqual([
      { userId: cara.userId, text: `GM correction: ${name} went from your hand to the discard pile.` },
    ]);
    const after = (await load(place)).state as GameState;
    expect(after.players[target]?.secret.actionCards).toEqual([]);
    expect(after.decks.action.discard).toEqual([card]);
    await expectReplayMatches(place);
  });
});
