/**
 * A whole Fourth Edition game in the playground, in a real browser (Chromium through playwright-core):
 * the New game form opens a TI4 game (the form's /ti game new ruleset:ti4), two bots are seated and the
 * game started from the page's command box, then every answer of the one person at the table is typed as
 * `/ti4 act` through the same command route the box uses (what the bot's policy would choose for that
 * seat), until the game has a winner. The page's feed announces the winner, the TI4 map is posted, and no
 * secret held at the end (an unscored secret objective, one still in the deck) was ever in the feed.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ti4Objective } from "../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../src/engine/kernel/flow.ts";
import "../../src/engine/index.ts";
import { ti4BotMove } from "../../src/engine/ti4/policy.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../src/engine/ti4/state.ts";
import { createGameStore } from "../../src/store/gameStore.ts";
import {
  closePlayground,
  OPEN_TIMEOUT,
  openPlayground,
  type PlaygroundBrowser,
  startTi4Game,
} from "../support/playgroundBrowser.ts";

const CHANNEL = "ti4-whole";
const NOW = { now: "2026-01-01T00:00:00.000Z" };
/** More answers than a 10-point game of three asks of one seat. */
const MOST_ANSWERS = 2_000;

let browser: PlaygroundBrowser;
let page: Page;

beforeAll(async () => {
  browser = await openPlayground();
  page = browser.page;
}, OPEN_TIMEOUT);
afterAll(() => closePlayground(browser));

// biome-ignore lint/suspicious/noExplicitAny: the API's JSON, which the assertions themselves check
type Json = any;

async function stored() {
  const store = createGameStore(browser.running.db);
  const game =
    (await store.loadByChannel("playground", CHANNEL)) ?? (await store.lastEnded("playground", CHANNEL));
  if (!game) throw new Error("no game");
  return game;
}

const feed = async (): Promise<Json[]> =>
  ((await (await fetch(`${browser.url}/api/channels/${CHANNEL}/feed`)).json()) as Json).posts;

/** Ticks the payment's planets and goods in the page's payment form and presses Pay. */
async function payInTheForm(payment: { planets: string[]; tradeGoods: number }): Promise<void> {
  const form = page.locator(".decision.mine [data-testid=payment-form][data-kind=buyCommandTokens]");
  await form.waitFor();
  for (const planet of payment.planets) await form.locator(`input[data-planet="${planet}"]`).check();
  await form.locator("input[data-goods]").fill(String(payment.tradeGoods));
  const version = (await stored()).version;
  await form.locator("[data-testid=pay]").click();
  await expect.poll(async () => (await stored()).version, { timeout: 15_000 }).toBeGreaterThan(version);
}

/** The fields typed for a command: key:value words when every value is a plain word or number. */
function typed(fields: Record<string, unknown>): string {
  const plain = Object.values(fields).every(
    (v) => (typeof v === "string" && /^[^\s"{:]+$/.test(v)) || typeof v === "number",
  );
  return plain
    ? Object.entries(fields)
        .map(([k, v]) => `${k}:${v}`)
        .join(" ")
    : JSON.stringify(fields);
}

describe("a whole TI4 game in the playground", () => {
  it("is opened from the New game form, started from the command box and played to its winner", async () => {
    const lobby = await startTi4Game(browser, CHANNEL, "playground-ti4-whole-game");
    expect(lobby.ruleset).toBe("ti4");

    let answers = 0;
    let paidByForm = false;
    for (; answers < MOST_ANSWERS; answers++) {
      const game = await stored();
      if (game.status !== "active") break;
      const state = game.state as unknown as Ti4State;
      const human = state.players.findIndex((p) => !p.userId.startsWith("bot:"));
      const waiting = pendingDecisions<Ti4>(state);
      if (!waiting.some((d) => d.seat === human))
        throw new Error(`the game waits on ${waiting.map((d) => `${d.kind}@${d.seat}`)}, not the person`);
      const move = ti4BotMove(state, human, NOW);
      if (!move) throw new Error(`no answer for the person: ${waiting.map((d) => d.kind)}`);
      const { type, seat: _seat, ...fields } = move.command;
      // Command tokens bought with influence are paid in the page's payment form, once.
      if (type === "buyCommandTokens" && !paidByForm) {
        await payInTheForm(move.command.payment);
        paidByForm = true;
        expect((await stored()).version).toBeGreaterThan(game.version);
        continue;
      }
      // Key:value words are typed as a line (several are one option, so quoted); JSON, whose quotes a
      // line cannot hold, goes as the command's options, as the page's forms send them.
      const words = typed(fields);
      const userId = state.players[human]?.userId;
      const line = `/ti4 act command:${type}${words === "" ? "" : ` fields:${words.includes(" ") ? `"${words}"` : words}`}`;
      const sent = await fetch(`${browser.url}/api/channels/${CHANNEL}/command`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(
          words.startsWith("{")
            ? { userId, command: "ti4 act", args: { command: type, fields: words } }
            : { userId, line },
        ),
      });
      expect(sent.status, JSON.stringify(await sent.clone().json())).toBe(200);
      expect((await stored()).version).toBeGreaterThan(game.version);
    }
    const game = await stored();
    expect(game.status).toBe("finished");
    const state = game.state as unknown as Ti4State;
    const winner = state.players[state.winners[0] as number]?.name as string;
    // The page's feed announces the winner.
    await page
      .locator("#feed")
      .getByText(new RegExp(`${winner}[^\\n]* wins? the game!`))
      .first()
      .waitFor();
    const posts = await feed();
    const maps = posts.filter((p: Json) => p.imageUrl);
    expect(maps.length).toBeGreaterThan(1);
    const png = await (await fetch(`${browser.url}${maps.at(-1).imageUrl}`)).arrayBuffer();
    expect(Buffer.from(png).subarray(0, 4).toString("hex")).toBe("89504e47");
    // Nothing secret reached the feed: the secret objectives unscored in hand or left in the deck.
    const publicText = JSON.stringify(posts);
    const unseen = [
      ...state.decks.secretObjectives,
      ...state.players.flatMap((p) => p.secret.secretObjectives),
    ];
    expect(unseen.length).toBeGreaterThan(0);
    for (const id of unseen) expect(publicText).not.toContain(ti4Objective(id).name);
    expect(answers).toBeGreaterThan(10);
    expect(paidByForm).toBe(true);
    // The step-through reads the TI4 log: its events, where each round began, a map per event.
    const timeline = (await (await fetch(`${browser.url}/api/channels/${CHANNEL}/history`)).json()) as Json;
    expect(timeline.rounds.map((r: Json) => r.round).slice(0, 2)).toEqual([1, 2]);
    const past = await fetch(
      `${browser.url}/api/channels/${CHANNEL}/history/${timeline.rounds[1].event}.png`,
    );
    expect(past.status).toBe(200);
    expect(
      Buffer.from(await past.arrayBuffer())
        .subarray(0, 4)
        .toString("hex"),
    ).toBe("89504e47");
  }, 180_000);
});
