/**
 * Rounded rectangles and circles painted row by row: the shapes the per-action layer draws by the
 * thousand (unit chips, badges, control rings, panel cards). Each row is cut into spans: the solid middle
 * is one memset, only the pixels an edge crosses are blended, and an outline skips the inside.
 */
import type { IndexedImage } from "./indexed.ts";
import { blend, type Ink } from "./paint.ts";

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/**
 * Paints [left, right) of one row at vertical coverage `cover`: pixels wholly inside are set in one go,
 * the partly covered ones at each end are blended by how much of them the span covers.
 */
function span(image: IndexedImage, py: number, left: number, right: number, cover: number, ink: Ink): void {
  const l = Math.max(0, left);
  const r = Math.min(image.width, right);
  if (r <= l) return;
  const row = py * image.stride + 1;
  const a = cover * ink.opacity;
  const first = Math.floor(l);
  const last = Math.ceil(r) - 1;
  if (first === last) {
    blend(image, row + first, a * (r - l), ink);
    return;
  }
  blend(image, row + first, a * (first + 1 - l), ink);
  blend(image, row + last, a * (r - last), ink);
  if (last > first + 1) {
    if (a >= 0.999) image.pixels.fill(ink.index, row + first + 1, row + last);
    else for (let p = row + first + 1; p < row + last; p++) blend(image, p, a, ink);
  }
}

interface Box {
  hw: number;
  hh: number;
  r: number;
}

/** Half the width of a rounded box on a row `ady` from its centre (ady clamped to the box). */
function halfWidthAt(box: Box, ady: number): number {
  const dy = Math.min(ady, box.hh) - (box.hh - box.r);
  return dy <= 0 ? box.hw : box.hw - box.r + Math.sqrt(Math.max(0, box.r * box.r - dy * dy));
}

/** A filled rounded rectangle, or with `stroke` its outline centred on the edge. */
export function paintRoundRect(
  image: IndexedImage,
  x: number,
  y: number,
  w: number,
  h: number,
  radius: number,
  ink: Ink,
  stroke = 0,
): void {
  const half = stroke / 2;
  const [cx, cy] = [x + w / 2, y + h / 2];
  const outer: Box = { hw: w / 2 + half, hh: h / 2 + half, r: 0 };
  outer.r = Math.max(0, Math.min(radius + half, outer.hw, outer.hh));
  const inner: Box = { hw: w / 2 - half, hh: h / 2 - half, r: 0 };
  inner.r = Math.max(0, Math.min(radius - half, inner.hw, inner.hh));
  const hollow = stroke > 0 && inner.hw > 0 && inner.hh > 0;
  const y0 = Math.max(0, Math.floor(cy - outer.hh));
  const y1 = Math.min(image.height, Math.ceil(cy + outer.hh));
  for (let py = y0; py < y1; py++) {
    // How much of this pixel row the box covers vertically, and its horizontal extent there.
    const top = Math.max(py, cy - outer.hh);
    const bottom = Math.min(py + 1, cy + outer.hh);
    const cover = bottom - top;
    const ady = Math.abs((top + bottom) / 2 - cy);
    const ho = halfWidthAt(outer, ady);
    if (!hollow) {
      span(image, py, cx - ho, cx + ho, cover, ink);
      continue;
    }
    const holeTop = Math.max(py, cy - inner.hh);
    const holeBottom = Math.min(py + 1, cy + inner.hh);
    const holeCover = Math.max(0, holeBottom - holeTop);
    if (holeCover <= 0) {
      span(image, py, cx - ho, cx + ho, cover, ink);
      continue;
    }
    const hi = halfWidthAt(inner, Math.abs((holeTop + holeBottom) / 2 - cy));
    span(image, py, cx - ho, cx - hi, cover, ink);
    span(image, py, cx + hi, cx + ho, cover, ink);
    // A row only partly inside the hole: its middle is the outline's top or bottom edge.
    if (holeCover < cover) span(image, py, cx - hi, cx + hi, cover - holeCover, ink);
  }
}

/** Coverage of a pixel by a disc or ring, from its centre's distance to the circle's centre. */
function circleCover(d: number, outer: number, inner: number): number {
  const a = clamp01(outer + 0.5 - d);
  return inner >= 0 ? Math.min(a, clamp01(d - inner + 0.5)) : a;
}

/** Half the width of a circle of radius `rad` on a row `dy` from its centre, -1 when the row misses it. */
function extent(rad: number, dy: number): number {
  return rad > Math.abs(dy) ? Math.sqrt(rad * rad - dy * dy) : -1;
}

/**
 * A disc, or with `stroke` a ring of that width centred on the circle. Per row, pixels whose centre is
 * clearly inside are set without any square root, the hole of a ring is skipped, and only the pixels an
 * edge crosses get their coverage computed.
 */
export function paintCircle(
  image: IndexedImage,
  cx: number,
  cy: number,
  r: number,
  ink: Ink,
  stroke = 0,
): void {
  const outer = r + stroke / 2;
  const inner = stroke > 0 ? r - stroke / 2 : -1;
  const opaque = ink.opacity >= 0.999;
  const y0 = Math.max(0, Math.floor(cy - outer - 0.5));
  const y1 = Math.min(image.height, Math.ceil(cy + outer + 0.5));
  for (let py = y0; py < y1; py++) {
    const dy = py + 0.5 - cy;
    const reach = extent(outer + 0.5, dy);
    if (reach < 0) continue;
    const solid = extent(outer - 0.5, dy);
    const hole = inner > 0 ? extent(inner - 0.5, dy) : -1;
    const rim = inner > 0 ? extent(inner + 0.5, dy) : -1;
    const row = py * image.stride + 1;
    const to = Math.min(image.width, Math.ceil(cx + reach));
    for (let px = Math.max(0, Math.floor(cx - reach)); px < to; px++) {
      const dx = px + 0.5 - cx;
      const adx = Math.abs(dx);
      if (adx < hole) {
        px = Math.max(px, Math.ceil(cx + hole - 0.5) - 1);
        continue;
      }
      if (opaque && adx < solid && adx > rim) {
        image.pixels[row + px] = ink.index;
        continue;
      }
      const a = circleCover(Math.sqrt(dx * dx + dy * dy), outer, inner) * ink.opacity;
      if (a >= 0.03) blend(image, row + px, a, ink);
    }
  }
}
