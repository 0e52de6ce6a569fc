/**
 * Thunder's Edge's entropic scar (TE rulebook, "Entropic Scar Anomaly"), drawn in the anomalies' style: a
 * jagged rift of glowing red across a dark bruise of the tile, with splinters breaking off it, so the kind
 * reads by its shape as well as by its caption.
 */
import type { Ti4Anomaly } from "../../content/ti4/systems.ts";
import { ANOMALY_NAMES, drawAnomaly } from "../anomalies.ts";
import type { Canvas } from "../canvas.ts";
import { circle, strokeLine } from "../geometry.ts";
import type { Point } from "../layout.ts";

/** The scar's main tear and two splinters, from the tile's centre. */
const TEAR: readonly (readonly [number, number])[] = [
  [-70, -30],
  [-40, -18],
  [-28, -36],
  [-2, -8],
  [18, -20],
  [34, 10],
  [58, 2],
  [72, 26],
];
const SPLINTERS: readonly (readonly (readonly [number, number])[])[] = [
  [
    [-2, -8],
    [-12, 18],
    [-30, 28],
  ],
  [
    [34, 10],
    [28, 36],
  ],
];

function scar(canvas: Canvas, layer: number, c: Point): void {
  const at = (line: readonly (readonly [number, number])[]) =>
    line.map(([x, y]) => [c.x + x, c.y + y] as const);
  canvas.fill(layer, "#3A1020", [circle(c.x - 20, c.y - 10, 44), circle(c.x + 26, c.y + 8, 40)], 0.6);
  const lines = [at(TEAR), ...SPLINTERS.map(at)];
  canvas.fill(
    layer,
    "#B3122E",
    lines.flatMap((line) => strokeLine(line, 7)),
  );
  canvas.fill(
    layer + 0.5,
    "#FFB38A",
    lines.flatMap((line) => strokeLine(line, 2)),
  );
}

/** TI4's anomaly captions: TI3's four, and the entropic scar. */
export const TI4_ANOMALY_NAMES: Readonly<Record<Ti4Anomaly, string>> = {
  asteroidField: ANOMALY_NAMES.asteroidField,
  nebula: ANOMALY_NAMES.nebula,
  supernova: ANOMALY_NAMES.supernova,
  gravityRift: ANOMALY_NAMES.gravityRift,
  entropicScar: "ENTROPIC SCAR",
};

/** A TI4 anomaly's art: the TI3 map's for the four of the base game, the scar's own for TE's. */
export function drawTi4Anomaly(canvas: Canvas, layer: number, kind: Ti4Anomaly, c: Point): void {
  if (kind === "entropicScar") scar(canvas, layer, c);
  else drawAnomaly(canvas, layer, kind, c);
}
