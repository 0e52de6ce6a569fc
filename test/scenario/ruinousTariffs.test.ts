/**
 * Ruinous Tariffs (rules/actionCards/phaseCardTrade.ts) and the window right after a player collects from
 * his trade agreements (rules/trade/incomeWindows.ts; RR §17, §19). Four races are drafted by seat: the
 * Hacan (0), Sol (1), Jol-Nar (2) and the Letnev (3); Sol holds Trade (or Trade II) and acts first.
 * Agreements, Trade Goods and cards are given by engine events appended to the log, so every replay check
 * still folds the whole game.
 */
import { describe, expect, it } from "vitest";
import type { ActionCardId, Box } from "../../src/content/index.ts";
import type { Command, GameEvent } from "../../src/engine/index.ts";
import { decisions } from "../../src/engine/index.ts";
import {
  expectReplayMatches,
  newScenario,
  passActionWindows,
  play,
  refuse,
  type Scenario,
  seatToAnswer,
} from "../support/engine.ts";
import { given, ORIGINAL_CARDS, VARIANT_CARDS } from "../support/strategyTable.ts";

const HACAN = 0;
const SOL = 1;
const JOLNAR = 2;
const LETNEV = 3;
const RACES = ["hacan", "sol", "jolnar", "letnev"];

/** Drafts the races, deals the Strategy Cards (Sol: the set's first card and Trade) and starts Trade. */
function tradeAction(boxes: Box[] = ["base", "se"], variant = false): Scenario {
  const options = variant ? ["variantCards"] : [];
  const game = newScenario(4, { raceAssignment: "draft", boxes, options });
  while (game.state.stack.at(-1)?.kind === "raceDraft") {
    const seat = seatToAnswer(game, "pickRace");
    play(game, { type: "pickRace", seat, race: RACES[seat] as never });
  }
  const set = variant ? VARIANT_CARDS : ORIGINAL_CARDS;
  const card = variant ? "trade-2" : "trade";
  const mine = [set[0] as string, card];
  const others = set.filter((c) => !mine.includes(c));
  while (game.state.phase === "strategy") {
    const seat = seatToAnswer(game, "pickStrategyCard");
    play(game, { type: "pickStrategyCard", seat, card: (seat === SOL ? mine : others).shift() as never });
  }
  play(game, { type: "strategicAction", seat: SOL, card: card as never });
  return game;
}

/** An agreement: `a` collects `aGets` (b's contract), `b` collects `bGets` (a's contract). */
const agreement = (a: number, aGets: number, b: number, bGets: number): GameEvent => ({
  type: "tradeAgreementFormed",
  seats: [a, b],
  values: [aGets, bGets],
});
const goods = (seat: number, amount: number): GameEvent => ({
  type: "tradeGoodsGained",
  seat,
  amount,
  reason: "scenario",
});
const deal = (game: Scenario, seat: number, ...cards: ActionCardId[]) =>
  given(game, { type: "actionCardsDrawn", seat, cards });
const primary = (card = "trade"): Command => ({
  type: "resolvePrimary",
  seat: SOL,
  card: card as never,
  choice: { option: "tradeGoods" },
});
const follow = (seat: number, follows = true): Command => ({
  type: "answerSecondary",
  seat,
  card: "trade",
  follow: follows,
});
const tariffs = (seat: number, card: ActionCardId = "ruinous-tariffs", target?: number): Command => ({
  type: "playActionCard",
  seat,
  card,
  ...(target === undefined ? {} : { target }),
});
const tg = (game: Scenario, seat: number) => game.state.players[seat]!.tradeGoods;
const top = (game: Scenario) => game.state.stack.at(-1);

function finishNegotiations(game: Scenario): void {
  while (top(game)?.kind === "tradeNegotiation")
    play(game, { type: "finishTrading", seat: seatToAnswer(game, "finishTrading") });
  passActionWindows(game);
}

describe("Ruinous Tariffs (Shattered Empire): right after a trade partner collects", () => {
  it("takes half the Trade Holder's goods, rounded up, right after his primary collection, before negotiations", () => {
    const game = tradeAction();
    given(game, agreement(SOL, 1, LETNEV, 2), goods(SOL, 1));
    deal(game, LETNEV, "ruinous-tariffs");
    // Disclosure is played at any moment, but Jol-Nar is no partner of Sol's: his window does not ask him.
    deal(game, JOLNAR, "disclosure");
    play(game, primary());
    // 1 + 3 + Letnev's contract worth 1.
    expect(tg(game, SOL)).toBe(5);
    expect(top(game)).toMatchObject({
      kind: "actionWindow",
      timing: "afterTradeIncome",
      about: SOL,
      awaiting: [LETNEV],
    });
    const letnev = tg(game, LETNEV);
    play(game, tariffs(LETNEV));
    passActionWindows(game);
    expect(tg(game, SOL)).toBe(2);
    expect(tg(game, LETNEV)).toBe(letnev + 3);
    expect(game.events).toContainEqual({ type: "tradeGoodsGiven", seat: SOL, to: LETNEV, amount: 3 });
    // The window is closed and the negotiations follow.
    expect(top(game)?.kind).toBe("tradeNegotiation");
    expect(game.state.decks.action.discard).toContain("ruinous-tariffs");
    expectReplayMatches(game);
  });

  it("acts on the collector only, and asks nobody but his partners", () => {
    const game = tradeAction();
    given(game, agreement(SOL, 1, LETNEV, 2), goods(SOL, 1));
    deal(game, LETNEV, "ruinous-tariffs");
    play(game, primary());
    expect(refuse(game, tariffs(LETNEV, "ruinous-tariffs", HACAN), "ERR_CARD_TARGET")).toContain(
      "acts on the partner who just collected, Player 2",
    );
    // Naming Sol himself is accepted.
    play(game, tariffs(LETNEV, "ruinous-tariffs", SOL));
    passActionWindows(game);
    expect(tg(game, SOL)).toBe(2);

    // Held by a player with no agreement with the collector: no window at all.
    const apart = tradeAction();
    given(apart, agreement(SOL, 1, LETNEV, 2));
    deal(apart, JOLNAR, "ruinous-tariffs");
    play(apart, primary());
    expect(top(apart)?.kind).toBe("tradeNegotiation");
    refuse(apart, tariffs(JOLNAR), "ERR_NOT_NOW");
  });

  it("follows each collection of the Trade secondary, the action ending once the windows close", () => {
    const game = tradeAction();
    given(game, agreement(HACAN, 1, LETNEV, 3), goods(LETNEV, 2));
    deal(game, HACAN, "ruinous-tariffs");
    // Sol has no agreement: no window after his primary.
    play(game, primary());
    finishNegotiations(game);
    play(game, follow(HACAN));
    play(game, follow(JOLNAR, false));
    play(game, follow(LETNEV));
    // Letnev: 2 + the Hacan's contract worth 3; the Hacan: 1 + 1 (Merchant Guild). Only the Hacan holds
    // the card, so only Letnev's collection opens a window.
    expect(tg(game, LETNEV)).toBe(5);
    expect(top(game)).toMatchObject({ timing: "afterTradeIncome", about: LETNEV, awaiting: [HACAN] });
    const hacan = tg(game, HACAN);
    play(game, tariffs(HACAN));
    passActionWindows(game);
    expect(tg(game, LETNEV)).toBe(2);
    expect(tg(game, HACAN)).toBe(hacan + 3);
    // The Trade action is over: the card turned, and no collection was paid twice.
    expect(game.state.players[SOL]!.strategyCards.find((h) => h.card === "trade")?.played).toBe(true);
    expect(game.state.stack.some((f) => f.kind === "strategicAction")).toBe(false);
    const collected = game.events.filter(
      (e) => e.type === "tradeGoodsGained" && e.reason === "Trade secondary",
    );
    expect(collected).toHaveLength(2);
    expectReplayMatches(game);
  });

  it("follows each player's collection of Trade II", () => {
    const game = tradeAction(["base", "se"], true);
    given(game, agreement(HACAN, 1, LETNEV, 3), goods(HACAN, 4));
    deal(game, LETNEV, "ruinous-tariffs");
    play(game, primary("trade-2"));
    // The Hacan: 4 + (1 + 1 Merchant Guild) - 1 (not the holder) = 5; the window asks the Letnev.
    expect(tg(game, HACAN)).toBe(5);
    expect(top(game)).toMatchObject({ timing: "afterTradeIncome", about: HACAN, awaiting: [LETNEV] });
    play(game, tariffs(LETNEV));
    passActionWindows(game);
    expect(tg(game, HACAN)).toBe(2);
    expect(top(game)?.kind).toBe("tradeNegotiation");
    expectReplayMatches(game);
  });
});

describe("Ruinous Tariffs (base printing): right after a trade partner follows the Trade secondary", () => {
  it("is not asked after the primary's collection, and takes half after the secondary's", () => {
    const game = tradeAction(["base"]);
    given(game, agreement(SOL, 1, LETNEV, 1), agreement(HACAN, 1, LETNEV, 1), goods(HACAN, 2));
    deal(game, LETNEV, "ruinous-tariffs-original");
    // Sol collects from Letnev's contract, but the base card waits for the secondary.
    play(game, primary());
    expect(top(game)?.kind).toBe("tradeNegotiation");
    expect(decisions(game.state).some((d) => d.kind === "playActionCard")).toBe(false);
    finishNegotiations(game);
    play(game, follow(HACAN));
    play(game, follow(JOLNAR, false));
    play(game, follow(LETNEV, false));
    // The Hacan: 2 + 1 + 1 = 4, half of which goes to the Letnev.
    expect(top(game)).toMatchObject({ timing: "afterTradeIncome", about: HACAN, awaiting: [LETNEV] });
    const letnev = tg(game, LETNEV);
    play(game, tariffs(LETNEV, "ruinous-tariffs-original"));
    passActionWindows(game);
    expect(tg(game, HACAN)).toBe(2);
    expect(tg(game, LETNEV)).toBe(letnev + 2);
    expectReplayMatches(game);
  });
});
