/**
 * The small chart of /ti stats (issue #23): one horizontal bar per row, drawn as the victory points chart
 * is (vpChart.ts: the map's canvas, our shipped font as outlines, rasterised by sharp). A game's chart
 * shows each player's dice luck, hits scored less hits expected, as a bar from the zero line, right for
 * luck and left for bad luck, in the player's colour; a server's shows the wins of each race from zero.
 * Colour is not the only cue: each row is labelled with its name and its value.
 */
import type { PlayerColor } from "../engine/state.ts";
import { createSvgCanvas, svgDocument } from "./canvas.ts";
import { strokeLine } from "./geometry.ts";
import { inkOf, MAP } from "./palette.ts";
import { loadSharp } from "./sharp.ts";

export interface BarChartData {
  title: string;
  rows: readonly {
    label: string;
    value: number;
    /** The player's colour; null: a neutral bar. */
    color: PlayerColor | null;
    /** The words written after the bar ("+1.3: 5 hits, 3.7 expected"). */
    note: string;
  }[];
  /** Bars may run left of zero (luck); otherwise zero is the left edge (wins). */
  signed: boolean;
}

export const BAR_CHART_WIDTH = 720;
const ROW = 36;
const PLOT = { left: 170, right: 230, top: 56, bottom: 28 };
const LAYER = { grid: 0, edges: 1, bars: 2, text: 3 };
const GRID = "#2A3550";
const TEXT = "#E6ECF5";
const MUTED = "#9AA6BC";
const NEUTRAL = "#6FA8DC";

export function barChartHeight(data: BarChartData): number {
  return PLOT.top + Math.max(1, data.rows.length) * ROW + PLOT.bottom;
}

/** The largest value the scale reaches: the largest bar, at least 1. */
function reachOf(data: BarChartData): number {
  return Math.max(1, ...data.rows.map((r) => Math.abs(r.value)));
}

/** Where the zero line is drawn. */
export function zeroX(data: BarChartData): number {
  const width = BAR_CHART_WIDTH - PLOT.left - PLOT.right;
  return data.signed ? PLOT.left + width / 2 : PLOT.left;
}

/** The bar of row `index`: from x0 to x1 (x1 < x0 for a value below zero), at height y (its middle). */
export function barOf(data: BarChartData, index: number): { x0: number; x1: number; y: number } {
  const width = BAR_CHART_WIDTH - PLOT.left - PLOT.right;
  const half = data.signed ? width / 2 : width;
  const value = data.rows[index]?.value ?? 0;
  const x0 = zeroX(data);
  return { x0, x1: x0 + (value / reachOf(data)) * half, y: PLOT.top + index * ROW + ROW / 2 };
}

/** What the chart shows, in words (its alternative text). */
export function describeBarChart(data: BarChartData): string {
  const rows = data.rows.map((r) => `${r.label}: ${r.note}`);
  return `${data.title}. ${rows.length > 0 ? rows.join("; ") : "Nothing yet"}.`.slice(0, 1024);
}

export async function renderBarChart(data: BarChartData): Promise<{ png: Buffer; description: string }> {
  const height = barChartHeight(data);
  const canvas = createSvgCanvas(BAR_CHART_WIDTH, height);
  canvas.text(LAYER.text, TEXT, data.title, 20, 32, { size: 18, weight: "bold" });
  const zero = zeroX(data);
  const bottom = height - PLOT.bottom + 6;
  canvas.fill(
    LAYER.grid,
    MUTED,
    strokeLine(
      [
        [zero, PLOT.top - 6],
        [zero, bottom],
      ],
      1,
    ),
  );
  data.rows.forEach((row, i) => {
    const bar = barOf(data, i);
    const label = row.label.length > 20 ? `${row.label.slice(0, 19)}…` : row.label;
    canvas.text(LAYER.text, TEXT, label, PLOT.left - 12, bar.y + 5, { size: 14, anchor: "end" });
    const left = Math.min(bar.x0, bar.x1);
    const width = Math.abs(bar.x1 - bar.x0);
    if (width >= 1) {
      const ink = row.color ? inkOf(row.color) : { fill: NEUTRAL, edge: "#000000" };
      canvas.rect(LAYER.edges, ink.edge, left - 1, bar.y - 12, width + 2, 24, 3);
      canvas.rect(LAYER.bars, ink.fill, left, bar.y - 11, width, 22, 2);
    } else
      canvas.fill(
        LAYER.grid,
        GRID,
        strokeLine(
          [
            [zero - 6, bar.y],
            [zero + 6, bar.y],
          ],
          2,
        ),
      );
    const noteX = Math.max(bar.x0, bar.x1, data.signed ? zero : 0) + 10;
    canvas.text(LAYER.text, MUTED, row.note, noteX, bar.y + 5, { size: 13 });
  });
  const svg = svgDocument(BAR_CHART_WIDTH, height, canvas.body(), MAP.background);
  const sharp = await loadSharp();
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
  return { png, description: describeBarChart(data) };
}
