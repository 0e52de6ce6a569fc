/**
 * The step-through in the playground (issue #23), in Chromium (playwright-core): a slider over the
 * channel's game's events with the map following. The slider starts at the newest event; the arrow keys
 * move it one event at a time, and the map is asked for once the slider rests (debounced), as the galaxy
 * stood after that event. Screenshots go to test-results/playground/ (history-*.png).
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botCommand } from "../../src/engine/bot/policy.ts";
import type { GameState } from "../../src/engine/index.ts";
import { waitingFor } from "../../src/engine/index.ts";
import { createGameStore } from "../../src/store/gameStore.ts";
import {
  closePlayground,
  OPEN_TIMEOUT,
  openPlayground,
  type PlaygroundBrowser,
  SHOTS,
  textOf,
} from "../support/playgroundBrowser.ts";

const CHANNEL = "history";
const ALICE = "playground:alice";

let browser: PlaygroundBrowser;
let page: Page;
let last = 0;

beforeAll(async () => {
  browser = await openPlayground();
  page = browser.page;
  const api = page.request;
  const quick = await api.post(`${browser.url}/api/quick-game`, {
    data: { players: 1, bots: 3, channel: CHANNEL },
  });
  expect(quick.ok()).toBe(true);
  // Alice answers as the bot would until the log holds a few events (the bots answer by themselves).
  const store = createGameStore(browser.running.db);
  for (let i = 0; i < 12; i++) {
    const game = await store.loadByChannel("playground", CHANNEL);
    const state = game?.state as GameState;
    last = game?.version ?? 0;
    const seat = state.players.findIndex((p) => p.userId === ALICE);
    if (last >= 8 || !waitingFor(state).includes(seat)) break;
    const { seat: _seat, ...command } = botCommand(state, seat, { now: new Date().toISOString() }) as {
      seat: number;
    };
    const answered = await api.post(`${browser.url}/api/channels/${CHANNEL}/request`, {
      data: { userId: ALICE, request: { kind: "play", command } },
    });
    expect(answered.ok()).toBe(true);
  }
  last = (await store.loadByChannel("playground", CHANNEL))?.version ?? 0;
  expect(last).toBeGreaterThanOrEqual(5);
  await page.addInitScript({
    content: `localStorage.setItem("mecatol.channel", ${JSON.stringify(CHANNEL)});
      localStorage.setItem("mecatol.actingAs", ${JSON.stringify(ALICE)});`,
  });
}, OPEN_TIMEOUT + 60_000);

afterAll(() => closePlayground(browser));

describe("the playground's step-through", () => {
  it("follows the slider with the map, by the arrow keys, asking for the map once it rests", async () => {
    const asked: string[] = [];
    page.on("request", (r) => {
      const m = /\/history\/(\d+)\.png$/.exec(r.url());
      if (m) asked.push(m[1] as string);
    });
    await page.goto(browser.url);
    await page.locator("[data-testid=seats] li").first().waitFor();
    await page.locator("[data-testid=history] summary").click();
    const slider = page.locator("[data-testid=history-slider]");
    const label = page.locator("[data-testid=history-label]");
    const map = page.locator("[data-testid=history-map]");
    await expect.poll(() => slider.isEnabled()).toBe(true);
    await expect.poll(() => textOf(label)).toMatch(new RegExp(`^Event ${last} of ${last} \\(round 1\\)$`));
    await expect.poll(() => map.getAttribute("src")).toBe(`/api/channels/${CHANNEL}/history/${last}.png`);
    const width = () => map.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth);
    await expect.poll(width).toBeGreaterThan(1000);

    // Three quick steps back: the label follows each, the map is asked for once, at the last.
    asked.length = 0;
    await slider.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowLeft");
    expect(await textOf(label)).toMatch(new RegExp(`^Event ${last - 3} of ${last} `));
    await expect.poll(() => map.getAttribute("src")).toBe(`/api/channels/${CHANNEL}/history/${last - 3}.png`);
    await expect.poll(width).toBeGreaterThan(1000);
    expect(asked).toEqual([String(last - 3)]);
    await page.keyboard.press("Home");
    await expect.poll(() => textOf(label)).toMatch(new RegExp(`^Event 1 of ${last} `));
    await expect.poll(() => map.getAttribute("src")).toBe(`/api/channels/${CHANNEL}/history/1.png`);
    await map.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/history-step-through.png` });
  });

  it("answers an event the game does not have with a sentence, not a map", async () => {
    const response = await page.request.get(`${browser.url}/api/channels/${CHANNEL}/history/${last + 9}.png`);
    expect(response.status()).toBe(404);
    expect((await response.json()).error).toBe(`This channel's game has no event ${last + 9}.`);
    const none = await page.request.get(`${browser.url}/api/channels/empty-room/history`);
    expect(none.status()).toBe(404);
  });

  it("answers /ti game history typed in the command box under the box only, with the map", async () => {
    const posts = await page.locator("#feed .post").count();
    await page.locator("[data-testid=command]").fill("/ti game history at:2");
    await page.locator("[data-testid=command]").press("Enter");
    const result = page.locator("[data-testid=result]");
    await expect.poll(() => textOf(result)).toMatch(new RegExp(`The galaxy after event 2 of ${last}`));
    const img = result.locator("img.result-map");
    await expect
      .poll(() => img.evaluate((i) => (i as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(1000);
    // Nothing reached the channel: not the command, not the map.
    expect(await page.locator("#feed .post").count()).toBe(posts);
    await page.locator("[data-testid=command]").fill("/ti game history at:yesterday");
    await page.locator("[data-testid=command]").press("Enter");
    await expect.poll(() => textOf(result)).toMatch(/"yesterday" is not a point of the game/);
  });
});
