/**
 * History at any point on Discord (issue #23): `/ti game history` answers the asker alone with the map
 * as it was after an event, at a round's start or after their last action, and says which point it
 * shows; a point that does not exist or a value that names none is refused privately with its reason.
 * The real discord.js client against the local fake.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const CHANNEL = "400000000000000231";
const alice: FakeMember = { id: "100000000000000231", username: "alice", globalName: "Alice" };
const bob: FakeMember = { id: "100000000000000232", username: "bob", globalName: "Bob" };
const cara: FakeMember = { id: "100000000000000233", username: "cara", globalName: "Cara" };

interface Component {
  type: number;
  custom_id: string;
}

let session: DiscordSession;
let scene: InvasionScene;
let game: string;

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
  sent = await press(find(sent, "select", "tacticalAction").component.custom_id, [scene.target]);
  const fleet = find(sent, "pick", "moveUnits", scene.fleetAt);
  const [picked] = await press(fleet.component.custom_id, ["cv.1", "gf.1", "gf.2"], fleet.message);
  sent = await press(
    find([picked as SentMessage], "send", "moveUnits").component.custom_id,
    undefined,
    picked,
  );
  await press(find(sent, "answer", "landUnits", "abyz").component.custom_id);
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

const press = (customId: string, values?: string[], on?: SentMessage) =>
  session.deliver(componentPress(alice, CHANNEL, customId, values, on?.components ?? []));

const history = (who: FakeMember, at: string) =>
  session.deliver(slashCommand(who, CHANNEL, "game history", { at }));

/** Nothing of a history answer reaches the channel: only the asker's own (deferred, ephemeral) reply. */
function expectPrivate(sent: readonly SentMessage[]) {
  expect(sent.length).toBeGreaterThan(0);
  for (const m of sent) {
    expect(m.via === "channel").toBe(false);
    expect(m.audience).not.toBe("public");
  }
}

describe("/ti game history on Discord", () => {
  it("shows the map after an event, to the asker alone, saying which event it is", async () => {
    const { version } = await session.stateOf(CHANNEL);
    const sent = await history(bob, "1");
    expectPrivate(sent);
    const answer = sent.find((m) => m.files.length > 0);
    expect(answer?.files.map((f) => f.name)).toEqual(["history-event-1.png"]);
    expect(answer?.content).toMatch(new RegExp(`^The galaxy after event 1 of ${version} \\(`));
  });

  it("shows the asker's last action, and the start of a round", async () => {
    let sent = await history(alice, "my last turn");
    expectPrivate(sent);
    expect(sent.find((m) => m.files.length > 0)?.content).toMatch(/^The galaxy right after your last action/);
    const { state } = await session.stateOf(CHANNEL);
    sent = await history(cara, `round ${state.round}`);
    expectPrivate(sent);
    // The scene was stored in its Action Phase: its round began before the log did.
    expect(sent.map((m) => m.content).join("\n")).toMatch(
      new RegExp(`Round ${state.round} has not begun|start of round ${state.round}`),
    );
  });

  it("refuses, privately and with the reason, a point that is not there or a value that names none", async () => {
    const { version } = await session.stateOf(CHANNEL);
    let sent = await history(bob, String(version + 5));
    expectPrivate(sent);
    expect(sent.at(-1)?.content).toBe(
      `There is no event ${version + 5}: this game's log runs from event 1 to event ${version}.`,
    );
    sent = await history(bob, "round 9");
    expectPrivate(sent);
    expect(sent.at(-1)?.content).toMatch(/^Round 9 has not begun/);
    sent = await history(bob, "my last turn");
    expectPrivate(sent);
    expect(sent.at(-1)?.content).toBe(
      "You have not acted in this game yet, so there is no last turn to show.",
    );
    sent = await history(bob, "yesterday");
    expectPrivate(sent);
    expect(sent.at(-1)?.content).toMatch(/^at: "yesterday" is not a point of the game\./);
  });
});
