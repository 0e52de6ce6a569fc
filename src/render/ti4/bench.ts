/**
 * Render timings of the TI4 galaxy for scripts/bench-render.ts (its `ti4` key): the automatic builder's
 * 6-player galaxy with a fixed seed. Warm renders reuse the drawn galaxy (only the PNG is written); cold ones
 * clear it first, as the first render of a new galaxy would. Few renders, so the render bench stays short.
 * The `map` figures are the same for the map of a set-up 6-player game (renderMap.ts: units, tokens, panel).
 */
import { clearTi4MapCache, renderTi4Galaxy } from "./renderGalaxy.ts";
import { clearTi4FullMapCache, renderTi4Map } from "./renderMap.ts";
import { ti4SampleGalaxy, ti4SampleGame } from "./samples.ts";

export interface Ti4RenderBench {
  p50WarmMs6p: number;
  p50ColdMs6p: number;
  pngBytes6p: number;
  widthPx6p: number;
  heightPx6p: number;
  mapP50WarmMs6p: number;
  mapP50ColdMs6p: number;
  mapPngBytes6p: number;
  mapWidthPx6p: number;
}

function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.ceil(sorted.length / 2) - 1]! * 10) / 10;
}

export async function measureTi4Render(
  options: { warmRuns?: number; coldRuns?: number } = {},
): Promise<Ti4RenderBench> {
  const input = ti4SampleGalaxy(6);
  const timeOne = async (cold: boolean) => {
    if (cold) clearTi4MapCache();
    const start = performance.now();
    await renderTi4Galaxy(input);
    return performance.now() - start;
  };
  // The first render loads the content, fonts and sharp: it is neither figure.
  const first = await renderTi4Galaxy(input);
  const cold: number[] = [];
  for (let i = 0; i < (options.coldRuns ?? 5); i++) cold.push(await timeOne(true));
  const warm: number[] = [];
  for (let i = 0; i < (options.warmRuns ?? 10); i++) warm.push(await timeOne(false));
  const game = ti4SampleGame(6);
  const timeMap = async (isCold: boolean) => {
    if (isCold) clearTi4FullMapCache();
    const start = performance.now();
    await renderTi4Map(game);
    return performance.now() - start;
  };
  const firstMap = await renderTi4Map(game);
  const mapCold: number[] = [];
  for (let i = 0; i < (options.coldRuns ?? 5); i++) mapCold.push(await timeMap(true));
  const mapWarm: number[] = [];
  for (let i = 0; i < (options.warmRuns ?? 10); i++) mapWarm.push(await timeMap(false));
  return {
    mapP50WarmMs6p: median(mapWarm),
    mapP50ColdMs6p: median(mapCold),
    mapPngBytes6p: firstMap.png.length,
    mapWidthPx6p: firstMap.width,
    p50WarmMs6p: median(warm),
    p50ColdMs6p: median(cold),
    pngBytes6p: first.png.length,
    widthPx6p: first.width,
    heightPx6p: first.height,
  };
}
