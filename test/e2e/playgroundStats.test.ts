/**
 * /ti stats in the playground (issue #23): after an invasion fought with scripted dice, the channel's game
 * tells each player's dice luck as the log's dice give it (worked out here from the log's own dice), with
 * a chart file for the asker alone; the server's record counts the playground's games. Nothing reaches
 * the channel's feed.
 */
import { pino } from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boot, type Running } from "../../src/boot.ts";
import { ONE_PROCESS } from "../../src/config.ts";
import type { GameEvent } from "../../src/engine/index.ts";
import { createGameStore } from "../../src/store/gameStore.ts";
import { createPostgresDatabase, type ScratchDatabase } from "../support/databases.ts";
import { invasionScene, storeScene } from "../support/invasionScene.ts";

let scratch: ScratchDatabase;
let running: Running;
const CHANNEL = "stats-table";
const people = ["Alice", "Bob", "Cara"].map((name) => ({ userId: `playground:${name.toLowerCase()}`, name }));

// biome-ignore lint/suspicious/noExplicitAny: the API's JSON, which the assertions themselves check
async function api(method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
  const response = await fetch(`${running.playground?.url}${path}`, {
    method,
    headers: { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: await response.json() };
}

const ask = (who: string, line: string) =>
  api("POST", `/api/channels/${CHANNEL}/command`, { userId: `playground:${who}`, line });

let gameId = "";

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
  const scene = invasionScene();
  const seated = scene.state.players.map((p) => people[p.seat] as (typeof people)[number]);
  const stored = await storeScene(
    createGameStore(running.db),
    { guildId: "playground", channelId: CHANNEL },
    scene,
    seated,
  );
  gameId = stored.gameId;
  const me = people[scene.me]?.name.toLowerCase() as string;
  for (const line of [
    `/ti turn tactical position:${scene.target}`,
    `/ti tactical move units:"1 cv, 2 gf from ${scene.fleetAt}"`,
    '/ti tactical land units:"2 gf on Abyz"',
  ]) {
    const done = await ask(me, line);
    expect(done.json.ok, `${line}: ${done.json.error}`).toBe(true);
  }
}, 120_000);
afterAll(async () => {
  await running?.stop();
  await scratch?.drop();
});

/** Each seat's throws, hits and expected hits, counted straight from the log's combat dice. */
async function diceFromLog() {
  const entries = await createGameStore(running.db).readEvents(gameId);
  const bySeat = new Map<number, { rolled: number; hits: number; expected: number }>();
  for (const event of entries.flatMap((e) => e.events as GameEvent[])) {
    if (event.type !== "combatRolled") continue;
    const own = bySeat.get(event.seat) ?? { rolled: 0, hits: 0, expected: 0 };
    for (const d of event.dice) {
      if (d.needed === null) continue;
      own.rolled += 1;
      own.hits += d.value >= d.needed ? 1 : 0;
      own.expected += (11 - d.needed) / 10;
    }
    bySeat.set(event.seat, own);
  }
  return bySeat;
}

describe("/ti stats in the playground", () => {
  it("tells the channel's game's dice luck to the asker alone, with the chart as a file", async () => {
    const before = (await api("GET", `/api/channels/${CHANNEL}/feed`)).json.posts;
    const dice = await diceFromLog();
    expect([...dice.values()].reduce((n, d) => n + d.rolled, 0)).toBeGreaterThanOrEqual(3);
    const answer = await ask("bob", "/ti stats");
    expect(answer.json.ok).toBe(true);
    const text: string = answer.json.reply;
    expect(text).toMatch(/^Statistics of this game \(round 1, action phase;/);
    for (const [seat, d] of dice) {
      const luck = d.hits - d.expected;
      const sign = luck >= 0 ? "+" : "−";
      expect(text).toContain(`- ${people[seat]?.name} (`);
      expect(text).toContain(
        `${sign}${Math.abs(luck).toFixed(1)}: ${d.hits} hit${d.hits === 1 ? "" : "s"} of ${d.rolled} di${d.rolled === 1 ? "e" : "ce"}, ${d.expected.toFixed(1)} expected`,
      );
    }
    expect(text).toMatch(/Time the game waited on each player/);
    expect(text).toMatch(/Action Phase turns:/);
    expect(answer.json.fileUrl).toMatch(/^\/api\/files\//);
    const image = await fetch(`${running.playground?.url}${answer.json.fileUrl}`);
    expect(image.headers.get("content-type")).toBe("image/png");
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta.width).toBe(720);
    // Nothing reached the channel, nor anyone else's panel.
    expect((await api("GET", `/api/channels/${CHANNEL}/feed`)).json.posts).toEqual(before);
    const alices = (await api("GET", `/api/channels/${CHANNEL}/private?userId=playground:alice`)).json;
    expect(JSON.stringify(alices)).not.toContain("Statistics of");
  });

  it("tells the server's record: the playground's games, none finished yet", async () => {
    const answer = await ask("cara", "/ti stats server:true");
    expect(answer.json.ok).toBe(true);
    expect(answer.json.reply).toBe(
      "Statistics of this server: 1 game played: 0 finished, 1 running, 0 abandoned.\nResults by race (finished games):\nNo game has finished yet.",
    );
    // No finished game: no chart to draw.
    expect(answer.json.fileUrl).toBeUndefined();
  });

  it("refuses a flag it cannot read, with a sentence", async () => {
    const refused = await ask("cara", "/ti stats server:maybe");
    expect(refused.status).toBe(422);
    expect(refused.json.error).toMatch(/server/);
  });
});
