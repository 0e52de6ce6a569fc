/**
 * The renderer on a real board: an 8-player game the bot plays against itself, drawn in round 4's Action
 * Phase (src/render/samples.ts). Checks the image is a sound ~2000 px PNG, that each player's fleets
 * show in their colour, and that nothing secret reaches it: changing hands and secret objectives (but
 * not their sizes) changes neither the PNG nor the text summary.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { ACTION_CARDS, getSystem, OBJECTIVES } from "../../../src/content/index.ts";
import { waitingFor } from "../../../src/engine/decisions.ts";
import type { GameState } from "../../../src/engine/state.ts";
import { view } from "../../../src/engine/view.ts";
import { describeBoard, renderMap } from "../../../src/render/index.ts";
import { mapLayout } from "../../../src/render/layout.ts";
import { PLAYER_INK } from "../../../src/render/palette.ts";
import { midGameState } from "../../../src/render/samples.ts";
import { centreOf, countColour, decode } from "./pixels.ts";

let state: GameState;

beforeAll(() => {
  state = midGameState(8);
}, 120_000);

async function publicPng(s: GameState): Promise<Buffer> {
  return (await renderMap(view(s, null), { waiting: waitingFor(s) })).png;
}

/** A copy whose hands and secret objectives hold other cards, as many as before; decks reordered. */
function otherSecrets(s: GameState): GameState {
  const copy = structuredClone(s);
  const heldCards = new Set(copy.players.flatMap((p) => p.secret.actionCards));
  const spareCards = ACTION_CARDS.map((c) => c.id).filter((id) => !heldCards.has(id));
  const heldSecrets = new Set(copy.players.flatMap((p) => p.secret.secretObjectives));
  const spareSecrets = OBJECTIVES.filter((o) => o.kind === "secret" && !heldSecrets.has(o.id)).map(
    (o) => o.id,
  );
  for (const p of copy.players) {
    p.secret.actionCards = p.secret.actionCards.map(() => spareCards.shift()!);
    p.secret.secretObjectives = p.secret.secretObjectives.map(() => spareSecrets.shift()!);
  }
  copy.decks.action.draw.reverse();
  copy.decks.objectives.reverse();
  copy.decks.secretObjectives.reverse();
  return copy;
}

describe("a real 8-player board in the middle of a game", () => {
  it("is busy: round 3 or 4, Action Phase, fleets out, planets held, counters down, objectives out", () => {
    expect(state.phase).toBe("action");
    expect([3, 4]).toContain(state.round);
    expect(waitingFor(state).length).toBeGreaterThan(0);
    const systems = Object.values(state.board);
    expect(systems.filter((s) => s.space.length > 0).length).toBeGreaterThan(12);
    expect(systems.flatMap((s) => s.commandCounters).length).toBeGreaterThan(8);
    expect(state.players.every((p) => Object.keys(p.planets).length >= 3)).toBe(true);
    expect(state.objectives.length).toBeGreaterThanOrEqual(3);
    expect(state.objectives.some((o) => o.scoredBy.length > 0)).toBe(true);
  });

  it("renders as a PNG about 2000 px wide that sharp decodes, under 600 KB", async () => {
    const map = await renderMap(view(state, null), { waiting: waitingFor(state) });
    expect(map.width).toBeGreaterThan(1900);
    expect(map.width).toBeLessThan(2200);
    expect(map.png.length).toBeLessThan(600 * 1024);
    const meta = await sharp(map.png).metadata();
    expect(meta.format).toBe("png");
    expect([meta.width, meta.height]).toEqual([map.width, map.height]);
    const pixels = await decode(map.png);
    expect(pixels.data.length).toBe(map.width * map.height * 3);
  });

  it("draws each player's fleet in open space in that player's colour", async () => {
    const publicView = view(state, null);
    const layout = mapLayout(publicView);
    const pixels = await decode(await publicPng(state));
    let checked = 0;
    for (const player of state.players) {
      // A system without planets, where only this player has ships: the colour can only come from them.
      const label = Object.keys(state.board).find((l) => {
        const system = state.board[l]!;
        return (
          getSystem(system.tile).planets.length === 0 &&
          system.space.length === 1 &&
          system.space[0]!.seat === player.seat &&
          l !== player.home
        );
      });
      if (!label || !player.color) continue;
      const c = centreOf(layout, label);
      // Below the label row (its command counters are in the colour too).
      const box = { x0: c.x - 80, y0: c.y - 55, x1: c.x + 80, y1: c.y + 84 };
      expect(countColour(pixels, box, PLAYER_INK[player.color].fill), `${label}`).toBeGreaterThan(40);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(2);
  });

  it("gives the same public PNG and summary whatever the hands and secret objectives hold", async () => {
    expect(state.players.some((p) => p.secret.actionCards.length > 0)).toBe(true);
    expect(state.players.some((p) => p.secret.secretObjectives.length > 0)).toBe(true);
    const other = otherSecrets(state);
    expect(other.players.map((p) => p.secret)).not.toEqual(state.players.map((p) => p.secret));
    const [a, b] = [await publicPng(state), await publicPng(other)];
    expect(b.equals(a)).toBe(true);
    const waiting = waitingFor(state);
    expect(describeBoard(view(other, null), waiting)).toBe(describeBoard(view(state, null), waiting));
  });

  it("does change when the size of a hand changes (the comparison above can fail)", async () => {
    const more = structuredClone(state);
    more.players[0]!.secret.actionCards.push(more.decks.action.draw.pop()!);
    expect((await publicPng(more)).equals(await publicPng(state))).toBe(false);
  });
});
