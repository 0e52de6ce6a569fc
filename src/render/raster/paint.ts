/**
 * Painting coverage masks into an indexed image: full coverage takes the colour's own palette entry,
 * partial coverage blends with the pixel below and takes the nearest entry. Text is painted from glyph
 * masks rasterised once per glyph and size.
 */
import type { UnitType } from "../../content/index.ts";
import { type FontWeight, glyphPolygons, layoutText, type TextStyle } from "../font/text.ts";
import { unitGlyph } from "../glyphs.ts";
import { type Area, accumulate, coverage, type Mask } from "./coverage.ts";
import type { IndexedImage } from "./indexed.ts";
import { rgbOf } from "./indexed.ts";

export interface Ink {
  index: number;
  r: number;
  g: number;
  b: number;
  opacity: number;
  /** Blends already matched: (index under) * 16 + coverage level -> palette index, -1 when not yet. */
  blends: Int16Array;
}

/** Coverage is matched in 16 steps: finer steps are invisible once the result is a palette colour. */
const LEVELS = 15;

/** Inks per palette: their blend tables stay valid as long as the palette (one per cached layout). */
const inksByPalette = new WeakMap<IndexedImage["palette"], Map<string, Ink>>();

export function inkFor(image: IndexedImage, color: string, opacity = 1): Ink {
  let inks = inksByPalette.get(image.palette);
  if (!inks) {
    inks = new Map();
    inksByPalette.set(image.palette, inks);
  }
  const key = `${color}|${opacity}`;
  let ink = inks.get(key);
  if (!ink) {
    const [r, g, b] = rgbOf(color);
    const index = image.palette.exact.get(color.toUpperCase()) ?? image.palette.nearest(r, g, b);
    ink = { index, r, g, b, opacity, blends: new Int16Array(256 * 16).fill(-1) };
    inks.set(key, ink);
  }
  return ink;
}

/** Sets one pixel to the ink at coverage a (0..1). */
export function blend(image: IndexedImage, p: number, a: number, ink: Ink): void {
  const level = Math.round(a * LEVELS);
  if (level >= LEVELS) {
    image.pixels[p] = ink.index;
    return;
  }
  if (level <= 0) return;
  const { pixels } = image;
  const under = pixels[p]!;
  const key = under * 16 + level;
  let found = ink.blends[key]!;
  if (found < 0) {
    const { palette } = image;
    const [r, g, b] = [palette.r[under]!, palette.g[under]!, palette.b[under]!];
    const t = level / LEVELS;
    found = palette.nearest(r + (ink.r - r) * t, g + (ink.g - g) * t, b + (ink.b - b) * t);
    ink.blends[key] = found;
  }
  pixels[p] = found;
}

/** Paints a mask whose top-left pixel is at (x, y). */
export function paintMask(image: IndexedImage, mask: Mask, x: number, y: number, ink: Ink): void {
  const { width, height } = image;
  const x0 = Math.max(0, x);
  const x1 = Math.min(width, x + mask.w);
  const y1 = Math.min(height, y + mask.h);
  const { data } = mask;
  const opacity = ink.opacity;
  for (let py = Math.max(0, y); py < y1; py++) {
    let m = (py - y) * mask.w + (x0 - x);
    let p = py * image.stride + 1 + x0;
    for (let px = x0; px < x1; px++, m++, p++) {
      const a = data[m]! * opacity;
      if (a >= 0.03) blend(image, p, a, ink);
    }
  }
}

/** Paints accumulated coverage, summing along each row as it goes. */
function paintArea(image: IndexedImage, area: Area, ink: Ink): void {
  const { width } = image;
  const { x, y, w, h, acc } = area;
  const opacity = ink.opacity;
  for (let row = 0; row < h; row++) {
    let sum = 0;
    const base = row * w;
    const p0 = (y + row) * image.stride + 1 + x;
    for (let i = 0; i < w; i++) {
      sum += acc[base + i]!;
      if (x + i < 0 || x + i >= width) continue;
      let a = sum < 0 ? -sum : sum;
      if (a > 1) a = 1;
      a *= opacity;
      if (a >= 0.03) blend(image, p0 + i, a, ink);
    }
  }
}

/** An axis-aligned rectangle: no rasterising, only its fractional edges are blended. */
function paintRect(
  image: IndexedImage,
  left: number,
  top: number,
  right: number,
  bottom: number,
  ink: Ink,
): void {
  const x0 = Math.max(0, Math.floor(left));
  const x1 = Math.min(image.width, Math.ceil(right));
  const y0 = Math.max(0, Math.floor(top));
  const y1 = Math.min(image.height, Math.ceil(bottom));
  for (let py = y0; py < y1; py++) {
    const cy = Math.min(py + 1, bottom) - Math.max(py, top);
    for (let px = x0; px < x1; px++) {
      const cx = Math.min(px + 1, right) - Math.max(px, left);
      const a = cx * cy * ink.opacity;
      if (a >= 0.03) blend(image, py * image.stride + 1 + px, a, ink);
    }
  }
}

function axisRect(contours: readonly number[][]): [number, number, number, number] | null {
  if (contours.length !== 1) return null;
  const c = contours[0]!;
  if (c.length !== 8 || c[1] !== c[3] || c[2] !== c[4] || c[5] !== c[7] || c[6] !== c[0]) return null;
  return [Math.min(c[0]!, c[2]!), Math.min(c[1]!, c[5]!), Math.max(c[0]!, c[2]!), Math.max(c[1]!, c[5]!)];
}

export function fillContours(image: IndexedImage, contours: readonly number[][], ink: Ink): void {
  const box = axisRect(contours);
  if (box) {
    paintRect(image, box[0], box[1], box[2], box[3], ink);
    return;
  }
  const area = accumulate(contours, image.width, image.height);
  if (area) paintArea(image, area, ink);
}

interface GlyphMask extends Mask {
  /** Offset of the mask's top-left pixel from the pen position on the baseline. */
  dx: number;
  dy: number;
}

const glyphMasks = new Map<string, GlyphMask | null>();

function glyphMask(weight: FontWeight, size: number, glyph: number): GlyphMask | null {
  const key = `${weight}|${size}|${glyph}`;
  let found = glyphMasks.get(key);
  if (found === undefined) {
    const polygons = glyphPolygons(weight, size, glyph);
    let [minX, minY] = [Infinity, Infinity];
    for (const c of polygons) {
      for (let i = 0; i < c.length; i += 2) [minX, minY] = [Math.min(minX, c[i]!), Math.min(minY, c[i + 1]!)];
    }
    const tx = 2 - Math.floor(minX);
    const ty = 2 - Math.floor(minY);
    const moved = polygons.map((c) => c.map((v, i) => v + (i % 2 === 0 ? tx : ty)));
    const mask = polygons.length > 0 ? coverage(moved, 4096, 4096) : null;
    found = mask ? { ...mask, dx: mask.x - tx, dy: mask.y - ty } : null;
    glyphMasks.set(key, found);
  }
  return found;
}

/** Paints a line of text, each glyph on whole pixels (crisper, and every mask is reused). */
export function paintText(
  image: IndexedImage,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
  ink: Ink,
): void {
  const weight = style.weight ?? "regular";
  const { glyphs, pens, width } = layoutText(text, style.size, weight);
  const shift = style.anchor === "middle" ? width / 2 : style.anchor === "end" ? width : 0;
  const baseline = Math.round(y);
  glyphs.forEach((glyph, i) => {
    const mask = glyphMask(weight, style.size, glyph);
    if (mask) paintMask(image, mask, Math.round(x - shift + pens[i]!) + mask.dx, baseline + mask.dy, ink);
  });
}

/** Unit glyph masks by type, size and position within a pixel (in halves): a handful cover every chip. */
const unitMasks = new Map<string, Mask | null>();

/** Paints a unit glyph centred at (cx, cy), snapped to the nearest half pixel so its mask is reused. */
export function paintUnit(
  image: IndexedImage,
  type: UnitType,
  cx: number,
  cy: number,
  size: number,
  ink: Ink,
): void {
  const [ix, iy] = [Math.floor(cx), Math.floor(cy)];
  const [fx, fy] = [Math.round((cx - ix) * 2) / 2, Math.round((cy - iy) * 2) / 2];
  const key = `${type}|${size}|${fx}|${fy}`;
  let mask = unitMasks.get(key);
  if (mask === undefined) {
    // Drawn around (size, size) so the whole glyph lies at positive coordinates.
    mask = coverage(unitGlyph(type, size + fx, size + fy, size), 4 * size, 4 * size);
    unitMasks.set(key, mask);
  }
  if (mask) paintMask(image, mask, ix - size + mask.x, iy - size + mask.y, ink);
}
