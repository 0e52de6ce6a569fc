/**
 * The map a phone can read, on Discord (issue #22): after a tactical action the account is posted with
 * two images in one message, the close-up of the system activated first and the full map second, each
 * with its description (the last move in words) as alternative text; a map asked for with no move under
 * way is the full map alone. The real discord.js client against the local fake, the real renderer.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameShort, parseCustomId } from "../../src/discord/customId.ts";
import { renderPost } from "../../src/render/index.ts";
import { type DiscordSession, startDiscordSession } from "../support/discordSession.ts";
import {
  componentPress,
  FAKE_GUILD_ID,
  type FakeMember,
  type SentMessage,
  slashCommand,
} from "../support/fakeDiscord.ts";
import { type InvasionScene, invasionScene, storeScene } from "../support/invasionScene.ts";

const CHANNEL = "400000000000000091";
const alice: FakeMember = { id: "100000000000000091", username: "alice", globalName: "Alice" };
const bob: FakeMember = { id: "100000000000000092", username: "bob", globalName: "Bob" };
const cara: FakeMember = { id: "100000000000000093", username: "cara", globalName: "Cara" };

interface Component {
  type: number;
  custom_id: string;
}

let session: DiscordSession;
let scene: InvasionScene;
let game: string;

beforeAll(async () => {
  session = await startDiscordSession({
    renderMap: (view, waiting, move) => renderPost(view, { waiting, move: move ?? null }),
  });
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
}, 60_000);
afterAll(async () => {
  await session?.close();
});

const componentsOf = (m: SentMessage | undefined): Component[] =>
  ((m?.components ?? []) as { components: Component[] }[]).flatMap((row) => row.components);

/** The newest message holding a component of this route and decision, and that component. */
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

/** The images of a message, as the fake received them, with the descriptions its payload gave. */
function images(
  m: SentMessage,
  all: readonly { payload: Record<string, unknown> | null; files: { name: string }[] }[],
) {
  const request = all.find(
    (r) => r.files.length === m.files.length && r.files.every((f, i) => f.name === m.files[i]?.name),
  );
  const attachments = (request?.payload?.attachments ?? []) as { filename: string; description?: string }[];
  return m.files.map((f) => ({
    ...f,
    description: attachments.find((a) => a.filename === f.name)?.description,
  }));
}

describe("the map posted on Discord", () => {
  it("is the full map alone when no move has been made yet", async () => {
    const sent = await session.deliver(slashCommand(alice, CHANNEL, "game map"));
    const withImages = sent.filter((m) => m.files.length > 0);
    expect(withImages).toHaveLength(1);
    expect(withImages[0]?.files.map((f) => f.name)).toEqual([expect.stringMatching(/^map-round-\d+\.png$/)]);
  });

  it("comes with the close-up of the system activated, first, after a tactical action", async () => {
    let sent = await session.deliver(slashCommand(alice, CHANNEL, "game map"));
    const activate = find(sent, "select", "tacticalAction");
    sent = await press(activate.component.custom_id, [scene.target]);
    const fleet = find(sent, "pick", "moveUnits", scene.fleetAt);
    const [picked] = await press(fleet.component.custom_id, ["cv.1", "gf.1", "gf.2"], fleet.message);
    sent = await press(
      find([picked as SentMessage], "send", "moveUnits").component.custom_id,
      undefined,
      picked,
    );
    sent = await press(find(sent, "answer", "landUnits", "abyz").component.custom_id);
    const posted = sent.filter((m) => m.audience === "public" && m.via === "channel" && m.files.length > 0);
    expect(posted).toHaveLength(1);
    const [closeUp, map] = images(posted[0]!, session.fake.requests);
    expect(closeUp?.name).toBe(`close-up-${scene.target}.png`);
    expect(map?.name).toMatch(/^map-round-\d+\.png$/);
    expect(closeUp?.description).toMatch(new RegExp(`^Close-up of ${scene.target}`));
    expect(closeUp?.description).toMatch(/Last move: A Alice activated/);
    expect(closeUp?.description).toMatch(/took Abyz/);
    expect(map?.description).toMatch(/Last move: A Alice activated/);
    for (const m of [closeUp, map]) expect(m?.description?.length ?? 0).toBeLessThanOrEqual(1024);
    const [small, large] = await Promise.all(posted[0]!.files.map((f) => sharp(f.data).metadata()));
    expect(small?.width).toBe(640);
    expect(large?.width).toBeGreaterThan(1400);
  });
});
