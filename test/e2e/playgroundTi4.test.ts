/**
 * A Fourth Edition game in the playground, in a real browser (Chromium through playwright-core): the New
 * game form offers the TI4 ruleset, a quick game of Alice, Bob and a bot starts with the TI4 map posted;
 * the set-up and the strategy phase are played by the buttons the page draws (their requests) and typed
 * /ti4 act commands, the secret objectives drawn reach only their owner's private panel, a wrong value is
 * refused with the rule's sentence and changes nothing, and the first tactical action activates a
 * system chosen from the menu of systems.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ti4Objective } from "../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../src/engine/kernel/flow.ts";
import "../../src/engine/index.ts";
import { ti4Answers } from "../../src/engine/ti4/bot.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../src/engine/ti4/state.ts";
import { createGameStore } from "../../src/store/gameStore.ts";
import {
  closePlayground,
  OPEN_TIMEOUT,
  openPlayground,
  type PlaygroundBrowser,
  tableJson,
} from "../support/playgroundBrowser.ts";

const CHANNEL = "quick-1";
const ALICE = "playground:alice";

let browser: PlaygroundBrowser;
let page: Page;

beforeAll(async () => {
  browser = await openPlayground();
  page = browser.page;
}, OPEN_TIMEOUT);
afterAll(() => closePlayground(browser));

// biome-ignore lint/suspicious/noExplicitAny: the API's JSON, which the assertions themselves check
type Json = any;

async function post(path: string, body: unknown): Promise<{ status: number; json: Json }> {
  const response = await fetch(`${browser.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

async function stored(): Promise<{ state: Ti4State; version: number; ruleset: string }> {
  const game = await createGameStore(browser.running.db).loadByChannel("playground", CHANNEL);
  if (!game) throw new Error("no game");
  return { state: game.state as unknown as Ti4State, version: game.version, ruleset: game.ruleset };
}

const feed = async (): Promise<Json[]> =>
  ((await (await fetch(`${browser.url}/api/channels/${CHANNEL}/feed`)).json()) as Json).posts;

/** Answers the first human decision: the page's button (a menu's first option too), else /ti4 act typed. */
async function answerOne(): Promise<{ kind: string; how: "button" | "menu" | "typed" }> {
  const table = (await tableJson(browser.url, CHANNEL)) as Json;
  const mine = table.decisions.find((d: Json) => !d.bot);
  if (!mine) throw new Error("nobody human is waited on");
  const button = mine.buttons.find((b: Json) => b.request);
  if (button) {
    const sent = await post(`/api/channels/${CHANNEL}/request`, {
      userId: mine.userId,
      request: button.request,
      label: button.label,
    });
    expect(sent.status).toBe(200);
    return { kind: mine.kinds[0], how: button.menu ? "menu" : "button" };
  }
  const { state } = await stored();
  const decision = pendingDecisions<Ti4>(state).find((d) => state.players[d.seat]?.userId === mine.userId);
  const [command] = decision ? ti4Answers(state, decision) : [];
  if (!command) throw new Error(`no answer for ${mine.kinds}`);
  const { type, seat: _seat, ...fields } = command;
  const sent = await post(`/api/channels/${CHANNEL}/command`, {
    userId: mine.userId,
    command: "ti4 act",
    args: { command: type, fields: JSON.stringify(fields) },
  });
  expect(sent.status).toBe(200);
  return { kind: type, how: "typed" };
}

describe("a TI4 game in the playground", () => {
  it("is created from the New game form with the TI4 ruleset, and its map is posted", async () => {
    await page.goto(browser.url);
    await page.locator("#open-new-game").click();
    const dialog = page.locator("#new-game");
    await dialog.locator("select[name=ruleset]").selectOption("ti4");
    await dialog.locator("[data-testid=quick-players]").selectOption("2");
    await dialog.locator("[data-testid=quick-bots]").selectOption("1");
    await dialog.locator("[data-testid=quick-game]").click();
    await page.locator("#channel-title").getByText(`# ${CHANNEL}`).waitFor();
    expect((await stored()).ruleset).toBe("ti4");
    const maps = (await feed()).filter((p: Json) => p.imageUrl);
    expect(maps.length).toBeGreaterThan(0);
    const png = await (await fetch(`${browser.url}${maps.at(-1).imageUrl}`)).arrayBuffer();
    expect(png.byteLength).toBeGreaterThan(10_000);
    await page
      .locator(`img[src="${maps.at(-1).imageUrl}"]`)
      .first()
      .waitFor();
  }, 60_000);

  it("keeps the secret objectives private and refuses a wrong one, changing nothing", async () => {
    for (let i = 0; i < 40; i++) {
      const { state } = await stored();
      if (pendingDecisions<Ti4>(state).some((d) => d.kind === "keepSecretObjective")) break;
      await answerOne();
    }
    const { state, version } = await stored();
    const drawn = state.players[0]?.secret.secretObjectivesDrawn ?? [];
    expect(drawn).toHaveLength(2);
    const names = drawn.map((o) => ti4Objective(o).name);
    const panel = async (userId: string) =>
      (await (await fetch(`${browser.url}/api/channels/${CHANNEL}/private?userId=${userId}`)).json()) as Json;
    const alice = JSON.stringify(await panel(ALICE));
    expect(alice).toContain(names[0]);
    const bob = JSON.stringify(await panel("playground:bob"));
    for (const name of names) expect(bob).not.toContain(name);
    const publicText = JSON.stringify(await feed());
    for (const name of names) expect(publicText).not.toContain(name);
    const wrong = await post(`/api/channels/${CHANNEL}/command`, {
      userId: ALICE,
      line: "/ti4 act command:keepSecretObjective fields:objective:not-drawn",
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error).toMatch(/Keep one of the two secret objectives you drew/);
    expect((await stored()).version).toBe(version);
    const kept = await post(`/api/channels/${CHANNEL}/command`, {
      userId: ALICE,
      line: `/ti4 act command:keepSecretObjective fields:objective:${drawn[0]}`,
    });
    expect(kept.status).toBe(200);
    expect((await stored()).state.players[0]?.secret.secretObjectives).toEqual([drawn[0]]);
  }, 60_000);

  it("plays the strategy phase by buttons and activates a system from the menu", async () => {
    const picks: string[] = [];
    for (let i = 0; i < 40; i++) {
      if ((await stored()).state.phase === "action") break;
      const answered = await answerOne();
      if (answered.kind === "pickStrategyCard") picks.push(answered.how);
    }
    expect(picks.length).toBeGreaterThan(0);
    expect(picks.every((how) => how === "button")).toBe(true);
    // A bot may act first in the action phase (its strategic action asks Alice to follow): she answers
    // by button until her own turn, where the first answer is a system activated from the menu.
    let answered = { kind: "", how: "" };
    for (let i = 0; i < 10 && answered.kind !== "tacticalAction"; i++) {
      await page.locator(".decision.mine").first().waitFor();
      answered = await answerOne();
    }
    expect([answered.kind, answered.how]).toEqual(["tacticalAction", "menu"]);
    const { state } = await stored();
    expect(Object.values(state.board).some((s) => s.commandTokens.length > 0)).toBe(true);
    expect(JSON.stringify(await feed())).toMatch(/activates the system at \d{3}/);
  }, 60_000);
});
