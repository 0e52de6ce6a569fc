/**
 * The TI4 map with the Avernus planet token placed by Stellar Genesis (TE "Breakthroughs and Synergy"; the
 * Muaat's breakthrough), probed by pixel: a molten disc at the low right of the system holding it, none
 * elsewhere, and its name's letter and values among the map's texts; moved with a war sun (the card's second
 * ability), it is drawn in its new system and no longer in the old one.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../src/content/ti4/index.ts";
import { beginTx } from "../../../src/engine/kernel/tx.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { AVERNUS_TOKEN_SLOT } from "../../../src/render/ti4/forces.ts";
import { AVERNUS_INK } from "../../../src/render/ti4/palette.ts";
import { renderTi4Map, ti4FullLayout, ti4MapTexts } from "../../../src/render/ti4/renderMap.ts";
import { ti4SampleGame } from "../../../src/render/ti4/samples.ts";
import { countColour, decode, type Pixels } from "./pixels.ts";

const AT = "101";
let state: Ti4State;
let pixels: Pixels;

beforeAll(async () => {
  const tx = beginTx<Ti4>(ti4SampleGame(6), { now: "2026-12-07T00:00:00.000Z" });
  tx.emit({ type: "ti4AvernusPlaced", seat: 0, position: AT });
  tx.emit({
    type: "ti4PlanetGained",
    seat: 0,
    planet: "avernus" as Ti4PlanetId,
    exhausted: false,
    from: null,
  });
  state = tx.state;
  pixels = await decode((await renderTi4Map(state)).png);
}, 60_000);

function box(x: number, y: number, r: number) {
  return { x0: x - r, y0: y - r, x1: x + r, y1: y + r };
}

describe("TE Stellar Genesis on the TI4 map: pixel probes", () => {
  it("draws the Avernus disc where the token is, and none in the same spot of another system", () => {
    const centres = ti4FullLayout(state).galaxy.centers;
    const disc = (p: string) => {
      const c = centres.get(p)!;
      return countColour(pixels, box(c.x + AVERNUS_TOKEN_SLOT.x, c.y + AVERNUS_TOKEN_SLOT.y, 9), AVERNUS_INK);
    };
    expect(disc(AT)).toBeGreaterThan(100);
    expect(disc("102")).toBe(0);
    expect(disc("000")).toBe(0);
  });

  it("writes its letter and its values", () => {
    const texts = ti4MapTexts(state);
    expect(texts).toContain("A");
    expect(texts).toContain("2/0");
  });
});

describe("TE Stellar Genesis on the TI4 map: the token moved with a war sun", () => {
  it("draws the disc in the system it moved to, and no longer where it was", async () => {
    const tx = beginTx<Ti4>(structuredClone(state), { now: "2026-12-07T00:00:00.000Z" });
    tx.emit({ type: "ti4AvernusMoved", seat: 0, from: AT, to: "102" });
    const moved = await decode((await renderTi4Map(tx.state)).png);
    const centres = ti4FullLayout(tx.state).galaxy.centers;
    const disc = (p: string) => {
      const c = centres.get(p)!;
      return countColour(moved, box(c.x + AVERNUS_TOKEN_SLOT.x, c.y + AVERNUS_TOKEN_SLOT.y, 9), AVERNUS_INK);
    };
    expect(disc("102")).toBeGreaterThan(100);
    expect(disc(AT)).toBe(0);
  }, 60_000);
});
