/**
 * A tactical action by clicks in the playground (issue #20), in Chromium (playwright-core, set up by
 * test/support/playgroundBrowser.ts): a plain move-and-invade, with the clicks counted. The game is the
 * one of test/support/invasionScene.ts, saved in a channel as if played there: Alice (the Hacan) chooses the
 * system from the menu of those she may activate (her fleets' targets first), takes everything her loaded
 * Carrier next door can bring with one button, presses Move, and lands with one button; the engine fights
 * the Invasion Combat. Four clicks. The move form lists only the ships that can reach, with the pick-ups
 * within the room aboard. Screenshots go to test-results/playground/ (tactical-*.png).
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameState } from "../../src/engine/index.ts";
import { createGameStore } from "../../src/store/gameStore.ts";
import { type InvasionScene, invasionScene, storeScene } from "../support/invasionScene.ts";
import {
  closePlayground,
  OPEN_TIMEOUT,
  openPlayground,
  type PlaygroundBrowser,
  SHOTS,
  textOf,
} from "../support/playgroundBrowser.ts";

const CHANNEL = "invade";
const ALICE = "playground:alice";

let browser: PlaygroundBrowser;
let page: Page;
let url: string;
let scene: InvasionScene;
/** The clicks the move-and-invade took, counted as they are made. */
let clicks = 0;

beforeAll(async () => {
  browser = await openPlayground();
  ({ page, url } = browser);
  scene = invasionScene();
  const others = [
    { userId: "playground:bob", name: "Bob" },
    { userId: "playground:cara", name: "Cara" },
  ];
  const people = scene.state.players.map((p) =>
    p.seat === scene.me ? { userId: ALICE, name: "Alice" } : (others.shift() as (typeof others)[0]),
  );
  const store = createGameStore(browser.running.db);
  await storeScene(store, { guildId: "playground", channelId: CHANNEL }, scene, people);
  // The page opens on the game's channel, acting as Alice: what a returning player sees.
  await page.addInitScript({
    content: `localStorage.setItem("mecatol.channel", ${JSON.stringify(CHANNEL)});
      localStorage.setItem("mecatol.actingAs", ${JSON.stringify(ALICE)});`,
  });
}, OPEN_TIMEOUT);

afterAll(() => closePlayground(browser));

const shot = (name: string) => page.screenshot({ path: `${SHOTS}/tactical-${name}.png` });

async function stateOf(): Promise<GameState> {
  const game = await createGameStore(browser.running.db).loadByChannel("playground", CHANNEL);
  return game?.state as GameState;
}

/** One click of the move-and-invade, counted; the page finishes the request it sends. */
async function click(target: Locator): Promise<void> {
  clicks += 1;
  await target.click();
}

describe("a tactical action by clicks in the playground", () => {
  it("offers the systems Alice may activate in a menu, her fleets' target first", async () => {
    await page.goto(url);
    const menu = page.locator(".decision.mine [data-testid=answer-menu]");
    await menu.waitFor();
    const labels = await menu.locator("option").allTextContents();
    // The placeholder, then the systems: the one her ships next door reach first, not map order.
    expect(labels[1]).toMatch(new RegExp(`^Activate ${scene.target} \\(Abyz, Fria\\)`));
    expect(labels.length).toBeLessThanOrEqual(26);
    await shot("01-activate-menu");
  });

  it("activates it with one choice, and the move form lists only the ships that can reach", async () => {
    const menu = page.locator(".decision.mine [data-testid=answer-menu]");
    const value = await menu
      .locator("option")
      .filter({ hasText: new RegExp(`^Activate ${scene.target} `) })
      .getAttribute("value");
    clicks += 1;
    await menu.selectOption(value as string);
    const form = page.locator("[data-testid=move-form]");
    await form.waitFor();
    expect((await stateOf()).board[scene.target]?.commandCounters).toContain(scene.me);
    const fleets = await form
      .locator("fieldset.fleet")
      .evaluateAll((all) => all.map((f) => f.getAttribute("data-from")));
    expect(fleets.sort()).toEqual([scene.fleetAt, scene.home].sort());
    // The home fleet's pick-ups are offered, each no more than the Carriers there can take.
    const pickUps = form.locator(`fieldset[data-from="${scene.home}"] input[data-planet]`);
    expect(await pickUps.count()).toBeGreaterThan(0);
    await shot("02-move-form");
  });

  it("takes everything the Carrier next door can bring with one click, and moves it in with Move", async () => {
    const form = page.locator("[data-testid=move-form]");
    await click(form.locator(`[data-testid="all-${scene.fleetAt}"]`));
    await expect
      .poll(() => textOf(form.locator("[data-testid=tactical-line]")))
      .toBe(`/ti tactical move units:"1 cv, 2 gf from ${scene.fleetAt}"`);
    await click(form.getByRole("button", { name: "Move", exact: true }));
    await page
      .locator("#feed")
      .getByText(`Alice moves 1 Carrier, 2 Ground Forces from ${scene.fleetAt}`)
      .waitFor();
  });

  it("lands with one button; the engine fights the invasion and Abyz is hers, in four clicks", async () => {
    const land = page.locator(".decision.mine").getByRole("button", { name: "Land 2 Ground Forces on Abyz" });
    await land.waitFor();
    await shot("03-land-button");
    await click(land);
    await page.locator("#feed").getByText("Alice lands 2 Ground Forces on Abyz").waitFor();
    const state = await stateOf();
    expect(state.players[scene.me]?.planets.abyz).toBeDefined();
    expect(state.players[scene.sol]?.planets.abyz).toBeUndefined();
    const log = await createGameStore(browser.running.db).readEvents(
      (await createGameStore(browser.running.db).loadByChannel("playground", CHANNEL))?.id ?? "",
    );
    expect(log.flatMap((e) => e.events as { type: string }[]).some((e) => e.type === "combatRolled")).toBe(
      true,
    );
    await shot("04-invaded");
    expect(clicks).toBeLessThanOrEqual(4);
    expect(clicks).toBe(4);
  });
});
