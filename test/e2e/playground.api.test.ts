/**
 * The playground's JSON API without a browser: what the page relies on, the secrets it must never serve
 * to the wrong player, refusals that change nothing, and a restart that keeps the game but not the feed.
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boot, type Running } from "../../src/boot.ts";
import { createPostgresDatabase, type ScratchDatabase } from "../support/databases.ts";

let scratch: ScratchDatabase;
let running: Running;

async function start(): Promise<Running> {
  return boot(
    {
      discord: null,
      database: scratch.target,
      logLevel: "silent",
      logFormat: "json",
      playground: { host: "127.0.0.1", port: 0 },
    },
    pino({ level: "silent" }),
  );
}

beforeAll(async () => {
  scratch = await createPostgresDatabase();
  running = await start();
});
afterAll(async () => {
  await running?.stop();
  await scratch?.drop();
});

// biome-ignore lint/suspicious/noExplicitAny: the API's JSON, which the assertions themselves check
type Answer = { status: number; json: any };

async function api(method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${running.playground?.url}${path}`, {
    method,
    headers: { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });
  return { status: response.status, json: await response.json() };
}

describe("the playground API", () => {
  it("describes the commands and the New game form from the catalog, and says bots are not built", async () => {
    const { json } = await api("GET", "/api/catalog");
    expect(json.commands.map((c: { name: string }) => c.name)).toContain("/ti turn pick");
    expect(json.newGame.map((o: { name: string }) => o.name)).toEqual(
      expect.arrayContaining(["expansions", "vp", "galaxy", "races", "bans"]),
    );
    expect(json.bots).toMatch(/no bot policy/);
  });

  it("refuses malformed calls with 400 and a sentence", async () => {
    expect((await api("POST", "/api/channels/x/command", "{not json")).status).toBe(400);
    const badUser = await api("POST", "/api/channels/x/command", { userId: "alice", line: "/ti help" });
    expect(badUser).toMatchObject({
      status: 400,
      json: { error: expect.stringMatching(/playground user id/) },
    });
    expect((await api("GET", "/api/channels/Bad Name/feed")).status).toBe(400);
    expect((await api("POST", "/api/quick-game", { players: 2 })).json.error).toMatch(/3 to 8 players/);
  });

  it("plays a quick game: buttons carry requests, secrets reach only their owner, refusals change nothing", async () => {
    const quick = await api("POST", "/api/quick-game", { players: 3, channel: "API Table" });
    expect(quick.json).toEqual({ ok: true, channelId: "api-table" });
    const table = (await api("GET", "/api/channels/api-table")).json;
    expect(table.seats.map((s: { name: string }) => s.name)).toEqual(["Alice", "Bob", "Cara"]);
    const [decision] = table.decisions;
    const button = decision.buttons.find((b: { request?: unknown }) => b.request);
    expect(button.request).toMatchObject({ kind: "play", command: { type: "pickStrategyCard" } });

    const other = table.seats.find((s: { userId: string }) => s.userId !== decision.userId);
    const refused = await api("POST", "/api/channels/api-table/request", {
      userId: other.userId,
      request: button.request,
      label: button.label,
    });
    expect(refused).toMatchObject({
      status: 422,
      json: { ok: false, error: expect.stringMatching(/^Not your turn/) },
    });
    expect((await api("GET", "/api/channels/api-table")).json).toEqual(table);

    const pressed = await api("POST", "/api/channels/api-table/request", {
      userId: decision.userId,
      request: button.request,
      label: button.label,
    });
    expect(pressed.json.ok).toBe(true);
    const feed = (await api("GET", "/api/channels/api-table/feed")).json.posts;
    expect(feed.at(-1).imageUrl).toMatch(/^\/api\/files\//);
    const image = await fetch(`${running.playground?.url}${feed.at(-1).imageUrl}`);
    expect(image.headers.get("content-type")).toBe("image/png");

    const alice = (await api("GET", "/api/channels/api-table/private?userId=playground:alice")).json;
    const bob = (await api("GET", "/api/channels/api-table/private?userId=playground:bob")).json;
    const aliceSecret = /Secret Objectives: (.+)/.exec(alice.hand)?.[1] as string;
    expect(alice.messages.map((m: { text: string }) => m.text).join("\n")).toContain(aliceSecret);
    expect(JSON.stringify(bob)).not.toContain(aliceSecret);
    expect(JSON.stringify(feed)).not.toContain(aliceSecret);
  });

  it("answers private commands to the asker only, and suggests values from the game", async () => {
    const status = await api("POST", "/api/channels/api-table/command", {
      userId: "playground:cara",
      line: "/ti game status",
    });
    expect(status.json.reply).toMatch(/Round 1, strategy phase/);
    const feed = (await api("GET", "/api/channels/api-table/feed")).json.posts;
    expect(JSON.stringify(feed)).not.toContain("game status");
    const line = encodeURIComponent("/ti turn pick card:");
    const { json } = await api("GET", `/api/channels/api-table/suggest?userId=playground:alice&line=${line}`);
    expect(json.suggestions.length).toBeGreaterThan(0);
    expect(json.suggestions[0].line).toMatch(/^\/ti turn pick card:\S+ $/);
  });

  it("after a restart keeps the game, and opens the channel with where it stands", async () => {
    await running.stop();
    running = await start();
    const { json } = await api("GET", "/api/channels/api-table/feed");
    expect(json.posts[0].text).toMatch(/not kept when the playground restarts/);
    expect(json.posts[1]).toMatchObject({ kind: "bot", imageUrl: expect.stringMatching(/^\/api\/files\//) });
    expect(json.posts[1].text).toMatch(/Round 1, strategy phase/);
    const channels = (await api("GET", "/api/channels")).json.channels;
    expect(channels).toContainEqual(expect.objectContaining({ id: "api-table", status: "active" }));
  });
});
