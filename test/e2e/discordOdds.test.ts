/**
 * /ti odds on Discord: answered privately from the first moment (deferred ephemeral), with typed fleets in
 * a channel with no game, and from a system of the channel's game with the players named; a bad fleet is
 * refused privately with the nearest unit name.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DiscordSession, startDiscordSession } from "../support/discordSession.ts";
import { type FakeMember, slashCommand } from "../support/fakeDiscord.ts";

const CHANNEL = "400000000000000071";
const alice: FakeMember = { id: "100000000000000071", username: "alice", globalName: "Alice" };
const bob: FakeMember = { id: "100000000000000072", username: "bob", globalName: "Bob" };
const cara: FakeMember = { id: "100000000000000073", username: "cara", globalName: "Cara" };

let session: DiscordSession;
beforeAll(async () => {
  session = await startDiscordSession();
});
afterAll(async () => {
  await session?.close();
});

/**
 * Asks for odds; returns what the bot sent, after checking it was private from the first moment: deferred
 * privately, or (a fleet the reader refuses) answered at once, privately.
 */
async function odds(who: FakeMember, options: Record<string, string | boolean>) {
  const payload = slashCommand(who, CHANNEL, "odds", options);
  const sent = await session.deliver(payload);
  expect(session.callbacksOf(payload)[0]?.payload).toMatchObject({ data: { flags: 64 } });
  expect(sent.map((m) => m.audience)).toEqual(["ephemeral"]);
  return sent[0]?.content ?? "";
}

describe("/ti odds on Discord", () => {
  it("answers typed fleets privately, with no game in the channel", async () => {
    const text = await odds(alice, { attacker: "2 cruiser", defender: "1 destroyer" });
    expect(text).toContain("Attacker wins 96.1%");
    expect(text).toContain("Defender wins 2.3%");
    expect(text).toContain("both destroyed 1.6%");
  });

  it("refuses a fleet it cannot read, privately, naming the nearest unit", async () => {
    const text = await odds(alice, { attacker: "0 cruiser", defender: "1 destroyer" });
    expect(text).toMatch(/"0 cruiser": give each unit a count of at least 1/);
    expect(await odds(alice, { attacker: "2 crusier", defender: "1 dd" })).toMatch(
      /Did you mean "cruiser"\?/,
    );
  });

  it("reads a system of the channel's game: the asker attacks whoever is there", async () => {
    for (const [who, path] of [
      [alice, "game new"],
      [bob, "game join"],
      [cara, "game join"],
      [alice, "game start"],
    ] as const)
      await session.deliver(slashCommand(who, CHANNEL, path));
    const { state } = await session.stateOf(CHANNEL);
    const bobSeat = state.players.find((p) => p.userId === bob.id);
    const text = await odds(alice, { system: bobSeat?.home as string, attacker: "3 dreadnought" });
    expect(text).toMatch(
      new RegExp(`^Space Battle in ${bobSeat?.home}: Alice \\(3 Dreadnought\\) attacks Bob \\(`),
    );
    expect(text).toMatch(/Alice wins \d+\.\d%; Bob wins \d+\.\d%/);
    // Nothing about it reached the channel.
    expect(
      session.fake.messages().filter((m) => m.audience === "public" && m.content.includes("wins")),
    ).toEqual([]);
  });
});
