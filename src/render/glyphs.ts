/**
 * One silhouette per unit type, our own procedural art. Ships point right and grow with their class
 * (Destroyer dart, Cruiser arrow, Dreadnought hull, War Sun sunburst); the Carrier is a tray, the Fighter
 * a small arrow pointing up, ground units are a pawn (Ground Force) and a star (Shock Troop), structures a
 * turret (PDS) and a geared ring (Space Dock). Shapes are defined in a [-1, 1] box, y down, clockwise on
 * screen, so they can share one path with other shapes of the same colour.
 */
import type { UnitType } from "../content/index.ts";
import { type Contour, circle, place, polygon, reverse, strokeLine } from "./geometry.ts";

type Pt = readonly [number, number];

function star(points: number, outer: number, inner: number, rotation: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < points * 2; i++) {
    const a = ((rotation + (180 / points) * i) * Math.PI) / 180;
    const r = i % 2 === 0 ? outer : inner;
    out.push([r * Math.cos(a), r * Math.sin(a)]);
  }
  return out;
}

const WAR_SUN = polygon(star(8, 1, 0.55, -90));
const DREADNOUGHT = polygon([
  [-1, -0.5],
  [0.45, -0.5],
  [1, 0],
  [0.45, 0.5],
  [-1, 0.5],
  [-0.75, 0],
]);
const CRUISER = polygon([
  [-0.95, -0.7],
  [1, 0],
  [-0.95, 0.7],
  [-0.45, 0],
]);
const DESTROYER = polygon([
  [-1, -0.38],
  [1, 0],
  [-1, 0.38],
]);
const CARRIER = polygon([
  [-1, -0.65],
  [-0.55, -0.65],
  [-0.55, 0.1],
  [0.55, 0.1],
  [0.55, -0.65],
  [1, -0.65],
  [1, 0.65],
  [-1, 0.65],
]);
const FIGHTER = polygon([
  [0, -0.95],
  [0.8, 0.75],
  [0, 0.3],
  [-0.8, 0.75],
]);
const PAWN = [
  polygon([
    [-0.4, -0.05],
    [0.4, -0.05],
    [0.75, 0.95],
    [-0.75, 0.95],
  ]),
  circle(0, -0.5, 0.4),
];
const SHOCK_TROOP = polygon(star(5, 1.05, 0.47, -90));
const PDS = [
  polygon(
    Array.from({ length: 9 }, (_, i) => {
      const a = Math.PI + (Math.PI * i) / 8;
      return [0.85 * Math.cos(a), 0.95 + 0.85 * Math.sin(a)] as Pt;
    }),
  ),
  polygon([
    [0.05, -0.95],
    [0.35, -0.95],
    [0.35, 0.3],
    [0.05, 0.3],
  ]),
];

/** A ring with four teeth. Each tooth is listed clockwise like the ring it overlaps. */
const SPACE_DOCK = [
  circle(0, 0, 0.72),
  reverse(circle(0, 0, 0.38)),
  ...[0, 90, 180, 270].map((deg) => {
    const a = (deg * Math.PI) / 180;
    const [dx, dy] = [Math.cos(a), Math.sin(a)];
    const [px, py] = [-dy * 0.22, dx * 0.22];
    return polygon([
      [dx * 0.55 - px, dy * 0.55 - py],
      [dx - px, dy - py],
      [dx + px, dy + py],
      [dx * 0.55 + px, dy * 0.55 + py],
    ]);
  }),
];

const SHAPES: Readonly<Record<UnitType, readonly Contour[]>> = {
  warSun: [WAR_SUN, reverse(circle(0, 0, 0.28))],
  dreadnought: [DREADNOUGHT],
  cruiser: [CRUISER],
  destroyer: [DESTROYER],
  carrier: [CARRIER],
  fighter: [FIGHTER.map((v) => v * 0.85)],
  groundForce: PAWN,
  shockTroop: [SHOCK_TROOP],
  pds: PDS,
  spaceDock: SPACE_DOCK,
};

/** A unit glyph centred at (cx, cy), `size` pixels across. */
export function unitGlyph(type: UnitType, cx: number, cy: number, size: number): Contour[] {
  return place(SHAPES[type], cx, cy, size / 2);
}

/** The crack across a damaged unit's glyph (painted in the chip's own colour, so it cuts the glyph). */
export function damageCrack(cx: number, cy: number, size: number): Contour[] {
  const h = size / 2;
  const points: Pt[] = [
    [cx - h, cy + h * 0.8],
    [cx - h * 0.1, cy - h * 0.05],
    [cx + h * 0.15, cy + h * 0.25],
    [cx + h, cy - h * 0.8],
  ];
  return strokeLine(points, size * 0.17);
}

/** A wormhole's ring, behind its alpha or beta letter. */
export function wormholeRing(cx: number, cy: number, r: number): Contour[] {
  return [circle(cx, cy, r), reverse(circle(cx, cy, r * 0.8))];
}
