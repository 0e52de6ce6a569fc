/**
 * The rasterising backend of Canvas: records what is drawn, then paints it in layer order into an
 * indexed image (a copy of the cached static layer).
 */
import type { Canvas } from "../canvas.ts";
import { recordDrawing } from "../recording.ts";
import type { IndexedImage } from "./indexed.ts";
import { fillContours, inkFor, paintText, paintUnit } from "./paint.ts";
import { paintCircle, paintRoundRect } from "./shapes.ts";

export interface RasterCanvas extends Canvas {
  /** Paints everything recorded so far into the image. */
  paintInto(image: IndexedImage): void;
}

export function createRasterCanvas(width: number, height: number): RasterCanvas {
  const recording = recordDrawing(width, height);
  return {
    ...recording.canvas,
    paintInto(image) {
      const ink = (color: string, opacity: number) => inkFor(image, color, opacity);
      for (const op of recording.inLayerOrder()) {
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
