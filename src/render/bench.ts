/**
 * Render timings on full boards (every system crowded with units of several players), for
 * scripts/bench-render.ts and a later `npm run bench`. Warm renders reuse the cached galaxy layer; cold
 * ones clear it first, as the first render of a new layout would.
 */
import { view } from "../engine/view.ts";
import type { MapView } from "./model.ts";
import { clearMapCache, renderMap, renderMapAsSvg } from "./renderMap.ts";
import { fullBoardState } from "./samples.ts";

export interface RenderBench {
  p50WarmMs6p: number;
  p50WarmMs8p: number;
  p95WarmMs8p: number;
  p50ColdMs8p: number;
  pngBytes8p: number;
  widthPx8p: number;
}

export interface BenchOptions {
  warmRuns?: number;
  coldRuns?: number;
}

function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, at)]! * 10) / 10;
}

async function timed(run: () => Promise<unknown>, times: number, before?: () => void): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    before?.();
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

const WAITING = [2];

export async function measureRender(options: BenchOptions = {}): Promise<RenderBench> {
  const warmRuns = options.warmRuns ?? 40;
  const coldRuns = options.coldRuns ?? 10;
  const six: MapView = view(fullBoardState(6), null);
  const eight: MapView = view(fullBoardState(8), null);
  // Warm the process (sharp, fonts, compiled code) on the 6-player board first.
  await timed(() => renderMap(six, { waiting: WAITING }), 5);
  const warm6 = await timed(() => renderMap(six, { waiting: WAITING }), warmRuns);
  const first = await renderMap(eight, { waiting: WAITING });
  const warm8 = await timed(() => renderMap(eight, { waiting: WAITING }), warmRuns);
  const cold8 = await timed(() => renderMap(eight, { waiting: WAITING }), coldRuns, clearMapCache);
  return {
    p50WarmMs6p: percentile(warm6, 50),
    p50WarmMs8p: percentile(warm8, 50),
    p95WarmMs8p: percentile(warm8, 95),
    p50ColdMs8p: percentile(cold8, 50),
    pngBytes8p: first.png.length,
    widthPx8p: first.width,
  };
}

/** The alternative: one full SVG through sharp per render, nothing cached. */
export async function measureSvgRender(runs = 10): Promise<{ p50Ms8p: number; pngBytes8p: number }> {
  const eight: MapView = view(fullBoardState(8), null);
  const first = await renderMapAsSvg(eight, { waiting: WAITING });
  const samples = await timed(() => renderMapAsSvg(eight, { waiting: WAITING }), runs);
  return { p50Ms8p: percentile(samples, 50), pngBytes8p: first.png.length };
}
