/**
 * `/ti game import` on Discord (issue #23.5): the file `/ti game export` handed over, attached to the
 * command as a player attaches it (the fake keeps it on its own CDN address; the bot downloads it), moves
 * the running game to another channel with the same state and log and posts its map and what it waits for;
 * a file of another version, or one brought by a player who is not the game's creator, is refused to the
 * sender alone. The real discord.js client against the local fake.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../../src/app/types.ts";
import { type DiscordSession, startDiscordSession } from "../support/discordSession.ts";
import { FAKE_GUILD_ID, type FakeMember, slashCommand } from "../support/fakeDiscord.ts";

const OLD = "400000000000000511";
const NEW = "400000000000000512";
const OTHER = "400000000000000513";
const alice: FakeMember = { id: "100000000000000511", username: "alice", globalName: "Alice" };
const bob: FakeMember = { id: "100000000000000512", username: "bob", globalName: "Bob" };

let session: DiscordSession;
let file: Buffer;

beforeAll(async () => {
  session = await startDiscordSession();
  const place = { guildId: FAKE_GUILD_ID, channelId: OLD };
  const actor: Actor = { userId: alice.id, name: "Alice" };
  await session.app.service.handle(place, actor, { kind: "newGame", settings: {} });
  for (let i = 0; i < 2; i++) await session.app.service.handle(place, actor, { kind: "addBot" });
  await session.app.service.handle(place, actor, { kind: "start", seed: "discord-import" });
  await session.delivery.flush(place);
}, 60_000);
afterAll(async () => {
  await session?.close();
});

describe("/ti game import on Discord", () => {
  it("hands the export over as a file, privately", async () => {
    const sent = await session.deliver(slashCommand(alice, OLD, "game export"));
    const withFile = sent.find((m) => m.files.length > 0);
    expect(withFile?.audience).toBe("ephemeral");
    file = withFile?.files[0]?.data ?? Buffer.alloc(0);
    expect(JSON.parse(file.toString()).format).toBe("mecatol-game");
  });

  it("refuses a file of another version and a player who is not the game's creator, to them alone", async () => {
    const later = JSON.stringify({ ...JSON.parse(file.toString()), formatVersion: 9 });
    const attachment = { attachment: session.fake.upload("later.json", later) };
    const version = await session.deliver(slashCommand(alice, NEW, "game import", { file: attachment }));
    expect(version.map((m) => m.audience)).not.toContain("public");
    expect(version.at(-1)?.content).toBe("That file is format version 9; this release reads version 1.");
    const byBob = await session.deliver(
      slashCommand(bob, OTHER, "game import", { file: { attachment: session.fake.upload("g.json", file) } }),
    );
    expect(byBob.map((m) => m.audience)).not.toContain("public");
    expect(byBob.at(-1)?.content).toMatch(/Only the game's creator/);
    expect(await session.app.store.loadByChannel(FAKE_GUILD_ID, NEW)).toBeNull();
  });

  it("moves the game here: the same state and log, the map and whom it waits for posted", async () => {
    const before = await session.stateOf(OLD);
    const log = await session.app.store.readEvents(before.id);
    const sent = await session.deliver(
      slashCommand(alice, NEW, "game import", { file: { attachment: session.fake.upload("g.json", file) } }),
    );
    const post = sent.find((m) => m.audience === "public" && /brought the game here/.test(m.content));
    expect(post?.files.map((f) => f.name)).toEqual(["map-round-1.png"]);
    expect(sent.some((m) => m.audience === "public" && m.content.includes("⏳"))).toBe(true);
    const here = await session.stateOf(NEW);
    expect(here.state).toEqual(before.state);
    expect(await session.app.store.readEvents(here.id)).toEqual(log);
    expect(await session.app.store.loadByChannel(FAKE_GUILD_ID, OLD)).toBeNull();
    // The old channel is told where the game went.
    await session.delivery.flush({ guildId: FAKE_GUILD_ID, channelId: OLD });
    const told = session.fake.messages().filter((m) => m.target === OLD && m.via === "channel");
    expect(told.at(-1)?.content).toMatch(/Alice moved the game to another channel/);
  });
});
