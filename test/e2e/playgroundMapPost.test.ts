/**
 * The map a phone can read, in the playground (issue #22): after a tactical action Mecatol's post shows
 * the close-up of the system activated (640 px wide, described in words for screen readers), and the full
 * map is a click away, on the close-up or on "Full map". The move is the invasion of
 * test/support/invasionScene.ts, played by clicks as in playgroundTactical.test.ts. Chromium through
 * playwright-core; screenshots go to test-results/playground/ (map-*.png).
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGameStore } from "../../src/store/gameStore.ts";
import { type InvasionScene, invasionScene, storeScene } from "../support/invasionScene.ts";
import {
  closePlayground,
  OPEN_TIMEOUT,
  openPlayground,
  type PlaygroundBrowser,
  SHOTS,
} from "../support/playgroundBrowser.ts";

const CHANNEL = "closeup";
const ALICE = "playground:alice";

let browser: PlaygroundBrowser;
let page: Page;
let scene: InvasionScene;

beforeAll(async () => {
  browser = await openPlayground();
  page = browser.page;
  scene = invasionScene();
  const others = [
    { userId: "playground:bob", name: "Bob" },
    { userId: "playground:cara", name: "Cara" },
  ];
  const people = scene.state.players.map((p) =>
    p.seat === scene.me ? { userId: ALICE, name: "Alice" } : (others.shift() as (typeof others)[0]),
  );
  await storeScene(
    createGameStore(browser.running.db),
    { guildId: "playground", channelId: CHANNEL },
    scene,
    people,
  );
  await page.addInitScript({
    content: `localStorage.setItem("mecatol.channel", ${JSON.stringify(CHANNEL)});
      localStorage.setItem("mecatol.actingAs", ${JSON.stringify(ALICE)});`,
  });
}, OPEN_TIMEOUT);

afterAll(() => closePlayground(browser));

describe("the map posted in the playground", () => {
  it("shows the close-up of the system just activated, with the full map a click away", async () => {
    await page.goto(browser.url);
    const menu = page.locator(".decision.mine [data-testid=answer-menu]");
    await menu.waitFor();
    const value = await menu
      .locator("option")
      .filter({ hasText: new RegExp(`^Activate ${scene.target} `) })
      .getAttribute("value");
    await menu.selectOption(value as string);
    const form = page.locator("[data-testid=move-form]");
    await form.waitFor();
    await form.locator(`[data-testid="all-${scene.fleetAt}"]`).click();
    await form.getByRole("button", { name: "Move", exact: true }).click();
    const land = page.locator(".decision.mine").getByRole("button", { name: "Land 2 Ground Forces on Abyz" });
    await land.click();
    const figure = page.locator("#feed figure.close-up").last();
    await figure.waitFor();
    const closeUp = figure.locator("img");
    await expect
      .poll(() => closeUp.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(640);
    expect(await closeUp.getAttribute("src")).toContain(`close-up-${scene.target}.png`);
    expect(await closeUp.getAttribute("alt")).toMatch(/Last move: A Alice activated/);
    await figure.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/map-closeup-post.png` });
    const full = figure.getByRole("link", { name: "Full map" });
    const [opened] = await Promise.all([page.waitForEvent("popup"), full.click()]);
    await opened.waitForLoadState();
    expect(opened.url()).toMatch(/map-round-\d+\.png$/);
    const width = await opened
      .locator("img")
      .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth);
    expect(width).toBeGreaterThan(1400);
    await opened.close();
  }, 120_000);
});
