/**
 * The game's result on Discord (issue #23): the message that tells it carries the map, the victory points
 * chart and the galaxy round by round, an animated WebP with a frame per round, a second each. The real
 * discord.js client against the local fake.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../../src/app/types.ts";
import { botCommand } from "../../src/engine/bot/policy.ts";
import { waitingFor } from "../../src/engine/index.ts";
import { renderPost } from "../../src/render/index.ts";
import { type DiscordSession, startDiscordSession } from "../support/discordSession.ts";
import { FAKE_GUILD_ID } from "../support/fakeDiscord.ts";

const CHANNEL = "400000000000000521";
const place = { guildId: FAKE_GUILD_ID, channelId: CHANNEL };
const alice: Actor = { userId: "100000000000000521", name: "Alice" };

let session: DiscordSession;
beforeAll(async () => {
  // The real map: identical frames would be merged into one by the WebP encoder.
  session = await startDiscordSession({
    results: true,
    renderMap: (table, waiting, move) => renderPost(table, { waiting, move: move ?? null }),
  });
}, 60_000);
afterAll(async () => {
  await session?.close();
});

describe("the result on Discord", () => {
  it("comes with the chart and the galaxy round by round as an animated WebP", async () => {
    await session.app.service.handle(place, alice, { kind: "newGame", settings: {} });
    for (let i = 0; i < 2; i++) await session.app.service.handle(place, alice, { kind: "addBot" });
    await session.app.service.handle(place, alice, { kind: "start", seed: "discord-result" });
    // Alice plays as the bot would into round 2, then a game master ends the game.
    let { state } = await session.stateOf(CHANNEL);
    for (let move = 0; move < 200 && state.round < 2; move++) {
      const seat = waitingFor(state).find((s) => state.players[s]?.userId === alice.userId);
      const command =
        seat === undefined ? null : botCommand(state, seat, { now: "2026-12-01T12:00:00.000Z" });
      if (!command) break;
      const { seat: _seat, ...seatless } = command;
      await session.app.service.handle(place, alice, { kind: "play", command: seatless as never });
      ({ state } = await session.stateOf(CHANNEL));
    }
    expect(state.round).toBe(2);
    const seat = state.players.findIndex((p) => p.userId === alice.userId);
    const ended = await session.app.service.handle(place, alice, {
      kind: "gm",
      target: seat,
      correction: { kind: "victoryPoints", mode: "set", amount: state.config.vpTarget },
      reason: "the test ends it",
    });
    expect(ended.error).toBeUndefined();
    await session.delivery.flush(place);
    const result = session.fake
      .messages()
      .find((m) => m.target === CHANNEL && m.files.some((f) => f.name === "galaxy-by-round.webp"));
    expect(result?.audience).toBe("public");
    expect(result?.files.map((f) => f.name)).toEqual([
      "map-round-2.png",
      "victory-points.png",
      "galaxy-by-round.webp",
    ]);
    const file = result?.files.at(-1);
    expect(file?.contentType).toBe("image/webp");
    const meta = await sharp(file?.data, { animated: true }).metadata();
    expect([meta.format, meta.pages, meta.loop]).toEqual(["webp", 2, 0]);
    expect(meta.delay).toEqual([1000, 1000]);
  }, 120_000);
});
