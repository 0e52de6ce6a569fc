/**
 * A tactical action by components on Discord (issue #20): the real discord.js client, logged in to the
 * local fake of Discord, plays a plain move-and-invade with the menus and buttons of the "waiting for"
 * messages only, and the interactions are counted: activate a system from the menu, pick the Carrier and
 * its Ground Forces in the fleet's menu, press Move, press the landing button; the engine fights the
 * Invasion Combat. Four interactions. The bot is restarted between the pick and Move: the picks live on the
 * message, not in the bot's memory. Someone else's pick changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameShort, parseCustomId } from "../../src/discord/customId.ts";
import { decisions } from "../../src/engine/index.ts";
import { type DiscordSession, startDiscordSession } from "../support/discordSession.ts";
import {
  componentPress,
  FAKE_GUILD_ID,
  type FakeMember,
  type SentMessage,
  slashCommand,
} from "../support/fakeDiscord.ts";
import { type InvasionScene, invasionScene, storeScene } from "../support/invasionScene.ts";

const CHANNEL = "400000000000000061";
const alice: FakeMember = { id: "100000000000000061", username: "alice", globalName: "Alice" };
const bob: FakeMember = { id: "100000000000000062", username: "bob", globalName: "Bob" };
const cara: FakeMember = { id: "100000000000000063", username: "cara", globalName: "Cara" };

interface Option {
  label: string;
  value: string;
  default?: boolean;
}
interface Component {
  type: number;
  custom_id: string;
  label?: string;
  options?: Option[];
  max_values?: number;
}

let session: DiscordSession;
let scene: InvasionScene;
let game: string;
/** The interactions the move-and-invade took, counted as they are delivered. */
let interactions = 0;

beforeAll(async () => {
  session = await startDiscordSession();
  scene = invasionScene();
  // Alice plays the Hacan, who act first; Bob and Cara take the other seats.
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
});
afterAll(async () => {
  await session?.close();
});

const componentsOf = (m: SentMessage | undefined): Component[] =>
  ((m?.components ?? []) as { components: Component[] }[]).flatMap((row) => row.components);

/** The newest message the bot sent holding a component with this route and decision. */
function messageWith(sent: readonly SentMessage[], route: string, decision: string): SentMessage {
  const found = [...sent].reverse().find((m) =>
    componentsOf(m).some((c) => {
      const id = parseCustomId(c.custom_id);
      return id?.route === route && id.decision === decision && id.game === game;
    }),
  );
  if (!found) throw new Error(`no message with a ${route} component for ${decision}`);
  return found;
}

function component(m: SentMessage, route: string, decision: string, answer?: string): Component {
  const found = componentsOf(m).find((c) => {
    const id = parseCustomId(c.custom_id);
    return id?.route === route && id.decision === decision && (answer === undefined || id.answer === answer);
  });
  if (!found) throw new Error(`no ${route} ${decision} ${answer ?? ""} in ${JSON.stringify(m.components)}`);
  return found;
}

/** One interaction of the move-and-invade: counted, delivered, and what the bot sent for it. */
async function click(
  who: FakeMember,
  customId: string,
  values?: string[],
  on?: SentMessage,
): Promise<SentMessage[]> {
  interactions += 1;
  return session.deliver(componentPress(who, CHANNEL, customId, values, on?.components ?? []));
}

describe("a tactical action by components on Discord", () => {
  let waiting: SentMessage;

  it("shows the systems Alice may activate in a menu, the one her fleets reach first", async () => {
    // Not counted: the map is posted with the "waiting for" message the last command would have posted.
    const sent = await session.deliver(slashCommand(alice, CHANNEL, "game map"));
    waiting = messageWith(sent, "select", "tacticalAction");
    const menu = component(waiting, "select", "tacticalAction");
    expect(menu.options?.length).toBeLessThanOrEqual(25);
    expect(menu.options?.[0]).toMatchObject({ value: scene.target });
    expect(menu.options?.[0]?.label).toContain("Abyz");
    expect(menu.options?.[0]?.label).toContain(
      `your ships at ${[scene.fleetAt, scene.home].sort().join(", ")}`,
    );
  });

  it("activates the system from the menu, then offers a menu per fleet that can move in", async () => {
    const sent = await click(alice, component(waiting, "select", "tacticalAction").custom_id, [scene.target]);
    const { state } = await session.stateOf(CHANNEL);
    expect(state.board[scene.target]?.commandCounters).toContain(scene.me);
    waiting = messageWith(sent, "pick", "moveUnits");
    expect(waiting.via).toBe("channel");
    const fleet = component(waiting, "pick", "moveUnits", scene.fleetAt);
    expect(fleet.options?.map((o) => o.value)).toEqual(["cv.1", "gf.1", "gf.2"]);
    expect(component(waiting, "send", "moveUnits").label).toBe("Move");
  });

  it("keeps someone else's pick out: a private word, and the message stays as it was", async () => {
    const menu = component(waiting, "pick", "moveUnits", scene.fleetAt);
    const before = interactions;
    const sent = await session.deliver(
      componentPress(bob, CHANNEL, menu.custom_id, ["cv.1"], waiting.components),
    );
    expect(interactions).toBe(before);
    expect(sent.map((m) => m.audience)).toEqual(["ephemeral"]);
    expect(sent[0]?.content).toMatch(/^This is not yours/);
  });

  it("keeps Alice's pick on the message; after a restart of the bot, Move sends it", async () => {
    const menu = component(waiting, "pick", "moveUnits", scene.fleetAt);
    const [updated] = await click(alice, menu.custom_id, ["cv.1", "gf.1", "gf.2"], waiting);
    expect(updated?.via).toBe("update");
    const picked = component(updated as SentMessage, "pick", "moveUnits", scene.fleetAt);
    expect(picked.options?.filter((o) => o.default).map((o) => o.value)).toEqual(["cv.1", "gf.1", "gf.2"]);
    // Nothing was sent to the game by the pick.
    expect(decisions((await session.stateOf(CHANNEL)).state).map((d) => d.kind)).toEqual(["moveUnits"]);
    await session.restart();
    const move = component(updated as SentMessage, "send", "moveUnits");
    const sent = await click(alice, move.custom_id, undefined, updated);
    expect(
      sent.some((m) => m.audience === "public" && /Alice moves 1 Carrier, 2 Ground Forces/.test(m.content)),
    ).toBe(true);
    waiting = messageWith(sent, "answer", "landUnits");
  });

  it("lands with one button; the engine fights the invasion and Abyz is Alice's, in four interactions", async () => {
    const land = component(waiting, "answer", "landUnits", "abyz");
    expect(land.label).toBe("Land 2 Ground Forces on Abyz");
    const sent = await click(alice, land.custom_id);
    const told = sent
      .filter((m) => m.audience === "public")
      .map((m) => m.content)
      .join("\n");
    expect(told).toMatch(/lands 2 Ground Forces on Abyz/);
    const { state, id } = await session.stateOf(CHANNEL);
    expect(state.players[scene.me]?.planets.abyz).toBeDefined();
    expect(state.players[scene.sol]?.planets.abyz).toBeUndefined();
    const log = await session.app.store.readEvents(id);
    const rolled = log.flatMap((e) => e.events as { type: string; roll?: string }[]);
    expect(rolled.some((e) => e.type === "combatRolled")).toBe(true);
    expect(decisions(state).every((d) => d.seat !== scene.me)).toBe(true);
    expect(interactions).toBeLessThanOrEqual(4);
    expect(interactions).toBe(4);
  });
});
