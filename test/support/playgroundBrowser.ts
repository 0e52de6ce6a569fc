/**
 * The local playground in a real browser, for the e2e tests: Debian's Chromium driven by playwright-core,
 * against the playground served by `boot` in this process on a scratch PostgreSQL database. Open it in
 * `beforeAll` (allow it `OPEN_TIMEOUT`) and close it in `afterAll`; screenshots go to `SHOTS`.
 */

import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { type BrowserContext, chromium, type Locator, type Page } from "playwright-core";
import { boot, type Running } from "../../src/boot.ts";
import { ONE_PROCESS } from "../../src/config.ts";
import { createGameStore } from "../../src/store/gameStore.ts";
import { createPostgresDatabase, type ScratchDatabase } from "./databases.ts";

export const CHROMIUM = "/usr/bin/chromium";
export const SHOTS = "test-results/playground";
/** The flags that work on this machine (notes/stack.md, "Browser tests"). */
export const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
/** How long `openPlayground` may take: a database, the server and a browser. */
export const OPEN_TIMEOUT = 90_000;

export interface PlaygroundBrowser {
  scratch: ScratchDatabase;
  running: Running;
  /** The playground's address. */
  url: string;
  /** The browser's profile folder, removed on closing. */
  profile: string;
  context: BrowserContext;
  /** The browser's first page, not yet navigated. */
  page: Page;
}

/** Boots the playground on a scratch database and starts Chromium on a fresh profile. */
export async function openPlayground(): Promise<PlaygroundBrowser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  mkdirSync(SHOTS, { recursive: true });
  const opened: Partial<PlaygroundBrowser> = {};
  try {
    opened.scratch = await createPostgresDatabase();
    opened.running = await boot(
      {
        discord: null,
        database: opened.scratch.target,
        logLevel: "silent",
        logFormat: "json",
        playground: { host: "127.0.0.1", port: 0 },
        renderThreads: 1,
        scale: ONE_PROCESS,
      },
      pino({ level: "silent" }),
    );
    opened.url = opened.running.playground?.url as string;
    // A fresh profile each run: nothing remembered from an earlier run (channel, seat) leaks in.
    opened.profile = mkdtempSync(join(tmpdir(), "mecatol-chromium-"));
    opened.context = await chromium.launchPersistentContext(opened.profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ["--headless", ...FLAGS],
      viewport: { width: 1400, height: 900 },
    });
    opened.page = opened.context.pages()[0] ?? (await opened.context.newPage());
    opened.page.setDefaultTimeout(15_000);
    return opened as PlaygroundBrowser;
  } catch (error) {
    await closePlayground(opened);
    throw error;
  }
}

/** Closes the browser, stops the server, drops the database and removes the profile (what was opened). */
export async function closePlayground(opened: Partial<PlaygroundBrowser> | undefined): Promise<void> {
  await opened?.context?.close();
  await opened?.running?.stop();
  await opened?.scratch?.drop();
  if (opened?.profile) rmSync(opened.profile, { recursive: true, force: true });
}

/** A locator's text ("" when it has none). */
export const textOf = async (locator: Locator) => (await locator.textContent()) ?? "";

/** The channel's table as the playground's API gives it. */
export async function tableJson(url: string, channel: string): Promise<unknown> {
  return (await fetch(`${url}/api/channels/${channel}`)).json();
}

/** Types `line` in the page's command box and sends it. */
export async function typeLine(page: Page, line: string): Promise<void> {
  await page.locator("#command").fill(line);
  await page.locator("#command").press("Enter");
}

/**
 * Opens a TI4 game in `channel` from the page's New game form, seats two bots from the command box, fixes
 * the game's seed (a fixed seed keeps the game the same from run to run; the start draws one otherwise) and
 * starts it. Gives back the game as stored before the start.
 */
export async function startTi4Game(opened: PlaygroundBrowser, channel: string, seed: string) {
  const { page } = opened;
  await page.goto(opened.url);
  await page.locator("#open-new-game").click();
  const dialog = page.locator("#new-game");
  await dialog.locator("[data-testid=new-channel]").fill(channel);
  await dialog.locator("select[name=ruleset]").selectOption("ti4");
  await dialog.locator("[data-testid=open-game]").click();
  await page.locator("#channel-title").getByText(`# ${channel}`).waitFor();
  await page.locator("#feed").getByText("Fourth Edition").first().waitFor();
  const store = createGameStore(opened.running.db);
  const lobby = await store.loadByChannel("playground", channel);
  if (!lobby) throw new Error(`no game in ${channel}`);
  await typeLine(page, "/ti game bot");
  await page.locator("#feed").getByText("(2 seated)").waitFor();
  await typeLine(page, "/ti game bot");
  await page.locator("#feed").getByText("(3 seated)").waitFor();
  await store.setSeed(lobby.id, seed);
  await typeLine(page, "/ti game start");
  await page.locator("#feed").getByText("The game begins!").first().waitFor();
  return lobby;
}
