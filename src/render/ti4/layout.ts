/**
 * Where a TI4 galaxy's hexes go: the TI3 map's flat-topped hexes (../layout.ts, HEX pixels from centre to
 * corner) placed by the shared board geometry (engine/galaxy/hex.ts) in the box ../layout.ts's galaxyBounds
 * gives, with no table panel beside them yet.
 * The image covers the positions drawn: the board's tiles and its Home positions. Positions off the board
 * (the 3-player layout's holes) are left as background.
 */
import type { PositionLabel } from "../../engine/galaxy/hex.ts";
import { MECATOL_LABEL } from "../../engine/galaxy/hex.ts";
import { type GalaxyBounds, galaxyBounds, HEX_HALF_HEIGHT, type Point } from "../layout.ts";

/** The box of the TI4 galaxy image and the pixel centre of every position drawn. */
export type Ti4MapLayout = GalaxyBounds;

/** The TI4 galaxy's own image: the shared galaxy box (Mecatol Rex alone when nothing is drawn). */
export function ti4MapLayout(labels: readonly PositionLabel[]): Ti4MapLayout {
  return galaxyBounds(labels.length > 0 ? labels : [MECATOL_LABEL]);
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
