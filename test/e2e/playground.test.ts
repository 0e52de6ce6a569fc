/**
 * The local playground in a real browser: Debian's Chromium driven by playwright-core, against the
 * playground served by `boot` in this process on a scratch PostgreSQL database (set up by
 * test/support/playgroundBrowser.ts). One table of four plays the opening of a game the way a newcomer
 * would, clicking and typing; screenshots go to test-results/playground/.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OBJECTIVES, STRATEGY_CARDS } from "../../src/content/index.ts";
import {
  closePlayground,
  OPEN_TIMEOUT,
  openPlayground,
  type PlaygroundBrowser,
  SHOTS,
  tableJson,
  textOf,
} from "../support/playgroundBrowser.ts";

let browser: PlaygroundBrowser;
let page: Page;
let url: string;

beforeAll(async () => {
  browser = await openPlayground();
  ({ page, url } = browser);
}, OPEN_TIMEOUT);

afterAll(() => closePlayground(browser));

const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });
const feedText = () => textOf(page.locator("#feed"));
const postCount = () => page.locator("#feed [data-post]").count();

/** The map images in the feed, newest last, with their bytes. */
async function maps(): Promise<{ src: string; bytes: Buffer }[]> {
  const sources = await page
    .locator("#feed img")
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")));
  return Promise.all(
    sources.map(async (src) => ({
      src: src as string,
      bytes: Buffer.from(await (await fetch(`${url}${src}`)).arrayBuffer()),
    })),
  );
}

/** The newest map in the feed is a new PNG with different pixels from the newest one before. */
function expectNewMap(before: { src: string; bytes: Buffer }[], after: { src: string; bytes: Buffer }[]) {
  expect(before.length).toBeGreaterThan(0);
  const [old, now] = [before.at(-1), after.at(-1)];
  expect(now?.src).not.toBe(old?.src);
  expect(now?.bytes.subarray(0, 4).toString("hex")).toBe("89504e47");
  expect(now?.bytes.equals(old?.bytes as Buffer)).toBe(false);
}

async function send(line: string): Promise<void> {
  await page.locator("#command").fill(line);
  await page.locator("#command").press("Enter");
}

/** Presses the first card button of the decision waiting for the seat the page acts as. */
async function pickCardForWaitingSeat(): Promise<{ name: string; card: string }> {
  const decision = page.locator(".decision.mine").first();
  await decision.waitFor();
  const name = await textOf(decision.locator("p b"));
  await expect.poll(() => textOf(page.locator("#act-as option:checked"))).toContain(name);
  // A Strategy Card's button: the seat may also hold an optional offer of its race (Mentak, Yssaril).
  const cards = STRATEGY_CARDS.map((c) => c.name).join("|");
  const button = decision
    .locator("button.choice.primary")
    .filter({ hasText: new RegExp(`^(${cards})`) })
    .first();
  const card = await textOf(button);
  await button.click();
  await page.locator("#feed").getByText(`${name} takes ${card}`).waitFor();
  return { name, card };
}

describe("the local playground in Chromium", () => {
  it("opens on a page that works like a Discord channel, with the bots note", async () => {
    await page.goto(url);
    await expect.poll(() => page.title()).toBe("Mecatol playground");
    await page.locator("[data-testid=bots-note]").getByText("bot policy").waitFor();
    await expect.poll(() => page.locator("#banner").isHidden()).toBe(true);
  });

  it("opens on #welcome, which says how to start, where commands go and what buttons do", async () => {
    await page.locator("#channels li.current").getByText("# welcome").waitFor();
    const welcome = page.locator("#feed [data-testid=welcome]");
    await welcome.locator("[data-testid=welcome-quick]").getByText("you and 3 bots").waitFor();
    await welcome.locator("[data-testid=welcome-friends]").waitFor();
    const text = await textOf(welcome);
    for (const words of ["/ti help", "Tab completes", "Buttons", "Act as", "private panel"])
      expect(text).toContain(words);
    // "Game with friends…" opens the New game form; the next test fills it.
    await welcome.locator("[data-testid=welcome-friends]").click();
    await expect.poll(() => page.locator("#new-game").getAttribute("open")).not.toBeNull();
    await page.locator("#new-game button[value=cancel]").click();
    await shot("00-welcome");
  });

  it("creates a quick game of four from the New game form generated from /ti game new", async () => {
    await page.locator("#open-new-game").click();
    const dialog = page.locator("#new-game");
    for (const option of ["expansions", "options", "vp", "galaxy", "races", "bans"])
      await dialog.locator(`[name="${option}"]`).waitFor();
    // The form says of bots what the welcome page says: they see only their own seat's view.
    await dialog.locator("[data-testid=bots-form-note]").getByText("only what its seat may see").waitFor();
    await dialog.locator("[data-testid=quick-bots]").waitFor();
    await shot("01-new-game-form");
    await dialog.locator("[data-testid=quick-players]").selectOption("4");
    await dialog.locator("[data-testid=quick-game]").click();
    await page.locator("#channel-title").getByText("# quick-1").waitFor();
    await expect.poll(() => page.locator("#seats li").count()).toBe(4);
    await page.locator("#feed").getByText("The game begins!").waitFor();
    // Whoever must pick first is pinged, unless it is the player who started the game (never the actor).
    await page.locator(".decision").first().waitFor();
    await expect.poll(() => textOf(page.locator("#channels"))).toContain("# quick-1");
    await page.locator("#channel-info").getByText("Round 1, strategy phase.").waitFor();
    await shot("02-game-started");
  });

  it("picks Strategy Cards for every seat with the decision buttons, and the map changes", async () => {
    const mapsBefore = await maps();
    const textBefore = await feedText();
    const picked: string[] = [];
    // Four players take two cards each (RR §23); "follow the turn" switches to whoever must pick.
    for (let i = 0; i < 8; i++) {
      const { name, card } = await pickCardForWaitingSeat();
      picked.push(`${name}:${card}`);
    }
    expect(new Set(picked.map((p) => p.split(":")[1])).size).toBe(8);
    await page.locator("#channel-info").getByText("Round 1, action phase.").waitFor();
    expect(await feedText()).not.toBe(textBefore);
    expect(await feedText()).toContain("— Round 1: action phase —");
    expectNewMap(mapsBefore, await maps());
    await shot("03-strategy-cards-picked");
  });

  it("activates a system with a tactical action typed in the command box, told in text without a new map", async () => {
    await page.locator(".decision.mine").getByRole("button", { name: "Tactical action…" }).click();
    await expect.poll(() => page.locator("#command").inputValue()).toBe("/ti turn tactical position:");
    await page.locator("#command").pressSequentially("000");
    const postsBefore = await postCount();
    const mapsBefore = await maps();
    await page.locator("#command").press("Enter");
    await page.locator("#feed .invocation").getByText("used /ti turn tactical position:000").waitFor();
    expect(await page.locator("#result").isHidden()).toBe(true);
    expect(await postCount()).toBeGreaterThan(postsBefore);
    // A step inside a turn is told in text: the map follows once the turn passes (one map per turn of
    // play). The game waits for the move into the system, with the move form under the decision
    // (playgroundBots.test.ts moves ships with it).
    const move = page.locator(".decision").filter({ hasText: /move ships into 000/ });
    await move.waitFor();
    await move.locator("[data-testid=move-form]").waitFor();
    expect((await maps()).length).toBe(mapsBefore.length);
    await shot("04-tactical-action");
  });

  it("shows a player's hand and secret objective in their private panel, never in the public feed", async () => {
    await page.locator("#follow").uncheck();
    const players = await page.locator("#seats li b").allTextContents();
    for (const name of players.slice(0, 2)) {
      const option = page.locator("#act-as option").filter({ hasText: name }).first();
      await page.locator("#act-as").selectOption((await option.getAttribute("value")) as string);
      await page.locator("#private-title").getByText(`${name}'s private panel`).waitFor();
      // Each card shows its name, its worth or when it plays, and its text, as the content words it.
      const card = page.locator('#hand [data-group="Secret Objectives"] .card').first();
      await card.waitFor();
      const secret = await textOf(card.locator(".card-name"));
      const objective = OBJECTIVES.find((o) => o.name === secret);
      expect(objective, secret).toBeDefined();
      expect(await textOf(card.locator(".card-note"))).toBe(`${objective?.vp} VP`);
      expect(await textOf(card.locator(".card-text"))).toBe(objective?.text);
      for (const group of ["Action Cards", "Political Cards"])
        await page.locator(`#hand [data-group="${group}"]`).waitFor();
      await page.locator("#private-messages").getByText(`Your Secret Objective: ${secret}.`).waitFor();
      expect(await feedText()).not.toContain(secret);
      expect(await textOf(page.locator("#feed"))).toContain(`${name} is dealt a Secret Objective.`);
      await shot(`05-private-panel-${name.toLowerCase()}`);
    }
  });

  it("completes commands and answers bad input with Discord's error text, changing nothing", async () => {
    await page.locator("#command").fill("/ti turn pi");
    await page.locator("#suggestions li").getByText("/ti turn pick").waitFor();
    await page.locator("#command").press("Tab");
    await expect.poll(() => page.locator("#command").inputValue()).toBe("/ti turn pick ");
    await page.locator("#command").pressSequentially("ca");
    await expect.poll(() => textOf(page.locator("#suggestions"))).toMatch(/^card:/);
    await expect.poll(() => page.locator("#suggestions li").count()).toBe(1);
    // The former spelling under /ti is completed to the group's own slash command, as Discord offers it.
    await page.locator("#command").fill("/ti cards auto");
    await page.locator("#suggestions li").getByText("/ti-cards autopass").waitFor();
    await page.locator("#command").press("Tab");
    await expect.poll(() => page.locator("#command").inputValue()).toBe("/ti-cards autopass ");
    // Values come from the game, through the same autocomplete as Discord's.
    await page.locator("#command").fill("/ti turn tactical position:Mecatol");
    await page.locator("#suggestions li").getByText("000 — Mecatol Rex").waitFor();
    await shot("06-autocomplete");
    await page.locator("#command").press("Tab");
    await expect.poll(() => page.locator("#command").inputValue()).toBe("/ti turn tactical position:000 ");

    const before = { table: await tableJson(url, "quick-1"), posts: await postCount() };
    await send("/ti turn pick card:Nope");
    await page
      .locator("#result.error")
      .getByText('card: There is no Strategy Card called "Nope". Name one, e.g. Trade.')
      .waitFor();
    await send("/ti turn pick card:Trade colour:red");
    await page
      .locator("#result.error")
      .getByText('/ti turn pick has no option "colour". Its options: card, strategy, fleet, command.')
      .waitFor();
    await send("/ti bogus");
    await page
      .locator("#result.error")
      .getByText('Unknown command "/ti bogus". Type /ti help for the list.')
      .waitFor();
    await send("/ti turn pick card:Trade");
    // A rule refusal (a Strategy Card in the Action Phase) is the engine's sentence, as on Discord.
    await page
      .locator("#result.error")
      .getByText(/Not (now|your turn): the game is waiting for/)
      .waitFor();
    await shot("07-bad-input");
    expect(await tableJson(url, "quick-1")).toEqual(before.table);
    expect(await postCount()).toBe(before.posts);
  });

  it("works on a phone 400 px wide: feed, command box, buttons, map and private panel", async () => {
    await page.setViewportSize({ width: 400, height: 800 });
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox()) ?? null;
    const onScreen = (b: { x: number; y: number; width: number; height: number } | null) =>
      b !== null && b.x >= 0 && b.x + b.width <= 400 && b.y >= 0 && b.y + b.height <= 800;
    await expect.poll(async () => (await box("#feed"))?.width ?? 0).toBeGreaterThan(300);
    // Nothing wider than the screen: no sideways scrolling of the page.
    expect(await page.locator("html").evaluate((e) => e.scrollWidth)).toBeLessThanOrEqual(400);
    expect(await page.locator("#command").isVisible()).toBe(true);
    expect(onScreen(await box("#command"))).toBe(true);
    expect(onScreen(await box("#command-form button[type=submit]"))).toBe(true);
    // The newest map is scaled to the feed's width.
    const feed = await box("#feed");
    const map = await box("#feed img >> nth=-1");
    expect(map?.width ?? 0).toBeGreaterThan(200);
    expect((map?.x ?? 0) + (map?.width ?? 0)).toBeLessThanOrEqual((feed?.x ?? 0) + (feed?.width ?? 0));
    // The decision's buttons can be pressed, and the channels sit in one row on top.
    const decision = page.locator(".decision").first();
    await decision.waitFor();
    expect(onScreen(await decision.locator("button").first().boundingBox())).toBe(true);
    expect(onScreen(await box("#open-new-game"))).toBe(true);
    await shot("08-phone");

    // The private panel is one press away and covers the channel; another press brings the channel back.
    // (It slides away in 0.15 s once the window narrows: wait for it to be gone.)
    await expect.poll(async () => page.locator("#private").isVisible()).toBe(false);
    await page.locator("#toggle-private").click();
    await expect.poll(async () => onScreen(await box("#private"))).toBe(true);
    await expect.poll(async () => (await box("#private"))?.width ?? 0).toBeGreaterThan(300);
    await page.locator('#hand [data-group="Secret Objectives"] .card-text').first().waitFor();
    expect(await page.locator("#act-as").isVisible()).toBe(true);
    await shot("09-phone-private-panel");
    await page.locator("#close-private").click();
    await expect.poll(() => page.locator("#private").isVisible()).toBe(false);

    // From #welcome, one press starts a game against three bots.
    await page.locator("#channels").getByText("# welcome").click();
    await page.locator("[data-testid=welcome-quick]").click();
    await page.locator("#channel-title").getByText("# quick-2").waitFor();
    await expect.poll(() => page.locator("#seats li.bot").count()).toBe(3);
    await expect.poll(() => page.locator("#seats li").count()).toBe(4);
    await page.locator("#feed").getByText("The game begins!").waitFor();
    await expect.poll(async () => (await box("#feed"))?.width ?? 0).toBeGreaterThan(300);
    await shot("10-phone-quick-game");
  });
});
