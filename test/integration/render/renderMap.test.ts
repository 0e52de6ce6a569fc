import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { clearMapCache, mapSvg, renderMap } from "../../../src/render/index.ts";
import { mapLayout } from "../../../src/render/layout.ts";
import { PLAYER_INK } from "../../../src/render/palette.ts";
import { tableView } from "../../unit/render/fixtures.ts";
import { centreOf, countColour, decode, differingShare } from "./pixels.ts";

describe("renderMap", () => {
  it("returns a palette PNG of the size it reports", async () => {
    const map = await renderMap(tableView(), { waiting: [0] });
    const meta = await sharp(map.png).metadata();
    expect(meta.format).toBe("png");
    expect([meta.width, meta.height]).toEqual([map.width, map.height]);
    expect(meta.isPalette).toBe(true);
  });

  it("paints each player's units in their colour in the hex that holds them", async () => {
    const fixture = tableView();
    const layout = mapLayout(fixture);
    const pixels = await decode((await renderMap(fixture, { waiting: [] })).png);
    // The space area of each hex: under the planets, above the bottom edge.
    const spaceArea = (label: string) => {
      const c = centreOf(layout, label);
      return { x0: c.x - 90, y0: c.y + 30, x1: c.x + 90, y1: c.y + 86 };
    };
    expect(countColour(pixels, spaceArea("101"), PLAYER_INK.orange.fill)).toBeGreaterThan(100);
    expect(countColour(pixels, spaceArea("101"), PLAYER_INK.white.fill)).toBeGreaterThan(100);
    expect(countColour(pixels, spaceArea("205"), PLAYER_INK.blue.fill)).toBeGreaterThan(100);
    // Nobody's units in an empty system.
    expect(countColour(pixels, spaceArea("210"), PLAYER_INK.orange.fill)).toBe(0);
    expect(countColour(pixels, spaceArea("210"), PLAYER_INK.blue.fill)).toBe(0);
  });

  it("gives the same image whether the galaxy layer was cached or not", async () => {
    const fixture = tableView();
    clearMapCache();
    const cold = await renderMap(fixture, { waiting: [1] });
    const warm = await renderMap(fixture, { waiting: [1] });
    expect(warm.png.equals(cold.png)).toBe(true);
  });

  it("paints the per-action layer as librsvg draws the same SVG", async () => {
    const fixture = tableView();
    const ours = await decode((await renderMap(fixture, { waiting: [0] })).png);
    const { svg } = mapSvg(fixture, { waiting: [0] });
    const librsvg = await decode(await sharp(Buffer.from(svg)).png().toBuffer());
    expect(differingShare(ours, librsvg, 64)).toBeLessThan(0.01);
  });
});
