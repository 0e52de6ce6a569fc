/**
 * The game's victory points round by round (issue #23), posted with the result: one line per player in
 * their colour, a dot at the end of each round, drawn with the map's own canvas (canvas.ts: shapes and
 * our shipped font as outlines) and rasterised by sharp. Colour is not the only cue: each line ends with
 * the player's seat letter, and the legend names each player with their final score.
 */
import type { PlayerColor } from "../engine/state.ts";
import { createSvgCanvas, svgDocument } from "./canvas.ts";
import { strokeLine } from "./geometry.ts";
import { seatLetter } from "./model.ts";
import { inkOf, MAP } from "./palette.ts";
import { loadSharp } from "./sharp.ts";

export interface VpChartData {
  /** The points a game is won at. */
  vpTarget: number;
  /** Each player's points at the start (index 0) and at the end of each round (index r). */
  players: readonly { seat: number; name: string; color: PlayerColor | null; vp: readonly number[] }[];
}

export const CHART_WIDTH = 900;
export const CHART_HEIGHT = 500;
const PLOT = { left: 60, top: 56, right: 220, bottom: 52 };
/**
 * Outlines and fills on layers of their own: the SVG canvas batches one colour of a layer together, so a
 * black player's fill on the outlines' layer would sink under the grey outline of the others.
 */
const LAYER = { grid: 0, lineEdges: 1, lines: 2, dotEdges: 3, dots: 4, text: 5 };
const GRID = "#2A3550";
const TEXT = "#E6ECF5";
const MUTED = "#9AA6BC";

/** The rounds shown: as many as the longest series, at least one. */
function roundsOf(data: VpChartData): number {
  return Math.max(1, ...data.players.map((p) => p.vp.length - 1));
}

/** The top of the scale: the target, or more if a player went past it. */
function topOf(data: VpChartData): number {
  return Math.max(data.vpTarget, ...data.players.flatMap((p) => p.vp), 1);
}

/** Where a player's points after a round are drawn (the test reads the pixels there). */
export function chartPoint(data: VpChartData, round: number, vp: number): { x: number; y: number } {
  const w = CHART_WIDTH - PLOT.left - PLOT.right;
  const h = CHART_HEIGHT - PLOT.top - PLOT.bottom;
  return {
    x: PLOT.left + (round / roundsOf(data)) * w,
    y: PLOT.top + h - (vp / topOf(data)) * h,
  };
}

/** What the chart shows, in words (its alternative text). */
export function describeVpChart(data: VpChartData): string {
  const rounds = roundsOf(data);
  const lines = data.players.map(
    (p) => `${seatLetter(p.seat)} ${p.name}: ${p.vp.slice(1).join(", ")} (final ${p.vp.at(-1) ?? 0})`,
  );
  return `Victory points at the end of each round, rounds 1 to ${rounds}. ${lines.join("; ")}.`.slice(
    0,
    1024,
  );
}

export async function renderVpChart(data: VpChartData): Promise<{ png: Buffer; description: string }> {
  const canvas = createSvgCanvas(CHART_WIDTH, CHART_HEIGHT);
  const rounds = roundsOf(data);
  const top = topOf(data);
  const at = (round: number, vp: number) => chartPoint(data, round, vp);
  canvas.text(LAYER.text, TEXT, "Victory points, round by round", PLOT.left, 32, {
    size: 20,
    weight: "bold",
  });
  // The scale: a line every 2 points (every point on a short scale), the target drawn brighter.
  const step = top > 12 ? 2 : 1;
  for (let vp = 0; vp <= top; vp += step) {
    const y = at(0, vp).y;
    const color = vp === data.vpTarget ? MUTED : GRID;
    canvas.fill(
      LAYER.grid,
      color,
      strokeLine(
        [
          [PLOT.left, y],
          [at(rounds, vp).x, y],
        ],
        1,
      ),
    );
    canvas.text(LAYER.text, MUTED, String(vp), PLOT.left - 10, y + 5, { size: 13, anchor: "end" });
  }
  for (let round = 0; round <= rounds; round++) {
    const { x } = at(round, 0);
    canvas.text(
      LAYER.text,
      MUTED,
      round === 0 ? "start" : String(round),
      x,
      CHART_HEIGHT - PLOT.bottom + 22,
      {
        size: 13,
        anchor: "middle",
      },
    );
  }
  canvas.text(LAYER.text, MUTED, "round", at(rounds, 0).x, CHART_HEIGHT - 8, { size: 13, anchor: "end" });
  // Lines and dots; the legend at the right, by final score.
  for (const p of data.players) {
    const ink = inkOf(p.color);
    const points = p.vp.map((vp, round) => at(round, vp));
    const path = points.map((q) => [q.x, q.y] as const);
    canvas.fill(LAYER.lineEdges, ink.edge, strokeLine(path, 7));
    canvas.fill(LAYER.lines, ink.fill, strokeLine(path, 4));
    for (const q of points) {
      canvas.circle(LAYER.dotEdges, ink.edge, q.x, q.y, 7);
      canvas.circle(LAYER.dots, ink.fill, q.x, q.y, 5.5);
    }
    const end = points.at(-1);
    if (end)
      canvas.text(LAYER.text, TEXT, seatLetter(p.seat), end.x + 10, end.y + 5, { size: 13, weight: "bold" });
  }
  const ranked = [...data.players].sort((a, b) => (b.vp.at(-1) ?? 0) - (a.vp.at(-1) ?? 0));
  ranked.forEach((p, i) => {
    const ink = inkOf(p.color);
    const x = CHART_WIDTH - PLOT.right + 40;
    const y = PLOT.top + 10 + i * 28;
    canvas.rect(LAYER.dotEdges, ink.edge, x - 1, y - 13, 20, 20, 4);
    canvas.rect(LAYER.dots, ink.fill, x, y - 12, 18, 18, 3);
    canvas.text(LAYER.text, ink.ink, seatLetter(p.seat), x + 9, y + 2, {
      size: 12,
      weight: "bold",
      anchor: "middle",
    });
    canvas.text(LAYER.text, TEXT, `${p.name} ${p.vp.at(-1) ?? 0}`, x + 26, y + 2, { size: 14 });
  });
  const svg = svgDocument(CHART_WIDTH, CHART_HEIGHT, canvas.body(), MAP.background);
  const sharp = await loadSharp();
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
  return { png, description: describeVpChart(data) };
}
