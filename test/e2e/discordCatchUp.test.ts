/**
 * "What happened?" on Discord (issue #23): every "waiting for" message carries the button, and whoever
 * presses it gets their own catch-up (what the others did since their last action, what the game waits
 * for, the map with the changed systems outlined), privately; `/ti catchup` answers the same.
 * The real discord.js client against the local fake.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATCH_UP_LABEL } from "../../src/app/answers.ts";
import { gameShort, parseCustomId } from "../../src/discord/customId.ts";
import { type DiscordSession, startDiscordSession } from "../support/discordSession.ts";
import {
  componentPress,
  FAKE_GUILD_ID,
  type FakeMember,
  type SentMessage,
  slashCommand,
} from "../support/fakeDiscord.ts";
import { type InvasionScene, invasionScene, storeScene } from "../support/invasionScene.ts";

const CHANNEL = "400000000000000241";
const alice: FakeMember = { id: "100000000000000241", username: "alice", globalName: "Alice" };
const bob: FakeMember = { id: "100000000000000242", username: "bob", globalName: "Bob" };
const cara: FakeMember = { id: "100000000000000243", username: "cara", globalName: "Cara" };

interface Component {
  type: number;
  custom_id: string;
  label?: string;
}

let session: DiscordSession;
let scene: InvasionScene;
let game: string;
let lastSent: SentMessage[] = [];

beforeAll(async () => {
  session = await startDiscordSession();
  scene = invasionScene();
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
  game = gameShort(stored.gameId);
  // Alice's tactical action: activate, move, land (as discordMapPost.test.ts plays it).
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
  lastSent = await press(alice, find(sent, "answer", "landUnits", "abyz").component.custom_id);
}, 60_000);
afterAll(async () => {
  await session?.close();
});

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

function expectPrivate(sent: readonly SentMessage[]) {
  expect(sent.length).toBeGreaterThan(0);
  for (const m of sent) {
    expect(m.via === "channel").toBe(false);
    expect(m.audience).not.toBe("public");
  }
}

describe("What happened? on Discord", () => {
  it("is a button on the waiting message, and gives the presser their own catch-up privately", async () => {
    const { message, component } = find(lastSent, "catchUp", "catchup");
    expect(component.label).toBe(CATCH_UP_LABEL);
    const sent = await press(bob, component.custom_id, undefined, message);
    expectPrivate(sent);
    const answer = sent.find((m) => m.files.length > 0);
    expect(answer?.files.map((f) => f.name)).toEqual(["catch-up.png"]);
    // Bob has not acted in this log: he is told everything since its start, Alice's move among it.
    expect(answer?.content).toMatch(/^Since the game began/);
    expect(answer?.content).toMatch(/Alice activates/);
    expect(answer?.content).toMatch(/Alice moves/);
    // The invasion is told with how it ended: its winner is the player who holds the planet now.
    const { state } = await session.stateOf(CHANNEL);
    const won = /⚔ Invasion of Abyz, Alice against \w+: (\w+) won\./.exec(answer?.content ?? "")?.[1];
    const holder = state.players.find((p) => "abyz" in p.planets)?.name;
    expect(won).toBe(holder);
  });

  it("answers /ti catchup the same way, to the asker alone", async () => {
    const sent = await session.deliver(slashCommand(cara, CHANNEL, "catchup"));
    expectPrivate(sent);
    const answer = sent.find((m) => m.files.length > 0);
    expect(answer?.content).toMatch(/Alice moves/);
    expect(answer?.content).toMatch(/waits for/);
  });
});
