/**
 * History at any point (issue #23): `/ti game history` shows the public map and table as they were after
 * an event, at a round's start or after the asker's last action; each equals a direct replay of the log
 * to that point, bad points are refused with their reason, and nothing secret is drawn or told.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDelivery, type Part } from "../../../src/app/delivery.ts";
import { momentAt } from "../../../src/app/history.ts";
import type { MapRenderer } from "../../../src/app/play.ts";
import type { Actor, Place } from "../../../src/app/types.ts";
import { vpByRound } from "../../../src/app/vpHistory.ts";
import { botCommand } from "../../../src/engine/bot/policy.ts";
import {
  type GameEvent,
  type GameState,
  type GameView,
  lastMove,
  replay,
  view,
  viewEvent,
  waitingFor,
} from "../../../src/engine/index.ts";
import { renderVpChart } from "../../../src/render/index.ts";
import { type AppHarness, appHarness } from "../../support/app.ts";

const alice: Actor = { userId: "100000000000000010", name: "Alice" };
const bob: Actor = { userId: "100000000000000011", name: "Bob" };
const place: Place = { guildId: "200000000000000001", channelId: "300000000000000923" };

/** Every view drawn, by the hash the fake renderer returns as its "image". */
const drawnViews = new Map<string, GameView>();
const hashOf = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");
const fakeRender: MapRenderer = async (shown, waiting, move) => {
  const hash = hashOf({ shown, waiting, move });
  drawnViews.set(hash, shown);
  return { png: Buffer.from(hash) };
};
let renders = 0;

let app: AppHarness;
let gameId = "";

async function stored(): Promise<GameState> {
  const game = await app.store.loadByChannel(place.guildId, place.channelId);
  if (!game) throw new Error("no game");
  gameId = game.id;
  return game.state as GameState;
}

beforeAll(async () => {
  app = await appHarness(async (...args) => {
    renders += 1;
    return fakeRender(...args);
  });
  // Alice and Bob with one bot; both humans answer as the bot would, until round 3 has begun.
  await app.service.handle(place, alice, { kind: "newGame", settings: {} });
  await app.service.handle(place, bob, { kind: "join" });
  await app.service.handle(place, alice, { kind: "addBot" });
  await app.service.handle(place, alice, { kind: "start", seed: "history-1" });
  let state = await stored();
  for (let i = 0; i < 600 && state.round < 3; i++) {
    const seat = waitingFor(state).find((s) => !state.players[s]?.userId.startsWith("bot:"));
    if (seat === undefined) break;
    const command = botCommand(state, seat, { now: "2026-12-01T12:00:00Z" });
    if (!command) break;
    const { seat: _seat, ...seatless } = command as { seat: number };
    const actor = state.players[seat]?.userId === alice.userId ? alice : bob;
    const played = await app.service.handle(place, actor, { kind: "play", command: seatless as never });
    expect(played.error).toBeUndefined();
    state = await stored();
  }
  expect(state.round).toBe(3);
}, 240_000);
afterAll(async () => app.close());

/** The image a direct replay of the log to `seq` draws: the public view, its waiting seats, its last move. */
async function directDrawing(seq: number): Promise<string> {
  const entries = (await app.store.readEvents(gameId)).filter((e) => e.seq <= seq);
  const events = entries.flatMap((e) => e.events as GameEvent[]);
  const state = replay(events);
  const move = lastMove(
    events.map((e) => viewEvent(e, null)),
    state.board,
  );
  return hashOf({ shown: view(state, null), waiting: waitingFor(state), move });
}

describe("/ti game history", () => {
  it("shows the map after an event exactly as a replay of the log to that event draws it", async () => {
    const entries = await app.store.readEvents(gameId);
    const last = entries.at(-1)?.seq as number;
    for (const seq of [1, Math.floor(last / 2), last - 1]) {
      const shown = await app.service.handle(place, bob, { kind: "history", at: { event: seq } });
      expect(shown.error).toBeUndefined();
      expect(shown.image?.png.toString()).toBe(await directDrawing(seq));
      expect(shown.reply).toMatch(new RegExp(`^The galaxy after event ${seq} of ${last} \\(`));
      // Only the asker sees it: nothing for the channel, nobody pinged.
      expect(shown.publicText).toBeUndefined();
      expect(shown.pings).toEqual([]);
    }
    // The state itself equals the replay (not only its drawing).
    const half = Math.floor(last / 2);
    const moment = momentAt(entries, half);
    const direct = replay(entries.filter((e) => e.seq <= half).flatMap((e) => e.events as GameEvent[]));
    expect(hashOf(moment?.state)).toBe(hashOf(direct));
  });

  it("draws each point once: asking again is answered from what was drawn", async () => {
    const before = renders;
    const first = await app.service.handle(place, alice, { kind: "history", at: { event: 5 } });
    const again = await app.service.handle(place, bob, { kind: "history", at: { event: 5 } });
    expect(renders).toBe(before + 1);
    expect(again.image?.png.equals(first.image?.png as Buffer)).toBe(true);
  });

  it("shows the start of a round, in the game's words", async () => {
    const shown = await app.service.handle(place, alice, { kind: "history", at: { round: 2 } });
    expect(shown.error).toBeUndefined();
    expect(shown.reply).toMatch(/^The galaxy at the start of round 2 \(event \d+ of \d+\)\./);
    const drawn = drawnViews.get(shown.image?.png.toString() ?? "");
    expect(drawn?.round).toBe(2);
    expect(drawn?.phase).toBe("strategy");
    expect(shown.reply).toMatch(/Alice: \d+ VP/);
  });

  it("shows the asker's last action", async () => {
    const shown = await app.service.handle(place, bob, { kind: "history", at: { mine: true } });
    expect(shown.error).toBeUndefined();
    const m = /after your last action \(event (\d+) of/.exec(shown.reply ?? "");
    const seq = Number(m?.[1]);
    const entries = await app.store.readEvents(gameId);
    expect(entries.find((e) => e.seq === seq)?.actor).toBe(bob.userId);
    expect(entries.filter((e) => e.seq > seq).every((e) => e.actor !== bob.userId)).toBe(true);
    expect(shown.image?.png.toString()).toBe(await directDrawing(seq));
  });

  it("refuses an event beyond the log, a round not reached and a last turn never taken", async () => {
    const last = (await app.store.readEvents(gameId)).at(-1)?.seq as number;
    const beyond = await app.service.handle(place, alice, { kind: "history", at: { event: last + 1 } });
    expect(beyond.error?.message).toBe(
      `There is no event ${last + 1}: this game's log runs from event 1 to event ${last}.`,
    );
    const later = await app.service.handle(place, alice, { kind: "history", at: { round: 7 } });
    expect(later.error?.message).toBe("Round 7 has not begun: the game has reached round 3.");
    const stranger: Actor = { userId: "100000000000000099", name: "Eve" };
    const notSeated = await app.service.handle(place, stranger, { kind: "history", at: { mine: true } });
    expect(notSeated.error?.message).toMatch(/^You have no seat in this game/);
    // A fresh table where Cara has a seat but has not acted.
    const other: Place = { ...place, channelId: "300000000000000924" };
    const cara: Actor = { userId: "100000000000000012", name: "Cara" };
    await app.service.handle(other, alice, { kind: "newGame", settings: {} });
    for (const a of [bob, cara]) await app.service.handle(other, a, { kind: "join" });
    await app.service.handle(other, alice, { kind: "start", seed: "history-2" });
    const never = await app.service.handle(other, cara, { kind: "history", at: { mine: true } });
    expect(never.error?.message).toBe(
      "You have not acted in this game yet, so there is no last turn to show.",
    );
  });

  it("draws and tells only the public view: no one's hand, no unscored Secret Objective", async () => {
    const state = await stored();
    // Held and unscored now, so hidden at every earlier point too (a scored one is public).
    const secrets = state.players.flatMap((p) => p.secret.secretObjectives) as string[];
    expect(secrets.length).toBeGreaterThan(0);
    for (const at of [{ event: 3 }, { round: 2 }, { mine: true as const }]) {
      const shown = await app.service.handle(place, bob, { kind: "history", at });
      const drawn = drawnViews.get(shown.image?.png.toString() ?? "");
      expect(drawn?.viewer).toBeNull();
      const text = `${shown.reply}\n${JSON.stringify(drawn)}`;
      for (const secret of secrets) expect(text).not.toContain(secret);
      // Every hand is a count, never its cards.
      for (const p of drawn?.players ?? [])
        for (const held of Object.values(p.secret)) expect(typeof held).toBe("number");
    }
  });

  it("posts the victory points round by round with the result when the game ends", async () => {
    const state = await stored();
    const winner = state.players.findIndex((p) => p.userId === alice.userId);
    // Points scored before the end, so that the chart has something to show; then the winning ones.
    const ended = await app.service.handle(place, alice, {
      kind: "gm",
      target: winner,
      correction: { kind: "victoryPoints", mode: "set", amount: state.config.vpTarget },
      reason: "the table agreed Alice won",
    });
    expect(ended.error).toBeUndefined();
    const game = await app.store.loadGame(gameId);
    expect(game?.status).toBe("finished");
    const data = vpByRound(await app.store.readEvents(gameId));
    const series = data?.players[winner]?.vp ?? [];
    // The start, rounds 1 and 2 ended, and round 3 where the game ended with the target reached.
    expect(series).toHaveLength(4);
    expect(series.at(-1)).toBe(state.config.vpTarget);
    expect(data?.players.map((p) => p.name)).toEqual(state.players.map((p) => p.name));
    const heard: Part[] = [];
    const delivery = createDelivery({
      store: app.store,
      log: (await import("pino")).pino({ level: "silent" }),
      renderMap: fakeRender,
      renderVpChart,
    });
    delivery.addSink(() => ({ deliver: async (_place, part) => void heard.push(part) }));
    for (let i = 0; i < 20 && !heard.some((p) => p.kind === "account" && p.image?.chart); i++)
      await delivery.flush(place);
    const account = heard.find((p) => p.kind === "account" && p.image?.chart);
    const chart = account?.kind === "account" ? account.image?.chart : undefined;
    expect(chart?.name).toBe("victory-points.png");
    expect(chart?.png.subarray(1, 4).toString()).toBe("PNG");
    expect(chart?.description).toMatch(/^Victory points at the end of each round, rounds 1 to 3\./);
    // Only the batch that ends the game carries it.
    expect(heard.filter((p) => p.kind === "account" && p.image?.chart)).toHaveLength(1);
  });

  it("still answers once the game is over, from the channel's last game", async () => {
    expect(await app.store.loadByChannel(place.guildId, place.channelId)).toBeNull();
    const shown = await app.service.handle(place, alice, { kind: "history", at: { event: 1 } });
    expect(shown.error).toBeUndefined();
    expect(shown.reply).toMatch(/event 1 of \d+/);
    expect((await app.service.handle(place, alice, { kind: "export" })).file?.content).toContain('"record"');
  });
});
