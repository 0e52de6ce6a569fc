/**
 * The TI4 map of a game: its galaxy (renderGalaxy.ts, cached per galaxy and table size) with the
 * per-action layer painted over a copy of it, as the TI3 map does (../renderMap.ts): units, control, command
 * tokens and the custodians token (forces.ts), and the table panel beside the galaxy (panel.ts). Positions
 * the galaxy leaves empty are drawn as open Homes; a galaxy shorter than the panel is centred beside it.
 */
import type { PositionLabel } from "../../engine/galaxy/hex.ts";
import type { Ti4State } from "../../engine/ti4/state.ts";
import { layerCache } from "../layerCache.ts";
import type { Point } from "../layout.ts";
import { createRasterCanvas, type RasterCanvas } from "../raster/rasterCanvas.ts";
import { paintOnLayer, type RenderedMap } from "../renderMap.ts";
import { drawTi4Forces } from "./forces.ts";
import { type Ti4MapLayout, ti4MapLayout } from "./layout.ts";
import { TI4_MAP_PAINTED } from "./palette.ts";
import { drawTi4Panel, TI4_PANEL_WIDTH, ti4PanelHeight } from "./panel.ts";
import { drawGalaxy, keyOf, positionsOf, type Ti4MapInput } from "./renderGalaxy.ts";

export interface Ti4FullLayout {
  width: number;
  height: number;
  /** The galaxy's part of the image, its hexes moved down when the panel is taller. */
  galaxy: Ti4MapLayout;
  panelX: number;
}

const cache = layerCache(8);

/** The galaxy as the game has it: its tiles, and every player's Home position (open until filled). */
export function ti4GalaxyInput(state: Ti4State): Ti4MapInput {
  return { galaxy: state.galaxy, homes: state.players.flatMap((p) => (p.home ? [p.home] : [])) };
}

export function ti4FullLayout(state: Ti4State): Ti4FullLayout {
  const bounds = ti4MapLayout(positionsOf(ti4GalaxyInput(state)));
  const height = Math.max(bounds.height, ti4PanelHeight(state));
  const offsetY = Math.round((height - bounds.height) / 2);
  const centers = new Map<PositionLabel, Point>();
  for (const [label, c] of bounds.centers) centers.set(label, { x: c.x, y: c.y + offsetY });
  return {
    width: bounds.width + TI4_PANEL_WIDTH,
    height,
    galaxy: { width: bounds.width, height, centers },
    panelX: bounds.width,
  };
}

/** Records the per-action layer: units, control, tokens and the table panel. */
export function recordTi4Dynamic(state: Ti4State, layout: Ti4FullLayout): RasterCanvas {
  const canvas = createRasterCanvas(layout.width, layout.height);
  drawTi4Forces(canvas, state, layout.galaxy.centers);
  drawTi4Panel(canvas, state, layout.panelX, layout.height);
  return canvas;
}

/** Every text on the per-action layer, in drawing order (what a reader can find there). */
export function ti4MapTexts(state: Ti4State): string[] {
  return recordTi4Dynamic(state, ti4FullLayout(state)).texts();
}

export async function renderTi4Map(state: Ti4State): Promise<RenderedMap> {
  const layout = ti4FullLayout(state);
  const input = ti4GalaxyInput(state);
  const layer = cache.layer(`${keyOf(input)}|${layout.width}x${layout.height}`, () =>
    drawGalaxy(input, TI4_MAP_PAINTED, layout.galaxy, layout.width),
  );
  return paintOnLayer(layer, recordTi4Dynamic(state, layout), layout);
}

/** Forgets the drawn galaxies of the full map: the next render of each is cold again. */
export function clearTi4FullMapCache(): void {
  cache.clear();
}
