/**
 * `/ti game import` on the playground's page (issue #23.5): the file the export handed over, chosen in
 * "Import a game file" under the command box, moves the game into the open channel, whose feed then shows
 * the map and whose table shows the same seats; chosen by another than the game's creator, it is refused
 * under the box. Chromium against the playground.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  closePlayground,
  OPEN_TIMEOUT,
  openPlayground,
  type PlaygroundBrowser,
  SHOTS,
} from "../support/playgroundBrowser.ts";

const ALICE = "playground:alice";

let browser: PlaygroundBrowser;
let page: Page;
let file: string;

beforeAll(async () => {
  browser = await openPlayground();
  page = browser.page;
  const api = page.request;
  const quick = await api.post(`${browser.url}/api/quick-game`, {
    data: { players: 1, bots: 2, channel: "page-old" },
  });
  expect(quick.ok()).toBe(true);
  const exported = await api.post(`${browser.url}/api/channels/page-old/command`, {
    data: { userId: ALICE, line: "/ti game export" },
  });
  const { fileUrl } = (await exported.json()) as { fileUrl: string };
  file = await (await api.get(`${browser.url}${fileUrl}`)).text();
  await api.post(`${browser.url}/api/channels`, { data: { name: "page-new" } });
  await page.addInitScript({
    content: `localStorage.setItem("mecatol.channel", "page-new");
      localStorage.setItem("mecatol.actingAs", ${JSON.stringify(ALICE)});`,
  });
}, OPEN_TIMEOUT + 60_000);

afterAll(() => closePlayground(browser));

describe("import on the playground's page", () => {
  it("refuses the file to anyone but the game's creator, then moves the game here for her", async () => {
    await page.goto(browser.url);
    await page.locator("[data-testid=feed]").waitFor();
    const choose = () =>
      page.locator("[data-testid=import-file]").setInputFiles({
        name: "mecatol-game.json",
        mimeType: "application/json",
        buffer: Buffer.from(file),
      });
    // With no game here the page acts as "You", who did not create the game.
    await choose();
    const result = page.locator("[data-testid=result]");
    await result.filter({ hasText: "Only the game's creator" }).waitFor();
    await page.locator("[data-testid=my-name]").fill("Alice");
    await page.locator("[data-testid=my-name]").dispatchEvent("change");
    await choose();
    const post = page.locator("#feed .post", { hasText: "brought the game here" });
    await post.waitFor({ timeout: 20_000 });
    expect(await post.locator("img").count()).toBeGreaterThan(0);
    await page.locator("[data-testid=seats] li").first().waitFor();
    expect(await page.locator("[data-testid=seats] li").count()).toBe(3);
    await page.screenshot({ path: `${SHOTS}/import.png` });
  }, 60_000);
});
