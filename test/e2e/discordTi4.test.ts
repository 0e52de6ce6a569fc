/**
 * A Fourth Edition game on Discord, end to end: the real discord.js client against the local fake, the
 * real TI4 map renderer. Two players and a bot open, join and start a TI4 game; every decision is
 * announced with a ping to its seat; the set-up's secret objective is kept by a typed /ti4 act (the two
 * drawn are told in private only), a wrong value is refused with the rule's sentence and changes
 * nothing; the strategy cards are taken with buttons, and the action phase's first tactical action is
 * chosen from a menu of systems. The map is posted with the account, a real picture of the galaxy. The
 * creator corrects the game with /ti-gm, in TI4's own terms (commodities, command tokens by pool), told
 * in public; a Third Edition correction or an impossible value is refused and changes nothing.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ti4Faction, ti4Objective } from "../../src/content/ti4/index.ts";
import { gameShort, parseCustomId } from "../../src/discord/customId.ts";
import { replayLog } from "../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../src/engine/kernel/flow.ts";
import "../../src/engine/index.ts";
import { ti4Answers } from "../../src/engine/ti4/bot.ts";
import type { Ti4Event } from "../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../src/engine/ti4/state.ts";
import { renderTi4Post } from "../../src/render/ti4/index.ts";
import { type DiscordSession, startDiscordSession } from "../support/discordSession.ts";
import {
  autocomplete,
  componentPress,
  FAKE_GUILD_ID,
  type FakeMember,
  type SentMessage,
  slashCommand,
} from "../support/fakeDiscord.ts";

const CHANNEL = "400000000000000441";
const alice: FakeMember = { id: "100000000000000441", username: "alice", globalName: "Alice" };
const bob: FakeMember = { id: "100000000000000442", username: "bob", globalName: "Bob" };
const people = [alice, bob];

interface Component {
  type: number;
  custom_id: string;
  options?: { value: string }[];
}

let session: DiscordSession;
/** Everything the bot sent in this test's channel, in order. */
const sent: SentMessage[] = [];

beforeAll(async () => {
  session = await startDiscordSession({ renderTi4Map: renderTi4Post });
}, 60_000);
afterAll(async () => {
  await session?.close();
});

async function send(payload: Parameters<DiscordSession["deliver"]>[0]): Promise<SentMessage[]> {
  const out = await session.deliver(payload);
  sent.push(...out);
  return out;
}

async function game(): Promise<{ state: Ti4State; version: number; id: string }> {
  const found = await session.app.store.loadByChannel(FAKE_GUILD_ID, CHANNEL);
  if (!found) throw new Error("no game");
  return { state: found.state as unknown as Ti4State, version: found.version, id: found.id };
}

const componentsOf = (m: SentMessage | undefined): Component[] =>
  ((m?.components ?? []) as { components: Component[] }[]).flatMap((row) => row.components);

/** The newest message holding a component answering `kind` in this game. */
function componentFor(kind: string, gameId: string): Component | undefined {
  for (const m of [...sent].reverse()) {
    const c = componentsOf(m).find((c) => {
      const id = parseCustomId(c.custom_id);
      return (
        id?.decision === kind &&
        id.game === gameShort(gameId) &&
        (id.route === "answer" || id.route === "select")
      );
    });
    if (c) return c;
  }
  return undefined;
}

const memberOf = (state: Ti4State, seat: number) =>
  people.find((p) => p.id === state.players[seat]?.userId) as FakeMember;

/** Answers the first decision waiting on a human: a button or menu if drawn, else a typed /ti4 act. */
async function answerOne(): Promise<{ kind: string; by: FakeMember; how: "button" | "menu" | "typed" }> {
  const { state, id } = await game();
  const decision = pendingDecisions<Ti4>(state).find(
    (d) => !state.players[d.seat]?.userId.startsWith("bot:"),
  );
  if (!decision) throw new Error(`nobody human is waited on (${state.phase})`);
  const by = memberOf(state, decision.seat);
  const component = componentFor(decision.kind, id);
  if (component) {
    const value = component.options?.[0]?.value;
    await send(componentPress(by, CHANNEL, component.custom_id, value === undefined ? undefined : [value]));
    return { kind: decision.kind, by, how: value === undefined ? "button" : "menu" };
  }
  const [command] = ti4Answers(state, decision);
  if (!command) throw new Error(`no answer to ${decision.kind}`);
  const { type, seat: _seat, ...fields } = command;
  await send(slashCommand(by, CHANNEL, "ti4 act", { command: type, fields: JSON.stringify(fields) }));
  return { kind: decision.kind, by, how: "typed" };
}

describe("a TI4 game on Discord", () => {
  it("is opened with ruleset ti4, joined, given a bot and started; the map is a real galaxy", async () => {
    const opened = await send(slashCommand(alice, CHANNEL, "game new", { ruleset: "ti4" }));
    expect(opened.map((m) => m.content).join("\n")).toMatch(/Fourth Edition/);
    await send(slashCommand(bob, CHANNEL, "game join"));
    await send(slashCommand(alice, CHANNEL, "game bot"));
    // A fixed seed keeps the game the same from run to run (the start draws one otherwise): who acts first
    // in the action phase depends on the factions and cards dealt.
    const lobby = await session.app.store.loadByChannel(FAKE_GUILD_ID, CHANNEL);
    await session.app.store.setSeed(lobby?.id ?? "", "discord-ti4-c");
    const started = await send(slashCommand(alice, CHANNEL, "game start"));
    const stored = await session.app.store.loadByChannel(FAKE_GUILD_ID, CHANNEL);
    expect(stored?.ruleset).toBe("ti4");
    const posted = started.filter((m) => m.audience === "public" && m.files.length > 0);
    expect(posted.length).toBeGreaterThan(0);
    const picture = posted.at(-1)?.files[0];
    expect(picture?.name).toMatch(/^ti4-map-round-\d+\.png$/);
    // An empty board (the state the game was created with) is not what is posted.
    const created = (await session.app.store.readEvents(stored?.id ?? ""))[0]?.events as {
      state: Ti4State;
    }[];
    const empty = await renderTi4Post(created[0]?.state as Ti4State);
    const raw = async (png: Buffer) => sharp(png).raw().toBuffer();
    const drawn = await raw(Buffer.from(picture?.data ?? []));
    expect(drawn.equals(await raw(empty.png))).toBe(false);
    // Every decision is announced, pinging the humans it waits on.
    const waiting = started.filter((m) => m.audience === "public" && m.content.includes("⏳"));
    expect(waiting.length).toBeGreaterThan(0);
    const pinged = waiting.flatMap((m) => m.allowedMentions?.users ?? []);
    expect(pinged.some((id) => id === alice.id || id === bob.id)).toBe(true);
  }, 60_000);

  it("keeps the secret objectives drawn private, and refuses a wrong one with the rule's sentence", async () => {
    // Play the set-up up to the secret objectives (buttons or typed answers for the faction sheets).
    for (let i = 0; i < 40; i++) {
      const { state } = await game();
      if (pendingDecisions<Ti4>(state).some((d) => d.kind === "keepSecretObjective")) break;
      await answerOne();
    }
    const { state, version } = await game();
    const drawn = state.players[0]?.secret.secretObjectivesDrawn ?? [];
    expect(drawn).toHaveLength(2);
    // The public channel never names them; Alice is told them privately.
    const publicText = sent
      .filter((m) => m.audience === "public")
      .map((m) => m.content)
      .join("\n");
    const names = drawn.map((o) => ti4Objective(o).name);
    for (const name of names) expect(publicText).not.toContain(name);
    const secrets = await send(slashCommand(alice, CHANNEL, "ti4 secrets"));
    expect(secrets.every((m) => m.audience === "ephemeral")).toBe(true);
    expect(secrets.map((m) => m.content).join("\n")).toContain(drawn[0] as string);
    // Alice's private thread names them, with how to keep one.
    const told = sent
      .filter((m) => m.audience === "privateThread")
      .map((m) => m.content)
      .join("\n");
    expect(told).toContain(names[0] as string);
    const wrong = await send(
      slashCommand(alice, CHANNEL, "ti4 act", {
        command: "keepSecretObjective",
        fields: "objective:not-drawn",
      }),
    );
    expect(wrong.map((m) => m.content).join("\n")).toMatch(/Keep one of the two secret objectives you drew/);
    expect(wrong.every((m) => m.audience === "ephemeral")).toBe(true);
    expect((await game()).version).toBe(version);
    const misspelt = await send(
      slashCommand(alice, CHANNEL, "ti4 act", { command: "keepSecretObjective", fields: "goal:x" }),
    );
    expect(misspelt.map((m) => m.content).join("\n")).toMatch(
      /has no field "goal": its fields are objective/,
    );
    const kept = await send(
      slashCommand(alice, CHANNEL, "ti4 act", {
        command: "keepSecretObjective",
        fields: `objective:${drawn[1]}`,
      }),
    );
    expect(
      kept
        .filter((m) => m.audience === "public")
        .map((m) => m.content)
        .join("\n"),
    ).not.toContain(names[1] as string);
    expect((await game()).state.players[0]?.secret.secretObjectives).toEqual([drawn[1]]);
  }, 60_000);

  it("plays the strategy phase with buttons and the first tactical action from a menu of systems", async () => {
    const picks: string[] = [];
    for (let i = 0; i < 40; i++) {
      const { state } = await game();
      if (state.phase === "action") break;
      const answered = await answerOne();
      if (answered.kind === "pickStrategyCard") picks.push(answered.how);
    }
    expect(picks.length).toBeGreaterThan(0);
    expect(picks.every((how) => how === "button")).toBe(true);
    const { state } = await game();
    expect(state.phase).toBe("action");
    // LRR 84.1: at a table of three, each player takes two strategy cards.
    expect(state.players.every((p) => p.strategyCards.length === 2)).toBe(true);
    const before = sent.length;
    const { kind, by, how } = await answerOne();
    expect([kind, how]).toEqual(["tacticalAction", "menu"]);
    const after = (await game()).state;
    const seat = after.players.findIndex((p) => p.userId === by.id);
    expect(Object.values(after.board).some((s) => s.commandTokens.includes(seat))).toBe(true);
    const told = sent.slice(before).filter((m) => m.audience === "public");
    expect(told.map((m) => m.content).join("\n")).toMatch(/activates the system at \d{3}/);
    expect(told.some((m) => m.files.some((f) => f.name.startsWith("ti4-map")))).toBe(true);
  }, 60_000);

  it("is stored as a TI4 log that replays through the kernel to the saved state", async () => {
    const { state, id } = await game();
    const events = (await session.app.store.readEvents(id)).flatMap((e) => e.events as Ti4Event[]);
    expect(replayLog<Ti4>(events)).toEqual(state);
  });

  it("tells the status, the map's table and the log of a TI4 game", async () => {
    const status = await send(slashCommand(alice, CHANNEL, "game status"));
    expect(status.map((m) => m.content).join("\n")).toMatch(/Round \d+, \w+ phase\.[\s\S]*Alice[^\n]*VP/);
    const map = await send(slashCommand(bob, CHANNEL, "game map"));
    // The table with it (the picture, from the public state: test/integration/app/ti4Surfaces.test.ts).
    expect(map.map((m) => m.content).join("\n")).toMatch(/Round \d+, \w+ phase\./);
    const log = await send(slashCommand(alice, CHANNEL, "game log"));
    expect(log.map((m) => m.content).join("\n")).toMatch(/activates the system at \d{3}/);
  });

  it("answers /ti odds on a system of a TI4 game with TI4's rules", async () => {
    // Whoever is at Mecatol Rex: its space combat (LRR 78), or a sentence saying nobody else is there.
    const answer = await send(slashCommand(alice, CHANNEL, "odds", { system: "000" }));
    const text = answer.map((m) => m.content).join("\n");
    expect(text).toMatch(
      /Nobody else has ships in 000\.|Space combat in 000 \(LRR 78\)|You have no ships in 000/,
    );
    expect(text).not.toMatch(/Third Edition/);
  });

  it("takes the creator's /ti-gm corrections in TI4's terms, told in public, and refuses the wrong ones", async () => {
    const { state } = await game();
    const seat = state.players.findIndex((p) => p.userId === bob.id);
    const before = state.players[seat];
    if (!before?.faction) throw new Error("Bob has no faction");
    const most = ti4Faction(before.faction).commodities;
    const commodities = before.commodities === 0 ? 1 : 0;
    const fleet = before.tokens.fleet + 1;
    const publicOf = (out: SentMessage[]) =>
      out
        .filter((m) => m.audience === "public")
        .map((m) => m.content)
        .join("\n");
    const reason = "Trade secondary missed";
    const given = await send(
      slashCommand(alice, CHANNEL, "ti-gm commodities", { player: "Bob", set: commodities, reason }),
    );
    expect(publicOf(given)).toContain(
      `Game master correction by Alice for Bob: commodities set to ${commodities} (${reason})`,
    );
    const tokens = await send(
      slashCommand(alice, CHANNEL, "ti-gm tokens", { player: "Bob", fleet, reason: "fleet pool misread" }),
    );
    expect(publicOf(tokens)).toContain(`command tokens set to ${fleet} fleet (fleet pool misread)`);
    const after = await game();
    expect(after.state.players[seat]).toMatchObject({ commodities, tokens: { ...before.tokens, fleet } });
    // The position option suggests the TI4 map's positions, by tile and planet.
    const asked = autocomplete(alice, CHANNEL, "ti-gm units", { position: "mecatol" }, "position");
    await session.deliver(asked);
    const offered = session.callbacksOf(asked)[0]?.payload as { data: { choices: { name: string }[] } };
    expect(offered.data.choices.map((c) => c.name)).toEqual(["000 — tile 18, Mecatol Rex"]);
    // TI3's counters, and more commodities than the faction holds: refused to Alice alone, nothing saved.
    const counters = await send(
      slashCommand(alice, CHANNEL, "ti-gm counters", { player: "Bob", fleet: 4, reason: "x" }),
    );
    expect(counters.map((m) => m.content).join("\n")).toMatch(
      /Command counters by area .* are a Third Edition correction: .*\/ti-gm tokens/,
    );
    const tooMany = await send(
      slashCommand(alice, CHANNEL, "ti-gm commodities", { player: "Bob", set: most + 1, reason: "x" }),
    );
    expect(tooMany.map((m) => m.content).join("\n")).toMatch(/holds at most \d+ commodities \(LRR 21\.2\)/);
    expect([...counters, ...tooMany].every((m) => m.audience === "ephemeral")).toBe(true);
    expect((await game()).version).toBe(after.version);
  }, 60_000);
});
