/**
 * "What happened?" in the playground (issue #23): the table carries the button under the waiting blocks,
 * and pressing it answers the presser alone (the private result and a map file), never the channel feed.
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATCH_UP_LABEL } from "../../src/app/answers.ts";
import { boot, type Running } from "../../src/boot.ts";
import { ONE_PROCESS } from "../../src/config.ts";
import { createPostgresDatabase, type ScratchDatabase } from "../support/databases.ts";

let scratch: ScratchDatabase;
let running: Running;

beforeAll(async () => {
  scratch = await createPostgresDatabase();
  running = await boot(
    {
      discord: null,
      database: scratch.target,
      logLevel: "silent",
      logFormat: "json",
      playground: { host: "127.0.0.1", port: 0 },
      renderThreads: 1,
      scale: ONE_PROCESS,
    },
    pino({ level: "silent" }),
  );
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
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: await response.json() };
}

describe("What happened? in the playground", () => {
  it("answers the presser alone with their catch-up and the map", async () => {
    await api("POST", "/api/quick-game", { players: 3, channel: "catch-up" });
    let table = (await api("GET", "/api/channels/catch-up")).json;
    // The first player to pick a Strategy Card picks one.
    const [decision] = table.decisions;
    const pick = decision.buttons.find((b: { request?: unknown }) => b.request);
    const picked = await api("POST", "/api/channels/catch-up/request", {
      userId: decision.userId,
      request: pick.request,
      label: pick.label,
    });
    expect(picked.json.ok).toBe(true);
    table = (await api("GET", "/api/channels/catch-up")).json;
    expect(table.catchUp).toMatchObject({ label: CATCH_UP_LABEL, request: { kind: "catchup" } });
    const picker = table.seats.find((s: { userId: string }) => s.userId === decision.userId).name;
    const other = table.seats.find((s: { userId: string }) => s.userId !== decision.userId);
    const before = (await api("GET", "/api/channels/catch-up/feed")).json.posts;

    const pressed = await api("POST", "/api/channels/catch-up/request", {
      userId: other.userId,
      request: table.catchUp.request,
      label: table.catchUp.label,
    });
    expect(pressed.json.ok).toBe(true);
    expect(pressed.json.reply).toMatch(/^Since the game began/);
    expect(pressed.json.reply).toContain(`${picker} takes `);
    expect(pressed.json.fileUrl).toMatch(/^\/api\/files\//);
    const image = await fetch(`${running.playground?.url}${pressed.json.fileUrl}`);
    expect(image.headers.get("content-type")).toBe("image/png");
    // Nothing reached the channel.
    expect((await api("GET", "/api/channels/catch-up/feed")).json.posts).toEqual(before);
  });
});
