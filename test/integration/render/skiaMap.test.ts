/**
 * The Skia rendition of the map (src/render/skiaMap.ts), which the render benchmark measures beside the
 * renderer the bot posts with: it must draw the same picture, or the comparison means nothing.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderMap } from "../../../src/render/index.ts";
import { mapLayout } from "../../../src/render/layout.ts";
import { PLAYER_INK } from "../../../src/render/palette.ts";
import { clearSkiaCache, renderMapSkia } from "../../../src/render/skiaMap.ts";
import { tableView } from "../../unit/render/fixtures.ts";
import { centreOf, countColour, decode, differingShare } from "./pixels.ts";

describe("the map drawn with Skia", () => {
  it("is a PNG of the size it reports, the size of the posted map", async () => {
    const [skia, posted] = await Promise.all([
      renderMapSkia(tableView(), { waiting: [0] }),
      renderMap(tableView(), { waiting: [0] }),
    ]);
    const meta = await sharp(skia.png).metadata();
    expect(meta.format).toBe("png");
    expect([meta.width, meta.height]).toEqual([skia.width, skia.height]);
    expect([skia.width, skia.height]).toEqual([posted.width, posted.height]);
  });

  it("paints each player's units in their colour in the hex that holds them", async () => {
    const fixture = tableView();
    const layout = mapLayout(fixture);
    const pixels = await decode((await renderMapSkia(fixture, { waiting: [] })).png);
    const spaceArea = (label: string) => {
      const c = centreOf(layout, label);
      return { x0: c.x - 90, y0: c.y + 30, x1: c.x + 90, y1: c.y + 86 };
    };
    expect(countColour(pixels, spaceArea("101"), PLAYER_INK.orange.fill)).toBeGreaterThan(100);
    expect(countColour(pixels, spaceArea("101"), PLAYER_INK.white.fill)).toBeGreaterThan(100);
    expect(countColour(pixels, spaceArea("205"), PLAYER_INK.blue.fill)).toBeGreaterThan(100);
    expect(countColour(pixels, spaceArea("210"), PLAYER_INK.orange.fill)).toBe(0);
  });

  it("gives the same image whether the galaxy layer was cached or not", async () => {
    clearSkiaCache();
    const cold = await renderMapSkia(tableView(), { waiting: [1] });
    const warm = await renderMapSkia(tableView(), { waiting: [1] });
    expect(warm.png.equals(cold.png)).toBe(true);
  });

  it("draws what the posted map draws, up to anti-aliased edges and text a fraction of a pixel apart", async () => {
    const [skia, posted] = await Promise.all([
      renderMapSkia(tableView(), { waiting: [0] }).then((m) => decode(m.png)),
      renderMap(tableView(), { waiting: [0] }).then((m) => decode(m.png)),
    ]);
    // Skia places glyphs on sub-pixels where ours snaps each to a whole pixel: letters' edges differ
    // (about 1 % of this small map); any shape or text drawn elsewhere would differ by far more.
    expect(differingShare(skia, posted, 64)).toBeLessThan(0.02);
    expect(differingShare(skia, posted, 128)).toBeLessThan(0.005);
  });
});
