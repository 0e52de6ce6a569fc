/**
 * A hyperlane tile (LRR 44): no system, only lanes joining pairs of its sides. Each lane is drawn as a band
 * from the middle of one side to the middle of the other, bent towards the tile's centre so lanes that
 * share a side fan out from it. The lanes are the printed ones turned as the galaxy builder placed the tile:
 * turned by r steps, printed side s lies on board side (s + r) mod 6 (engine/galaxy/ti4/board.ts).
 */
import type { Ti4Lane, Ti4System } from "../../content/ti4/systems.ts";
import type { Canvas } from "../canvas.ts";
import { strokeLine } from "../geometry.ts";
import type { Point } from "../layout.ts";
import { sidePoint } from "./layout.ts";
import { TI4_MAP } from "./palette.ts";
import { L } from "./planets.ts";

export const LANE_WIDTH = 9;

/** The lanes as they lie on the board. */
export function turnedLanes(tile: Ti4System, rotation = 0): Ti4Lane[] {
  return tile.hyperlanes.map(([a, b]) => [(a + rotation) % 6, (b + rotation) % 6] as const);
}

/**
 * The points a lane runs through: a quadratic curve from side to side whose control point is the tile's
 * centre, so opposite sides get a straight line and neighbouring sides a gentle bend.
 */
export function lanePoints(c: Point, [from, to]: Ti4Lane, steps = 16): [number, number][] {
  const a = sidePoint(c, from);
  const b = sidePoint(c, to);
  const out: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const [u, v, w] = [(1 - t) ** 2, 2 * t * (1 - t), t ** 2];
    out.push([u * a.x + v * c.x + w * b.x, u * a.y + v * c.y + w * b.y]);
  }
  return out;
}

export function drawHyperlanes(canvas: Canvas, tile: Ti4System, rotation: number, c: Point): void {
  const lanes = turnedLanes(tile, rotation).map((lane) => lanePoints(c, lane));
  canvas.fill(
    L.art,
    TI4_MAP.laneCasing,
    lanes.flatMap((points) => strokeLine(points, LANE_WIDTH + 4)),
  );
  canvas.fill(
    L.art + 0.5,
    TI4_MAP.lane,
    lanes.flatMap((points) => strokeLine(points, LANE_WIDTH)),
  );
}
