/**
 * /ti odds in the playground: typed fleets answered to the asker alone (never in the feed or another
 * player's panel), a bad fleet refused with a sentence, and a system of the channel's game read with its
 * players named.
 */

import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boot, type Running } from "../../src/boot.ts";
import { ONE_PROCESS } from "../../src/config.ts";
import type { GameState } from "../../src/engine/index.ts";
import { createGameStore } from "../../src/store/gameStore.ts";
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
async function api(method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
  const response = await fetch(`${running.playground?.url}${path}`, {
    method,
    headers: { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: await response.json() };
}

const ask = (channel: string, who: string, line: string) =>
  api("POST", `/api/channels/${channel}/command`, { userId: `playground:${who}`, line });

describe("/ti odds in the playground", () => {
  it("answers typed fleets to the asker alone", async () => {
    const answer = await ask("odds-lab", "alice", '/ti odds attacker:"2 cruiser" defender:"1 destroyer"');
    expect(answer.json.ok).toBe(true);
    expect(answer.json.reply).toContain("Attacker wins 96.1%; Defender wins 2.3%; both destroyed 1.6%.");
    const feed = (await api("GET", "/api/channels/odds-lab/feed")).json.posts;
    expect(JSON.stringify(feed)).not.toContain("wins");
  });

  it("refuses a fleet it cannot read, with a sentence", async () => {
    const refused = await ask("odds-lab", "alice", '/ti odds attacker:"0 cruiser" defender:"1 destroyer"');
    expect(refused.status).toBe(422);
    expect(refused.json.error).toMatch(/^attacker: "0 cruiser": give each unit a count of at least 1/);
    const unknown = await ask("odds-lab", "alice", '/ti odds attacker:"2 cruiser" defender:"1 destroyr"');
    expect(unknown.json.error).toMatch(/Did you mean "destroyer"\?/);
  });

  it("reads a system of the channel's game, and no other player sees the answer", async () => {
    const quick = await api("POST", "/api/quick-game", { players: 3, channel: "Odds Table" });
    expect(quick.json.ok).toBe(true);
    const game = await createGameStore(running.db).loadByChannel("playground", "odds-table");
    const state = game?.state as GameState;
    const bob = state.players.find((p) => p.name === "Bob");
    const answer = await ask("odds-table", "alice", `/ti odds system:${bob?.home} attacker:"3 dreadnought"`);
    expect(answer.json.reply).toMatch(
      new RegExp(`^Space Battle in ${bob?.home}: Alice \\(3 Dreadnought\\) attacks Bob \\(`),
    );
    const feed = (await api("GET", "/api/channels/odds-table/feed")).json.posts;
    const bobs = (await api("GET", "/api/channels/odds-table/private?userId=playground:bob")).json;
    for (const seen of [feed, bobs]) expect(JSON.stringify(seen)).not.toContain("attacks Bob");
  });
});
