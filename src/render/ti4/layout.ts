/**
 * Where a TI4 galaxy's hexes go: the TI3 map's flat-topped hexes (../layout.ts, HEX pixels from centre to
 * corner) placed by the shared board geometry (engine/galaxy/hex.ts), with no table panel beside them yet.
 * The image covers the positions drawn: the board's tiles and its Home positions. Positions off the board
 * (the 3-player layout's holes) are left as background.
 */
import type { PositionLabel } from "../../engine/galaxy/hex.ts";
import { hexCenter, hexOf } from "../../engine/galaxy/hex.ts";
import { HEX, HEX_HALF_HEIGHT, type Point } from "../layout.ts";

const MARGIN = 18;

export interface Ti4MapLayout {
  width: number;
  height: number;
  /** Pixel centre of every position drawn. */
  centers: ReadonlyMap<PositionLabel, Point>;
}

export function ti4MapLayout(labels: readonly PositionLabel[]): Ti4MapLayout {
  const raw = labels.map((label) => ({ label, ...hexCenter(hexOf(label), HEX) }));
  if (raw.length === 0) raw.push({ label: "000", x: 0, y: 0 });
  const minX = Math.min(...raw.map((p) => p.x)) - HEX;
  const maxX = Math.max(...raw.map((p) => p.x)) + HEX;
  const minY = Math.min(...raw.map((p) => p.y)) - HEX_HALF_HEIGHT;
  const maxY = Math.max(...raw.map((p) => p.y)) + HEX_HALF_HEIGHT;
  const centers = new Map<PositionLabel, Point>();
  for (const p of raw) centers.set(p.label, { x: p.x - minX + MARGIN, y: p.y - minY + MARGIN });
  return {
    width: Math.ceil(maxX - minX + 2 * MARGIN),
    height: Math.ceil(maxY - minY + 2 * MARGIN),
    centers,
  };
}

/**
 * The middle of a hex side as a point `reach` of the way from the centre (1 = on the side itself). Sides
 * are numbered as the hyperlane data numbers them (content/ti4/systems.ts): 0 = north, then clockwise,
 * which on flat-topped hexes are the directions of engine/galaxy/hex.ts.
 */
export function sidePoint(c: Point, side: number, reach = 1): Point {
  const angle = ((side % 6) * Math.PI) / 3;
  const r = HEX_HALF_HEIGHT * reach;
  return { x: c.x + r * Math.sin(angle), y: c.y - r * Math.cos(angle) };
}
