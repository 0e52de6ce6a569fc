/**
 * Skia's frame on a palette fixed per layout (src/render/skiaPalette.ts), which the render benchmark
 * measures beside the other renditions: it must be a palette PNG of the same picture, or its size and
 * time mean nothing.
 */
import { createCanvas } from "@napi-rs/canvas";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderMap } from "../../../src/render/index.ts";
import { mapLayout } from "../../../src/render/layout.ts";
import { MAP, PLAYER_INK } from "../../../src/render/palette.ts";
import { clearSkiaCache, renderMapSkia } from "../../../src/render/skiaMap.ts";
import { fixedPalette, mapToPalette } from "../../../src/render/skiaPalette.ts";
import { tableView } from "../../unit/render/fixtures.ts";
import { centreOf, countColour, decode, differingShare } from "./pixels.ts";

describe("Skia's map on a fixed palette", () => {
  it("is a palette PNG of the posted map's size", async () => {
    const [fixed, posted] = await Promise.all([
      renderMapSkia(tableView(), { waiting: [0] }, "fixedPalette"),
      renderMap(tableView(), { waiting: [0] }),
    ]);
    const meta = await sharp(fixed.png).metadata();
    expect(meta.format).toBe("png");
    // Colour type 3 (indexed) in the IHDR chunk: byte 25 of the file.
    expect(fixed.png[25]).toBe(3);
    expect([meta.width, meta.height]).toEqual([posted.width, posted.height]);
  });

  it("keeps the players' colours exact where their units stand", async () => {
    const fixture = tableView();
    const layout = mapLayout(fixture);
    const pixels = await decode((await renderMapSkia(fixture, { waiting: [] }, "fixedPalette")).png);
    const spaceArea = (label: string) => {
      const c = centreOf(layout, label);
      return { x0: c.x - 90, y0: c.y + 30, x1: c.x + 90, y1: c.y + 86 };
    };
    expect(countColour(pixels, spaceArea("101"), PLAYER_INK.orange.fill)).toBeGreaterThan(100);
    expect(countColour(pixels, spaceArea("205"), PLAYER_INK.blue.fill)).toBeGreaterThan(100);
    expect(countColour(pixels, spaceArea("210"), PLAYER_INK.orange.fill)).toBe(0);
  });

  it("gives the same image whether the galaxy layer and its palette were cached or not", async () => {
    clearSkiaCache();
    const cold = await renderMapSkia(tableView(), { waiting: [1] }, "fixedPalette");
    const warm = await renderMapSkia(tableView(), { waiting: [1] }, "fixedPalette");
    expect(warm.png.equals(cold.png)).toBe(true);
  });

  it("differs from Skia's truecolour frame only in the shades of anti-aliased edges", async () => {
    const [fixed, truecolour, posted] = await Promise.all([
      renderMapSkia(tableView(), { waiting: [0] }, "fixedPalette").then((m) => decode(m.png)),
      renderMapSkia(tableView(), { waiting: [0] }, "png").then((m) => decode(m.png)),
      renderMap(tableView(), { waiting: [0] }).then((m) => decode(m.png)),
    ]);
    expect(differingShare(fixed, truecolour, 24)).toBeLessThan(0.006);
    expect(differingShare(fixed, truecolour, 64)).toBeLessThan(0.0005);
    // Against ours, the same bounds as Skia's truecolour rendition (skiaMap.test.ts).
    expect(differingShare(fixed, posted, 64)).toBeLessThan(0.02);
    expect(differingShare(fixed, posted, 128)).toBeLessThan(0.005);
  });
});

describe("mapping pixels to the fixed palette", () => {
  const ground = () => {
    const canvas = createCanvas(64, 16);
    const ctx = canvas.getContext("2d");
    ctx.fillStyle = MAP.background;
    ctx.fillRect(0, 0, 64, 16);
    return canvas;
  };
  const entryOf = (fixed: ReturnType<typeof fixedPalette>, i: number) =>
    [fixed.palette.r[i]!, fixed.palette.g[i]!, fixed.palette.b[i]!] as const;

  it("maps a reserved colour to its own entry and any other to the nearest", () => {
    const fixed = fixedPalette(ground());
    const rgba = new Uint8Array([0x2f, 0x74, 0xe8, 255, 0x30, 0x75, 0xe7, 255, 0x0a, 0x0f, 0x1c, 255]);
    const out = new Uint8Array(3);
    mapToPalette(fixed, rgba, 3, 1, out);
    expect(entryOf(fixed, out[0]!)).toEqual([0x2f, 0x74, 0xe8]);
    // One step off blue: blue is the nearest entry.
    expect(out[1]).toBe(out[0]);
    expect(entryOf(fixed, out[2]!)).toEqual([0x0a, 0x0f, 0x1c]);
  });

  it("stays right after more colours than its cache holds", () => {
    const fixed = fixedPalette(ground());
    const count = 200_000;
    const rgba = new Uint8Array(count * 4);
    for (let i = 0; i < count; i++) rgba.set([i & 255, (i >> 8) & 255, (i * 7) & 255, 255], i * 4);
    const once = new Uint8Array(count);
    mapToPalette(fixed, rgba, count, 1, once);
    const again = new Uint8Array(count + 2);
    // Row layout with a leading byte per row, as PNG scanlines have: indices start at offset 1.
    mapToPalette(fixed, rgba, count, 1, again, count + 1, 1);
    expect(again.subarray(1, count + 1)).toEqual(once);
    // A spot check against a plain search of the palette.
    const [r, g, b] = [rgba[4000]!, rgba[4001]!, rgba[4002]!];
    let best = 0;
    let bestDistance = Infinity;
    for (let i = 0; i < fixed.palette.size; i++) {
      const [er, eg, eb] = entryOf(fixed, i);
      const d = 3 * (er - r) ** 2 + 4 * (eg - g) ** 2 + 2 * (eb - b) ** 2;
      if (d < bestDistance) [bestDistance, best] = [d, i];
    }
    expect(entryOf(fixed, once[1000]!)).toEqual(entryOf(fixed, best));
  });
});
