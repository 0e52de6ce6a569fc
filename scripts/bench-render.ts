/**
 * Map render timings on full boards (a bot game's round-4 Action Phase and its end, for 6 and 8 players;
 * see src/render/bench.ts), as one JSON object on stdout: the renderer the bot posts with, and under
 * `skia` the same drawing on Skia (@napi-rs/canvas), and under `skiaPalette` Skia's frame mapped to a palette
 * fixed per layout and written by fast-png, measured in the same run, one after the other:
 *   npm run bench:render   { p50WarmMs6p, p50WarmMs8p, p95WarmMs8p, p50ColdMs8p, pngBytes8p, widthPx8p,
 *                            p50WarmCpuMs8p, p50ColdCpuMs8p, p50WarmMsCloseUp, p50WarmCpuMsCloseUp,
 *                            p50ColdMsCloseUp, pngBytesCloseUp, eventLoopP99Ms, eventLoopP99MsInline,
 *                            renderThreads, skia: { the same eight }, skiaPalette: { the same eight },
 *                            ti4: { p50WarmMs6p, p50ColdMs6p, pngBytes6p, widthPx6p, heightPx6p,
 *                                   mapP50WarmMs6p, mapP50ColdMs6p, mapPngBytes6p, mapWidthPx6p } }
 * eventLoopP99Ms: the process's event loop delay (p99) while 8-player posts are drawn in the render
 * threads; eventLoopP99MsInline: the same posts drawn in the process's own thread (scripts/bench/renderLoop.ts).
 * ti4: the TI4 galaxy alone (the automatic builder's 6-player galaxy, src/render/ti4/bench.ts), and the map
 * of a set-up 6-player TI4 game (map*).
 *   npm run bench:render -- --compare   also prints, on stderr, two one-off alternatives: the board drawn
 *                            as one SVG through sharp, Skia's pixels written as a palette PNG by sharp, and
 *                            Skia's pixels on the fixed palette written by our own PNG writer (node:zlib).
 * Targets (2-core machine): 8 players warm p50 <= 25 ms, cold p50 <= 150 ms, PNG <= 600 KB at ~2000 px.
 * docs/render-benchmark.md keeps the figures. `npm run bench` imports this file and calls
 * `measureRender(quick)`.
 */
import { loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import {
  benchBoards,
  CURRENT,
  measureCloseUp,
  measureOne,
  measureRenderers,
  type RenderBench,
  SKIA,
  SKIA_PALETTE,
} from "../src/render/bench.ts";
import { renderMapAsSvg } from "../src/render/renderMap.ts";
import { renderMapSkia } from "../src/render/skiaMap.ts";
import { measureTi4Render, type Ti4RenderBench } from "../src/render/ti4/bench.ts";
import { measureEventLoop } from "./bench/renderLoop.ts";

/**
 * The current renderer's figures with its close-up's (`p50WarmMsCloseUp` and the like), Skia's under
 * `skia` and Skia's on a fixed palette under `skiaPalette`; `quick` takes fewer samples (a smoke test).
 */
export async function measureRender(quick = false): Promise<
  RenderBench &
    Awaited<ReturnType<typeof measureCloseUp>> &
    Awaited<ReturnType<typeof measureEventLoop>> & {
      skia: RenderBench;
      skiaPalette: RenderBench;
      ti4: Ti4RenderBench;
    }
> {
  const options = quick ? { warmRuns: 8, coldRuns: 3 } : {};
  // Each renderer on its own, one after the other: taking turns render by render let Skia's large frames
  // and their garbage slow ours down (8 players warm: 36 ms taking turns, 18 ms alone, on an idle machine).
  const [current] = await measureRenderers([CURRENT], options);
  const [skia] = await measureRenderers([SKIA], options);
  const [skiaPalette] = await measureRenderers([SKIA_PALETTE], options);
  const closeUp = await measureCloseUp(options);
  const loop = await measureEventLoop(quick);
  const ti4 = await measureTi4Render(quick ? { warmRuns: 4, coldRuns: 2 } : {});
  return { ...current!, ...closeUp, ...loop, skia: skia!, skiaPalette: skiaPalette!, ti4 };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { compare: { type: "boolean" }, quick: { type: "boolean" } } });
  const result = await measureRender(values.quick ?? false);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  const boards = [...benchBoards(6), ...benchBoards(8)].map((b) => b.name);
  process.stderr.write(`boards: ${boards.join("; ")}\n`);
  if (values.compare) {
    const svg = await measureOne(renderMapAsSvg);
    process.stderr.write(`single SVG through sharp: ${JSON.stringify(svg)}\n`);
    const palette = await measureOne((view, options) => renderMapSkia(view, options, "palette"));
    process.stderr.write(`Skia, palette PNG by sharp: ${JSON.stringify(palette)}\n`);
    const zlib = await measureOne((view, options) => renderMapSkia(view, options, "fixedPaletteZlib"));
    process.stderr.write(`Skia, fixed palette, our PNG writer (node:zlib): ${JSON.stringify(zlib)}\n`);
  }
  process.stderr.write(
    `load average while measuring: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}\n`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
