/**
 * The same map drawn with Skia through @napi-rs/canvas: the drawing code of renderMap.ts on the Skia
 * backend (skiaCanvas.ts), the galaxy layer cached per layout as a Skia surface, and the PNG written by
 * Skia's encoder, or mapped to a palette fixed per layout and written by fast-png (skiaPalette.ts). scripts/bench-render.ts measures it beside renderMap in the same run; the figures and
 * why renderMap stays the one the bot posts are in docs/render-benchmark.md.
 */
import { createCanvas, PngFilter, type Canvas as SkiaSurface } from "@napi-rs/canvas";
import type sharpModule from "sharp";
import { drawForces } from "./forces.ts";
import { drawChanged, drawLastMove } from "./highlight.ts";
import { type MapLayout, mapLayout } from "./layout.ts";
import type { MapView, RenderOptions } from "./model.ts";
import { MAP } from "./palette.ts";
import { drawPanel, drawPanelFrame } from "./panel.ts";
import { layoutKey, type RenderedMap } from "./renderMap.ts";
import { loadSharp } from "./sharp.ts";
import { createSkiaCanvas } from "./skiaCanvas.ts";
import {
  encodeFixedPalette,
  encodeFixedPaletteZlib,
  type FixedPalette,
  fixedPalette,
} from "./skiaPalette.ts";
import { drawGalaxy } from "./tiles.ts";

export type SkiaEncoding =
  /** Skia's truecolour PNG encoder (zlib level 3, unfiltered rows: the measured best for this art). */
  | "png"
  /** Skia's pixels, quantised to a 256-colour palette and written by sharp (libimagequant). */
  | "palette"
  /** Skia's pixels mapped to a palette fixed per layout (skiaPalette.ts), written by fast-png. */
  | "fixedPalette"
  /** The same indices written by our own PNG writer (node:zlib): for comparison only. */
  | "fixedPaletteZlib";

interface StaticLayer {
  base: SkiaSurface;
  /** Frames to paint into, reused: a fresh surface costs a page fault per 4 KB, more than painting it. */
  spare: SkiaSurface[];
  /** The palette fitted to `base`, made on the first render that asks for one. */
  fixed?: FixedPalette;
}

const CACHE_SIZE = 8;
const cache = new Map<string, StaticLayer>();

function paintStatic(view: MapView, layout: MapLayout): SkiaSurface {
  const shapes = createSkiaCanvas(layout.width, layout.height);
  drawGalaxy(shapes, view, layout);
  drawPanelFrame(shapes, view, layout);
  const base = createCanvas(layout.width, layout.height);
  const ctx = base.getContext("2d");
  ctx.fillStyle = MAP.background;
  ctx.fillRect(0, 0, layout.width, layout.height);
  shapes.paintOnto(ctx);
  return base;
}

function staticLayer(view: MapView, layout: MapLayout): StaticLayer {
  const key = layoutKey(view);
  let layer = cache.get(key);
  if (layer) cache.delete(key);
  else layer = { base: paintStatic(view, layout), spare: [] };
  cache.set(key, layer);
  while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return layer;
}

/** Forgets every cached galaxy layer: the next Skia render of each layout is cold again. */
export function clearSkiaCache(): void {
  cache.clear();
}

async function encode(
  frame: SkiaSurface,
  layer: StaticLayer,
  encoding: SkiaEncoding,
  sharp: typeof sharpModule | null,
) {
  if (encoding === "fixedPalette" || encoding === "fixedPaletteZlib") {
    layer.fixed ??= fixedPalette(layer.base);
    if (encoding === "fixedPalette") return encodeFixedPalette(frame, layer.fixed);
    return encodeFixedPaletteZlib(frame, layer.fixed);
  }
  if (encoding === "png") return frame.encode("png", { compressionLevel: 3, filters: PngFilter.None });
  const raw = { width: frame.width, height: frame.height, channels: 4 as const };
  return sharp!(frame.data(), { raw })
    .png({ palette: true, colours: 256, dither: 0, effort: 1, compressionLevel: 3 })
    .toBuffer();
}

/** Draws a game's map with Skia, from the public view and the seats the game waits for. */
export async function renderMapSkia(
  view: MapView,
  options: RenderOptions,
  encoding: SkiaEncoding = "png",
): Promise<RenderedMap> {
  const sharp = encoding === "palette" ? await loadSharp() : null;
  const layout = mapLayout(view);
  const layer = staticLayer(view, layout);
  const dynamic = createSkiaCanvas(layout.width, layout.height);
  drawForces(dynamic, view, layout);
  if (options.changed) drawChanged(dynamic, layout, options.changed);
  if (options.move) drawLastMove(dynamic, view, layout, options.move);
  drawPanel(dynamic, view, layout, options.waiting);
  const frame = layer.spare.pop() ?? createCanvas(layout.width, layout.height);
  try {
    const ctx = frame.getContext("2d");
    ctx.drawImage(layer.base, 0, 0);
    dynamic.paintOnto(ctx);
    const png = await encode(frame, layer, encoding, sharp);
    return { png, width: layout.width, height: layout.height };
  } finally {
    if (layer.spare.length < 1) layer.spare.push(frame);
  }
}
