/**
 * "Since you last looked" (issue #23): `/ti catchup` tells a player, privately, what the others did after
 * their last action (moves, battles with how they ended), never another player's cards, names what the
 * game waits for, and outlines on the map exactly the systems the log changed since then.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATCH_UP_LIMIT, catchUp } from "../../../src/app/catchUp.ts";
import type { MapRenderer } from "../../../src/app/play.ts";
import type { Actor, Place } from "../../../src/app/types.ts";
import { effectiveEntries } from "../../../src/app/undo.ts";
import { getSystem } from "../../../src/content/index.ts";
import { botCommand } from "../../../src/engine/bot/policy.ts";
import { type GameEvent, type GameState, replay, waitingFor } from "../../../src/engine/index.ts";
import { type AppHarness, appHarness } from "../../support/app.ts";

const alice: Actor = { userId: "100000000000000020", name: "Alice" };
const bob: Actor = { userId: "100000000000000021", name: "Bob" };
const place: Place = { guildId: "200000000000000001", channelId: "300000000000000924" };

/** What the last map drawn was asked to outline. */
let outlined: readonly string[] | undefined;
const fakeRender: MapRenderer = async (_shown, _waiting, _move, changed) => {
  outlined = changed;
  return { png: Buffer.from("map") };
};

let app: AppHarness;
let gameId = "";

async function stored(): Promise<GameState> {
  const game = await app.store.loadByChannel(place.guildId, place.channelId);
  if (!game) throw new Error("no game");
  gameId = game.id;
  return game.state as GameState;
}

beforeAll(async () => {
  app = await appHarness(fakeRender);
  await app.service.handle(place, alice, { kind: "newGame", settings: {} });
  await app.service.handle(place, bob, { kind: "join" });
  await app.service.handle(place, alice, { kind: "addBot" });
  await app.service.handle(place, alice, { kind: "start", seed: "catchup-1" });
  // Both humans answer as the bot would into round 2's Action Phase. Once Alice has acted there and Bob
  // has acted after her, she stops: Bob and the bot play on until the game waits for her.
  let state = await stored();
  let aliceSeq = 0;
  let aliceDone = false;
  const inRound2Actions = (s: GameState) => s.round >= 2 && s.phase === "action";
  const human = (s: GameState) =>
    waitingFor(s).find((seat) => {
      const id = s.players[seat]?.userId;
      if (id?.startsWith("bot:")) return false;
      return id === bob.userId || !aliceDone;
    });
  for (let i = 0; i < 800; i++) {
    const seat = human(state);
    if (seat === undefined) break;
    const command = botCommand(state, seat, { now: "2026-12-01T12:00:00Z" });
    if (!command) break;
    const { seat: _seat, ...seatless } = command as { seat: number };
    const actor = state.players[seat]?.userId === alice.userId ? alice : bob;
    const during = inRound2Actions(state);
    const played = await app.service.handle(place, actor, { kind: "play", command: seatless as never });
    expect(played.error).toBeUndefined();
    state = await stored();
    const log = await app.store.readEvents(gameId);
    if (during && actor === alice) aliceSeq = log.at(-1)?.seq ?? 0;
    // Done once ships other than Alice's have moved since her last action.
    const aliceSeat = state.players.findIndex((p) => p.userId === alice.userId);
    if (aliceSeq > 0 && actor === bob)
      aliceDone = log
        .filter((e) => e.seq > aliceSeq)
        .flatMap((e) => e.events as GameEvent[])
        .some((e) => e.type === "unitsMoved" && e.seat !== aliceSeat);
    if (aliceDone && state.round >= 3) break;
  }
  expect(state.round).toBeGreaterThanOrEqual(2);
}, 240_000);
afterAll(async () => app.close());

/** Alice's last entry of an engine command, and the entries that still count after it. */
async function sinceAlice() {
  const entries = effectiveEntries(await app.store.readEvents(gameId));
  const last = entries.findLast(
    (e) => e.actor === alice.userId && typeof (e.command as { seat?: unknown }).seat === "number",
  );
  if (!last) throw new Error("Alice never acted");
  return { entries, last: last.seq, after: entries.filter((e) => e.seq > last.seq) };
}

describe("/ti catchup", () => {
  it("tells Alice, privately, what the others did since her last action", async () => {
    const state = await stored();
    const { after, last } = await sinceAlice();
    expect(after.length).toBeGreaterThan(1);
    expect(after.flatMap((e) => e.events as GameEvent[]).some((e) => e.type === "unitsMoved")).toBe(true);
    const told = await app.service.handle(place, alice, { kind: "catchup" });
    expect(told.error).toBeUndefined();
    expect(told.publicText).toBeUndefined();
    expect(told.pings).toEqual([]);
    const text = told.reply ?? "";
    const newest = (await app.store.readEvents(gameId)).at(-1)?.seq;
    expect(text).toContain(`Since your last action (event ${last} of ${newest}):`);
    expect(text.length).toBeLessThanOrEqual(2000);
    // Bob's and the bot's moves are told by name.
    const others = state.players.filter((p) => p.userId !== alice.userId).map((p) => p.name);
    const events = after.flatMap((e) => e.events as GameEvent[]);
    const moved = events.filter(
      (e) => e.type === "unitsMoved" && state.players[e.seat]?.userId !== alice.userId,
    );
    expect(moved.length).toBeGreaterThan(0);
    expect(text).toMatch(new RegExp(`(${others.join("|")})[^\\n]* moves`));
    const picked = events.filter((e) => e.type === "strategyCardPicked");
    if (picked.length > 0) expect(text).toMatch(/takes /);
    // A battle fought since then is told with how it ended.
    const battles = events.filter(
      (e) => e.type === "framePushed" && (e.frame.kind === "spaceBattle" || e.frame.kind === "invasion"),
    );
    if (battles.length > 0)
      expect(text).toMatch(/⚔ (Space Battle|Invasion)[^\n]*: [^\n]*(won|holds|destroyed|fought)/);
    // Nobody else's card is named: every Action Card another player drew stays unnamed.
    const drawnByOthers = events.flatMap((e) =>
      e.type === "actionCardsDrawn" && state.players[e.seat]?.userId !== alice.userId ? e.cards : [],
    );
    for (const card of drawnByOthers) expect(text).not.toContain(card);
    // What the game waits for, and that it waits for Alice.
    expect(waitingFor(state).some((s) => state.players[s]?.userId === alice.userId)).toBe(true);
    expect(text).toMatch(/The game waits for you/);
  });

  it("outlines exactly the systems the log changed since her last action", async () => {
    const state = await stored();
    const { entries, last, after } = await sinceAlice();
    const then = replay(entries.filter((e) => e.seq <= last).flatMap((e) => e.events as GameEvent[]));
    const expected = new Set<string>();
    // Systems whose contents differ between then and now...
    for (const label of Object.keys(state.board))
      if (JSON.stringify(then.board[label] ?? null) !== JSON.stringify(state.board[label]))
        expected.add(label);
    // ...and every system an event of the log named: activated, moved from or to, fought over, built in,
    // a planet there changing hands.
    const planetAt = new Map<string, string>();
    for (const [label, tile] of Object.entries(state.galaxy))
      for (const p of getSystem(tile).planets) planetAt.set(p.id, label);
    for (const e of after.flatMap((x) => x.events as GameEvent[])) {
      if (e.type === "systemActivated" || e.type === "unitsProduced" || e.type === "unitsLanded")
        expected.add(e.position);
      if (e.type === "unitsMoved") for (const p of [e.from, e.to]) expected.add(p);
      if (e.type === "planetGained" && planetAt.has(e.planet)) expected.add(planetAt.get(e.planet) as string);
      if (e.type === "framePushed" && (e.frame.kind === "spaceBattle" || e.frame.kind === "invasion"))
        expected.add(e.frame.position);
    }
    outlined = undefined;
    const told = await app.service.handle(place, alice, { kind: "catchup" });
    expect(told.image?.name).toBe("catch-up.png");
    expect(expected.size).toBeGreaterThan(0);
    expect([...(outlined ?? [])].sort()).toEqual([...expected].filter((l) => l in state.galaxy).sort());
  });

  it("tells Bob, who acted last, only what came after him, and refuses a player with no seat", async () => {
    const told = await app.service.handle(place, bob, { kind: "catchup" });
    expect(told.error).toBeUndefined();
    const entries = effectiveEntries(await app.store.readEvents(gameId));
    const bobsLast = entries.findLast((e) => e.actor === bob.userId)?.seq;
    const newest = (await app.store.readEvents(gameId)).at(-1)?.seq;
    expect(told.reply).toContain(`Since your last action (event ${bobsLast} of ${newest}):`);
    const stranger = await app.service.handle(
      place,
      { userId: "100000000000000099", name: "Eve" },
      {
        kind: "catchup",
      },
    );
    expect(stranger.error?.message).toMatch(/no seat/);
  });

  it("keeps a long stretch within one Discord message, saying how much more there was", async () => {
    const state = await stored();
    const entries = await app.store.readEvents(gameId);
    // Someone who never acted is told the whole game since its start: far more than a message holds.
    const told = catchUp(entries, "nobody", state);
    expect(told.since).toBeNull();
    expect(told.text.length).toBeLessThanOrEqual(CATCH_UP_LIMIT);
    const more = /…and (\d+) more \(see \/ti game log\)\./.exec(told.text);
    expect(Number(more?.[1])).toBeGreaterThan(0);
    // The lighter lines go first: every planet taken since the start is still told.
    const taken = effectiveEntries(entries)
      .slice(1)
      .flatMap((e) => e.events as GameEvent[])
      .filter((e) => e.type === "planetGained");
    expect(taken.length).toBeGreaterThan(0);
    expect(told.text.match(/ takes control of /g)?.length ?? 0).toBe(taken.length);
  });
});
