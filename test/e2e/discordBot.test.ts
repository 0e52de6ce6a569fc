/**
 * The bot end to end: the real discord.js client, logged in to the local fake of Discord, plays a game
 * segment through INTERACTION_CREATE events against a GameService over a scratch database, with a tiny
 * real PNG standing in for the map renderer.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { suggest } from "../../src/app/autocomplete.ts";
import { getObjective } from "../../src/content/index.ts";
import { encodeCustomId, gameShort, parseCustomId } from "../../src/discord/customId.ts";
import { decisions, type GameState } from "../../src/engine/index.ts";
import type { AppHarness } from "../support/app.ts";
import { type DiscordSession, startDiscordSession } from "../support/discordSession.ts";
import {
  autocomplete,
  componentPress,
  FAKE_GUILD_ID,
  type FakeDiscord,
  type FakeMember,
  type SentMessage,
  slashCommand,
} from "../support/fakeDiscord.ts";

const alice: FakeMember = { id: "100000000000000010", username: "alice", globalName: "Alice" };
const bob: FakeMember = { id: "100000000000000011", username: "bob", globalName: "Bob", nick: "Bobby" };
const cara: FakeMember = { id: "100000000000000012", username: "cara" };
const dan: FakeMember = { id: "100000000000000013", username: "dan", globalName: "Dan" };
const eve: FakeMember = { id: "100000000000000014", username: "eve", globalName: "Eve", manager: true };
const everyone = [alice, bob, cara, dan, eve];
const CHANNEL = "400000000000000001";

let session: DiscordSession;
let fake: FakeDiscord;
let app: AppHarness;
let logLines: string[];

beforeAll(async () => {
  session = await startDiscordSession();
  ({ fake, app, logLines } = session);
});
afterAll(async () => {
  await session?.close();
});

type Interaction = ReturnType<typeof slashCommand>;

/** Delivers an interaction and waits until the bot has finished with it; returns what it sent. */
const deliver = (payload: Interaction): Promise<SentMessage[]> => session.deliver(payload);

const slash = (who: FakeMember, path: string, options = {}, channel = CHANNEL) =>
  deliver(slashCommand(who, channel, path, options));

const stateOf = (channel = CHANNEL) => session.stateOf(channel);

const memberOf = (userId: string | undefined) => everyone.find((m) => m.id === userId) as FakeMember;
const customIds = (m: SentMessage) =>
  (m.components as { components: { custom_id: string }[] }[]).flatMap((row) =>
    row.components.map((c) => c.custom_id),
  );
const callbacksOf = (payload: Interaction) => session.callbacksOf(payload);

/** The first message everyone in the channel can read (an announcement, a lobby line). */
const publicLine = (sent: SentMessage[]) => sent.find((m) => m.audience === "public")?.content;

async function expectMapImage(sent: SentMessage[]) {
  const post = sent.find((m) => m.via === "channel" && m.files.length > 0);
  expect(post?.audience).toBe("public");
  const file = post?.files[0];
  expect(file?.data.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect((await sharp(file?.data).metadata()).format).toBe("png");
}

/** The ping for whoever must pick now: the mention in the content and only them in allowed_mentions. */
function expectPing(sent: SentMessage[], userId: string) {
  const waiting = sent.find((m) => m.via === "channel" && m.content.includes("⏳"));
  expect(waiting?.audience).toBe("public");
  expect(waiting?.content).toContain(`<@${userId}>`);
  expect(waiting?.allowedMentions?.users).toEqual([userId]);
  return waiting as SentMessage;
}

describe("a game played through Discord", () => {
  it("opens a table and seats players under their server names", async () => {
    const opened = await slash(alice, "game new");
    expect(publicLine(opened)).toContain("Alice opened");
    expect(publicLine(await slash(bob, "game join"))).toContain("Bobby joins");
    expect(publicLine(await slash(cara, "game join"))).toContain("cara joins");
    await slash(dan, "game join");
    const seats = await app.store.listSeats(
      (await app.store.loadByChannel(FAKE_GUILD_ID, CHANNEL))?.id ?? "",
    );
    expect(seats.map((s) => s.name)).toEqual(["Alice", "Bobby", "cara", "Dan"]);
  });

  it("starts: defers, posts the map, pings the Speaker with buttons and opens a private thread per seat", async () => {
    // A server manager who does not play starts it, so the Speaker is never the one who acted.
    const start = slashCommand(eve, CHANNEL, "game start");
    const sent = await deliver(start);
    expect(callbacksOf(start)[0]?.payload).toMatchObject({ type: 5 });
    await expectMapImage(sent);
    const { state, id } = await stateOf();
    const speaker = state.players[state.speaker]?.userId as string;
    const waiting = expectPing(sent, speaker);
    expect(customIds(waiting)).toContain(
      `v1:ans:${gameShort(id)}:pickStrategyCard:${state.strategyPool[0]?.card}`,
    );
    expect(customIds(waiting).every((c) => c.length <= 100)).toBe(true);
    const seats = await app.store.listSeats(id);
    for (const seat of seats) {
      const thread = fake.threads.get(seat.threadId ?? "");
      expect(thread).toMatchObject({ parentId: CHANNEL, members: [seat.userId] });
      const inThread = sent.filter((m) => m.via === "channel" && m.target === seat.threadId);
      expect(inThread.map((m) => m.audience)).toEqual(["privateThread"]);
      expect(inThread[0]?.content).toMatch(/Your Secret Objective/);
    }
  });

  it('answers "this is not yours" privately to anyone else pressing the Speaker\'s button', async () => {
    const { state, version, id } = await stateOf();
    const other = memberOf(state.players[(state.speaker + 1) % 4]?.userId);
    const card = state.strategyPool[0]?.card as string;
    const press = componentPress(other, CHANNEL, `v1:ans:${gameShort(id)}:pickStrategyCard:${card}`);
    const sent = await deliver(press);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ via: "reply", audience: "ephemeral" });
    expect(sent[0]?.content).toMatch(/^This is not yours/);
    expect((await stateOf()).version).toBe(version);
  });

  it("lets the Speaker pick with a button: the map follows and the next player is pinged", async () => {
    const { state, version, id } = await stateOf();
    const speaker = memberOf(state.players[state.speaker]?.userId);
    const card = state.strategyPool[0]?.card as string;
    const sent = await deliver(
      componentPress(speaker, CHANNEL, `v1:ans:${gameShort(id)}:pickStrategyCard:${card}`),
    );
    await expectMapImage(sent);
    const after = await stateOf();
    expect(after.version).toBe(version + 1);
    expect(after.state.players[state.speaker]?.strategyCards.map((h) => h.card)).toEqual([card]);
    expectPing(sent, nextPicker(after.state));
  });

  it("posts the map when asked, with whom the game waits for and their buttons, pinging them", async () => {
    const { state, version, id } = await stateOf();
    const sent = await slash(bob, "game map");
    const [map, waiting, ...more] = sent.filter((m) => m.audience === "public");
    expect(map).toMatchObject({ via: "followUp" });
    expect(map?.files[0]?.data.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
    // Drawn from the live decisions the service's answer carries (Outcome.pending), not read again.
    const next = state.players.filter((p) => decisions(state).some((d) => d.seat === p.seat && !d.optional));
    expect(waiting).toMatchObject({ via: "followUp", content: expect.stringContaining("⏳") });
    // Whoever the game waits for is called back, except bob, who asked.
    const called = next.filter((p) => p.userId !== bob.id).map((p) => p.userId);
    for (const id of called) expect(waiting?.content).toContain(`<@${id}>`);
    expect(waiting?.allowedMentions?.users ?? []).toEqual(called);
    // Every control answers a live decision of this game (its short id in each custom id).
    const ids = customIds(waiting as SentMessage);
    expect(ids.every((c) => parseCustomId(c)?.game === gameShort(id))).toBe(true);
    expect(ids.length).toBeGreaterThan(0);
    expect(more).toEqual([]);
    expect((await stateOf()).version).toBe(version);
  });

  it("applies a slash command delivered twice only once", async () => {
    const { state, version, id } = await stateOf();
    const picker = memberOf(nextPicker(state));
    const card = decisions(state)[0]?.choices?.[0] as string;
    const pick = slashCommand(picker, CHANNEL, "turn pick", { card });
    const first = await deliver(pick);
    const second = await deliver(pick);
    await expectMapImage(first);
    expect(second).toEqual([]);
    expect(callbacksOf(pick).map((r) => r.status)).toEqual([204, 400]);
    expect((await stateOf()).version).toBe(version + 1);
    expect(await app.store.readEvents(id)).toHaveLength(version + 1);
  });

  it("refuses a move out of turn privately and a malformed command without deferring", async () => {
    const { state, version } = await stateOf();
    const waiting = nextPicker(state);
    const other = memberOf(state.players.find((p) => p.userId !== waiting)?.userId);
    const card = state.strategyPool[0]?.card as string;
    const outOfTurn = await slash(other, "turn pick", { card });
    expect(outOfTurn.filter((m) => m.audience === "public")).toEqual([]);
    expect(outOfTurn.find((m) => m.audience === "ephemeral")?.content).toMatch(/turn/i);
    const malformed = slashCommand(memberOf(waiting), CHANNEL, "turn pick", { card: "Nonsense" });
    const sent = await deliver(malformed);
    expect(callbacksOf(malformed)[0]?.payload).toMatchObject({ type: 4, data: { flags: 64 } });
    expect(sent[0]?.content).toMatch(/There is no Strategy Card called "Nonsense"/);
    expect((await stateOf()).version).toBe(version);
  });

  it("reads options strictly: unknown options, words for numbers and flags refused; players by name", async () => {
    const { state, version } = await stateOf();
    const waiting = memberOf(nextPicker(state));
    const card = state.strategyPool[0]?.card as string;
    const refused = async (path: string, options: Record<string, string | number>, message: RegExp) => {
      const payload = slashCommand(waiting, CHANNEL, path, options);
      const sent = await deliver(payload);
      expect(callbacksOf(payload)[0]?.payload).toMatchObject({ type: 4, data: { flags: 64 } });
      expect(sent[0]?.content).toMatch(message);
    };
    await refused("turn pick", { card, color: "x" }, /^\/ti turn pick has no option "color"/);
    await refused("turn pick", { card, fleet: "three" }, /^fleet: "three" is not a number/);
    await refused("ti-trade answer", { proposal: 7, refuse: "maybe" }, /^refuse: "maybe" is not a yes or no/);
    await refused("ti-trade give-tg", { player: "0", amount: 1 }, /^player: Seats have no numbers/);
    // A command sent as /ti trade ... by a client still showing the former registration: the new name.
    await refused(
      "trade give-tg",
      { player: "cara", amount: 1 },
      /^Unknown command "\/ti trade give-tg"\. Did you mean "\/ti-trade give-tg"\?/,
    );
    // A name typed without picking a suggestion reaches the rules, which judge the gift itself.
    const other = state.players.find((p) => p.userId !== waiting.id)?.name.toLowerCase() as string;
    const gift = await slash(waiting, "ti-trade give-tg", { player: other, amount: 1 });
    expect(gift.find((m) => m.audience === "ephemeral")?.content).toMatch(
      /^Give a whole number of Trade Goods/,
    );
    expect((await stateOf()).version).toBe(version);
  });

  it("re-checks a button against the live decisions: a card already taken is no longer offered", async () => {
    const { state, version, id } = await stateOf();
    const taken = state.players.flatMap((p) => p.strategyCards.map((h) => h.card))[0] as string;
    const stale = `v1:ans:${gameShort(id)}:pickStrategyCard:${taken}`;
    const sent = await deliver(componentPress(memberOf(nextPicker(state)), CHANNEL, stale));
    expect(sent.map((m) => [m.via, m.audience])).toEqual([["reply", "ephemeral"]]);
    expect(sent[0]?.content).toMatch(/no longer available/);
    const old = await deliver(
      componentPress(memberOf(nextPicker(state)), CHANNEL, "v1:ans:00000000:pass:go"),
    );
    expect(old[0]?.content).toMatch(/game that is over/);
    expect((await stateOf()).version).toBe(version);
  });

  it("tells the player which command gives the fuller answer, and only them", async () => {
    const { state, id } = await stateOf();
    const howTo = `v1:how:${gameShort(id)}:pickStrategyCard:-`;
    const mine = await deliver(componentPress(memberOf(nextPicker(state)), CHANNEL, howTo));
    expect(mine[0]).toMatchObject({ via: "reply", audience: "ephemeral" });
    expect(mine[0]?.content).toContain("/ti turn pick card:");
    const other = state.players.find((p) => p.userId !== nextPicker(state))?.userId;
    const theirs = await deliver(componentPress(memberOf(other), CHANNEL, howTo));
    expect(theirs[0]?.content).toMatch(/^This is not yours/);
  });

  it("shows a hand only to its owner", async () => {
    const hand = slashCommand(cara, CHANNEL, "game hand");
    const sent = await deliver(hand);
    expect(callbacksOf(hand)[0]?.payload).toMatchObject({ type: 5, data: { flags: 64 } });
    expect(sent.map((m) => m.audience)).toEqual(["ephemeral"]);
    expect(sent[0]?.content).toMatch(/Secret Objectives: \w/);
  });

  it("autocompletes only the asker's own secret objective and only the cards still pickable", async () => {
    const { state } = await stateOf();
    const secrets = state.players.map((p) => p.secret.secretObjectives[0] as string);
    const ask = autocomplete(alice, CHANNEL, "turn score", { secret: "" }, "secret");
    await deliver(ask);
    const answer = callbacksOf(ask)[0]?.payload as { type: number; data: { choices: { value: string }[] } };
    expect(answer.type).toBe(8);
    const mine = state.players.find((p) => p.userId === alice.id)?.secret.secretObjectives[0];
    expect(answer.data.choices.map((c) => c.value)).toEqual([mine]);
    expect(secrets.filter((s) => s !== mine).some((s) => JSON.stringify(answer).includes(s))).toBe(false);
    const picking = autocomplete(memberOf(nextPicker(state)), CHANNEL, "turn pick", { card: "" }, "card");
    await deliver(picking);
    const reply = callbacksOf(picking)[0]?.payload as typeof answer | undefined;
    const cards = (reply?.data.choices ?? []).map((c) => c.value);
    expect(cards.sort()).toEqual(state.strategyPool.map((c) => c.card).sort());
  });

  it("never posts a secret objective in a public message", async () => {
    const { state } = await stateOf();
    const names = state.players.map((p) => getObjective(p.secret.secretObjectives[0] as never).name);
    const publicText = JSON.stringify(fake.messages().filter((m) => m.audience === "public"));
    for (const name of names) expect(publicText).not.toContain(name);
    const threadText = JSON.stringify(fake.messages().filter((m) => m.audience === "privateThread"));
    for (const name of names) expect(threadText).toContain(name);
  });
});

/** Whoever must pick a Strategy Card now. */
function nextPicker(state: GameState): string {
  const seat = decisions(state)[0]?.seat as number;
  return state.players[seat]?.userId as string;
}

describe("private information without threads, managers and select menus", () => {
  const NO_THREADS = "400000000000000002";
  const DRAFT = "400000000000000003";

  it("falls back to a private reply for the acting player when no thread can be opened, and logs the rest", async () => {
    fake.refuseThreads = true;
    try {
      await slash(bob, "game new", {}, NO_THREADS);
      for (const p of [alice, cara]) await slash(p, "game join", {}, NO_THREADS);
      const notCreator = await slash(dan, "game start", {}, NO_THREADS);
      expect(notCreator.map((m) => m.audience)).toEqual(["ephemeral"]);
      expect(notCreator[0]?.content).toMatch(/Only the game's creator or a server manager/);
      const sent = await slash(bob, "game start", {}, NO_THREADS);
      await expectMapImage(sent);
      const { state } = await stateOf(NO_THREADS);
      const bobsSecret = getObjective(
        state.players.find((p) => p.userId === bob.id)?.secret.secretObjectives[0] as never,
      ).name;
      const privately = sent.filter((m) => m.audience === "ephemeral");
      expect(privately.map((m) => m.content)).toEqual([`Your Secret Objective: ${bobsSecret}.`]);
      const names = state.players.map((p) => getObjective(p.secret.secretObjectives[0] as never).name);
      const publicText = JSON.stringify(sent.filter((m) => m.audience === "public"));
      for (const name of names) expect(publicText).not.toContain(name);
      const logs = logLines.join("");
      expect(logs).toContain("cannot open a private thread");
      expect(logs).toContain("private message not delivered");
    } finally {
      fake.refuseThreads = false;
    }
  });

  it("lets a server manager start a game they did not open, and a drafting player choose from a select menu", async () => {
    await slash(cara, "game new", { races: "draft" }, DRAFT);
    for (const p of [alice, bob]) await slash(p, "game join", {}, DRAFT);
    const started = await slash(eve, "game start", {}, DRAFT);
    await expectMapImage(started);
    const { state, id } = await stateOf(DRAFT);
    const draft = decisions(state)[0];
    expect(draft?.kind).toBe("pickRace");
    const waiting = expectPing(started, state.players[draft?.seat as number]?.userId as string);
    const menu = (waiting.components as { components: { type: number; custom_id: string }[] }[])[0]
      ?.components[0];
    expect(menu).toMatchObject({ type: 3, custom_id: `v1:sel:${gameShort(id)}:pickRace:-` });
    const race = draft?.choices?.[0] as string;
    const drafter = memberOf(state.players[draft?.seat as number]?.userId);
    const chosen = await deliver(componentPress(drafter, DRAFT, menu?.custom_id as string, [race]));
    expect(publicLine(chosen)).toContain("plays");
    expect((await stateOf(DRAFT)).state.players[draft?.seat as number]?.race).toBe(race);
  });
});

describe("custom ids and autocomplete sources", () => {
  it("encodes and parses custom ids within Discord's 100 characters, refusing anything else", () => {
    const id = {
      route: "answer",
      game: "12ab34cd",
      decision: "placeGalaxyTile",
      answer: "abyz-fria@104",
    } as const;
    expect(parseCustomId(encodeCustomId(id))).toEqual(id);
    expect(() => encodeCustomId({ ...id, answer: "x".repeat(80) })).toThrow(/100/);
    expect(() => encodeCustomId({ ...id, answer: "a:b" })).toThrow();
    for (const junk of ["v2:ans:a:b:c", "v1:zzz:a:b:c", "v1:ans:a:b", "hello", "v1:ans:a:b:c d"]) {
      expect(parseCustomId(junk)).toBeNull();
    }
  });

  it("suggests positions by label and by system name, your own planets and option lists", async () => {
    const place = { guildId: FAKE_GUILD_ID, channelId: CHANNEL };
    const { state } = await stateOf();
    const me = state.players.find((p) => p.userId === alice.id);
    const actor = { userId: alice.id, name: "Alice" };
    expect((await suggest(app.store, place, actor, "position", "mecatol"))[0]).toEqual({
      name: "000 — Mecatol Rex",
      value: "000",
    });
    expect((await suggest(app.store, place, actor, "position", "000"))[0]?.value).toBe("000");
    const planets = await suggest(app.store, place, actor, "planet", "");
    expect(planets.length).toBe(Object.keys(me?.planets ?? {}).length);
    const first = planets[0]?.value as string;
    const more = await suggest(app.store, place, actor, "planet", `${first}, `);
    expect(more.every((s) => s.value.startsWith(`${first}, `) && s.value !== `${first}, ${first}`)).toBe(
      true,
    );
    // The options the engine plays are suggested after those already typed (every option is played now).
    const options = await suggest(app.store, place, actor, "option", "longWar,");
    expect(options.map((o) => o.value)).toContain("longWar, tacticalRetreats");
    expect(options.map((o) => o.value)).toContain("longWar, simulatedEarlyTurns");
    const techs = await suggest(app.store, place, actor, "technology", "");
    expect(techs.length).toBeGreaterThan(0);
    expect(techs.length).toBeLessThanOrEqual(25);
    expect(await suggest(app.store, place, actor, "actionCard", "")).toEqual([]);
    const stranger = { userId: eve.id, name: "Eve" };
    const secrets = state.players.flatMap((p) => p.secret.secretObjectives);
    const seen = (await suggest(app.store, place, stranger, "objective", "")).map((o) => o.value);
    expect(seen.filter((id) => secrets.includes(id as never))).toEqual([]);
  });
});
