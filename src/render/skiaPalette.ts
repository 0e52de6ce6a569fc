/**
 * Skia's frame written as a 256-colour PNG against a palette fixed per layout, the way renderMap.ts keeps
 * its own: the palette is fitted once to the cached galaxy layer (with every colour the dynamic layer
 * paints reserved, palette.ts), and after every action each pixel of Skia's RGBA frame is mapped to its
 * entry. Anti-aliased edges give colours outside the palette; each distinct colour is matched to its
 * nearest entry once and kept in a hash per layout, so a warm render almost only hits it. The indices go
 * to fast-png's encoder (indexed colour, zlib level 3 through fflate). An experiment measured beside the
 * other renditions (src/render/bench.ts); the figures are in docs/render-benchmark.md.
 */
import type { Canvas as SkiaSurface } from "@napi-rs/canvas";
import { encode } from "fast-png";
import { MAP, paintedColours } from "./palette.ts";
import { indexStatic, type Palette } from "./raster/indexed.ts";
import { encodePng } from "./raster/png.ts";
import { TOKEN_COLOURS } from "./tokens.ts";

/** 2^17 slots: room for about 90,000 distinct colours before the table is emptied and refilled. */
const SLOTS_BITS = 17;
const SLOTS = 1 << SLOTS_BITS;
const FULL = Math.floor(SLOTS * 0.7);

/** A layout's palette and the colours already matched to it. */
export interface FixedPalette {
  readonly palette: Palette;
  /** As fast-png wants it: [r, g, b] per entry. */
  readonly entries: number[][];
  /** Pixel words (0xAABBGGRR) seen so far; 0 marks a free slot (an opaque frame never has word 0). */
  readonly keys: Uint32Array;
  readonly values: Uint8Array;
  filled: number;
}

/** Weighted RGB distance, as raster/indexed.ts weighs it: the eye is most sensitive to green. */
function distance(p: Palette, i: number, r: number, g: number, b: number): number {
  return 3 * (p.r[i]! - r) ** 2 + 4 * (p.g[i]! - g) ** 2 + 2 * (p.b[i]! - b) ** 2;
}

function nearestEntry(p: Palette, word: number): number {
  const [r, g, b] = [word & 255, (word >>> 8) & 255, (word >>> 16) & 255];
  let [best, found] = [Infinity, 0];
  for (let i = 0; i < p.size && best > 0; i++) {
    const d = distance(p, i, r, g, b);
    if (d < best) [best, found] = [d, i];
  }
  return found;
}

/** Fits the palette to the galaxy layer's pixels (Skia's own, so its edges get entries too). */
export function fixedPalette(base: SkiaSurface): FixedPalette {
  const data = base.data();
  const raw = { data, width: base.width, height: base.height, channels: 4 as const };
  const { palette } = indexStatic(raw, { ...paintedColours(TOKEN_COLOURS), ground: MAP.hexFill });
  const entries: number[][] = [];
  for (let i = 0; i < palette.size; i++) entries.push([palette.r[i]!, palette.g[i]!, palette.b[i]!]);
  return { palette, entries, keys: new Uint32Array(SLOTS), values: new Uint8Array(SLOTS), filled: 0 };
}

/** The entry for one pixel word, from the hash, or matched and added to it. */
function lookUp(fixed: FixedPalette, word: number): number {
  const { keys, values } = fixed;
  let slot = Math.imul(word, 0x9e3779b1) >>> (32 - SLOTS_BITS);
  for (;;) {
    const key = keys[slot]!;
    if (key === word) return values[slot]!;
    if (key === 0) break;
    slot = (slot + 1) & (SLOTS - 1);
  }
  const index = nearestEntry(fixed.palette, word);
  if (word === 0) return index;
  if (fixed.filled >= FULL) {
    keys.fill(0);
    fixed.filled = 0;
    return lookUp(fixed, word);
  }
  keys[slot] = word;
  values[slot] = index;
  fixed.filled++;
  return index;
}

/**
 * RGBA pixels as palette indices, `width` per row from `offset` every `stride` bytes (stride = width
 * for fast-png; width + 1 and offset 1 leave room for PNG's filter byte). Runs of one colour, most of
 * the map, reuse the last match.
 */
export function mapToPalette(
  fixed: FixedPalette,
  rgba: Uint8Array,
  width: number,
  height: number,
  out: Uint8Array,
  stride = width,
  offset = 0,
): void {
  const words =
    rgba.byteOffset % 4 === 0
      ? new Uint32Array(rgba.buffer, rgba.byteOffset, width * height)
      : new Uint32Array(rgba.slice().buffer, 0, width * height);
  const { keys, values } = fixed;
  let lastWord = words[0]! ^ 1;
  let last = 0;
  for (let y = 0; y < height; y++) {
    const start = y * width;
    const row = y * stride + offset;
    for (let x = 0; x < width; x++) {
      const word = words[start + x]!;
      if (word !== lastWord) {
        // The hash's first probe inline: nearly every colour of a warm frame is found there.
        const slot = Math.imul(word, 0x9e3779b1) >>> (32 - SLOTS_BITS);
        last = keys[slot] === word ? values[slot]! : lookUp(fixed, word);
        lastWord = word;
      }
      out[row + x] = last;
    }
  }
}

/** Spare index buffers by size: reusing one spares the garbage collector 3 MB per render. */
const spare = new Map<number, Uint8Array>();

/** Skia's frame as a palette PNG, by fast-png. */
export function encodeFixedPalette(frame: SkiaSurface, fixed: FixedPalette): Buffer {
  const { width, height } = frame;
  const indices = spare.get(width * height) ?? new Uint8Array(width * height);
  spare.delete(width * height);
  try {
    mapToPalette(fixed, frame.data(), width, height, indices);
    const png = encode(
      { width, height, data: indices, channels: 1, depth: 8, palette: fixed.entries },
      { zlib: { level: 3 } },
    );
    return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  } finally {
    spare.set(width * height, indices);
  }
}

/**
 * The same indices written by our own PNG writer (node:zlib, level 3, on its thread pool): not a way to
 * leave raster/png.ts, only the figure that tells fast-png's cost apart from the mapping's.
 */
export function encodeFixedPaletteZlib(frame: SkiaSurface, fixed: FixedPalette): Promise<Buffer> {
  const { width, height } = frame;
  const pixels = new Uint8Array((width + 1) * height);
  mapToPalette(fixed, frame.data(), width, height, pixels, width + 1, 1);
  return encodePng({ width, height, stride: width + 1, pixels, palette: fixed.palette });
}
