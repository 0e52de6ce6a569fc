/**
 * `/ti game import` in the playground (issue #23.5): the file the export handed over, uploaded as the page
 * uploads a chosen file, moves the running game to another channel (same table, its feed showing the map
 * and whom it waits for); a file of another version, or an upload by a player who is not the game's
 * creator, is refused to the sender alone. The playground as `npm start` runs it.
 */
import { describe, expect, it } from "vitest";
import { QUICK_NAMES, userIdFor } from "../../src/playground/people.ts";
import { type Answer, usePlayground } from "../support/playgroundServer.ts";

const playground = usePlayground();
const api = playground.api;

/** The upload the page makes when a file is chosen (page/api.js, importFile). */
async function upload(channel: string, userId: string, text: string): Promise<Answer> {
  const response = await fetch(
    `${playground.url()}/api/channels/${channel}/import?userId=${encodeURIComponent(userId)}`,
    { method: "POST", body: text },
  );
  return { status: response.status, json: await response.json() };
}

const creator = userIdFor(QUICK_NAMES[0] as string);
const other = userIdFor(QUICK_NAMES[1] as string);

describe("/ti game import in the playground", () => {
  it("moves the game from an uploaded export; refuses another version and another player", async () => {
    await api("POST", "/api/quick-game", { players: 3, channel: "import-old" });
    const before = (await api("GET", "/api/channels/import-old")).json;
    const exported = await api("POST", "/api/channels/import-old/command", {
      userId: creator,
      line: "/ti game export",
    });
    expect(exported.json.fileUrl).toMatch(/^\/api\/files\//);
    const file = await (await fetch(`${playground.url()}${exported.json.fileUrl}`)).text();

    const later = JSON.stringify({ ...JSON.parse(file), formatVersion: 7 });
    const version = await upload("import-new", creator, later);
    expect(version.status).toBe(422);
    expect(version.json.error).toBe("That file is format version 7; this release reads version 1.");
    const byOther = await upload("import-new", other, file);
    expect(byOther.json.error).toMatch(/Only the game's creator/);
    // Nothing but the channel's opening notice reached its feed.
    const quiet = (await api("GET", "/api/channels/import-new/feed")).json.posts;
    expect(quiet.map((p: { kind: string }) => p.kind)).toEqual(["notice"]);

    const moved = await upload("import-new", creator, file);
    expect(moved.json.ok).toBe(true);
    const posts = (await api("GET", "/api/channels/import-new/feed")).json.posts;
    expect(posts[1]).toMatchObject({ kind: "invocation", text: "used /ti game import file:(attached file)" });
    const told = posts.find((p: { text?: string }) => /brought the game here/.test(p.text ?? ""));
    expect(told?.imageUrl).toMatch(/^\/api\/files\//);
    const after = (await api("GET", "/api/channels/import-new")).json;
    expect(after.seats).toEqual(before.seats);
    expect(after.decisions).toEqual(before.decisions);
    expect((await api("GET", "/api/channels/import-old")).json.decisions ?? []).toEqual([]);
  });
});
