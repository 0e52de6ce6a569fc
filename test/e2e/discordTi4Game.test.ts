/**
 * A whole Fourth Edition game on Discord, from `/ti game new ruleset:ti4` to its winner: the real
 * discord.js client against the local fake. Alice plays with two bots; every answer of hers is typed as
 * `/ti4 act` (what the bot's policy would choose for her seat, in the key:value form where it reads so,
 * else JSON). The winner is announced in the channel, the map is posted with the accounts, and no secret
 * held at the end (an unscored secret objective, a secret objective still in the deck) was ever named in
 * public.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ti4Objective } from "../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../src/engine/kernel/flow.ts";
import "../../src/engine/index.ts";
import { ti4BotMove } from "../../src/engine/ti4/policy.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../src/engine/ti4/state.ts";
import { type DiscordSession, startDiscordSession } from "../support/discordSession.ts";
import { FAKE_GUILD_ID, type FakeMember, type SentMessage, slashCommand } from "../support/fakeDiscord.ts";

const CHANNEL = "400000000000000451";
const alice: FakeMember = { id: "100000000000000451", username: "alice", globalName: "Alice" };
const NOW = { now: "2026-01-01T00:00:00.000Z" };
/** More answers than a 10-point game of three asks of one seat. */
const MOST_ANSWERS = 2_000;

let session: DiscordSession;
const sent: SentMessage[] = [];
let maps = 0;
/** The systems the renderer was asked to draw close up (a tactical action's active system). */
const closeUps: string[] = [];

beforeAll(async () => {
  const png = Buffer.from("89504e470d0a1a0a", "hex");
  session = await startDiscordSession({
    renderTi4Map: async (_state, move) => {
      maps += 1;
      if (move) closeUps.push(move.activated);
      return {
        png,
        description: "the galaxy",
        closeUp: move ? { png, description: `close up of ${move.activated}` } : null,
      };
    },
  });
}, 60_000);
afterAll(async () => {
  await session?.close();
});

async function send(payload: Parameters<DiscordSession["deliver"]>[0]): Promise<SentMessage[]> {
  const out = await session.deliver(payload);
  sent.push(...out);
  return out;
}

async function stored() {
  const found =
    (await session.app.store.loadByChannel(FAKE_GUILD_ID, CHANNEL)) ??
    (await session.app.store.lastEnded(FAKE_GUILD_ID, CHANNEL));
  if (!found) throw new Error("no game");
  return found;
}

/** The fields typed for a command: key:value words when every value is a plain word or number. */
function typed(fields: Record<string, unknown>): string {
  const plain = Object.values(fields).every(
    (v) => (typeof v === "string" && /^[^\s"{:]+$/.test(v)) || typeof v === "number",
  );
  return plain
    ? Object.entries(fields)
        .map(([k, v]) => `${k}:${v}`)
        .join(" ")
    : JSON.stringify(fields);
}

describe("a whole TI4 game on Discord", () => {
  it("is played from /ti game new to its winner, every answer of Alice's typed", async () => {
    await send(slashCommand(alice, CHANNEL, "game new", { ruleset: "ti4", vp: 10 }));
    await send(slashCommand(alice, CHANNEL, "game bot"));
    await send(slashCommand(alice, CHANNEL, "game bot"));
    // A fixed seed keeps the game the same from run to run (the start draws one otherwise).
    await session.app.store.setSeed((await stored()).id, "discord-ti4-whole-game");
    await send(slashCommand(alice, CHANNEL, "game start"));
    // Alice's question clock runs (the scheduler reminds her); an undo has nothing to take back yet.
    const seats = await session.app.store.listSeats((await stored()).id);
    expect(seats.find((s) => s.userId === alice.id)?.nextReminderAt).toBeInstanceOf(Date);
    expect(seats.filter((s) => s.userId.startsWith("bot:")).every((s) => s.nextReminderAt === null)).toBe(
      true,
    );
    const undo = await send(slashCommand(alice, CHANNEL, "game undo"));
    expect(undo.map((m) => m.content).join("\n")).toMatch(
      /There is no action to take back: the game has just started/,
    );
    let answers = 0;
    for (; answers < MOST_ANSWERS; answers++) {
      const game = await stored();
      if (game.status !== "active") break;
      const state = game.state as unknown as Ti4State;
      const waiting = pendingDecisions<Ti4>(state);
      if (!waiting.some((d) => d.seat === 0))
        throw new Error(`the game waits on ${waiting.map((d) => `${d.kind}@${d.seat}`)}, not Alice`);
      const move = ti4BotMove(state, 0, NOW);
      if (!move) throw new Error(`no answer for Alice: ${waiting.map((d) => d.kind)}`);
      const { type, seat: _seat, ...fields } = move.command;
      const reply = await send(
        slashCommand(alice, CHANNEL, "ti4 act", { command: type, fields: typed(fields) }),
      );
      // Each answer is saved (a refusal would leave the version as it was, and say why in private).
      const after = await stored();
      expect(after.version, reply.map((m) => m.content).join("\n")).toBeGreaterThan(game.version);
    }
    const game = await stored();
    expect(game.status).toBe("finished");
    const state = game.state as unknown as Ti4State;
    expect(state.winners.length).toBeGreaterThan(0);
    const publicMessages = sent.filter((m) => m.audience === "public");
    const publicText = publicMessages.map((m) => m.content).join("\n");
    const winner = state.players[state.winners[0] as number]?.name as string;
    expect(publicText).toMatch(new RegExp(`${winner}[^\\n]* wins? the game!`));
    // The map is posted with the accounts, the last one with the result.
    expect(maps).toBeGreaterThan(0);
    const pictures = publicMessages.filter((m) => m.files.some((f) => f.name.startsWith("ti4-map-round-")));
    expect(pictures.length).toBeGreaterThan(1);
    // A tactical action's post carries the close-up of its active system first (a phone can read it).
    expect(closeUps.length).toBeGreaterThan(0);
    const closeUpPosts = publicMessages.filter((m) => m.files[0]?.name.startsWith("close-up-"));
    expect(closeUpPosts.length).toBeGreaterThan(0);
    expect(closeUpPosts.every((m) => m.files[1]?.name.startsWith("ti4-map-round-"))).toBe(true);
    // Nothing secret reached the channel: the secret objectives unscored in hand or left in the deck.
    const unseen = [
      ...state.decks.secretObjectives,
      ...state.players.flatMap((p) => p.secret.secretObjectives),
    ];
    expect(unseen.length).toBeGreaterThan(0);
    for (const id of unseen) expect(publicText).not.toContain(ti4Objective(id).name);
    expect(answers).toBeGreaterThan(10);
    // The clocks stopped with the game.
    const after = await session.app.store.listSeats(game.id);
    expect(after.every((s) => s.nextReminderAt === null)).toBe(true);
  }, 180_000);

  it("shows the finished game's history to the asker alone, from the log", async () => {
    const round = await send(slashCommand(alice, CHANNEL, "game history", { at: "round 2" }));
    expect(round.every((m) => m.audience === "ephemeral")).toBe(true);
    expect(round.map((m) => m.content).join("\n")).toMatch(
      /The galaxy at the start of round 2 \(event \d+ of \d+\)/,
    );
    const event = await send(slashCommand(alice, CHANNEL, "game history", { at: "5" }));
    expect(event.map((m) => m.content).join("\n")).toMatch(/The galaxy after event 5 of \d+/);
    const mine = await send(slashCommand(alice, CHANNEL, "game history", { at: "my last turn" }));
    expect(mine.map((m) => m.content).join("\n")).toMatch(/right after your last action/);
    const far = await send(slashCommand(alice, CHANNEL, "game history", { at: "round 40" }));
    expect(far.map((m) => m.content).join("\n")).toMatch(
      /Round 40 has not begun: the game has reached round \d+/,
    );
  }, 60_000);

  it("refuses a TI4 deadline out of range with a sentence (one in range plays default answers)", async () => {
    const refused = await send(
      slashCommand(alice, CHANNEL, "game new", { ruleset: "ti4", "deadline-hours": 200 }),
    );
    expect(refused.map((m) => m.content).join("\n")).toMatch(/deadline-hours: 200 is out of range/);
  });
});
