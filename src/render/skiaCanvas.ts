/**
 * The Skia backend of Canvas (through @napi-rs/canvas): records what is drawn, then paints it in layer
 * order onto a Skia 2D context. Circles and rounded boxes go to Skia as arcs and round rects (exact, and
 * one call each); unit glyphs are one Path2D per type, placed by a transform; text is Skia's own, in the
 * shipped font (skiaFonts.ts).
 */
import { Path2D, type SKRSContext2D } from "@napi-rs/canvas";
import type { UnitType } from "../content/index.ts";
import type { Canvas, ShapeOptions } from "./canvas.ts";
import type { Contour } from "./geometry.ts";
import { unitGlyph } from "./glyphs.ts";
import { type DrawOp, recordDrawing } from "./recording.ts";
import { cssFont, prepareText } from "./skiaFonts.ts";

export interface SkiaCanvas extends Canvas {
  /** Paints everything recorded so far onto the context, in layer order. */
  paintOnto(ctx: SKRSContext2D): void;
  /** Every colour drawn (upper case), for tests that look for a shape's colour. */
  colours(): Set<string>;
}

/** Each unit's glyph once, in its [-1, 1] box: placed and scaled by a transform when drawn. */
const UNIT_PATHS = new Map<UnitType, Path2D>();

function unitPath(type: UnitType): Path2D {
  let path = UNIT_PATHS.get(type);
  if (!path) {
    path = new Path2D();
    addContours(path, unitGlyph(type, 0, 0, 2));
    UNIT_PATHS.set(type, path);
  }
  return path;
}

interface PathSink {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
}

function addContours(sink: PathSink, contours: readonly Contour[]): void {
  for (const c of contours) {
    if (c.length < 6) continue;
    sink.moveTo(c[0]!, c[1]!);
    for (let i = 2; i < c.length; i += 2) sink.lineTo(c[i]!, c[i + 1]!);
    sink.closePath();
  }
}

const ALIGN = { start: "left", middle: "center", end: "right" } as const;

/** The context's state, kept here so a property is only set when it changes (each set crosses into Skia). */
interface Pen {
  fill: string;
  stroke: string;
  alpha: number;
  width: number;
  font: string;
  align: TextAlign;
}

type TextAlign = "left" | "center" | "right";

function painter(ctx: SKRSContext2D) {
  prepareText(ctx);
  // A reused surface keeps its context's state from the last painting: start from known values.
  const pen: Pen = { fill: "", stroke: "", alpha: 1, width: 1, font: "", align: "left" };
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = pen.alpha;
  ctx.lineWidth = pen.width;
  ctx.textAlign = pen.align;
  const fillStyle = (color: string, alpha: number) => {
    if (pen.fill !== color) ctx.fillStyle = pen.fill = color;
    if (pen.alpha !== alpha) ctx.globalAlpha = pen.alpha = alpha;
  };
  const strokeStyle = (color: string, alpha: number, width: number) => {
    if (pen.stroke !== color) ctx.strokeStyle = pen.stroke = color;
    if (pen.alpha !== alpha) ctx.globalAlpha = pen.alpha = alpha;
    if (pen.width !== width) ctx.lineWidth = pen.width = width;
  };
  /** Fills the current path, or strokes it when the shape asks for an outline. */
  const finish = (color: string, options: ShapeOptions) => {
    const alpha = options.opacity ?? 1;
    if (options.stroke) {
      strokeStyle(color, alpha, options.stroke);
      ctx.stroke();
    } else {
      fillStyle(color, alpha);
      ctx.fill();
    }
  };
  return (op: DrawOp) => {
    switch (op.kind) {
      case "fill": {
        fillStyle(op.color, op.opacity);
        ctx.beginPath();
        addContours(ctx, op.contours);
        ctx.fill("nonzero");
        return;
      }
      case "rect": {
        const [x, y, w, h, r] = op.box;
        ctx.beginPath();
        if (r > 0) ctx.roundRect(x, y, w, h, Math.min(r, w / 2, h / 2));
        else ctx.rect(x, y, w, h);
        finish(op.color, op.options);
        return;
      }
      case "circle": {
        const [cx, cy, r] = op.circle;
        ctx.beginPath();
        ctx.arc(cx, cy, r, 0, 2 * Math.PI);
        finish(op.color, op.options);
        return;
      }
      case "unit": {
        const [cx, cy, size] = op.at;
        fillStyle(op.color, 1);
        ctx.setTransform(size / 2, 0, 0, size / 2, cx, cy);
        ctx.fill(unitPath(op.unit));
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        return;
      }
      case "text": {
        const font = cssFont(op.style.size, op.style.weight);
        if (pen.font !== font) ctx.font = pen.font = font;
        const align = ALIGN[op.style.anchor ?? "start"];
        if (pen.align !== align) ctx.textAlign = pen.align = align;
        fillStyle(op.color, 1);
        ctx.fillText(op.text, op.x, op.y);
        return;
      }
    }
  };
}

export function createSkiaCanvas(width: number, height: number): SkiaCanvas {
  const recording = recordDrawing(width, height);
  return {
    ...recording.canvas,
    colours: () => new Set(recording.inLayerOrder().map((op) => op.color.toUpperCase())),
    paintOnto(ctx) {
      const paint = painter(ctx);
      for (const op of recording.inLayerOrder()) paint(op);
    },
  };
}
