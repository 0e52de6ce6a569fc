/**
 * Where things go: the galaxy on the left (flat-topped hexes placed by engine/galaxy/hex.ts), the table
 * panel on the right, and inside each hex the fixed places for the label, command counters, planets and
 * the space area. Everything in a hex is given relative to the hex centre, for a hex of circumradius HEX.
 */

import type { SystemTile } from "../content/index.ts";
import { NEXUS_POSITION } from "../engine/galaxy/adjacency.ts";
import { hexCenter, hexOf } from "../engine/galaxy/hex.ts";
import type { PositionLabel } from "../engine/state.ts";
import { measureText } from "./font/text.ts";
import type { MapView } from "./model.ts";
import { placedLabels } from "./model.ts";
import { panelHeight } from "./panelSize.ts";

/** Hex circumradius in pixels: an 8-player galaxy is then about 1430 px wide and 1600 px tall. */
export const HEX = 100;
const SQRT3 = Math.sqrt(3);
export const HEX_HALF_HEIGHT = (HEX * SQRT3) / 2;
const MARGIN = 18;
export const PANEL_WIDTH = 720;

export interface Point {
  x: number;
  y: number;
}

export interface MapLayout {
  width: number;
  height: number;
  /** The galaxy's part of the image (the cached static layer covers it). */
  galaxyWidth: number;
  panel: { x: number; y: number; width: number; height: number };
  /** Pixel centre of every placed position. */
  centers: ReadonlyMap<PositionLabel, Point>;
}

export interface GalaxyBounds {
  /** The box around the hexes, margin included. */
  width: number;
  height: number;
  /** Pixel centre of every position given, in that box. */
  centers: Map<PositionLabel, Point>;
}

/**
 * Where a galaxy's positions go in an image of their own: flat-topped hexes placed by the board geometry
 * (engine/galaxy/hex.ts), the box reaching one hex beyond the outermost centres plus a margin. With no
 * position the box is Mecatol Rex's. Used by the TI3 map and the TI4 galaxy alike.
 */
export function galaxyBounds(labels: readonly PositionLabel[]): GalaxyBounds {
  const raw = labels.map((label) => ({ label, ...hexCenter(hexOf(label), HEX) }));
  if (raw.length === 0) raw.push({ label: "000", x: 0, y: 0 });
  const minX = Math.min(...raw.map((p) => p.x)) - HEX;
  const maxX = Math.max(...raw.map((p) => p.x)) + HEX;
  const minY = Math.min(...raw.map((p) => p.y)) - HEX_HALF_HEIGHT;
  const maxY = Math.max(...raw.map((p) => p.y)) + HEX_HALF_HEIGHT;
  const centers = new Map<PositionLabel, Point>();
  for (const p of raw) {
    if (labels.includes(p.label)) centers.set(p.label, { x: p.x - minX + MARGIN, y: p.y - minY + MARGIN });
  }
  return {
    width: Math.ceil(maxX - minX + 2 * MARGIN),
    height: Math.ceil(maxY - minY + 2 * MARGIN),
    centers,
  };
}

export function mapLayout(view: MapView): MapLayout {
  const galaxy = galaxyBounds(placedLabels(view));
  const galaxyWidth = galaxy.width;
  const panelH = panelHeight(view.players.length);
  const height = Math.max(galaxy.height, panelH);
  // A short galaxy is centred vertically beside a taller panel.
  const offsetY = (height - galaxy.height) / 2;
  const centers = new Map<PositionLabel, Point>();
  for (const [label, c] of galaxy.centers) centers.set(label, { x: c.x, y: c.y + offsetY });
  // SE Option 8: the Wormhole Nexus lies off the board, drawn in the galaxy's empty top left corner.
  if (view.galaxy[NEXUS_POSITION])
    centers.set(NEXUS_POSITION, { x: MARGIN + HEX, y: MARGIN + HEX + offsetY });
  return {
    width: galaxyWidth + PANEL_WIDTH,
    height,
    galaxyWidth,
    panel: { x: galaxyWidth, y: 0, width: PANEL_WIDTH, height },
    centers,
  };
}

/** The six corners of a flat-topped hex, clockwise from the right-hand point. */
export function hexCorners(c: Point, size = HEX): [number, number][] {
  const corners: [number, number][] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    corners.push([c.x + size * Math.cos(a), c.y + size * Math.sin(a)]);
  }
  return corners;
}

/** Half the width of the hex at height dy from its centre (the sloping sides narrow it). */
export function hexHalfWidthAt(dy: number): number {
  return HEX - Math.min(Math.abs(dy), HEX_HALF_HEIGHT) / SQRT3;
}

export interface PlanetSlot {
  /** Disc centre, relative to the hex centre. */
  x: number;
  y: number;
  r: number;
  /** Width of the column the planet's name and its units may use. */
  column: number;
}

/** The top row: the position label in the middle, command counters beside it. */
export const LABEL_Y = -72;
export const LABEL_SIZE = 15;
/** A home system's label starts with its owner's seat badge. */
export const HOME_BADGE = 22;
export const COUNTER_RADIUS = 9.5;

/** Half the width of a position's label pill (static layer) so the counters (dynamic layer) clear it. */
export function labelHalfWidth(label: PositionLabel, home: boolean): number {
  return (measureText(label, LABEL_SIZE, "bold") + 8 + (home ? HOME_BADGE : 0)) / 2;
}

/** Command counter places: right of the label, left of it, then one further out on each side. */
export function counterSlots(labelHalf: number): Point[] {
  const near = labelHalf + 12;
  const far = near + 20;
  return [
    { x: near, y: LABEL_Y },
    { x: -near, y: LABEL_Y },
    { x: far, y: LABEL_Y + 3 },
    { x: -far, y: LABEL_Y + 3 },
  ];
}

export interface WormholeSlot extends Point {
  r: number;
}

/** Where a system's planets and wormholes go (Mecatol Rex gets a bigger disc). */
export function systemSlots(tile: SystemTile): { planets: PlanetSlot[]; wormholes: WormholeSlot[] } {
  const count = tile.planets.length;
  const holes = tile.wormholes.length;
  if (tile.kind === "mecatolRex") return { planets: [{ x: 0, y: -30, r: 30, column: 150 }], wormholes: [] };
  if (count === 0) {
    const xs = holes === 1 ? [0] : [-28, 28];
    return { planets: [], wormholes: xs.slice(0, holes).map((x) => ({ x, y: -28, r: 22 })) };
  }
  if (count === 1 && holes > 0) {
    // The Wormhole Nexus shows both letters, the second under the first.
    const wormholes = tile.wormholes.map((_, i) => ({ x: 46, y: -40 + i * 36, r: 17 }));
    return { planets: [{ x: -30, y: -36, r: 25, column: 120 }], wormholes };
  }
  const wormholes = tile.wormholes.map((_, i) => ({ x: 80, y: i * 28, r: 12 }));
  return { planets: planetSlots(count), wormholes };
}

/** Where a tile's planets go, by how many it has (one, two, three). */
export function planetSlots(count: number): PlanetSlot[] {
  switch (count) {
    case 1:
      return [{ x: 0, y: -36, r: 25, column: 150 }];
    case 2:
      return [
        { x: -46, y: -38, r: 22, column: 92 },
        { x: 46, y: -38, r: 22, column: 92 },
      ];
    default:
      return [
        { x: -58, y: -36, r: 18, column: 60 },
        { x: 0, y: -36, r: 18, column: 60 },
        { x: 58, y: -36, r: 18, column: 60 },
      ];
  }
}

/** Baseline of a planet's name under its disc, clear of the control ring (which reaches r + 6.5). */
export function nameBaseline(slot: PlanetSlot): number {
  return slot.y + slot.r + 16;
}

/** Where the space area starts (its top), by planet count: the whole hex when there are no planets. */
export function spaceTop(planetCount: number): number {
  return planetCount === 0 ? -50 : 34;
}
