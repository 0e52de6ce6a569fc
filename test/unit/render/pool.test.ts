/**
 * Maps drawn in the render threads (render/pool.ts) are the maps the process would draw itself: the same
 * PNG bytes and descriptions for the same public view, drawn in a thread other than the caller's.
 */
import { threadId } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { view, waitingFor } from "../../../src/engine/index.ts";
import { createRenderPool } from "../../../src/render/pool.ts";
import { renderPost } from "../../../src/render/post.ts";
import { botGame } from "../../../src/render/samples.ts";

const pool = createRenderPool(1);
afterAll(() => pool.close());

describe("render threads", () => {
  it("draw a mid-game 6-player post with its close-up byte for byte as the process does", async () => {
    const { state, move } = botGame(6).moved;
    const options = { waiting: waitingFor(state), move };
    const here = await renderPost(view(state, null), options);
    const there = await pool.renderPost(view(state, null), options);
    expect(pool.lastThreadId()).not.toBe(threadId);
    expect(pool.lastThreadId()).toBeGreaterThan(0);
    expect(there.description).toBe(here.description);
    expect(Buffer.compare(there.png, here.png)).toBe(0);
    expect(there.closeUp).not.toBeNull();
    expect(there.closeUp?.description).toBe(here.closeUp?.description);
    expect(Buffer.compare(there.closeUp?.png ?? Buffer.alloc(0), here.closeUp?.png ?? Buffer.alloc(1))).toBe(
      0,
    );
  }, 120_000);

  it("refuse a view they cannot draw and keep serving", async () => {
    const bad = { round: 1 } as never;
    await expect(pool.renderPost(bad, { waiting: [] })).rejects.toThrow();
    const { mid } = botGame(3);
    const again = await pool.renderPost(view(mid, null), { waiting: waitingFor(mid) });
    expect(again.png.subarray(1, 4).toString()).toBe("PNG");
  }, 120_000);
});
