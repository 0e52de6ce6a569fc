/**
 * A render thread's entry point (pool.ts): it draws one post (the map, the close-up, their descriptions)
 * from the public view it is sent, exactly as the process's own thread would. Each thread keeps its own
 * cache of the board's static layer, so a game's maps stay warm in whichever thread draws them.
 */
import { threadId } from "node:worker_threads";
import type { MapView, RenderOptions } from "./model.ts";
import { renderPost } from "./post.ts";

export interface RenderJob {
  readonly view: MapView;
  readonly options: RenderOptions;
}

export interface RenderedJob {
  readonly png: Uint8Array;
  readonly description: string;
  readonly closeUp: { readonly png: Uint8Array; readonly description: string } | null;
  /** The thread that drew it (a test reads it to see the work left the caller's thread). */
  readonly threadId: number;
}

export default async function renderJob(job: RenderJob): Promise<RenderedJob> {
  const post = await renderPost(job.view, job.options);
  return { ...post, threadId };
}
