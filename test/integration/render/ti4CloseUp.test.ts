/**
 * The TI4 close-up (render/ti4/closeUp.ts), probed by pixel: 640 px wide, the active system in the middle
 * ringed in the mover's colour, its units drawn at the close-up's zoom; the caption's facts; and the
 * descriptions posted with it kept within Discord's 1,024 characters.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Ti4LastMove } from "../../../src/engine/ti4/lastMove.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { CAPTION_HEIGHT, CLOSE_UP_HEIGHT, CLOSE_UP_WIDTH, ZOOM } from "../../../src/render/closeUp.ts";
import { HEX } from "../../../src/render/layout.ts";
import { renderTi4CloseUp, ti4CaptionLines } from "../../../src/render/ti4/closeUp.ts";
import { TI4_PLAYER_INK } from "../../../src/render/ti4/palette.ts";
import { renderTi4Post } from "../../../src/render/ti4/post.ts";
import { ti4SampleGame } from "../../../src/render/ti4/samples.ts";
import { countColour, decode } from "./pixels.ts";

let state: Ti4State;
let move: Ti4LastMove;

beforeAll(() => {
  state = ti4SampleGame(6);
  const home = state.players[0]!.home!;
  move = { seat: 0, activated: home, from: [], moved: 0, combats: [], taken: [], produced: 3 };
});

/** The band across the top side of the active hex, where the ring is drawn. */
function topSide() {
  const cx = CLOSE_UP_WIDTH / 2;
  const cy = CAPTION_HEIGHT + (CLOSE_UP_HEIGHT - CAPTION_HEIGHT) / 2;
  const y = cy - (HEX - 3) * (Math.sqrt(3) / 2) * ZOOM;
  return { x0: cx - 30, y0: y - 8, x1: cx + 30, y1: y + 8 };
}

describe("TI4 close-up of the last move", () => {
  it("is 640 px wide with the active system ringed in the mover's colour", async () => {
    const drawn = await renderTi4CloseUp(state, move);
    expect([drawn?.width, drawn?.height]).toEqual([CLOSE_UP_WIDTH, CLOSE_UP_HEIGHT]);
    const pixels = await decode(drawn!.png);
    expect([pixels.width, pixels.height]).toEqual([CLOSE_UP_WIDTH, CLOSE_UP_HEIGHT]);
    const mine = TI4_PLAYER_INK[state.players[0]!.color].fill;
    const theirs = TI4_PLAYER_INK[state.players[1]!.color].fill;
    expect(countColour(pixels, topSide(), mine)).toBeGreaterThan(150);
    expect(countColour(pixels, topSide(), theirs)).toBe(0);
    // The same system activated by the next seat is ringed in that seat's colour instead.
    const other = await decode((await renderTi4CloseUp(state, { ...move, seat: 1 }))!.png);
    expect(countColour(other, topSide(), theirs)).toBeGreaterThan(150);
    expect(countColour(other, topSide(), mine)).toBe(0);
  }, 60_000);

  it("names the active system and its neighbours, with the mover's units, in its description", async () => {
    const post = await renderTi4Post(state, move);
    expect(post.closeUp).not.toBeNull();
    const description = post.closeUp!.description;
    expect(
      description.startsWith(`Round ${state.round} · ${state.players[0]!.name} activated ${move.activated}`),
    ).toBe(true);
    expect(description).toContain("built 3");
    expect(description).toMatch(new RegExp(`^${move.activated} .*Space: A `, "m"));
    // Discord refuses an attachment's description over 1,024 characters; the full map's is cut to fit.
    expect(post.description.length).toBeLessThanOrEqual(1024);
    expect(description.length).toBeLessThanOrEqual(1024);
  }, 60_000);

  it("has no close-up without a move", async () => {
    expect((await renderTi4Post(state)).closeUp).toBeNull();
  }, 60_000);

  it("tells an invasion won as planets taken, and a space combat by its winner", () => {
    const lines = ti4CaptionLines(state, {
      ...move,
      from: ["101", "102"],
      moved: 4,
      combats: [
        { planet: null, winner: 1 },
        { planet: "torkan", winner: 0 },
      ],
      taken: ["torkan"],
      produced: 0,
    });
    expect(lines.facts).toEqual(["4 units in from 101, 102", "space combat: B won", "took Torkan"]);
  });
});
