/**
 * Text as SVG path data, laid out with the shipped DejaVu Sans. Each glyph's contours are converted once
 * per size into relative path commands (in tenths of a pixel, so joining them never drifts), and a text run
 * is those strings joined with one relative move per contour. Many runs of one colour then go into a
 * single <path>, which librsvg fills far faster than separate <text> elements.
 */
import { fileURLToPath } from "node:url";
import { type Contour, type Font, loadFont } from "./ttf.ts";

export type FontWeight = "regular" | "bold";
export type TextAnchor = "start" | "middle" | "end";

export interface TextStyle {
  size: number;
  weight?: FontWeight;
  anchor?: TextAnchor;
}

const FONT_FILES: Record<FontWeight, string> = {
  regular: "DejaVuSans.ttf",
  bold: "DejaVuSans-Bold.ttf",
};

/** assets/fonts, found from this file so scripts, tests and the bot agree wherever they start. */
export const FONT_DIR = fileURLToPath(new URL("../../../assets/fonts/", import.meta.url));

const fonts = new Map<FontWeight, Font>();

function font(weight: FontWeight): Font {
  let loaded = fonts.get(weight);
  if (!loaded) {
    loaded = loadFont(`${FONT_DIR}${FONT_FILES[weight]}`);
    fonts.set(weight, loaded);
  }
  return loaded;
}

/** A glyph at one size: where each contour starts (tenths of a pixel from the pen) and its relative body. */
interface SizedGlyph {
  starts: [number, number][];
  bodies: string[];
}

const sized = new Map<string, SizedGlyph>();

const tenths = (n: number) => n / 10;

function contourBody(contour: Contour, scale: number): { start: [number, number]; body: string } {
  const at = (x: number, y: number): [number, number] => [
    Math.round(x * scale * 10),
    -Math.round(y * scale * 10),
  ];
  const n = contour.length;
  const first = contour[0]!;
  const last = contour[n - 1]!;
  let startPoint: { x: number; y: number };
  let sequence: { x: number; y: number; onCurve: boolean }[];
  if (first.onCurve) [startPoint, sequence] = [first, [...contour.slice(1), first]];
  else if (last.onCurve) [startPoint, sequence] = [last, contour];
  else {
    startPoint = { x: (first.x + last.x) / 2, y: (first.y + last.y) / 2 };
    sequence = [...contour, { ...startPoint, onCurve: true }];
  }
  const start = at(startPoint.x, startPoint.y);
  let [cx, cy] = start;
  let out = "";
  let pending: { x: number; y: number } | null = null;
  const quad = (control: { x: number; y: number }, end: { x: number; y: number }) => {
    const [qx, qy] = at(control.x, control.y);
    const [ex, ey] = at(end.x, end.y);
    out += `q${tenths(qx - cx)} ${tenths(qy - cy)} ${tenths(ex - cx)} ${tenths(ey - cy)}`;
    [cx, cy] = [ex, ey];
  };
  for (const p of sequence) {
    if (p.onCurve) {
      if (pending) quad(pending, p);
      else {
        const [ex, ey] = at(p.x, p.y);
        if (ex !== cx || ey !== cy) out += `l${tenths(ex - cx)} ${tenths(ey - cy)}`;
        [cx, cy] = [ex, ey];
      }
      pending = null;
    } else {
      if (pending) quad(pending, { x: (pending.x + p.x) / 2, y: (pending.y + p.y) / 2 });
      pending = p;
    }
  }
  return { start, body: `${out}z` };
}

function sizedGlyph(weight: FontWeight, size: number, glyph: number): SizedGlyph {
  const key = `${weight}:${size}:${glyph}`;
  let found = sized.get(key);
  if (!found) {
    const f = font(weight);
    const scale = size / f.unitsPerEm;
    found = { starts: [], bodies: [] };
    for (const contour of f.contours(glyph)) {
      if (contour.length < 2) continue;
      const { start, body } = contourBody(contour, scale);
      found.starts.push(start);
      found.bodies.push(body);
    }
    sized.set(key, found);
  }
  return found;
}

/** Glyph indexes and pen positions (pixels from the run's start) of a text. */
export function layoutText(
  text: string,
  size: number,
  weight: FontWeight,
): { glyphs: number[]; pens: number[]; width: number } {
  const f = font(weight);
  const scale = size / f.unitsPerEm;
  const glyphs: number[] = [];
  const pens: number[] = [];
  let pen = 0;
  let previous = -1;
  for (const char of text) {
    const glyph = f.glyphIndex(char.codePointAt(0)!);
    if (previous >= 0) pen += f.kerning(previous, glyph);
    glyphs.push(glyph);
    pens.push(pen * scale);
    pen += f.advance(glyph);
    previous = glyph;
  }
  return { glyphs, pens, width: pen * scale };
}

/** The advance width of a text in pixels. */
export function measureText(text: string, size: number, weight: FontWeight = "regular"): number {
  return layoutText(text, size, weight).width;
}

/** The text cut (with an ellipsis) to fit maxWidth pixels. */
export function fitText(text: string, size: number, weight: FontWeight, maxWidth: number): string {
  if (measureText(text, size, weight) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && measureText(`${cut}…`, size, weight) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * Items joined with `separator` into at most `lines` lines that each fit `maxWidth` pixels: an item starts a
 * new line when it does not fit the current one, the last line takes the rest and is cut to fit.
 */
export function wrapItems(
  items: readonly string[],
  separator: string,
  size: number,
  weight: FontWeight,
  maxWidth: number,
  lines: number,
): string[] {
  const out: string[] = [];
  for (const item of items) {
    const line = out.at(-1);
    if (line !== undefined && measureText(`${line}${separator}${item}`, size, weight) <= maxWidth)
      out[out.length - 1] = `${line}${separator}${item}`;
    else if (out.length < lines) out.push(item);
    else out[out.length - 1] = `${line}${separator}${item}`;
  }
  return out.map((line) => fitText(line, size, weight, maxWidth));
}

/** Path data drawing `text` with its baseline starting (or centred, or ending) at x, y. */
export function textPath(text: string, x: number, y: number, style: TextStyle): string {
  const weight = style.weight ?? "regular";
  const { glyphs, pens, width } = layoutText(text, style.size, weight);
  const shift = style.anchor === "middle" ? width / 2 : style.anchor === "end" ? width : 0;
  const ox = Math.round((x - shift) * 10);
  const oy = Math.round(y * 10);
  let cx = 0;
  let cy = 0;
  let out = "";
  glyphs.forEach((glyph, i) => {
    const g = sizedGlyph(weight, style.size, glyph);
    const pen = ox + Math.round(pens[i]! * 10);
    g.bodies.forEach((body, c) => {
      const [sx, sy] = g.starts[c]!;
      const tx = pen + sx;
      const ty = oy + sy;
      out += out === "" ? `M${tenths(tx)} ${tenths(ty)}` : `m${tenths(tx - cx)} ${tenths(ty - cy)}`;
      out += body;
      [cx, cy] = [tx, ty];
    });
  });
  return out;
}

/** Cap height and descent in pixels, for centring a line of text vertically. */
export function textMetrics(
  size: number,
  weight: FontWeight = "regular",
): { ascent: number; descent: number } {
  const f = font(weight);
  return { ascent: (f.ascender / f.unitsPerEm) * size, descent: (-f.descender / f.unitsPerEm) * size };
}

/**
 * A glyph's outline at a size as polygons (pixels, pen at the origin, y down), each quadratic curve cut
 * into short straight pieces: what the rasteriser fills when it draws text.
 */
export function glyphPolygons(weight: FontWeight, size: number, glyph: number): number[][] {
  const f = font(weight);
  const scale = size / f.unitsPerEm;
  const steps = size < 14 ? 3 : size < 22 ? 4 : 6;
  const out: number[][] = [];
  for (const contour of f.contours(glyph)) {
    if (contour.length < 2) continue;
    const poly: number[] = [];
    const n = contour.length;
    const first = contour[0]!;
    const last = contour[n - 1]!;
    const start = first.onCurve
      ? first
      : last.onCurve
        ? last
        : { x: (first.x + last.x) / 2, y: (first.y + last.y) / 2, onCurve: true };
    const sequence = first.onCurve
      ? [...contour.slice(1), first]
      : last.onCurve
        ? contour
        : [...contour, start];
    let current = start;
    poly.push(start.x * scale, -start.y * scale);
    let pending: { x: number; y: number } | null = null;
    const quad = (c: { x: number; y: number }, e: { x: number; y: number }) => {
      for (let k = 1; k <= steps; k++) {
        const t = k / steps;
        const u = 1 - t;
        const x = u * u * current.x + 2 * u * t * c.x + t * t * e.x;
        const y = u * u * current.y + 2 * u * t * c.y + t * t * e.y;
        poly.push(x * scale, -y * scale);
      }
      current = { ...e, onCurve: true };
    };
    for (const p of sequence) {
      if (p.onCurve) {
        if (pending) quad(pending, p);
        else {
          poly.push(p.x * scale, -p.y * scale);
          current = p;
        }
        pending = null;
      } else {
        if (pending) quad(pending, { x: (pending.x + p.x) / 2, y: (pending.y + p.y) / 2 });
        pending = p;
      }
    }
    out.push(poly);
  }
  return out;
}
