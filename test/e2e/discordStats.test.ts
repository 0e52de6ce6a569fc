/**
 * /ti stats on Discord (issue #23): after an invasion fought with scripted dice (played with the real
 * discord.js client against the local fake, as discordCatchUp.test.ts plays it), the channel's game's
 * statistics are answered privately from the first moment, with the chart attached; the server's record
 * counts the server's games; /ti help lists the command.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameShort, parseCustomId } from "../../src/discord/customId.ts";
import type { GameEvent } from "../../src/engine/index.ts";
import { type DiscordSession, startDiscordSession } from "../support/discordSession.ts";
import {
  componentPress,
  FAKE_GUILD_ID,
  type FakeMember,
  type SentMessage,
  slashCommand,
} from "../support/fakeDiscord.ts";
import { invasionScene, storeScene } from "../support/invasionScene.ts";

const CHANNEL = "400000000000000281";
const alice: FakeMember = { id: "100000000000000281", username: "alice", globalName: "Alice" };
const bob: FakeMember = { id: "100000000000000282", username: "bob", globalName: "Bob" };
const cara: FakeMember = { id: "100000000000000283", username: "cara", globalName: "Cara" };

interface Component {
  type: number;
  custom_id: string;
}

let session: DiscordSession;
let game: string;
let gameId: string;

const componentsOf = (m: SentMessage | undefined): Component[] =>
  ((m?.components ?? []) as { components: Component[] }[]).flatMap((row) => row.components);

function find(sent: readonly SentMessage[], route: string, decision: string, answer?: string) {
  for (const m of [...sent].reverse()) {
    const c = componentsOf(m).find((c) => {
      const id = parseCustomId(c.custom_id);
      return (
        id?.route === route &&
        id.decision === decision &&
        id.game === game &&
        (answer === undefined || id.answer === answer)
      );
    });
    if (c) return { message: m, component: c };
  }
  throw new Error(`no ${route} component for ${decision}`);
}

const press = (who: FakeMember, customId: string, values?: string[], on?: SentMessage) =>
  session.deliver(componentPress(who, CHANNEL, customId, values, on?.components ?? []));

beforeAll(async () => {
  session = await startDiscordSession();
  const scene = invasionScene();
  const others = [bob, cara];
  const people = scene.state.players.map((p) =>
    p.seat === scene.me ? alice : (others.shift() as FakeMember),
  );
  const stored = await storeScene(
    session.app.store,
    { guildId: FAKE_GUILD_ID, channelId: CHANNEL },
    scene,
    people.map((m) => ({ userId: m.id, name: m.globalName ?? m.username })),
  );
  gameId = stored.gameId;
  game = gameShort(stored.gameId);
  // Alice's tactical action: activate, move, land; the invasion is fought with the scene's dice.
  let sent = await session.deliver(slashCommand(alice, CHANNEL, "game map"));
  sent = await press(alice, find(sent, "select", "tacticalAction").component.custom_id, [scene.target]);
  const fleet = find(sent, "pick", "moveUnits", scene.fleetAt);
  const [picked] = await press(alice, fleet.component.custom_id, ["cv.1", "gf.1", "gf.2"], fleet.message);
  sent = await press(
    alice,
    find([picked as SentMessage], "send", "moveUnits").component.custom_id,
    undefined,
    picked,
  );
  await press(alice, find(sent, "answer", "landUnits", "abyz").component.custom_id);
}, 60_000);
afterAll(async () => {
  await session?.close();
});

/** Asks for statistics; checks the answer was private from the first moment and returns it. */
async function stats(who: FakeMember, options: Record<string, boolean> = {}) {
  const payload = slashCommand(who, CHANNEL, "stats", options);
  const sent = await session.deliver(payload);
  expect(session.callbacksOf(payload)[0]?.payload).toMatchObject({ data: { flags: 64 } });
  expect(sent.map((m) => m.audience)).toEqual(["ephemeral"]);
  return sent[0] as SentMessage;
}

describe("/ti stats on Discord", () => {
  it("answers the game's dice luck privately, with the chart attached", async () => {
    const rolled = (await session.app.store.readEvents(gameId))
      .flatMap((e) => e.events as GameEvent[])
      .filter((e) => e.type === "combatRolled");
    expect(rolled.length).toBeGreaterThanOrEqual(2);
    const answer = await stats(bob);
    expect(answer.content).toMatch(/^Statistics of this game \(round 1, action phase;/);
    // The scene's dice are all 10s: every throw hit. Each seat's line counts its own throws.
    for (const seat of new Set(rolled.map((e) => e.seat))) {
      const own = rolled.filter((e) => e.seat === seat).flatMap((e) => e.dice);
      const expected = own.reduce((n, d) => n + (11 - (d.needed as number)) / 10, 0);
      expect(answer.content).toContain(
        `+${(own.length - expected).toFixed(1)}: ${own.length} hit${own.length === 1 ? "" : "s"} of ${own.length} di${own.length === 1 ? "e" : "ce"}, ${expected.toFixed(1)} expected`,
      );
    }
    expect(answer.content).toMatch(/- Cara \(The Barony of Letnev\): no dice rolled/);
    expect(answer.files.map((f) => f.name)).toEqual(["game-stats.png"]);
    const meta = await sharp(answer.files[0]?.data as Buffer).metadata();
    expect(meta.format).toBe("png");
    // Nothing about it reached the channel.
    expect(
      session.fake.messages().filter((m) => m.audience === "public" && m.content.includes("Statistics")),
    ).toEqual([]);
  });

  it("answers the server's record privately", async () => {
    const answer = await stats(cara, { server: true });
    expect(answer.content).toBe(
      "Statistics of this server: 1 game played: 0 finished, 1 running, 0 abandoned.\nResults by race (finished games):\nNo game has finished yet.",
    );
  });

  it("is listed by /ti help", async () => {
    const sent = await session.deliver(slashCommand(alice, CHANNEL, "help"));
    expect(sent.map((m) => m.content).join("\n")).toContain("/ti stats");
  });
});
