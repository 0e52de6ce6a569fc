/**
 * The playground's TI4 transaction form in a real browser (Chromium through playwright-core): a TI4 game
 * with two bots is played through to the person's first turn of the action phase, a game master's
 * correction (the person created the game) makes a bot's seat their neighbour and gives them trade goods,
 * and the form under the person's decision proposes a transaction: a value they cannot offer is refused
 * in the form with a sentence and sends nothing; a good one is the proposeTransaction command, in the log.
 * The form's Black Market Dealings part, built in the page from an offer, sends relics, action cards and
 * secret objective counts only with the card ticked.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../../src/engine/index.ts";
import { pendingDecisions } from "../../src/engine/kernel/flow.ts";
import { ti4BotMove } from "../../src/engine/ti4/policy.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../src/engine/ti4/state.ts";
import { activePlayer } from "../../src/engine/ti4/transactions/window.ts";
import { createGameStore } from "../../src/store/gameStore.ts";
import {
  closePlayground,
  OPEN_TIMEOUT,
  openPlayground,
  type PlaygroundBrowser,
  startTi4Game,
} from "../support/playgroundBrowser.ts";

const CHANNEL = "ti4-trade";
const NOW = { now: "2026-01-01T00:00:00.000Z" };
const MOST_ANSWERS = 300;

let browser: PlaygroundBrowser;
let page: Page;

beforeAll(async () => {
  browser = await openPlayground();
  page = browser.page;
}, OPEN_TIMEOUT);
afterAll(() => closePlayground(browser));

async function stored() {
  const game = await createGameStore(browser.running.db).loadByChannel("playground", CHANNEL);
  if (!game) throw new Error("no game");
  return game;
}

async function post(path: string, body: object): Promise<Response> {
  return fetch(`${browser.url}/api/channels/${CHANNEL}/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** The person's answers, as the bot's policy would give them, until their first action-phase turn. */
async function untilTheirTurn(): Promise<{ state: Ti4State; human: number }> {
  for (let answers = 0; answers < MOST_ANSWERS; answers++) {
    const state = (await stored()).state as unknown as Ti4State;
    const human = state.players.findIndex((p) => !p.userId.startsWith("bot:"));
    if (state.phase === "action" && activePlayer(state) === human) return { state, human };
    if (!pendingDecisions<Ti4>(state).some((d) => d.seat === human))
      throw new Error("not waiting on the person");
    const move = ti4BotMove(state, human, NOW);
    if (!move) throw new Error("no answer for the person");
    const { type, seat: _seat, ...fields } = move.command;
    const userId = state.players[human]?.userId;
    const sent = await post("command", {
      userId,
      command: "ti4 act",
      args: { command: type, fields: JSON.stringify(fields) },
    });
    expect(sent.status, JSON.stringify(await sent.clone().json())).toBe(200);
  }
  throw new Error("the person's turn never came");
}

describe("the TI4 transaction form in the playground", () => {
  it("refuses what the person cannot give with a sentence, and proposes a good transaction", async () => {
    await startTi4Game(browser, CHANNEL, "playground-ti4-trade");

    const { state, human } = await untilTheirTurn();
    const partner = (human + 1) % 3;
    const userId = state.players[human]?.userId;
    // The person created the game: as its game master they make the bot's seat a neighbour (LRR 60).
    const corrections = [
      { kind: "units", position: state.players[partner]?.home, units: { destroyer: 1 } },
      { kind: "tradeGoods", mode: "set", amount: 3 },
    ];
    for (const correction of corrections) {
      const done = await post("request", {
        userId,
        request: { kind: "gm", target: human, correction, reason: "set up the trade" },
      });
      expect(done.status, JSON.stringify(await done.clone().json())).toBe(200);
    }
    await page.reload();
    await page.locator("#channel-title").getByText(`# ${CHANNEL}`).waitFor();
    const form = page.locator(".decision.mine [data-testid=trade-form]");
    await form.waitFor({ timeout: 15_000 });
    await form.locator("select[data-field=with]").selectOption(String(partner));

    // More trade goods than the person has: the form says so and sends nothing.
    const before = (await stored()).version;
    await form.locator("input[data-field=giveGoods]").fill("9");
    await form.locator("[data-testid=propose]").click();
    await expect
      .poll(() => form.locator("[data-testid=trade-problem]").textContent())
      .toBe("You have 3 trade goods: you cannot give 9.");
    expect((await stored()).version).toBe(before);

    await form.locator("input[data-field=giveGoods]").fill("2");
    await form.locator("[data-testid=propose]").click();
    await expect.poll(async () => (await stored()).version, { timeout: 15_000 }).toBeGreaterThan(before);
    const entries = await createGameStore(browser.running.db).readEvents((await stored()).id);
    const proposed = entries.find((e) => (e.command as { type?: string }).type === "proposeTransaction");
    expect(proposed?.command).toMatchObject({
      type: "proposeTransaction",
      seat: human,
      with: partner,
      give: { tradeGoods: 2, commodities: 0, promissoryNote: null, actionCards: [] },
      receive: { tradeGoods: 0, commodities: 0, promissoryNote: null, actionCards: [] },
    });
    await page.screenshot({ path: "test-results/playground/ti4-trade.png" });
  }, 180_000);
});

describe("the Black Market part of the transaction form", () => {
  /** The form built in the page from an offer as the engine makes it (transactions/tradeForm.ts). */
  const OFFER = {
    kind: "ti4Trade",
    seat: 0,
    tradeGoods: 2,
    commodities: 0,
    partners: [
      {
        seat: 1,
        name: "Bot One",
        tradeGoods: 0,
        commodities: 1,
        actionCards: false,
        notes: [],
        relics: [{ id: "emphidia", name: "The Crown of Emphidia" }],
        secretObjectives: 2,
      },
    ],
    notes: [],
    actionCards: [],
    blackMarket: {
      relics: [{ id: "thesilverflame", name: "The Silver Flame" }],
      secretObjectives: 1,
      actionCards: [{ id: "sabo", name: "Sabotage" }],
    },
  };

  it("sends relics, action cards and secret counts only with the card ticked", async () => {
    await page.goto(browser.url);
    // A module of the page's own, as the browser loads it (a script the test runner does not rewrite).
    await page.addScriptTag({
      type: "module",
      content: `
        import { tradeForm } from "/page/tradeForm.js";
        window.sent = [];
        const form = tradeForm(${JSON.stringify(OFFER)}, (command, args) => window.sent.push({ command, args }));
        form.id = "market-test";
        document.body.prepend(form);`,
    });
    const form = page.locator("#market-test");
    const sent = () => page.evaluate("window.sent") as Promise<unknown[]>;
    const problem = form.locator("[data-testid=trade-problem]");

    // A relic ticked without the card: refused with a sentence, nothing sent.
    await form.locator("input[data-give-relic=thesilverflame]").check();
    await form.locator("[data-testid=propose]").click();
    expect(await problem.textContent()).toContain("only with Black Market Dealings played");
    expect(await sent()).toEqual([]);

    // More secret objectives asked than the other holds.
    await form.locator("input[data-field=blackMarket]").check();
    await form.locator("input[data-field=askSecrets]").fill("3");
    await form.locator("[data-testid=propose]").click();
    expect(await problem.textContent()).toBe(
      "Bot One holds 2 unscored secret objectives: you cannot ask for 3.",
    );
    expect(await sent()).toEqual([]);

    await form.locator("input[data-field=askSecrets]").fill("1");
    await form.locator("input[data-market-card=sabo]").check();
    await form.locator("input[data-ask-relic=emphidia]").check();
    await form.locator("[data-testid=propose]").click();
    const [proposal] = (await sent()) as { command: string; args: { fields: string } }[];
    expect(proposal?.command).toBe("ti4 act");
    expect(JSON.parse(proposal?.args.fields ?? "{}")).toEqual({
      with: 1,
      blackMarket: true,
      give: {
        tradeGoods: 0,
        commodities: 0,
        promissoryNote: null,
        actionCards: ["sabo"],
        relics: ["thesilverflame"],
        secretObjectives: 0,
      },
      receive: {
        tradeGoods: 0,
        commodities: 0,
        promissoryNote: null,
        actionCards: [],
        relics: ["emphidia"],
        secretObjectives: 1,
      },
    });
  }, 60_000);
});
