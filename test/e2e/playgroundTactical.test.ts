/**
 * A tactical action by clicks in the playground (issue #20), in Chromium (playwright-core, the set-up of
 * playground.test.ts): a plain move-and-invade, with the clicks counted. The game is the one of
 * test/support/invasionScene.ts, saved in a channel as if played there: Alice (the Hacan) chooses the
 * system from the menu of those she may activate (her fleets' targets first), takes everything her loaded
 * Carrier next door can bring with one button, presses Move, and lands with one button; the engine fights
 * the Invasion Combat. Four clicks. The move form lists only the ships that can reach, with the pick-ups
 * within the room aboard. Screenshots go to test-results/playground/ (tactical-*.png).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { type BrowserContext, chromium, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boot, type Running } from "../../src/boot.ts";
import type { GameState } from "../../src/engine/index.ts";
import { createGameStore } from "../../src/store/gameStore.ts";
import { createPostgresDatabase, type ScratchDatabase } from "../support/databases.ts";
import { type InvasionScene, invasionScene, storeScene } from "../support/invasionScene.ts";

const CHROMIUM = "/usr/bin/chromium";
const SHOTS = "test-results/playground";
const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CHANNEL = "invade";
const ALICE = "playground:alice";

let scratch: ScratchDatabase;
let running: Running;
let profile: string;
let context: BrowserContext;
let page: Page;
let url: string;
let scene: InvasionScene;
/** The clicks the move-and-invade took, counted as they are made. */
let clicks = 0;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  mkdirSync(SHOTS, { recursive: true });
  scratch = await createPostgresDatabase();
  running = await boot(
    {
      discord: null,
      database: scratch.target,
      logLevel: "silent",
      logFormat: "json",
      playground: { host: "127.0.0.1", port: 0 },
    },
    pino({ level: "silent" }),
  );
  url = running.playground?.url as string;
  scene = invasionScene();
  const others = [
    { userId: "playground:bob", name: "Bob" },
    { userId: "playground:cara", name: "Cara" },
  ];
  const people = scene.state.players.map((p) =>
    p.seat === scene.me ? { userId: ALICE, name: "Alice" } : (others.shift() as (typeof others)[0]),
  );
  await storeScene(createGameStore(running.db), { guildId: "playground", channelId: CHANNEL }, scene, people);
  profile = mkdtempSync(join(tmpdir(), "mecatol-chromium-"));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ["--headless", ...FLAGS],
    viewport: { width: 1400, height: 900 },
  });
  page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(15_000);
  // The page opens on the game's channel, acting as Alice: what a returning player sees.
  await page.addInitScript({
    content: `localStorage.setItem("mecatol.channel", ${JSON.stringify(CHANNEL)});
      localStorage.setItem("mecatol.actingAs", ${JSON.stringify(ALICE)});`,
  });
}, 90_000);

afterAll(async () => {
  await context?.close();
  await running?.stop();
  await scratch?.drop();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

const textOf = async (locator: Locator) => (await locator.textContent()) ?? "";
const shot = (name: string) => page.screenshot({ path: `${SHOTS}/tactical-${name}.png` });

async function stateOf(): Promise<GameState> {
  const game = await createGameStore(running.db).loadByChannel("playground", CHANNEL);
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
    const log = await createGameStore(running.db).readEvents(
      (await createGameStore(running.db).loadByChannel("playground", CHANNEL))?.id ?? "",
    );
    expect(log.flatMap((e) => e.events as { type: string }[]).some((e) => e.type === "combatRolled")).toBe(
      true,
    );
    await shot("04-invaded");
    expect(clicks).toBeLessThanOrEqual(4);
    expect(clicks).toBe(4);
  });
});
