import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor, Place } from "../../../src/app/types.ts";
import { effectiveEvents } from "../../../src/app/undo.ts";
import { decisions, type GameSettings, type GameState, replay } from "../../../src/engine/index.ts";
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
