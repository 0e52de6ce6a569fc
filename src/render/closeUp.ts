/**
 * The close-up posted beside the full map (issue #22): the system just activated and the hexes around it,
 * drawn by the map's own code zoomed in, with a caption saying who moved and what came of it. It is
 * 640 px wide, so that shown about 400 px wide on a phone its unit counts, planet values and owners and
 * command counters are still as large as the full map's are at full size. Same pipeline as renderMap.ts:
 * the galaxy's shapes through sharp (cached per layout and system), the rest painted by our rasteriser.
 */

import { getPlanet } from "../content/index.ts";
import type { Battle, LastMove } from "../engine/lastMove.ts";
import type { PositionLabel } from "../engine/state.ts";
import { createSvgCanvas, splitCanvas, svgDocument, zoomedCanvas } from "./canvas.ts";
import { fitText, wrapItems } from "./font/text.ts";
import { drawForces } from "./forces.ts";
import { drawLastMove } from "./highlight.ts";
import { layerCache } from "./layerCache.ts";
import { HEX, type MapLayout, mapLayout } from "./layout.ts";
import { type MapView, type RenderOptions, seatLetter } from "./model.ts";
import { inkOf, MAP, paintedColours } from "./palette.ts";
import type { IndexedImage } from "./raster/indexed.ts";
import { encodePng } from "./raster/png.ts";
import { createRasterCanvas } from "./raster/rasterCanvas.ts";
import type { RenderedMap } from "./renderMap.ts";
import { layoutKey } from "./renderMap.ts";
import { rasteriseSvg } from "./sharp.ts";
import { drawGalaxy } from "./tiles.ts";
import { TOKEN_COLOURS } from "./tokens.ts";

export const CLOSE_UP_WIDTH = 640;
export const CLOSE_UP_HEIGHT = 620;
/** The caption strip across the top. */
export const CAPTION_HEIGHT = 88;
/** Map pixels to close-up pixels: the activated hex and most of each neighbour fit across. */
export const ZOOM = 1.45;

/** Where the map lands in the close-up: map point (x, y) is drawn at (x * ZOOM + dx, y * ZOOM + dy). */
export interface CloseUpFrame {
  dx: number;
  dy: number;
  /** The map's layout with only the systems that show in the close-up. */
  layout: MapLayout;
}

export function closeUpFrame(view: MapView, at: PositionLabel): CloseUpFrame | null {
  const full = mapLayout(view);
  const c = full.centers.get(at);
  if (!c) return null;
  const halfW = CLOSE_UP_WIDTH / 2 / ZOOM;
  const halfH = (CLOSE_UP_HEIGHT - CAPTION_HEIGHT) / 2 / ZOOM;
  const centers = new Map(
    [...full.centers].filter(
      ([, p]) => Math.abs(p.x - c.x) < halfW + HEX && Math.abs(p.y - c.y) < halfH + HEX,
    ),
  );
  return {
    dx: CLOSE_UP_WIDTH / 2 - c.x * ZOOM,
    dy: CAPTION_HEIGHT + (CLOSE_UP_HEIGHT - CAPTION_HEIGHT) / 2 - c.y * ZOOM,
    layout: { ...full, centers },
  };
}

const staticCache = layerCache(8);

async function rasteriseStatic(view: MapView, frame: CloseUpFrame): Promise<IndexedImage> {
  const shapes = createSvgCanvas(CLOSE_UP_WIDTH, CLOSE_UP_HEIGHT);
  const text = createRasterCanvas(CLOSE_UP_WIDTH, CLOSE_UP_HEIGHT);
  const zoom = (canvas: typeof shapes | typeof text) => zoomedCanvas(canvas, ZOOM, frame.dx, frame.dy);
  drawGalaxy(splitCanvas(zoom(shapes), zoom(text)), view, frame.layout);
  const svg = svgDocument(CLOSE_UP_WIDTH, CLOSE_UP_HEIGHT, shapes.body(), MAP.background);
  const image = await rasteriseSvg(svg, { ...paintedColours(TOKEN_COLOURS), ground: MAP.hexFill });
  text.paintInto(image);
  return image;
}

function staticLayer(view: MapView, at: PositionLabel, frame: CloseUpFrame): Promise<IndexedImage> {
  return staticCache.layer(`${at}|${layoutKey(view)}`, () => rasteriseStatic(view, frame));
}

export function clearCloseUpCache(): void {
  staticCache.clear();
}

/** The caption: who activated what, then what came of it (short facts, wrapped in drawCaption). */
export function captionLines(view: MapView, move: LastMove): { head: string; facts: string[] } {
  const name = view.players.find((p) => p.seat === move.seat)?.name ?? "?";
  const round = view.round > 0 ? `Round ${view.round} · ` : "";
  const head = `${round}${name} activated ${move.activated ?? "no system"}`;
  const ships = move.moves.reduce(
    (sum, m) => sum + Object.values(m.units).reduce((n, k) => n + (k ?? 0), 0),
    0,
  );
  const from = [...new Set(move.moves.map((m) => m.from))];
  const taken = new Set(move.taken.map((t) => t.planet));
  const built = move.built.reduce(
    (sum, b) => sum + Object.values(b.units).reduce((n, k) => n + (k ?? 0), 0),
    0,
  );
  const facts = [
    ...(ships > 0 ? [`${ships} unit${ships === 1 ? "" : "s"} in from ${from.join(", ")}`] : []),
    // An invasion the mover won is told by "took".
    ...move.battles
      .filter((b) => !(b.planet && b.winner === move.seat && taken.has(b.planet)))
      .map((b) => {
        const what = b.planet ? `invading ${getPlanet(b.planet).name}` : "space battle";
        return `${what}: ${battleResult(b)}`;
      }),
    ...(taken.size > 0 ? [`took ${[...taken].map((p) => getPlanet(p).name).join(", ")}`] : []),
    ...(built > 0 ? [`built ${built}`] : []),
  ];
  return { head, facts: facts.length > 0 ? facts : ["no units moved"] };
}

function battleResult(battle: Battle): string {
  if (battle.winner !== null) return `${seatLetter(battle.winner)} won`;
  return battle.standing.length > 0 ? "still fought" : "nobody left";
}

/** The caption strip across the top: the mover's letter in their colour, the head, then the facts. */
export function drawCaptionStrip(
  canvas: ReturnType<typeof createRasterCanvas>,
  ink: { fill: string; edge: string; ink: string },
  seat: number,
  { head, facts }: { head: string; facts: readonly string[] },
): void {
  canvas.rect(40, MAP.panelFill, 0, 0, CLOSE_UP_WIDTH, CAPTION_HEIGHT, 0);
  canvas.rect(40, ink.fill, 0, CAPTION_HEIGHT - 4, CLOSE_UP_WIDTH, 4, 0);
  canvas.rect(41, ink.fill, 10, 10, 42, 42, 6);
  canvas.rect(41.5, ink.edge, 10, 10, 42, 42, 6, { stroke: 2 });
  canvas.text(42, ink.ink, seatLetter(seat), 31, 40, { size: 26, weight: "bold", anchor: "middle" });
  const room = CLOSE_UP_WIDTH - 64 - 10;
  canvas.text(42, MAP.text, fitText(head, 22, "bold", room), 64, 29, { size: 22, weight: "bold" });
  wrapItems(facts, " · ", 18, "regular", room, 2).forEach((line, i) => {
    canvas.text(42, MAP.text, line, 64, 53 + i * 23, { size: 18 });
  });
}

function drawCaption(canvas: ReturnType<typeof createRasterCanvas>, view: MapView, move: LastMove): void {
  const ink = inkOf(view.players.find((p) => p.seat === move.seat)?.color ?? null);
  drawCaptionStrip(canvas, ink, move.seat, captionLines(view, move));
}

/**
 * The close-up of the last move's activated system, or null when the move activated none (or there is
 * no move): then only the full map is posted.
 */
export async function renderCloseUp(view: MapView, options: RenderOptions): Promise<RenderedMap | null> {
  const move = options.move;
  if (!move?.activated) return null;
  const frame = closeUpFrame(view, move.activated);
  if (!frame) return null;
  const layer = staticLayer(view, move.activated, frame);
  const dynamic = createRasterCanvas(CLOSE_UP_WIDTH, CLOSE_UP_HEIGHT);
  const zoomed = zoomedCanvas(dynamic, ZOOM, frame.dx, frame.dy);
  drawForces(zoomed, view, frame.layout);
  drawLastMove(zoomed, view, frame.layout, move);
  drawCaption(dynamic, view, move);
  const base = await layer;
  const image = { ...base, pixels: base.pixels.slice() };
  dynamic.paintInto(image);
  return { png: await encodePng(image), width: CLOSE_UP_WIDTH, height: CLOSE_UP_HEIGHT };
}
