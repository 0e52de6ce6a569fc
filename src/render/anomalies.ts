/**
 * Procedural art for the Special Systems, each with its own look and its name written on the tile (so the
 * kind never rests on colour alone): rocks for an Asteroid Field, a violet cloud for a Nebula, a burning
 * star for a Supernova, lightning for an Ion Storm and a dark whirl of rings for a Gravity Rift, whose
 * sides carry the numbers 1 to 6 its exit rolls name (Hope's End, engine/options/gravityRift.ts).
 */
import type { AnomalyKind } from "../content/index.ts";
import type { Canvas } from "./canvas.ts";
import { circle, circleRing, polygon, regular, regularRing, strokeLine } from "./geometry.ts";
import type { Point } from "./layout.ts";

export const ANOMALY_NAMES: Readonly<Record<AnomalyKind, string>> = {
  asteroidField: "ASTEROID FIELD",
  nebula: "NEBULA",
  supernova: "SUPERNOVA",
  ionStorm: "ION STORM",
  gravityRift: "GRAVITY RIFT",
};

/** Fixed rock positions (x, y, radius, rotation): the same field on every tile reads as one kind. */
const ROCKS: readonly (readonly [number, number, number, number])[] = [
  [-48, -34, 13, 10],
  [-6, -48, 9, 40],
  [38, -30, 15, 75],
  [-62, 8, 9, 20],
  [-20, -6, 16, 55],
  [26, 6, 10, 5],
  [60, 2, 8, 33],
  [-38, 36, 11, 80],
  [8, 34, 8, 15],
  [46, 40, 12, 62],
];

const CLOUD: readonly (readonly [number, number, number])[] = [
  [-40, -20, 34],
  [8, -36, 32],
  [44, -8, 34],
  [-14, 14, 36],
  [30, 32, 26],
  [-50, 28, 22],
];

function rocks(canvas: Canvas, layer: number, c: Point): void {
  canvas.fill(
    layer,
    "#4A3F33",
    ROCKS.flatMap(([x, y, r, rot]) => regularRing(c.x + x, c.y + y, r, 6, rot, 1.5)),
  );
  canvas.fill(
    layer,
    "#8B7B68",
    ROCKS.map(([x, y, r, rot]) => regular(c.x + x, c.y + y, r - 0.7, 6, rot)),
  );
}

function cloud(canvas: Canvas, layer: number, c: Point): void {
  canvas.fill(
    layer,
    "#6E4FA0",
    CLOUD.map(([x, y, r]) => circle(c.x + x, c.y + y, r)),
    0.55,
  );
  canvas.fill(
    layer,
    "#B495E0",
    CLOUD.map(([x, y, r]) => circle(c.x + x * 0.6, c.y + y * 0.6, r * 0.5)),
    0.35,
  );
}

function star(canvas: Canvas, layer: number, c: Point): void {
  const spikes: [number, number][] = [];
  for (let i = 0; i < 24; i++) {
    const a = (i * Math.PI) / 12;
    const r = i % 2 === 0 ? 66 : 40;
    spikes.push([c.x + r * Math.cos(a), c.y - 6 + r * Math.sin(a)]);
  }
  canvas.fill(layer, "#D55E00", [polygon(spikes)]);
  canvas.fill(layer, "#F2A33A", [circle(c.x, c.y - 6, 36)]);
  canvas.fill(layer, "#FFF1B0", [circle(c.x, c.y - 6, 18)]);
}

const BOLTS: readonly (readonly [number, number])[][] = [
  [
    [-60, -40],
    [-35, -12],
    [-48, -8],
    [-20, 24],
  ],
  [
    [-4, -56],
    [18, -26],
    [4, -22],
    [30, 14],
  ],
  [
    [40, -36],
    [62, -8],
    [50, -4],
    [72, 22],
  ],
];

function lightning(canvas: Canvas, layer: number, c: Point): void {
  const moved = BOLTS.map((bolt) => bolt.map(([x, y]) => [c.x + x, c.y + y] as const));
  canvas.fill(
    layer,
    "#56B4E9",
    moved.flatMap((bolt) => strokeLine(bolt, 5)),
  );
  canvas.fill(
    layer + 0.5,
    "#E8F6FF",
    moved.flatMap((bolt) => strokeLine(bolt, 1.5)),
  );
}

function rift(canvas: Canvas, layer: number, c: Point): void {
  canvas.fill(
    layer,
    "#9C8FD0",
    [60, 44, 28].flatMap((r) => circleRing(c.x, c.y - 6, r, 3)),
  );
  canvas.fill(layer, "#000000", [circle(c.x, c.y - 6, 14)]);
}

export function drawAnomaly(canvas: Canvas, layer: number, kind: AnomalyKind, c: Point): void {
  const draw = {
    asteroidField: rocks,
    nebula: cloud,
    supernova: star,
    ionStorm: lightning,
    gravityRift: rift,
  };
  draw[kind](canvas, layer, c);
}

/**
 * The Gravity Rift's numbered sides (Hope's End): 1 by the north side, then clockwise, as the exit roll
 * reads them (engine/options/gravityRift.ts). Each number sits on a disc inside its side, clear of the
 * position label above and the tile's name below.
 */
export function drawRiftSides(canvas: Canvas, discLayer: number, textLayer: number, c: Point): void {
  for (let side = 1; side <= 6; side++) {
    const angle = (((side - 1) * 60 - 90) * Math.PI) / 180;
    const [x, y] = [c.x + 52 * Math.cos(angle), c.y + 52 * Math.sin(angle)];
    canvas.circle(discLayer, "#1B1530", x, y, 10);
    canvas.circle(discLayer + 0.5, "#9C8FD0", x, y, 10, { stroke: 1.5 });
    canvas.text(textLayer, "#FFFFFF", String(side), x, y + 4.7, {
      size: 14,
      weight: "bold",
      anchor: "middle",
    });
  }
}
