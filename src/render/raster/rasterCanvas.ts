/**
 * The rasterising backend of Canvas: records what is drawn, then paints it in layer order into an
 * indexed image (a copy of the cached static layer).
 */
import type { UnitType } from "../../content/index.ts";
import type { Canvas, ShapeOptions } from "../canvas.ts";
import type { TextStyle } from "../font/text.ts";
import type { Contour } from "../geometry.ts";
import type { IndexedImage } from "./indexed.ts";
import { fillContours, inkFor, paintText, paintUnit } from "./paint.ts";
import { paintCircle, paintRoundRect } from "./shapes.ts";

interface OpBase {
  layer: number;
  seq: number;
  color: string;
}

type Op = OpBase &
  (
    | { kind: "fill"; contours: readonly Contour[]; opacity: number }
    | { kind: "text"; text: string; x: number; y: number; style: TextStyle }
    | { kind: "rect"; box: [number, number, number, number, number]; options: ShapeOptions }
    | { kind: "circle"; circle: [number, number, number]; options: ShapeOptions }
    | { kind: "unit"; unit: UnitType; at: [number, number, number] }
  );

export interface RasterCanvas extends Canvas {
  /** Paints everything recorded so far into the image. */
  paintInto(image: IndexedImage): void;
}

export function createRasterCanvas(width: number, height: number): RasterCanvas {
  const ops: Op[] = [];
  const texts: string[] = [];
  return {
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
    paintInto(image) {
      const ink = (color: string, opacity: number) => inkFor(image, color, opacity);
      const sorted = [...ops].sort((a, b) => a.layer - b.layer || a.seq - b.seq);
      for (const op of sorted) {
        if (op.kind === "fill") fillContours(image, op.contours, ink(op.color, op.opacity));
        else if (op.kind === "text") paintText(image, op.text, op.x, op.y, op.style, ink(op.color, 1));
        else if (op.kind === "unit")
          paintUnit(image, op.unit, op.at[0], op.at[1], op.at[2], ink(op.color, 1));
        else if (op.kind === "rect") {
          const [x, y, w, h, r] = op.box;
          paintRoundRect(image, x, y, w, h, r, ink(op.color, op.options.opacity ?? 1), op.options.stroke);
        } else {
          const [cx, cy, r] = op.circle;
          paintCircle(image, cx, cy, r, ink(op.color, op.options.opacity ?? 1), op.options.stroke);
        }
      }
    },
  };
}
