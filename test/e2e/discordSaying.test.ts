/**
 * What the bot says on Discord, through the outbox: no private thread for a bot seat and no ping for one;
 * a player's own setting (autopass) confirmed to them alone, with nothing said in the channel; a refusal
 * answered privately from the first moment.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DiscordSession, startDiscordSession } from "../support/discordSession.ts";
import { type FakeMember, slashCommand } from "../support/fakeDiscord.ts";

const CHANNEL = "400000000000000041";
const alice: FakeMember = { id: "100000000000000041", username: "alice", globalName: "Alice" };
const bob: FakeMember = { id: "100000000000000042", username: "bob", globalName: "Bob" };

let session: DiscordSession;
beforeAll(async () => {
  session = await startDiscordSession();
});
afterAll(async () => {
  await session?.close();
});

const slash = (who: FakeMember, path: string, options = {}) =>
  session.deliver(slashCommand(who, CHANNEL, path, options));

describe("what the bot says on Discord", () => {
  it("opens no private thread for a bot seat and never pings one", async () => {
    await slash(alice, "game new");
    await slash(alice, "game bot");
    await slash(bob, "game join");
    await slash(alice, "game bot");
    await slash(alice, "game start");
    const { state } = await session.stateOf(CHANNEL);
    const bots = state.players.filter((p) => p.userId.startsWith("bot:")).map((p) => p.userId);
    expect(bots).toHaveLength(2);
    const threads = [...session.fake.threads.values()];
    expect(threads.flatMap((t) => t.members).filter((m) => bots.includes(m))).toEqual([]);
    expect(threads.map((t) => t.name).filter((n) => n.startsWith("Bot "))).toEqual([]);
    expect(session.fake.requests.filter((r) => r.path.includes("/thread-members/bot"))).toEqual([]);
    // The humans got their private threads (their secret objectives went there).
    expect(threads.flatMap((t) => t.members).sort()).toEqual([alice.id, bob.id].sort());
    const mentioned = session.fake.messages().flatMap((m) => m.allowedMentions?.users ?? []);
    expect(mentioned.filter((u) => bots.includes(u))).toEqual([]);
  });

  it("confirms autopass to its player alone and says nothing in the channel", async () => {
    const sent = await slash(alice, "ti-cards autopass", { on: true });
    expect(sent.filter((m) => m.audience === "public")).toEqual([]);
    expect(sent.some((m) => m.audience !== "public" && /autopass is on/i.test(m.content))).toBe(true);
  });

  it("answers a refused command privately from the first moment: nothing public ever shows", async () => {
    const payload = slashCommand(bob, CHANNEL, "game start");
    const sent = await session.deliver(payload);
    expect(session.callbacksOf(payload)[0]?.payload).toMatchObject({ type: 5, data: { flags: 64 } });
    expect(sent.map((m) => m.audience)).toEqual(["ephemeral"]);
  });
});
