/**
 * What a Canvas is asked to draw, recorded as operations: each backend (the rasteriser, raster/; Skia,
 * skiaCanvas.ts) records the same way and then paints the operations in layer order, those of one layer in
 * the order they were drawn.
 */
import type { UnitType } from "../content/index.ts";
import type { Canvas, ShapeOptions } from "./canvas.ts";
import type { TextStyle } from "./font/text.ts";
import type { Contour } from "./geometry.ts";

interface OpBase {
  layer: number;
  seq: number;
  color: string;
}

export type DrawOp = OpBase &
  (
    | { kind: "fill"; contours: readonly Contour[]; opacity: number }
    | { kind: "text"; text: string; x: number; y: number; style: TextStyle }
    | { kind: "rect"; box: [number, number, number, number, number]; options: ShapeOptions }
    | { kind: "circle"; circle: [number, number, number]; options: ShapeOptions }
    | { kind: "unit"; unit: UnitType; at: [number, number, number] }
  );

export interface Recording {
  /** The Canvas that records. */
  canvas: Canvas;
  /** The operations recorded so far, in painting order: by layer, then as drawn. */
  inLayerOrder(): DrawOp[];
}

export function recordDrawing(width: number, height: number): Recording {
  const ops: DrawOp[] = [];
  const texts: string[] = [];
  return {
    canvas: {
      width,
      height,
      fill(layer, color, contours, opacity = 1) {
        ops.push({ kind: "fill", layer, seq: ops.length, color, contours, opacity });
      },
      rect(layer, color, x, y, w, h, r, options = {}) {
        ops.push({ kind: "rect", layer, seq: ops.length, color, box: [x, y, w, h, r], options });
      },
      circle(layer, color, cx, cy, r, options = {}) {
        ops.push({ kind: "circle", layer, seq: ops.length, color, circle: [cx, cy, r], options });
      },
      unit(layer, color, unit, cx, cy, size) {
        ops.push({ kind: "unit", layer, seq: ops.length, color, unit, at: [cx, cy, size] });
      },
      text(layer, color, text, x, y, style) {
        if (text === "") return;
        ops.push({ kind: "text", layer, seq: ops.length, color, text, x, y, style });
        texts.push(text);
      },
      texts: () => [...texts],
    },
    inLayerOrder: () => [...ops].sort((a, b) => a.layer - b.layer || a.seq - b.seq),
  };
}
