/**
 * The TI4 close-up posted beside the full map, as the TI3 map's (../closeUp.ts): the system the last
 * tactical action activated and the hexes around it, drawn by the map's own code zoomed in, with a caption
 * saying who activated it and what came of it. Shown about 400 px wide on a phone, its unit counts, planet
 * values and owners are as large as the full map's are at full size, which a phone shrinks to a fifth.
 */
import type { Ti4PlanetId } from "../../content/ti4/index.ts";
import { ti4Planet } from "../../content/ti4/planets.ts";
import { ti4System } from "../../content/ti4/systems.ts";
import type { PositionLabel } from "../../engine/galaxy/hex.ts";
import type { Ti4LastMove } from "../../engine/ti4/lastMove.ts";
import type { Ti4State } from "../../engine/ti4/state.ts";
import { createSvgCanvas, splitCanvas, svgDocument, zoomedCanvas } from "../canvas.ts";
import { CAPTION_HEIGHT, CLOSE_UP_HEIGHT, CLOSE_UP_WIDTH, drawCaptionStrip, ZOOM } from "../closeUp.ts";
import { DL } from "../forces.ts";
import { regularRing } from "../geometry.ts";
import { layerCache } from "../layerCache.ts";
import { HEX } from "../layout.ts";
import { seatLetter } from "../model.ts";
import { MAP, paintedColours } from "../palette.ts";
import type { IndexedImage } from "../raster/indexed.ts";
import { encodePng } from "../raster/png.ts";
import { createRasterCanvas, type RasterCanvas } from "../raster/rasterCanvas.ts";
import type { RenderedMap } from "../renderMap.ts";
import { rasteriseSvg } from "../sharp.ts";
import { drawTi4Forces, ti4InkOf } from "./forces.ts";
import type { Ti4MapLayout } from "./layout.ts";
import { TI4_MAP_PAINTED } from "./palette.ts";
import { keyOf } from "./renderGalaxy.ts";
import { ti4FullLayout, ti4GalaxyInput } from "./renderMap.ts";
import { drawOpenHome, drawTi4Tile } from "./tiles.ts";

interface Frame {
  dx: number;
  dy: number;
  /** The full map's galaxy layout with only the systems that show in the close-up. */
  layout: Ti4MapLayout;
  /** The activated system's and its neighbours' labels (what the description names). */
  near: PositionLabel[];
}

function frameOf(state: Ti4State, at: PositionLabel): Frame | null {
  const full = ti4FullLayout(state).galaxy;
  const c = full.centers.get(at);
  if (!c) return null;
  const halfW = CLOSE_UP_WIDTH / 2 / ZOOM;
  const halfH = (CLOSE_UP_HEIGHT - CAPTION_HEIGHT) / 2 / ZOOM;
  const shown = [...full.centers].filter(
    ([, p]) => Math.abs(p.x - c.x) < halfW + HEX && Math.abs(p.y - c.y) < halfH + HEX,
  );
  return {
    dx: CLOSE_UP_WIDTH / 2 - c.x * ZOOM,
    dy: CAPTION_HEIGHT + (CLOSE_UP_HEIGHT - CAPTION_HEIGHT) / 2 - c.y * ZOOM,
    layout: { ...full, centers: new Map(shown) },
    near: shown.filter(([, p]) => Math.hypot(p.x - c.x, p.y - c.y) < 1.8 * HEX).map(([label]) => label),
  };
}

const staticCache = layerCache(8);

async function drawStatic(state: Ti4State, frame: Frame): Promise<IndexedImage> {
  const shapes = createSvgCanvas(CLOSE_UP_WIDTH, CLOSE_UP_HEIGHT);
  const text = createRasterCanvas(CLOSE_UP_WIDTH, CLOSE_UP_HEIGHT);
  const canvas = splitCanvas(
    zoomedCanvas(shapes, ZOOM, frame.dx, frame.dy),
    zoomedCanvas(text, ZOOM, frame.dx, frame.dy),
  );
  const homes = ti4GalaxyInput(state).homes ?? [];
  for (const [label, c] of frame.layout.centers) {
    const placed = state.galaxy[label];
    if (placed) drawTi4Tile(canvas, label, ti4System(placed.tile), placed.rotation ?? 0, c);
    else drawOpenHome(canvas, label, homes.indexOf(label) + 1, c);
  }
  const svg = svgDocument(CLOSE_UP_WIDTH, CLOSE_UP_HEIGHT, shapes.body(), MAP.background);
  const image = await rasteriseSvg(svg, { ...paintedColours(TI4_MAP_PAINTED), ground: MAP.hexFill });
  text.paintInto(image);
  return image;
}

function planetNames(planets: readonly Ti4PlanetId[]): string {
  return planets.map((p) => ti4Planet(p).name).join(", ");
}

/** The caption: who activated what, then what came of it, in short facts. */
export function ti4CaptionLines(state: Ti4State, move: Ti4LastMove): { head: string; facts: string[] } {
  const name = state.players.find((p) => p.seat === move.seat)?.name ?? seatLetter(move.seat);
  const placed = state.galaxy[move.activated];
  const tile = placed ? ti4System(placed.tile) : null;
  const where = tile && tile.planets.length > 0 ? ` (${planetNames(tile.planets)})` : "";
  const head = `Round ${state.round} · ${name} activated ${move.activated}${where}`;
  const taken = new Set(move.taken);
  const facts = [
    ...(move.moved > 0
      ? [`${move.moved} unit${move.moved === 1 ? "" : "s"} in from ${move.from.join(", ")}`]
      : []),
    // An invasion the mover won is told by "took".
    ...move.combats
      .filter((c) => !(c.planet && c.winner === move.seat && taken.has(c.planet)))
      .map((c) => {
        const what = c.planet ? `invading ${planetNames([c.planet])}` : "space combat";
        return `${what}: ${c.winner === null ? "nobody left" : `${seatLetter(c.winner)} won`}`;
      }),
    ...(taken.size > 0 ? [`took ${planetNames([...taken])}`] : []),
    ...(move.produced > 0 ? [`built ${move.produced}`] : []),
  ];
  return { head, facts: facts.length > 0 ? facts : ["no units moved"] };
}

function drawCaption(canvas: RasterCanvas, state: Ti4State, move: Ti4LastMove): void {
  drawCaptionStrip(canvas, ti4InkOf(state, move.seat), move.seat, ti4CaptionLines(state, move));
}

export interface Ti4CloseUp extends RenderedMap {
  /** The activated system and its neighbours. */
  near: PositionLabel[];
}

/** The close-up of the move's active system, or null when the map does not draw that system. */
export async function renderTi4CloseUp(state: Ti4State, move: Ti4LastMove): Promise<Ti4CloseUp | null> {
  const frame = frameOf(state, move.activated);
  const c = frame?.layout.centers.get(move.activated);
  if (!frame || !c) return null;
  const key = `${move.activated}|${keyOf(ti4GalaxyInput(state))}`;
  const layer = staticCache.layer(key, () => drawStatic(state, frame));
  const dynamic = createRasterCanvas(CLOSE_UP_WIDTH, CLOSE_UP_HEIGHT);
  const zoomed = zoomedCanvas(dynamic, ZOOM, frame.dx, frame.dy);
  drawTi4Forces(zoomed, state, frame.layout.centers);
  // The active system ringed in the mover's colour.
  zoomed.fill(DL.marks, ti4InkOf(state, move.seat).fill, regularRing(c.x, c.y, HEX - 3, 6, 0, 6));
  drawCaption(dynamic, state, move);
  const base = await layer;
  const image = { ...base, pixels: base.pixels.slice() };
  dynamic.paintInto(image);
  return { png: await encodePng(image), width: CLOSE_UP_WIDTH, height: CLOSE_UP_HEIGHT, near: frame.near };
}

/** Forgets the drawn close-up galaxies. */
export function clearTi4CloseUpCache(): void {
  staticCache.clear();
}
