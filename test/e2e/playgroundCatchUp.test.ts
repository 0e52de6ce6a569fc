/**
 * "What happened?" in the playground (issue #23): the table carries the button under the waiting blocks,
 * and pressing it answers the presser alone (the private result and a map file), never the channel feed.
 */
import { describe, expect, it } from "vitest";
import { CATCH_UP_LABEL } from "../../src/app/answers.ts";
import { usePlayground } from "../support/playgroundServer.ts";

const playground = usePlayground();
const api = playground.api;

describe("What happened? in the playground", () => {
  it("answers the presser alone with their catch-up and the map", async () => {
    await api("POST", "/api/quick-game", { players: 3, channel: "catch-up" });
    let table = (await api("GET", "/api/channels/catch-up")).json;
    // The first player to pick a Strategy Card picks one.
    const [decision] = table.decisions;
    const pick = decision.buttons.find((b: { request?: unknown }) => b.request);
    const picked = await api("POST", "/api/channels/catch-up/request", {
      userId: decision.userId,
      request: pick.request,
      label: pick.label,
    });
    expect(picked.json.ok).toBe(true);
    table = (await api("GET", "/api/channels/catch-up")).json;
    expect(table.catchUp).toMatchObject({ label: CATCH_UP_LABEL, request: { kind: "catchup" } });
    const picker = table.seats.find((s: { userId: string }) => s.userId === decision.userId).name;
    const other = table.seats.find((s: { userId: string }) => s.userId !== decision.userId);
    const before = (await api("GET", "/api/channels/catch-up/feed")).json.posts;

    const pressed = await api("POST", "/api/channels/catch-up/request", {
      userId: other.userId,
      request: table.catchUp.request,
      label: table.catchUp.label,
    });
    expect(pressed.json.ok).toBe(true);
    expect(pressed.json.reply).toMatch(/^Since the game began/);
    expect(pressed.json.reply).toContain(`${picker} takes `);
    expect(pressed.json.fileUrl).toMatch(/^\/api\/files\//);
    const image = await fetch(`${playground.url()}${pressed.json.fileUrl}`);
    expect(image.headers.get("content-type")).toBe("image/png");
    // Nothing reached the channel.
    expect((await api("GET", "/api/channels/catch-up/feed")).json.posts).toEqual(before);
  });
});
