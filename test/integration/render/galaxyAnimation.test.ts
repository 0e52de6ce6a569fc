/**
 * The galaxy round by round posted with a game's result (issue #23): a 6-player game the bot plays
 * against itself to its end, its log folded to each round's end and drawn by the real renderer, is one
 * looping animated WebP with a frame per round shown a second each, small enough to post (its size is
 * printed). A log with no round gives nothing.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { galaxyByRound, galaxySummary } from "../../../src/app/galaxySummary.ts";
import type { MapRenderer } from "../../../src/app/play.ts";
import { vpByRound } from "../../../src/app/vpHistory.ts";
import { botCommand } from "../../../src/engine/bot/policy.ts";
import { apply, createGame, decisions, type GameState } from "../../../src/engine/index.ts";
import { FRAME_DELAY_MS, FRAME_WIDTH, renderGalaxyAnimation, renderPost } from "../../../src/render/index.ts";
import type { StoredEvent } from "../../../src/store/gameStore.ts";

const CTX = { now: "2026-12-01T12:00:00.000Z" };
const renderMap: MapRenderer = (table, waiting, move) => renderPost(table, { waiting, move: move ?? null });

/** A 6-player game the bot plays to its end, as the log the store would hold. */
function botLog(): { entries: StoredEvent[]; state: GameState } {
  const players = ["A", "B", "C", "D", "E", "F"].map((name, i) => ({ userId: `bot:${i + 1}`, name }));
  const created = createGame({ seed: "summary-6", players, settings: { boxes: ["base", "se"] } }, CTX);
  if (!created.ok) throw new Error(created.error.message);
  const entry = (seq: number, command: unknown, events: unknown[]): StoredEvent => ({
    seq,
    actor: "system",
    command,
    events,
    schemaVersion: 1,
    createdAt: new Date(CTX.now),
  });
  const entries = [entry(1, { type: "start" }, created.events)];
  let state = created.state;
  for (let played = 0; played < 20_000 && state.phase !== "finished"; played++) {
    const seats = [...new Set(decisions(state).map((d) => d.seat))];
    const command = seats.map((seat) => botCommand(state, seat, CTX)).find((c) => c !== null);
    if (!command) break;
    const result = apply(state, command, CTX);
    if (!result.ok) throw new Error(result.error.message);
    entries.push(entry(entries.length + 1, command, result.events));
    state = result.state;
  }
  return { entries, state };
}

let log: { entries: StoredEvent[]; state: GameState };
beforeAll(() => {
  log = botLog();
}, 240_000);

describe("the galaxy round by round", () => {
  it("takes the public table at each round's end, the last being the game's end", () => {
    const rounds = galaxyByRound(log.entries);
    expect(rounds).toHaveLength(log.state.round);
    expect(rounds.map((r) => r.round)).toEqual(rounds.map((_, i) => i + 1));
    // Each round's table is its own (the fold changes its state in place): points match the chart's.
    const chart = vpByRound(log.entries);
    for (const [i, table] of rounds.entries())
      expect(table.players.map((p) => p.vp)).toEqual(chart?.players.map((p) => p.vp[i + 1]));
    // Nothing secret in a frame: the public view carries no hand.
    expect(JSON.stringify(rounds.at(-1))).not.toContain('"actionCards":["');
  });

  it("is an animated WebP of one frame a round, a second each, a few hundred kilobytes", async () => {
    const made = await galaxySummary(log.entries, renderMap, renderGalaxyAnimation);
    if (!made) throw new Error("no summary");
    const meta = await sharp(made.webp, { animated: true }).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.pages).toBe(log.state.round);
    expect(meta.pages).toBeGreaterThanOrEqual(3);
    expect(meta.width).toBe(FRAME_WIDTH);
    expect(meta.delay).toEqual(Array(log.state.round).fill(FRAME_DELAY_MS));
    expect(meta.loop).toBe(0);
    expect(made.webp.length).toBeLessThan(600 * 1024);
    console.info(
      `galaxy summary: ${meta.pages} rounds, ${FRAME_WIDTH}x${meta.pageHeight} px, ${Math.round(made.webp.length / 1024)} KB`,
    );
    // The frames differ: the galaxy changes from round to round.
    const first = await sharp(made.webp, { page: 0 }).raw().toBuffer();
    const last = await sharp(made.webp, { page: (meta.pages ?? 1) - 1 })
      .raw()
      .toBuffer();
    expect(first.equals(last)).toBe(false);
  }, 240_000);

  it("gives nothing for a log without a round", async () => {
    expect(await galaxySummary(log.entries.slice(0, 0), renderMap, renderGalaxyAnimation)).toBeNull();
  });
});
