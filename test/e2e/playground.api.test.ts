/**
 * The playground's JSON API without a browser: what the page relies on, the secrets it must never serve
 * to the wrong player, refusals that change nothing, bot seats, the tactical forms' data, and a restart
 * that keeps the game and tells the feed again from the event log.
 */

import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boot, type Running } from "../../src/boot.ts";
import { ONE_PROCESS } from "../../src/config.ts";
import { getSystem, OBJECTIVES, type UnitType } from "../../src/content/index.ts";
import { adjacentPositions } from "../../src/engine/galaxy/adjacency.ts";
import type { GameState } from "../../src/engine/index.ts";
import { PLAYER_COLORS } from "../../src/engine/state.ts";
import { PLAYER_INK } from "../../src/render/index.ts";
import { createGameStore } from "../../src/store/gameStore.ts";
import { createPgliteFolder, createPostgresDatabase, type ScratchDatabase } from "../support/databases.ts";

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
      renderThreads: 1,
      scale: ONE_PROCESS,
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

const WARSHIPS = ["destroyer", "cruiser", "dreadnought", "carrier", "warSun"] as const;

/** The saved game of a playground channel, read straight from the store (to choose a target only). */
async function stateOf(channel: string): Promise<GameState> {
  const game = await createGameStore(running.db).loadByChannel("playground", channel);
  return game?.state as GameState;
}

/** A system next to a seat's home with nobody else's units, no anomaly and no counter of that seat. */
async function openNeighbourOfHome(
  channel: string,
  seat: number,
  needPlanet = false,
): Promise<{ home: string; position: string } | null> {
  const state = await stateOf(channel);
  const home = state.players[seat]?.home as string;
  const near = (p: string) => adjacentPositions(state.galaxy, p, { wormholeNexus: false });
  const othersIn = (p: string) => {
    const system = state.board[p];
    const forces = [
      ...(system?.space ?? []),
      ...Object.values(system?.planets ?? {}).flatMap((f) => f ?? []),
    ];
    return forces.filter((f) => f.seat !== seat);
  };
  const open = near(home).filter((p) => {
    const system = state.board[p];
    const tile = state.galaxy[p];
    if (!system || !tile || getSystem(tile).anomaly !== null || system.commandCounters.includes(seat))
      return false;
    // Nobody there, and no other player's PDS next door to fire at the ships arriving.
    return othersIn(p).length === 0 && near(p).every((q) => othersIn(q).every((f) => !f.units.pds));
  });
  const withPlanet = open.filter((p) => getSystem(state.galaxy[p] as string).planets.length > 0);
  const position = withPlanet[0] ?? (needPlanet ? undefined : open[0]);
  return position ? { home, position } : null;
}

/**
 * A quick game of Alice and three bots, played up to Alice's first tactical action, on a galaxy with a
 * quiet system next to her home (the galaxy is random: up to four tables are tried).
 */
async function soloTable(prefix: string, needPlanet: boolean, args: Record<string, string> = {}) {
  for (let attempt = 1; attempt <= 4; attempt++) {
    const channel = `${prefix}-${attempt}`;
    await api("POST", "/api/quick-game", { players: 1, bots: 3, channel, args });
    const table = await playUntilTactical(channel, "playground:alice");
    const target = await openNeighbourOfHome(channel, 0, needPlanet);
    if (target) return { channel, table, target };
  }
  throw new Error("four galaxies without a quiet system next to Alice's home");
}

/**
 * Answers this player's decisions until the game asks them for a tactical action: the first Strategy
 * Card offered, "Decline" to the secondaries of the bots' strategic actions, and no to their trade
 * proposals (and agreements to approve). The bots answer their own decisions within each request.
 */
async function playUntilTactical(channel: string, userId: string) {
  for (let i = 0; i < 20; i++) {
    const table = (await api("GET", `/api/channels/${channel}`)).json;
    const mine = table.decisions.find((d: { userId: string }) => d.userId === userId);
    if (mine?.kinds.includes("tacticalAction")) return table;
    // The bots' trade proposals are refused with the command their buttons put in the box.
    const proposal = /trade (proposal|agreement) #(\d+)/.exec(mine?.prompt ?? "");
    if (proposal) {
      const line =
        proposal[1] === "proposal"
          ? `/ti-trade answer proposal:${proposal[2]} refuse:true`
          : `/ti-trade approve proposal:${proposal[2]} veto:true`;
      await api("POST", `/api/channels/${channel}/command`, { userId, line });
      continue;
    }
    type Button = { label: string; request?: unknown };
    const direct = (mine?.buttons ?? []).filter((b: Button) => b.request);
    const answer = direct.find((b: Button) => b.label.startsWith("Decline")) ?? direct[0];
    if (!answer) throw new Error(`${userId} has no button to answer ${JSON.stringify(table.decisions)}`);
    await api("POST", `/api/channels/${channel}/request`, {
      userId,
      request: answer.request,
      label: answer.label,
    });
  }
  throw new Error(`${userId} was never asked for a tactical action`);
}

describe("the playground API", () => {
  it("describes the commands and the New game form from the catalog, and how bots play", async () => {
    const { json } = await api("GET", "/api/catalog");
    expect(json.commands.map((c: { name: string }) => c.name)).toContain("/ti turn pick");
    expect(json.newGame.map((o: { name: string }) => o.name)).toEqual(
      expect.arrayContaining(["expansions", "vp", "galaxy", "races", "bans"]),
    );
    expect(json.bots).toMatch(/bot policy/);
    expect(json.bots).not.toMatch(/no bot policy|not built/);
    // The seat chips take each colour as the map draws it.
    expect(Object.keys(json.inks).sort()).toEqual([...PLAYER_COLORS].sort());
    expect(json.inks.red.fill).toBe(PLAYER_INK.red.fill);
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
    expect((await api("POST", "/api/quick-game", { players: 0, bots: 4 })).json.error).toMatch(
      /at least one person/,
    );
    expect((await api("POST", "/api/quick-game", { players: 2, bots: 7 })).json.error).toMatch(/3 to 8/);
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
    // The panel has each card with its text: the hand by kind of card, as the content words it.
    const objective = OBJECTIVES.find((o) => o.name === aliceSecret);
    expect(alice.cards.map((g: { title: string }) => g.title)).toEqual([
      "Action Cards",
      "Secret Objectives",
      "Political Cards",
    ]);
    expect(alice.cards[1].cards).toEqual([
      { name: aliceSecret, note: `${objective?.vp} VP`, text: objective?.text },
    ]);
    expect(alice.hand).toContain(`• ${aliceSecret} (${objective?.vp} VP): ${objective?.text}`);
    expect(JSON.stringify(bob)).not.toContain(objective?.text);
    expect(JSON.stringify(feed)).not.toContain(objective?.text);
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

  it("reads forms and typed lines alike, strictly: unknown options, words for numbers, players by name", async () => {
    const before = (await api("GET", "/api/channels/api-table")).json;
    const command = (body: object) =>
      api("POST", "/api/channels/api-table/command", { userId: "playground:alice", ...body });
    expect(await command({ command: "turn pick", args: { card: "trade", color: "x" } })).toMatchObject({
      status: 422,
      json: {
        ok: false,
        error: '/ti turn pick has no option "color". Its options: card, strategy, fleet, command.',
      },
    });
    expect((await command({ line: "/ti turn pick card:trade fleet:three" })).json.error).toMatch(
      /^fleet: "three" is not a number/,
    );
    expect(
      (await command({ command: "trade answer", args: { proposal: 1, refuse: "maybe" } })).json.error,
    ).toMatch(/^refuse: "maybe" is not a yes or no/);
    // Cara by name reaches the rules, which judge the gift itself (Alice has no Trade Goods yet).
    expect((await command({ line: "/ti-trade give-tg player:Cara amount:1" })).json.error).toMatch(
      /^Give a whole number of Trade Goods/,
    );
    const line = encodeURIComponent("/ti-trade break player:");
    const { json } = await api("GET", `/api/channels/api-table/suggest?userId=playground:alice&line=${line}`);
    expect(json.suggestions.map((s: { line: string }) => s.line)).toEqual([
      "/ti-trade break player:B ",
      "/ti-trade break player:C ",
    ]);
    expect((await api("GET", "/api/channels/api-table")).json).toEqual(before);
  });

  it("seats bots in a quick game: they are marked, and answer their own decisions at once", async () => {
    const quick = await api("POST", "/api/quick-game", { players: 1, bots: 3, channel: "solo" });
    expect(quick.json).toEqual({ ok: true, channelId: "solo" });
    const table = (await api("GET", "/api/channels/solo")).json;
    expect(table.seats.map((s: { name: string; bot: boolean }) => [s.name, s.bot])).toEqual([
      ["Alice", false],
      ["Bot 1", true],
      ["Bot 2", true],
      ["Bot 3", true],
    ]);
    // The bots answered whatever waited on them: the game now waits on the one person only.
    expect(table.decisions.map((d: { userId: string }) => d.userId)).toEqual(["playground:alice"]);
    // Alice may also hold an optional offer, when her race has one (Mentak, Yssaril).
    expect(table.decisions[0].kinds).toContain("pickStrategyCard");
    const form = (await api("GET", "/api/channels/solo/tactical?userId=playground:alice")).json;
    expect(form).toEqual({ form: null });
  });

  it("offers the move form for a tactical action, and the move it builds goes through the catalog", async () => {
    const { channel, table: turn, target } = await soloTable("skirmish", false);
    expect(turn.decisions[0].kinds).toContain("tacticalAction");
    const activated = await api("POST", `/api/channels/${channel}/command`, {
      userId: "playground:alice",
      line: `/ti turn tactical position:${target.position}`,
    });
    expect(activated.json).toMatchObject({ ok: true });
    const { form } = (await api("GET", `/api/channels/${channel}/tactical?userId=playground:alice`)).json;
    expect(form).toMatchObject({ kind: "move", position: target.position });
    const home = form.fleets.find((f: { from: string }) => f.from === target.home);
    // A warship from home (which one depends on the race drawn): it leaves no fighter or cargo adrift.
    const ship = WARSHIPS.map((t) => home.units.find((u: { type: string }) => u.type === t)).find(Boolean);
    expect(ship).toMatchObject({ word: expect.stringMatching(/^[a-z]{2}$/), count: expect.any(Number) });
    // Another player sees no form: it is not their step.
    expect(
      (await api("GET", `/api/channels/${channel}/tactical?userId=playground:bob`)).json.form,
    ).toBeNull();

    // Too many carriers: the engine's sentence comes back, and nothing changes.
    const before = (await api("GET", `/api/channels/${channel}`)).json;
    const tooMany = await api("POST", `/api/channels/${channel}/command`, {
      userId: "playground:alice",
      line: `/ti tactical move units:"${ship.count + 1} ${ship.word} from ${target.home}"`,
    });
    expect(tooMany).toMatchObject({ status: 422, json: { ok: false, error: expect.any(String) } });
    expect((await api("GET", `/api/channels/${channel}`)).json).toEqual(before);

    const moved = await api("POST", `/api/channels/${channel}/command`, {
      userId: "playground:alice",
      line: `/ti tactical move units:"1 ${ship.word} from ${target.home}"`,
    });
    expect(moved.json).toMatchObject({ ok: true });
    const state = await stateOf(channel);
    const there = state.board[target.position]?.space.find((f) => f.seat === 0);
    expect(there?.units[ship.type as UnitType]).toBe(1);
  });

  it("offers the land form once Ground Forces arrive, and lands what it lists", async () => {
    // Races whose home fleet can send a loaded carrier away without stranding Fighters.
    const args = { bans: "naalu,muaat" };
    const { channel, target } = await soloTable("landing", true, args);
    const state = await stateOf(channel);
    const homePlanet = Object.entries(state.board[target.home]?.planets ?? {}).find(([, forces]) =>
      forces?.some((f) => f.seat === 0 && (f.units.groundForce ?? 0) > 0),
    )?.[0] as string;
    const line = (text: string) =>
      api("POST", `/api/channels/${channel}/command`, { userId: "playground:alice", line: text });
    const activated = (await line(`/ti turn tactical position:${target.position}`)).json;
    expect(activated, activated.error).toMatchObject({ ok: true });
    const moved = await line(
      `/ti tactical move units:"1 cv from ${target.home}" pickup:"1 gf from ${homePlanet}"`,
    );
    expect(moved.json, moved.json.error).toMatchObject({ ok: true });
    const { form } = (await api("GET", `/api/channels/${channel}/tactical?userId=playground:alice`)).json;
    expect(form).toMatchObject({
      kind: "land",
      position: target.position,
      units: [{ type: "groundForce", word: "gf", count: 1 }],
    });
    const planet = form.planets[0].id as string;
    const landed = await line(`/ti tactical land units:"1 gf on ${planet}"`);
    expect(landed.json, landed.json.error).toMatchObject({ ok: true });
    const feed = (await api("GET", `/api/channels/${channel}/feed`)).json.posts;
    expect(feed.map((p: { text: string }) => p.text).join("\n")).toContain(
      `Alice lands 1 Ground Force on ${planet}`,
    );
  });

  it("lets the creator seat a bot in a lobby, and nobody else", async () => {
    await api("POST", "/api/channels/lobby-room/command", { userId: "playground:ann", line: "/ti game new" });
    const refused = await api("POST", "/api/channels/lobby-room/command", {
      userId: "playground:ben",
      line: "/ti game bot",
    });
    expect(refused).toMatchObject({ status: 422, json: { error: expect.stringMatching(/creator/) } });
    const seated = await api("POST", "/api/channels/lobby-room/command", {
      userId: "playground:ann",
      line: "/ti game bot",
    });
    expect(seated.json.ok).toBe(true);
    const table = (await api("GET", "/api/channels/lobby-room")).json;
    expect(table.seats.map((s: { bot: boolean }) => s.bot)).toEqual([false, true]);
  });

  it("lists a channel whose game was abandoned before the start as free, with who had sat down", async () => {
    await api("POST", "/api/channels/given-up/command", { userId: "playground:ann", line: "/ti game new" });
    await api("POST", "/api/channels/given-up/command", { userId: "playground:ben", line: "/ti game join" });
    const abandoned = await api("POST", "/api/channels/given-up/command", {
      userId: "playground:ann",
      line: "/ti game abandon",
    });
    expect(abandoned.json.ok).toBe(true);
    const listed = await api("GET", "/api/channels");
    expect(listed.status).toBe(200);
    expect(listed.json.channels).toContainEqual({
      id: "given-up",
      status: "none",
      round: null,
      phase: null,
      players: 2,
    });
    expect((await api("GET", "/api/channels/given-up")).json).toMatchObject({ status: "none", seats: [] });
  });

  it("after a restart keeps the game, and tells the earlier posts again from the event log", async () => {
    const before = (await api("GET", "/api/channels/api-table/feed")).json.posts;
    const picked = before.find((p: { text: string }) => / takes [A-Z]/.test(p.text)).text as string;
    const aliceBefore = (await api("GET", "/api/channels/api-table/private?userId=playground:alice")).json;
    await running.stop();
    running = await start();
    const { json } = await api("GET", "/api/channels/api-table/feed");
    const texts = json.posts.map((p: { text: string }) => p.text);
    expect(texts.join("\n")).toContain("The game begins!");
    expect(texts.join("\n")).toContain(picked.split("\n").find((l) => / takes [A-Z]/.test(l)));
    expect(json.posts.at(-2).text).toMatch(/told again from the game's log/);
    // Only the latest map is drawn again.
    expect(json.posts.filter((p: { imageUrl?: string }) => p.imageUrl)).toHaveLength(1);
    expect(json.posts.at(-1)).toMatchObject({
      kind: "bot",
      imageUrl: expect.stringMatching(/^\/api\/files\//),
    });
    expect(json.posts.at(-1).text).toMatch(/Round 1, strategy phase/);
    // Private lines go back to their owner, and the public feed still holds no secret.
    const alice = (await api("GET", "/api/channels/api-table/private?userId=playground:alice")).json;
    const secret = /Secret Objectives: (.+)/.exec(alice.hand)?.[1] as string;
    expect(alice.messages.map((m: { text: string }) => m.text).join("\n")).toContain(secret);
    expect(alice.messages.length).toBe(aliceBefore.messages.length);
    expect(JSON.stringify(json.posts)).not.toContain(secret);
    const channels = (await api("GET", "/api/channels")).json.channels;
    expect(channels).toContainEqual(expect.objectContaining({ id: "api-table", status: "active" }));
  });
});

describe("the playground on PGlite (the default of npm start)", () => {
  it("tells the feed again after a restart on the same data folder", async () => {
    const folder = createPgliteFolder();
    const bootOn = () =>
      boot(
        {
          discord: null,
          database: folder.target,
          logLevel: "silent",
          logFormat: "json",
          playground: { host: "127.0.0.1", port: 0 },
          renderThreads: 1,
          scale: ONE_PROCESS,
        },
        pino({ level: "silent" }),
      );
    let local = await bootOn();
    try {
      const call = async (method: string, path: string, body?: unknown): Promise<Answer["json"]> =>
        (
          await fetch(`${local.playground?.url}${path}`, {
            method,
            headers: { "content-type": "application/json" },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          })
        ).json();
      expect(await call("POST", "/api/quick-game", { players: 1, bots: 2, channel: "kept" })).toMatchObject({
        ok: true,
      });
      const table = await call("GET", "/api/channels/kept");
      const pick = table.decisions[0].buttons.find((b: { request?: unknown }) => b.request);
      await call("POST", "/api/channels/kept/request", {
        userId: "playground:alice",
        request: pick.request,
        label: pick.label,
      });
      const before = (await call("GET", "/api/channels/kept/feed")).posts as { text: string }[];
      const taken = before.flatMap((p) => p.text.split("\n")).filter((l) => / takes [A-Z]/.test(l));
      expect(taken.length).toBeGreaterThan(0);
      await local.stop();
      local = await bootOn();
      const after = (await call("GET", "/api/channels/kept/feed")).posts as { text: string }[];
      const told = after.flatMap((p) => p.text.split("\n"));
      for (const line of taken) expect(told).toContain(line);
    } finally {
      await local.stop();
      await folder.drop();
    }
  }, 120_000);
});
