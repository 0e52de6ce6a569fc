/**
 * Map render timings on full boards (a bot game's round-4 Action Phase and its end, for 6 and 8 players;
 * see src/render/bench.ts), as one JSON object on stdout:
 *   npm run bench:render            { p50WarmMs6p, p50WarmMs8p, p95WarmMs8p, p50ColdMs8p, pngBytes8p, widthPx8p }
 *   npm run bench:render -- --compare   also prints, on stderr, the same board drawn as one SVG through sharp.
 * Targets (2-core machine): 8 players warm p50 <= 60 ms, cold p50 <= 150 ms, PNG <= 600 KB at ~2000 px.
 * `npm run bench` imports this file and calls `measureRender(quick)`.
 */
import { loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import {
  benchBoards,
  measureRender as measure,
  measureSvgRender,
  type RenderBench,
} from "../src/render/bench.ts";

/** The six figures; `quick` takes fewer samples (a smoke test). */
export function measureRender(quick = false): Promise<RenderBench> {
  return measure(quick ? { warmRuns: 8, coldRuns: 3 } : {});
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { compare: { type: "boolean" }, quick: { type: "boolean" } } });
  const result = await measureRender(values.quick ?? false);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  const boards = [...benchBoards(6), ...benchBoards(8)].map((b) => b.name);
  process.stderr.write(`boards: ${boards.join("; ")}\n`);
  if (values.compare) {
    const svg = await measureSvgRender();
    process.stderr.write(`single SVG through sharp: ${JSON.stringify(svg)}\n`);
  }
  process.stderr.write(
    `load average while measuring: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}\n`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
