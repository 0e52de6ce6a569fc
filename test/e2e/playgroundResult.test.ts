/**
 * The game's result in the playground (issue #23): with the map and the victory points chart, the galaxy
 * round by round is posted as an animated WebP the page shows (a frame per round; a game ended by a game
 * master in its first round has one). The playground as `npm start` runs it.
 */
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { QUICK_NAMES, userIdFor } from "../../src/playground/people.ts";
import { usePlayground } from "../support/playgroundServer.ts";

const playground = usePlayground();
const api = playground.api;

const creator = userIdFor(QUICK_NAMES[0] as string);

describe("the result in the playground", () => {
  it("posts the galaxy round by round, an animated WebP of a frame a round, after the victory points", async () => {
    await api("POST", "/api/quick-game", { players: 3, channel: "result" });
    const ended = await api("POST", "/api/channels/result/command", {
      userId: creator,
      line: `/ti-gm vp player:${QUICK_NAMES[0]} set:10 reason:"the test ends it"`,
    });
    expect(ended.json.error).toBeUndefined();
    type Post = { text?: string; imageUrl?: string; imageAlt?: string };
    // The result is said by the outbox, which may finish after the command's answer.
    let posts: Post[] = [];
    await vi.waitFor(
      async () => {
        posts = (await api("GET", "/api/channels/result/feed")).json.posts;
        if (!posts.some((p) => p.text === "The galaxy, round by round."))
          throw new Error(JSON.stringify(posts.slice(-3)));
      },
      { timeout: 20_000, interval: 200 },
    );
    const texts = posts.map((p) => p.text);
    const chart = texts.indexOf("Victory points, round by round.");
    const galaxy = texts.indexOf("The galaxy, round by round.");
    expect(chart).toBeGreaterThan(0);
    expect(galaxy).toBe(chart + 1);
    const post = posts[galaxy];
    expect(post?.imageAlt).toMatch(/^The galaxy at the end of each round/);
    const response = await fetch(`${playground.url()}${post?.imageUrl}`);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const webp = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(webp, { animated: true }).metadata();
    expect(meta.format).toBe("webp");
    // Ended in its first round: one frame.
    expect(meta.pages ?? 1).toBe(1);
  });
});
