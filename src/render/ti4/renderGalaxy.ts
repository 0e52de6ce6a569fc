/**
 * A TI4 galaxy as one PNG, drawn as the TI3 map's galaxy layer is (../renderMap.ts): the shapes as one SVG
 * that sharp rasterises, the palette fitted to it, then the text painted by our own rasteriser. The galaxy
 * is what the TI4 builder returns (engine/galaxy/ti4: position label -> tile and turn); Home positions it
 * leaves empty are drawn as open Homes when the layout's Home list is given. Drawn images are cached by
 * galaxy, so drawing the same galaxy again only writes the PNG.
 */
import { ti4System } from "../../content/ti4/systems.ts";
import type { PositionLabel } from "../../engine/galaxy/hex.ts";
import type { Ti4Galaxy } from "../../engine/galaxy/ti4/layouts.ts";
import { createSvgCanvas, splitCanvas, svgDocument } from "../canvas.ts";
import { layerCache } from "../layerCache.ts";
import { MAP, paintedColours } from "../palette.ts";
import type { IndexedImage } from "../raster/indexed.ts";
import { encodePng } from "../raster/png.ts";
import { createRasterCanvas } from "../raster/rasterCanvas.ts";
import type { RenderedMap } from "../renderMap.ts";
import { rasteriseSvg } from "../sharp.ts";
import { type Ti4MapLayout, ti4MapLayout } from "./layout.ts";
import { TI4_PAINTED } from "./palette.ts";
import { drawOpenHome, drawTi4Tile } from "./tiles.ts";

export interface Ti4MapInput {
  readonly galaxy: Ti4Galaxy;
  /** The layout's Home positions in seat order; those the galaxy does not fill are drawn as open Homes. */
  readonly homes?: readonly PositionLabel[];
}

const cache = layerCache(4);

export function positionsOf(input: Ti4MapInput): PositionLabel[] {
  return [...new Set([...Object.keys(input.galaxy), ...(input.homes ?? [])])].sort();
}

export function keyOf(input: Ti4MapInput): string {
  const tiles = Object.entries(input.galaxy)
    .map(([label, placed]) => `${label}=${placed.tile}@${placed.rotation ?? 0}`)
    .sort();
  return `${tiles.join(",")}|${(input.homes ?? []).join(",")}`;
}

/**
 * The galaxy's shapes as SVG for sharp, and its text recorded for our rasteriser. The full map (renderMap.ts)
 * passes its own layout, whose image is wider than the galaxy (`imageWidth`: the table panel beside it).
 */
function galaxyLayers(
  input: Ti4MapInput,
  layout: Ti4MapLayout = ti4MapLayout(positionsOf(input)),
  imageWidth = layout.width,
) {
  const shapes = createSvgCanvas(layout.width, layout.height);
  const overlay = createRasterCanvas(imageWidth, layout.height);
  const canvas = splitCanvas(shapes, overlay);
  for (const [label, c] of layout.centers) {
    const placed = input.galaxy[label];
    if (placed) drawTi4Tile(canvas, label, ti4System(placed.tile), placed.rotation ?? 0, c);
    else drawOpenHome(canvas, label, (input.homes ?? []).indexOf(label) + 1, c);
  }
  const svg = svgDocument(layout.width, layout.height, shapes.body(), MAP.background);
  return { svg, overlay, texts: overlay.texts() };
}

/** The galaxy rasterised and its text painted; `colours` are reserved exactly in the palette. */
export async function drawGalaxy(
  input: Ti4MapInput,
  colours: readonly string[] = TI4_PAINTED,
  layout?: Ti4MapLayout,
  imageWidth?: number,
): Promise<IndexedImage> {
  const { svg, overlay } = galaxyLayers(input, layout, imageWidth);
  const image = await rasteriseSvg(svg, { ...paintedColours(colours), ground: MAP.hexFill }, imageWidth);
  overlay.paintInto(image);
  return image;
}

/** Every text on the drawn galaxy, in drawing order (what a reader can find on the image). */
export function ti4GalaxyTexts(input: Ti4MapInput): string[] {
  return galaxyLayers(input).texts;
}

export async function renderTi4Galaxy(input: Ti4MapInput): Promise<RenderedMap> {
  const image = await cache.layer(keyOf(input), () => drawGalaxy(input));
  const png = await encodePng(image);
  return { png, width: image.width, height: image.height };
}

/** Forgets the drawn galaxies: the next render of each is cold again. */
export function clearTi4MapCache(): void {
  cache.clear();
}
