import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botLevelOf, botNumberOf } from "../../../src/app/bots.ts";
import type { Actor, Place } from "../../../src/app/types.ts";
import { decisions, type GameState, waitingFor } from "../../../src/engine/index.ts";
import { type AppHarness, appHarness } from "../../support/app.ts";

const alice: Actor = { userId: "100000000000000010", name: "Alice" };
const bob: Actor = { userId: "100000000000000011", name: "Bob" };
const place: Place = { guildId: "200000000000000001", channelId: "300000000000000777" };

let app: AppHarness;
beforeAll(async () => {
  app = await appHarness(async () => ({ png: Buffer.from("89504e470d0a1a0a", "hex") }));
});
afterAll(async () => app.close());

async function stored(): Promise<{ state: GameState; id: string }> {
  const game = await app.store.loadByChannel(place.guildId, place.channelId);
  if (!game) throw new Error("no game");
  return { state: game.state as GameState, id: game.id };
}

describe("bot seats", () => {
  it("are added by the creator only, in the lobby only, and then answer for themselves", async () => {
    await app.service.handle(place, alice, { kind: "newGame", settings: {} });
    await app.service.handle(place, bob, { kind: "join" });
    expect((await app.service.handle(place, bob, { kind: "addBot" })).error?.code).toBe("ERR_NOT_CREATOR");
    for (let i = 0; i < 2; i++) {
      const added = await app.service.handle(place, alice, { kind: "addBot" });
      expect(added.ok).toBe(true);
      expect(added.publicText).toContain(`Bot ${i + 1}`);
    }
    const started = await app.service.handle(place, alice, { kind: "start", seed: "bots-1" });
    expect(started.ok).toBe(true);
    expect((await app.service.handle(place, alice, { kind: "addBot" })).error?.code).toBe("ERR_STARTED");
    // Nobody pings or reminds a bot.
    expect(started.pings.every((id) => !id.startsWith("bot:"))).toBe(true);
    const seats = await app.store.listSeats((await stored()).id);
    for (const seat of seats.filter((s) => s.userId.startsWith("bot:")))
      expect(seat.nextReminderAt).toBeNull();

    // Whatever the Speaker, the bots have picked up to a human's turn: the game waits on people only.
    let { state, id } = await stored();
    const humans = new Set([alice.userId, bob.userId]);
    const waitingOn = () => waitingFor(state).map((seat) => state.players[seat]?.userId);
    expect(waitingOn().length).toBeGreaterThan(0);
    expect(waitingOn().every((u) => humans.has(u ?? ""))).toBe(true);

    // The humans pick (two cards each at four players); every bot answer is its own log entry with the bot as actor.
    for (let turn = 0; turn < 8 && state.phase === "strategy"; turn++) {
      const seat = waitingFor(state)[0] as number;
      const actor = state.players[seat]?.userId === alice.userId ? alice : bob;
      const card = decisions(state).find((d) => d.seat === seat)?.choices?.[0];
      const picked = await app.service.handle(place, actor, {
        kind: "play",
        command: { type: "pickStrategyCard", card: card as never },
      });
      expect(picked.error).toBeUndefined();
      ({ state } = await stored());
    }
    expect(state.phase).not.toBe("strategy");
    const events = await app.store.readEvents(id);
    const botEntries = events.filter((e) => e.actor.startsWith("bot:"));
    expect(botEntries.length).toBeGreaterThanOrEqual(2);
    expect(botEntries.every((e) => (e.command as { type: string }).type !== "start")).toBe(true);
    expect(
      state.players.filter((p) => p.userId.startsWith("bot:")).every((p) => p.strategyCards.length > 0),
    ).toBe(true);
  });

  it("play at the level they were seated with, named in their seat", async () => {
    const other: Place = { guildId: place.guildId, channelId: "300000000000000778" };
    await app.service.handle(other, alice, { kind: "newGame", settings: {} });
    const hard = await app.service.handle(other, alice, { kind: "addBot", level: "hard" });
    const easy = await app.service.handle(other, alice, { kind: "addBot", level: "easy" });
    const normal = await app.service.handle(other, alice, { kind: "addBot" });
    expect(
      [hard.publicText, easy.publicText, normal.publicText].map((t) => t?.split(" (Mecatol")[0]),
    ).toEqual(["Bot 1 (hard)", "Bot 2 (easy)", "Bot 3"]);
    const game = await app.store.loadByChannel(other.guildId, other.channelId);
    const seats = await app.store.listSeats(game?.id as string);
    const ids = seats.map((s) => s.userId).filter((id) => id.startsWith("bot:"));
    expect(ids).toEqual(["bot:hard:1", "bot:easy:2", "bot:3"]);
    expect(ids.map(botLevelOf)).toEqual(["hard", "easy", "normal"]);
    expect(ids.map(botNumberOf)).toEqual([1, 2, 3]);
    const started = await app.service.handle(other, alice, { kind: "start", seed: "levels-1" });
    expect(started.ok).toBe(true);
  });
});
