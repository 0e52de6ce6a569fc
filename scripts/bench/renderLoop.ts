/**
 * How long the process's event loop waits while maps are drawn (issue #24: renders off the event loop).
 * A stream of 8-player posts (map + close-up) is drawn two at a time, once in the process's own thread and
 * once through the render threads (src/render/pool.ts), while a histogram records the event loop's delay:
 * the p99 is how late an interaction could be answered during the renders. Target: <= 20 ms with threads.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { benchBoards } from "../../src/render/bench.ts";
import type { MapView, RenderOptions } from "../../src/render/model.ts";
import { createRenderPool } from "../../src/render/pool.ts";
import { type MapPost, renderPost } from "../../src/render/post.ts";

type Draw = (view: MapView, options: RenderOptions) => Promise<MapPost>;

/** Draws `posts` posts, `inFlight` at a time, and returns the event loop's p99 delay meanwhile, in ms. */
async function loopDelayWhile(draw: Draw, posts: number, inFlight = 2): Promise<number> {
  const boards = benchBoards(8);
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  let next = 0;
  const lane = async () => {
    while (next < posts) {
      const board = boards[next++ % boards.length]!;
      await draw(board.view, { waiting: board.waiting, move: board.move });
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  histogram.disable();
  return Math.round(histogram.percentile(99) / 1e4) / 100;
}

export async function measureEventLoop(
  quick: boolean,
): Promise<{ eventLoopP99Ms: number; eventLoopP99MsInline: number; renderThreads: number }> {
  const posts = quick ? 8 : 30;
  const pool = createRenderPool(1);
  try {
    // One post each way first: the threads' loader and caches warm up outside the measurement.
    const first = benchBoards(8)[0]!;
    const options = { waiting: first.waiting, move: first.move };
    await pool.renderPost(first.view, options);
    await renderPost(first.view, options);
    const inline = await loopDelayWhile(renderPost, posts);
    const threaded = await loopDelayWhile(pool.renderPost, posts);
    return { eventLoopP99Ms: threaded, eventLoopP99MsInline: inline, renderThreads: 1 };
  } finally {
    await pool.close();
  }
}
