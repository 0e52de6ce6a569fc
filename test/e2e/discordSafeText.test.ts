/**
 * Text that cannot be abused, end to end through the real discord.js client and the fake of Discord
 * (set up as in discordBot.test.ts): names, reasons and values players write show on Discord exactly as
 * written and never as a mention or markdown; no message breaks Discord's limits (the fake refuses
 * them as Discord does); and a gateway payload discord.js cannot read leaves the bot answering.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameShort } from "../../src/discord/customId.ts";
import { liveMarkup, shownText } from "../support/discordMarkup.ts";
import { type DiscordSession, startDiscordSession } from "../support/discordSession.ts";
import {
  componentPress,
  FAKE_GUILD_ID,
  type FakeMember,
  type SentMessage,
  slashCommand,
} from "../support/fakeDiscord.ts";

const HOSTILE = "<@123> **x** ||y|| @everyone";
const mallory: FakeMember = { id: "100000000000000030", username: "mallory", nick: HOSTILE };
const trudy: FakeMember = { id: "100000000000000031", username: "trudy", globalName: "# big <t:1:R> ~~s~~" };
const alice: FakeMember = { id: "100000000000000032", username: "alice", globalName: "Alice" };
const CHANNEL = "400000000000000031";
/** Where the test itself posts, to see the fake refuse: not the bot's doing. */
const PROBE = "400000000000000039";

let session: DiscordSession;
beforeAll(async () => {
  session = await startDiscordSession();
});
afterAll(async () => {
  await session?.close();
});

const slash = (who: FakeMember, path: string, options = {}) =>
  session.deliver(slashCommand(who, CHANNEL, path, options));

/** Every message within Discord's limits, and nothing live in it but the pings it may make. */
function expectSafe(sent: readonly SentMessage[]) {
  for (const message of sent) {
    expect(message.content.length).toBeLessThanOrEqual(2000);
    expect(liveMarkup(message.content, message.allowedMentions?.users ?? []), message.content).toEqual([]);
    expect(message.allowedMentions?.users ?? []).not.toContain("123");
  }
}

const shown = (sent: readonly SentMessage[]) => sent.map((m) => shownText(m.content)).join("\n");

describe("players' words on Discord", () => {
  it("the fake refuses a message over 2000 characters as Discord does", async () => {
    const response = await fetch(`${session.fake.apiUrl}/v10/channels/${PROBE}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bot MTAw.fake-test.token-not-secret" },
      body: JSON.stringify({ content: "x".repeat(2001) }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 50035, errors: { content: {} } });
  });

  it("shows hostile names as typed in '… opened', '… joins' and '… plays', with no mention or markdown", async () => {
    const opened = await slash(mallory, "game new");
    expect(opened.find((m) => m.audience === "public")?.content).toContain(
      "\\<@123> \\*\\*x\\*\\* \\|\\|y\\|\\|",
    );
    expect(shown(opened)).toContain(`${HOSTILE} opened`);
    const joined = await slash(trudy, "game join");
    expect(joined.find((m) => m.audience === "public")?.content).toMatch(
      /^\\# big \\<t:1:R> \\~\\~s\\~\\~ joins/,
    );
    await slash(alice, "game join");
    const started = await slash(mallory, "game start");
    const text = shown(started);
    for (const name of [HOSTILE, "# big <t:1:R> ~~s~~", "Alice"]) expect(text).toContain(`${name} plays`);
    expect(started.some((m) => m.audience === "privateThread")).toBe(true);
    expectSafe([...opened, ...joined, ...started]);
    const threads = [...session.fake.threads.values()].map((t) => t.name);
    expect(threads).toContain(`${HOSTILE} — private (Mecatol)`);
  });

  it("shows a GM's reason as written, naming the GM and the player corrected, with nothing live", async () => {
    const { state } = await session.stateOf(CHANNEL);
    const target = state.players.findIndex((p) => p.userId === trudy.id);
    const reason = "agreed at the table: **really** ||yes|| <@123> @here\n> quoted [link](https://x.example)";
    const letter = String.fromCharCode(65 + target);
    const sent = await slash(mallory, "ti-gm tg", { player: letter, reason, set: 4 });
    const headline = sent.find((m) => m.via === "channel" && m.audience === "public");
    expect(headline?.audience).toBe("public");
    expect(shownText(headline?.content ?? "")).toContain(
      `GM ${HOSTILE} corrected # big <t:1:R> ~~s~~ — Trade Goods set to 4: ${reason}`,
    );
    expectSafe(sent);
  });

  it("answers a refusal echoing a long time zone privately, quoted short and escaped, instead of failing", async () => {
    const zone = `Europe/${"<@123>_**x**_".repeat(170)}`;
    const sent = await slash(alice, "ti-me reminders", { timezone: zone });
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.map((m) => m.audience)).toEqual(sent.map(() => "ephemeral"));
    expect(shown(sent)).toMatch(/is not a time zone/);
    expect(shown(sent)).not.toContain("Something went wrong");
    expectSafe(sent);
  });

  it("posts a long public notice in several messages, pinging only the player it names", async () => {
    const before = session.fake.messages().length;
    const text = `${HOSTILE}: ${"the table waits **for you** ||now|| — ".repeat(80)}`;
    await session.surface.sink.deliver(
      { guildId: FAKE_GUILD_ID, channelId: CHANNEL },
      { kind: "notice", key: "9001.2", text, userId: alice.id, name: "Alice" },
    );
    const sent = session.fake.messages().slice(before);
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.map((m) => m.audience)).toEqual(sent.map(() => "public"));
    expect(sent[0]?.content.startsWith(`<@${alice.id}> \\<@123>`)).toBe(true);
    expect(sent.map((m) => m.allowedMentions?.users)).toEqual(sent.map(() => [alice.id]));
    const words = (s: string) => s.replace(/\s/g, "");
    expect(words(shownText(sent.map((m) => m.content).join("")))).toBe(words(`<@${alice.id}> ${text}`));
    expectSafe(sent);
  });

  it("never broke a limit: Discord refused nothing the bot sent", () => {
    const refused = session.fake.requests.filter(
      (r) => (r.code === 50035 || r.code === 50006) && !r.path.includes(PROBE),
    );
    expect(refused.map((r) => `${r.method} ${r.path} ${r.body.slice(0, 80)}`)).toEqual([]);
    expectSafe(session.fake.messages());
  });
});

describe("a gateway payload discord.js cannot read", () => {
  it("is logged as an incident, its presser is told, and the bot answers the next command", async () => {
    const { id } = await session.stateOf(CHANNEL);
    const { message: _dropped, ...broken } = componentPress(
      alice,
      CHANNEL,
      `v1:ans:${gameShort(id)}:pass:go`,
    );
    const sent = await session.deliver(broken as ReturnType<typeof slashCommand>);
    expect(sent.map((m) => [m.via, m.audience])).toEqual([["reply", "ephemeral"]]);
    const incident = /incident (\w+)/.exec(sent[0]?.content ?? "")?.[1];
    expect(incident).toBeDefined();
    const logged = session.logLines.find((line) => line.includes("gateway payload could not be read"));
    expect(logged).toContain(incident);
    expect(logged).toContain("TypeError");
    const status = await slash(alice, "game status");
    expect(shown(status)).toMatch(/Round 1/);
  });
});
