/**
 * Maps drawn off the event loop: a pool of worker threads (piscina) runs render/worker.ts, so a process
 * keeps answering Discord's interactions within their 3 seconds while a board of eight players is drawn.
 * The threads get the same public view and options the process would pass to `renderPost`, and send back
 * the same PNG bytes (render-pool tests compare them).
 *
 * `RENDER_THREADS` (config.ts) sets the pool's size; 0 draws in the process's own thread, as before.
 */
import { Piscina } from "piscina";
import type { MapView, RenderOptions } from "./model.ts";
import type { MapPost } from "./post.ts";
import type { RenderedJob, RenderJob } from "./worker.ts";

export interface RenderPool {
  renderPost(view: MapView, options: RenderOptions): Promise<MapPost>;
  /** The thread that drew the last post (0 when none yet). */
  lastThreadId(): number;
  close(): Promise<void>;
}

/** Worker threads run TypeScript through the same loader as the process (`node --import tsx`). */
function loaderArgs(): string[] {
  const has = process.execArgv.some((arg, i, all) => arg.includes("tsx") && all[i - 1] === "--import");
  return has ? [...process.execArgv] : [...process.execArgv, "--import", "tsx"];
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function createRenderPool(threads: number): RenderPool {
  const pool = new Piscina<RenderJob, RenderedJob>({
    filename: new URL("./worker.ts", import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    // A thread with nothing to do stays: its cached static layer is what makes the next map fast.
    idleTimeout: Number.POSITIVE_INFINITY,
    execArgv: loaderArgs(),
  });
  let last = 0;
  return {
    async renderPost(view, options) {
      const done = await pool.run({ view, options });
      last = done.threadId;
      return {
        png: asBuffer(done.png),
        description: done.description,
        closeUp: done.closeUp && { png: asBuffer(done.closeUp.png), description: done.closeUp.description },
      };
    },
    lastThreadId: () => last,
    close: () => pool.destroy(),
  };
}
