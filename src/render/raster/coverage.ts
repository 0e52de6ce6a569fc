/**
 * An anti-aliased scanline rasteriser: exact area coverage by signed-area accumulation (the method of
 * font-rs and stb_truetype 2), so outlines come out as smooth as librsvg draws them, in plain JS and fast
 * enough to draw a full board's units and table after every action. Contours are filled with the nonzero
 * rule clamped to one (overlapping clockwise shapes merge, counter-clockwise holes cut).
 */
import type { Contour } from "../geometry.ts";

export interface Mask {
  /** Top-left pixel of the mask in image coordinates. */
  x: number;
  y: number;
  w: number;
  h: number;
  /** Coverage 0..1 per pixel, row by row. */
  data: Float32Array;
}

let scratch = new Float32Array(4096);

function accumulateLine(
  acc: Float32Array,
  w: number,
  h: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): void {
  if (y0 === y1) return;
  let dir = 1;
  if (y0 > y1) {
    [x0, y0, x1, y1] = [x1, y1, x0, y0];
    dir = -1;
  }
  const dxdy = (x1 - x0) / (y1 - y0);
  let x = x0;
  if (y0 < 0) {
    x -= y0 * dxdy;
    y0 = 0;
  }
  const yEnd = Math.min(h, Math.ceil(y1));
  for (let y = Math.max(0, Math.floor(y0)); y < yEnd; y++) {
    const row = y * w;
    const dy = Math.min(y + 1, y1) - Math.max(y, y0);
    const xNext = x + dxdy * dy;
    const d = dy * dir;
    const [left, right] = x < xNext ? [x, xNext] : [xNext, x];
    const leftFloor = Math.floor(left);
    const li = leftFloor;
    const ri = Math.ceil(right);
    if (ri <= li + 1) {
      const mid = 0.5 * (x + xNext) - leftFloor;
      acc[row + li] = acc[row + li]! + d - d * mid;
      acc[row + li + 1] = acc[row + li + 1]! + d * mid;
    } else {
      spanCells(acc, row, left, right, li, ri, d);
    }
    x = xNext;
  }
}

/** A slanted edge crossing several cells of one row: trapezoid areas at both ends, equal steps between. */
function spanCells(
  acc: Float32Array,
  row: number,
  left: number,
  right: number,
  li: number,
  ri: number,
  d: number,
): void {
  const s = 1 / (right - left);
  const lf = left - li;
  const a0 = 0.5 * s * (1 - lf) * (1 - lf);
  const rf = right - ri + 1;
  const am = 0.5 * s * rf * rf;
  acc[row + li] = acc[row + li]! + d * a0;
  if (ri === li + 2) {
    acc[row + li + 1] = acc[row + li + 1]! + d * (1 - a0 - am);
  } else {
    const a1 = s * (1.5 - lf);
    acc[row + li + 1] = acc[row + li + 1]! + d * (a1 - a0);
    for (let xi = li + 2; xi < ri - 1; xi++) acc[row + xi] = acc[row + xi]! + d * s;
    const a2 = a1 + (ri - li - 3) * s;
    acc[row + ri - 1] = acc[row + ri - 1]! + d * (1 - a2 - am);
  }
  acc[row + ri] = acc[row + ri]! + d * am;
}

/** Signed-area sums over a box of the image; the running sum along a row is the coverage. */
export interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Shared scratch: valid until the next call to `accumulate`. */
  acc: Float32Array;
}

/** Accumulates contours over their bounding box (clipped to the image). */
export function accumulate(contours: readonly Contour[], clipW: number, clipH: number): Area | null {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const c of contours) {
    for (let i = 0; i < c.length; i += 2) {
      const [px, py] = [c[i]!, c[i + 1]!];
      if (px < minX) minX = px;
      if (px > maxX) maxX = px;
      if (py < minY) minY = py;
      if (py > maxY) maxY = py;
    }
  }
  const x = Math.max(0, Math.floor(minX));
  const y = Math.max(0, Math.floor(minY));
  const right = Math.min(clipW, Math.ceil(maxX));
  const bottom = Math.min(clipH, Math.ceil(maxY));
  if (right <= x || bottom <= y) return null;
  // One spare column on each side: an edge's area lands in the cell to its right, and shapes that start
  // left of the clip must still count their winding.
  const ox = x - 1;
  const w = right - x + 3;
  const h = bottom - y;
  if (scratch.length < w * h + 1) scratch = new Float32Array(w * h * 2);
  const acc = scratch;
  acc.fill(0, 0, w * h + 1);
  for (const c of contours) {
    const n = c.length;
    for (let i = 0; i < n; i += 2) {
      const j = (i + 2) % n;
      // Clamped into the buffer: what lies left of it still counts as winding, what lies right of it
      // changes no visible pixel.
      const ax = Math.min(Math.max(c[i]! - ox, 0), w - 2);
      const bx = Math.min(Math.max(c[j]! - ox, 0), w - 2);
      accumulateLine(acc, w, h, ax, c[i + 1]! - y, bx, c[j + 1]! - y);
    }
  }
  return { x: ox, y, w, h, acc };
}

/** The coverage of an area as a mask of its own (for shapes drawn many times, such as glyphs). */
export function toMask(area: Area): Mask {
  const { w, h, acc } = area;
  const data = new Float32Array(w * h);
  for (let row = 0; row < h; row++) {
    let sum = 0;
    for (let i = row * w; i < (row + 1) * w; i++) {
      sum += acc[i]!;
      data[i] = Math.min(1, Math.abs(sum));
    }
  }
  return { x: area.x, y: area.y, w, h, data };
}

export function coverage(contours: readonly Contour[], clipW: number, clipH: number): Mask | null {
  const area = accumulate(contours, clipW, clipH);
  return area ? toMask(area) : null;
}
