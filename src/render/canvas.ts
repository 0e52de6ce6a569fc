/**
 * The drawing surface the map is drawn on, with two backends sharing one drawing code:
 * - the SVG writer batches every shape or text of one colour on one layer into a single <path> (librsvg's
 *   cost grows with the number of elements far more than with their size), for the static layer that
 *   sharp rasterises and for the full-SVG rendition;
 * - the rasteriser (raster/) paints straight into the cached static pixels, for the layer redrawn after
 *   every action, where even a batched SVG costs librsvg too much.
 * Layers keep the stacking order; within a layer, things are painted in the order they were drawn
 * (the SVG writer: in the order each colour was first used).
 */
import type { UnitType } from "../content/index.ts";
import { type TextStyle, textPath } from "./font/text.ts";
import { type Contour, circle, circleRing, rect, rectRing } from "./geometry.ts";
import { unitGlyph } from "./glyphs.ts";

export interface ShapeOptions {
  /** Outline the shape with a line this wide (centred on its edge) instead of filling it. */
  stroke?: number;
  opacity?: number;
}

export interface Canvas {
  readonly width: number;
  readonly height: number;
  /** Fills contours (nonzero rule) in a colour, optionally see-through. */
  fill(layer: number, color: string, contours: readonly Contour[], opacity?: number): void;
  /** A rectangle with corners rounded by r. */
  rect(
    layer: number,
    color: string,
    x: number,
    y: number,
    w: number,
    h: number,
    r: number,
    options?: ShapeOptions,
  ): void;
  circle(layer: number, color: string, cx: number, cy: number, r: number, options?: ShapeOptions): void;
  /** A unit's glyph (glyphs.ts), `size` pixels across: drawn by the thousand, so backends may cache it. */
  unit(layer: number, color: string, type: UnitType, cx: number, cy: number, size: number): void;
  /** A line of text with its baseline at y, starting, centred or ending at x. */
  text(layer: number, color: string, text: string, x: number, y: number, style: TextStyle): void;
  /** Every text drawn, in drawing order (what a sighted player can read off the image). */
  texts(): string[];
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A number with at most one decimal, as short as possible: path data is parsed on every render. */
export function n1(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function contourPath(contour: Contour): string {
  let d = `M${n1(contour[0]!)} ${n1(contour[1]!)}L`;
  for (let i = 2; i < contour.length; i += 2) d += `${n1(contour[i]!)} ${n1(contour[i + 1]!)} `;
  return `${d.trimEnd()}z`;
}

interface Bucket {
  layer: number;
  order: number;
  attrs: string;
  data: string[];
  texts: string[];
}

export interface SvgCanvas extends Canvas {
  /** The batched paths in layer order, without the <svg> wrapper. */
  body(): string;
}

export function createSvgCanvas(width: number, height: number): SvgCanvas {
  const buckets = new Map<string, Bucket>();
  const allTexts: string[] = [];
  let order = 0;
  const bucket = (layer: number, attrs: string): Bucket => {
    const key = `${layer}|${attrs}`;
    let found = buckets.get(key);
    if (!found) {
      found = { layer, order: order++, attrs, data: [], texts: [] };
      buckets.set(key, found);
    }
    return found;
  };
  const fill = (layer: number, color: string, contours: readonly Contour[], opacity = 1) => {
    const attrs = opacity < 1 ? `fill="${color}" fill-opacity="${opacity}"` : `fill="${color}"`;
    const b = bucket(layer, attrs);
    for (const c of contours) if (c.length >= 6) b.data.push(contourPath(c));
  };
  return {
    width,
    height,
    fill,
    rect(layer, color, x, y, w, h, r, options = {}) {
      const shape = options.stroke ? rectRing(x, y, w, h, r, options.stroke) : [rect(x, y, w, h, r)];
      fill(layer, color, shape, options.opacity);
    },
    circle(layer, color, cx, cy, r, options = {}) {
      const shape = options.stroke ? circleRing(cx, cy, r, options.stroke) : [circle(cx, cy, r)];
      fill(layer, color, shape, options.opacity);
    },
    unit(layer, color, type, cx, cy, size) {
      fill(layer, color, unitGlyph(type, cx, cy, size));
    },
    text(layer, color, text, x, y, style) {
      if (text === "") return;
      // Text gets its own bucket: glyph counters rely on winding, which an overlapping shape would spoil.
      const b = bucket(layer, `fill="${color}" data-kind="text"`);
      b.data.push(textPath(text, x, y, style));
      b.texts.push(text);
      allTexts.push(text);
    },
    texts: () => [...allTexts],
    body() {
      return [...buckets.values()]
        .sort((a, b) => a.layer - b.layer || a.order - b.order)
        .map((b) => {
          const label = b.texts.length > 0 ? ` data-text="${escapeXml(b.texts.join(" | "))}"` : "";
          return `<path ${b.attrs}${label} d="${b.data.join("")}"/>`;
        })
        .join("\n");
    },
  };
}

export function svgDocument(width: number, height: number, body: string, background?: string): string {
  const bg = background ? `<rect width="${width}" height="${height}" fill="${background}"/>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${bg}${body}</svg>`;
}

/**
 * Sends shapes to one canvas and text to another: the cached layer's shapes go through librsvg, its text
 * is painted by our rasteriser afterwards, which is several times cheaper than librsvg's for text.
 * Text must then be the top layer, as it is in the static layer.
 */
export function splitCanvas(shapes: Canvas, text: Canvas): Canvas {
  return {
    width: shapes.width,
    height: shapes.height,
    fill: (...args) => shapes.fill(...args),
    rect: (...args) => shapes.rect(...args),
    circle: (...args) => shapes.circle(...args),
    unit: (...args) => shapes.unit(...args),
    text: (...args) => text.text(...args),
    texts: () => text.texts(),
  };
}

/**
 * A canvas seen through a zoom: everything drawn in map coordinates lands scaled by `scale` and moved by
 * (dx, dy), text and strokes included (the close-up draws the map's own hexes this way).
 */
export function zoomedCanvas(inner: Canvas, scale: number, dx: number, dy: number): Canvas {
  const x = (v: number) => v * scale + dx;
  const y = (v: number) => v * scale + dy;
  const shape = (options: ShapeOptions = {}): ShapeOptions =>
    options.stroke ? { ...options, stroke: options.stroke * scale } : options;
  return {
    width: inner.width,
    height: inner.height,
    fill: (layer, color, contours, opacity) =>
      inner.fill(
        layer,
        color,
        contours.map((c) => c.map((v, i) => (i % 2 === 0 ? x(v) : y(v)))),
        opacity,
      ),
    rect: (layer, color, rx, ry, w, h, r, options) =>
      inner.rect(layer, color, x(rx), y(ry), w * scale, h * scale, r * scale, shape(options)),
    circle: (layer, color, cx, cy, r, options) =>
      inner.circle(layer, color, x(cx), y(cy), r * scale, shape(options)),
    // Whole-pixel glyph sizes: the rasteriser caches a mask per size.
    unit: (layer, color, type, cx, cy, size) =>
      inner.unit(layer, color, type, x(cx), y(cy), Math.round(size * scale)),
    text: (layer, color, text, tx, ty, style) =>
      inner.text(layer, color, text, x(tx), y(ty), { ...style, size: style.size * scale }),
    texts: () => inner.texts(),
  };
}
