/**
 * The map as one PNG. The static galaxy layer (tiles, planets, labels) is drawn as SVG, rasterised by
 * sharp once per layout and kept as palette indices; after every action the dynamic layer (units,
 * counters, control, the table panel) is painted straight onto a copy of it by our rasteriser and the
 * result written as a palette PNG. scripts/bench-render.ts compares this with drawing one full SVG
 * through sharp each time, which is several times slower and about twice the size on a full board.
 */

import type { LastMove } from "../engine/lastMove.ts";
import type { PositionLabel, Seat } from "../engine/state.ts";
import { createSvgCanvas, splitCanvas, svgDocument } from "./canvas.ts";
import { drawForces } from "./forces.ts";
import { drawChanged, drawLastMove } from "./highlight.ts";
import { layerCache } from "./layerCache.ts";
import { type MapLayout, mapLayout } from "./layout.ts";
import type { MapView, RenderOptions } from "./model.ts";
import { placedLabels } from "./model.ts";
import { MAP, paintedColours } from "./palette.ts";
import { drawPanel, drawPanelFrame } from "./panel.ts";
import type { IndexedImage } from "./raster/indexed.ts";
import { encodePng } from "./raster/png.ts";
import { createRasterCanvas, type RasterCanvas } from "./raster/rasterCanvas.ts";
import { loadSharp, rasteriseSvg } from "./sharp.ts";
import { drawGalaxy } from "./tiles.ts";
import { TOKEN_COLOURS } from "./tokens.ts";

export interface RenderedMap {
  png: Buffer;
  width: number;
  height: number;
}

/** A few recent layouts (about one per active game); each holds width x height bytes. */
const staticCache = layerCache(8);

/** What the static layer depends on: the tiles, the home owners' colours and the size of the table. */
export function layoutKey(view: MapView): string {
  const tiles = placedLabels(view).map((label) => `${label}=${view.galaxy[label]}`);
  const homes = view.players.map((p) => `${p.seat}:${p.home ?? "-"}:${p.color ?? "-"}`);
  return `${tiles.join(",")}|${homes.join(",")}`;
}

/**
 * The static layer in two parts: the galaxy's shapes as SVG for sharp, and what our rasteriser paints
 * over it (the galaxy's text, the whole panel frame: flat boxes and text, which it does far faster).
 */
export function staticLayers(view: MapView, layout: MapLayout): { svg: string; overlay: RasterCanvas } {
  const shapes = createSvgCanvas(layout.galaxyWidth, layout.height);
  const overlay = createRasterCanvas(layout.width, layout.height);
  drawGalaxy(splitCanvas(shapes, overlay), view, layout);
  drawPanelFrame(overlay, view, layout);
  return { svg: svgDocument(layout.galaxyWidth, layout.height, shapes.body(), MAP.background), overlay };
}

/** The whole map as one SVG document, and every text on it (for tests, and to look at the source). */
export function mapSvg(
  view: MapView,
  options: RenderOptions,
): { svg: string; texts: string[]; width: number; height: number } {
  const layout = mapLayout(view);
  const canvas = createSvgCanvas(layout.width, layout.height);
  drawGalaxy(canvas, view, layout);
  drawPanelFrame(canvas, view, layout);
  drawForces(canvas, view, layout);
  if (options.changed) drawChanged(canvas, layout, options.changed);
  if (options.move) drawLastMove(canvas, view, layout, options.move);
  drawPanel(canvas, view, layout, options.waiting);
  const svg = svgDocument(layout.width, layout.height, canvas.body(), MAP.background);
  return { svg, texts: canvas.texts(), width: layout.width, height: layout.height };
}

/**
 * Rasterises the static layer: sharp draws the galaxy's shapes, the palette is fitted to the result, then
 * our rasteriser adds the text and the panel frame. Cached per layout.
 */
function rasteriseStatic(view: MapView, layout: MapLayout): Promise<IndexedImage> {
  const { svg, overlay } = staticLayers(view, layout);
  // Started before anything yields, so sharp's thread works while the caller records the dynamic layer.
  const request = { ...paintedColours(TOKEN_COLOURS), ground: MAP.hexFill };
  return rasteriseSvg(svg, request, layout.width).then((image) => {
    overlay.paintInto(image);
    return image;
  });
}

function staticLayer(view: MapView, layout: MapLayout): Promise<IndexedImage> {
  return staticCache.layer(layoutKey(view), () => rasteriseStatic(view, layout));
}

/** Forgets every cached galaxy layer: the next render of each layout is cold again. */
export function clearMapCache(): void {
  staticCache.clear();
}

/**
 * Spare frame buffers per cached layer: a render copies the layer into one, paints, compresses and gives
 * it back. Reusing them spares the garbage collector megabytes per render.
 */
const spareFrames = new WeakMap<IndexedImage, Uint8Array[]>();

function takeFrame(base: IndexedImage): IndexedImage {
  const frame = spareFrames.get(base)?.pop() ?? new Uint8Array(base.pixels.length);
  frame.set(base.pixels);
  return { ...base, pixels: frame };
}

function giveBack(base: IndexedImage, frame: IndexedImage): void {
  const spares = spareFrames.get(base) ?? [];
  if (spares.length < 1) spares.push(frame.pixels);
  spareFrames.set(base, spares);
}

/**
 * A map's PNG: the per-action layer painted into a copy of its cached galaxy layer, then compressed (the
 * TI3 map and TI4's both end so).
 */
export async function paintOnLayer(
  layer: Promise<IndexedImage>,
  dynamic: { paintInto(frame: IndexedImage): void },
  size: { width: number; height: number },
): Promise<RenderedMap> {
  const base = await layer;
  const frame = takeFrame(base);
  try {
    dynamic.paintInto(frame);
    const png = await encodePng(frame);
    return { png, width: size.width, height: size.height };
  } finally {
    giveBack(base, frame);
  }
}

/** Records the per-action layer (units, counters, control, the last move, the panel's figures) for painting. */
export function recordDynamic(
  view: MapView,
  layout: MapLayout,
  waiting: readonly Seat[],
  move?: LastMove | null,
  changed?: readonly PositionLabel[],
): RasterCanvas {
  const canvas = createRasterCanvas(layout.width, layout.height);
  drawForces(canvas, view, layout);
  if (changed) drawChanged(canvas, layout, changed);
  if (move) drawLastMove(canvas, view, layout, move);
  drawPanel(canvas, view, layout, waiting);
  return canvas;
}

/** Draws the map of a game as a PNG, from the public view and the seats the game waits for. */
export async function renderMap(view: MapView, options: RenderOptions): Promise<RenderedMap> {
  const layout = mapLayout(view);
  const layer = staticLayer(view, layout);
  // Recorded while a cold galaxy layer is still being rasterised on sharp's thread.
  const dynamic = recordDynamic(view, layout, options.waiting, options.move, options.changed);
  return paintOnLayer(layer, dynamic, layout);
}

/** The same picture as one full SVG through sharp, uncached: the alternative the benchmark measures. */
export async function renderMapAsSvg(view: MapView, options: RenderOptions): Promise<RenderedMap> {
  const sharp = await loadSharp();
  const { svg, width, height } = mapSvg(view, options);
  const png = await sharp(Buffer.from(svg)).removeAlpha().png({ compressionLevel: 9 }).toBuffer();
  return { png, width, height };
}
