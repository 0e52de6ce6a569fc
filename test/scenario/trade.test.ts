/**
 * Trade (RR §6, §17; SE Trade II), played like the rulebook examples. Four races are drafted by seat: the
 * Hacan (0, contracts 3 and 3), Sol (1, 2 and 2), Jol-Nar (2, 1 and 3) and Letnev (3, 1 and 1). Sol takes
 * Initiative with Trade, so acts first and opens the Action Phase with the Trade strategic action.
 * Agreements and Trade Goods a situation needs are given by engine events appended to the log, so every
 * replay check still folds the whole game.
 */
import { describe, expect, it } from "vitest";
import type { Command, GameEvent } from "../../src/engine/index.ts";
import { decisions, viewEvent } from "../../src/engine/index.ts";
import { freeContracts } from "../../src/engine/rules/trade/agreements.ts";
import { expectReplayMatches, newScenario, play, refuse, type Scenario } from "../support/engine.ts";
import { draft, given, strategicAction } from "../support/strategyTable.ts";

const HACAN = 0;
const SOL = 1;
const JOLNAR = 2;
const LETNEV = 3;

/** Deals the cards (the holder: Initiative or Leadership, and Trade or Trade II) and starts Trade. */
function tradeAction({
  holder,
  races = ["hacan", "sol", "jolnar", "letnev"],
  options = [],
}: {
  holder: number;
  races?: string[];
  options?: string[];
}) {
  const card = options.includes("variantCards") ? "trade-2" : "trade";
  return strategicAction({ races, holder, card, options });
}

/** An agreement: `a` collects `aGets` (b's contract), `b` collects `bGets` (a's contract). */
const agreement = (a: number, aGets: number, b: number, bGets: number): GameEvent => ({
  type: "tradeAgreementFormed",
  seats: [a, b],
  values: [aGets, bGets],
});

const primary = (seat: number, choice: object, card = "trade"): Command => ({
  type: "resolvePrimary",
  seat,
  card: card as never,
  choice,
});
const follow = (seat: number, follows = true): Command => ({
  type: "answerSecondary",
  seat,
  card: "trade",
  follow: follows,
});
const propose = (seat: number, partner: number, give: number, receive: number): Command => ({
  type: "proposeTradeAgreement",
  seat,
  partner,
  give,
  receive,
});
const answer = (seat: number, proposal: number, accept = true): Command => ({
  type: "answerTradeProposal",
  seat,
  proposal,
  accept,
});
const approve = (seat: number, proposal: number, yes = true): Command => ({
  type: "approveTradeAgreement",
  seat,
  proposal,
  approve: yes,
});

const p = (game: Scenario, seat: number) => game.state.players[seat]!;
const goods = (game: Scenario) => game.state.players.map((x) => x.tradeGoods);
const gains = (events: GameEvent[]) =>
  events.filter((e) => e.type === "tradeGoodsGained").map((e) => [e.seat, e.amount]);
const pairs = (game: Scenario) => game.state.tradeAgreements.map((a) => [...a.seats].sort());
const kindsFor = (game: Scenario, seat: number) =>
  decisions(game.state)
    .filter((d) => d.seat === seat)
    .map((d) => d.kind);

describe("Influence on the Merchant's Guild: the Trade primary, option (a) (RR §6, §17)", () => {
  it("takes 3 Trade Goods, collects, and opens negotiations where agreements are proposed, accepted, approved", () => {
    const game = tradeAction({ holder: SOL });
    given(game, agreement(SOL, 1, LETNEV, 2));
    const before = goods(game);
    const events = play(game, primary(SOL, { option: "tradeGoods" }));
    // 3 Trade Goods, then Letnev's contract worth 1 in front of Sol.
    expect(gains(events)).toEqual([
      [SOL, 3],
      [SOL, 1],
    ]);
    expect(game.state.tradeGoodSupply).toBe(52 - 4 - before.reduce((a, b) => a + b, 0));
    expect(game.state.stack.at(-1)?.kind).toBe("tradeNegotiation");
    // Everyone negotiates at once: each may propose or finish.
    expect(kindsFor(game, HACAN)).toEqual(["proposeTradeAgreement", "finishTrading"]);

    // Jol-Nar offers its 1 for the Hacan's 3; the Hacan's deals need no approval (hacanFreeTrades).
    play(game, propose(JOLNAR, HACAN, 1, 3));
    play(game, answer(HACAN, 1));
    expect(pairs(game)).toContainEqual([HACAN, JOLNAR]);

    // Letnev offers its 1 for Jol-Nar's 3: both agree, then Sol, resolving Trade, must approve.
    play(game, propose(LETNEV, JOLNAR, 1, 3));
    play(game, answer(JOLNAR, 2));
    expect(pairs(game)).not.toContainEqual([JOLNAR, LETNEV]);
    refuse(game, approve(HACAN, 2), "ERR_NOT_NOW");
    play(game, approve(SOL, 2));
    expect(pairs(game)).toContainEqual([JOLNAR, LETNEV]);
    expect(freeContracts(game.state, JOLNAR)).toEqual([]);

    // Jol-Nar and Letnev have no free contract left: only the Hacan and Sol may still trade.
    expect(decisions(game.state).map((d) => d.seat)).toEqual([SOL, SOL, HACAN, HACAN]);
    // The limits: one agreement per pair, two contracts each, and only a free contract can be offered.
    refuse(game, propose(HACAN, JOLNAR, 3, 1), "ERR_TRADE_SAME_PARTNER");
    expect(refuse(game, propose(HACAN, LETNEV, 3, 1), "ERR_TRADE_LIMIT")).toBe(
      "Player 4 has both contracts already in agreements: a player has at most two trade agreements.",
    );
    refuse(game, propose(HACAN, SOL, 3, 3), "ERR_TRADE_CONTRACT");
    refuse(game, propose(HACAN, HACAN, 3, 3), "ERR_TRADE_PARTNER");

    // Sol's own agreement needs no approval; then nobody can trade any more and negotiations close.
    play(game, propose(HACAN, SOL, 3, 2));
    play(game, answer(SOL, 3));
    expect(pairs(game)).toHaveLength(4);
    expect(game.state.stack.at(-1)?.kind).toBe("strategicAction");

    // Commerce: the Hacan follows without a counter; collection waits for every answer, then goes
    // clockwise, and agreements formed during this Trade action pay nothing yet.
    const counters = [HACAN, JOLNAR, LETNEV].map((s) => p(game, s).counters.strategy);
    const [hacanGoods, jolnarGoods, letnevGoods] = [HACAN, JOLNAR, LETNEV].map((s) => p(game, s).tradeGoods);
    play(game, follow(HACAN));
    play(game, follow(JOLNAR));
    expect(p(game, HACAN).counters.strategy).toBe(counters[0]);
    expect(p(game, JOLNAR).counters.strategy).toBe((counters[1] ?? 0) - 1);
    const last = play(game, follow(LETNEV));
    // Only Letnev's old agreement with Sol pays: Sol's contract worth 2.
    expect(gains(last)).toEqual([[LETNEV, 2]]);
    expect([HACAN, JOLNAR, LETNEV].map((s) => p(game, s).tradeGoods)).toEqual([
      hacanGoods,
      jolnarGoods,
      (letnevGoods ?? 0) + 2,
    ]);
    expect(p(game, SOL).strategyCards.find((h) => h.card === "trade")?.played).toBe(true);
    expectReplayMatches(game);
  });

  it("lets the holder veto an agreement, and closes once every player has finished trading", () => {
    const game = tradeAction({ holder: SOL });
    play(game, primary(SOL, { option: "tradeGoods" }));
    play(game, propose(JOLNAR, LETNEV, 3, 1));
    play(game, answer(LETNEV, 1));
    play(game, approve(SOL, 1, false));
    expect(game.state.tradeAgreements).toEqual([]);
    // The pair may try again; a refusal by the partner simply drops the proposal.
    play(game, propose(LETNEV, JOLNAR, 1, 1));
    refuse(game, propose(JOLNAR, LETNEV, 3, 1), "ERR_TRADE_PENDING");
    play(game, answer(JOLNAR, 2, false));
    refuse(game, answer(JOLNAR, 2), "ERR_NOT_NOW");
    play(game, { type: "finishTrading", seat: HACAN });
    expect(refuse(game, propose(LETNEV, HACAN, 1, 3), "ERR_TRADE_PARTNER_DONE")).toBe(
      "Player 1 has finished trading.",
    );
    // When Jol-Nar finishes too, Letnev has nobody left to trade with: negotiations close.
    for (const seat of [SOL, JOLNAR]) play(game, { type: "finishTrading", seat });
    expect(decisions(game.state).map((d) => d.kind)).toEqual([
      "answerSecondary",
      "answerSecondary",
      "answerSecondary",
    ]);
    expect(game.state.tradeAgreements).toEqual([]);
    expectReplayMatches(game);
  });

  it("refuses an answer that names no option, changing nothing", () => {
    const game = tradeAction({ holder: SOL });
    expect(refuse(game, primary(SOL, {}), "ERR_TRADE_OPTION")).toContain('"tradeGoods"');
    refuse(game, propose(JOLNAR, HACAN, 1, 3), "ERR_NOT_YOUR_TURN");
  });
});

describe("the Trade primary, option (b): cancel every agreement (RR §6)", () => {
  it("returns every contract, the Hacan's included, and leaves nothing to collect", () => {
    const game = tradeAction({ holder: SOL });
    given(game, agreement(HACAN, 3, JOLNAR, 3), agreement(SOL, 1, LETNEV, 2));
    const events = play(game, primary(SOL, { option: "cancel" }));
    expect(events.filter((e) => e.type === "tradeAgreementBroken")).toHaveLength(2);
    expect(game.state.tradeAgreements).toEqual([]);
    expect(freeContracts(game.state, HACAN)).toEqual([3, 3]);
    expect(gains(events)).toEqual([]);
    play(game, follow(HACAN));
    play(game, follow(JOLNAR, false));
    expect(gains(play(game, follow(LETNEV)))).toEqual([]);
    expectReplayMatches(game);
  });
});

describe("Commerce: the Trade secondary (RR §6, §17)", () => {
  it("pays the Hacan 1 more per agreement, Micro Technology 1 more, and shares a short supply clockwise", () => {
    const game = tradeAction({ holder: SOL });
    given(
      game,
      agreement(HACAN, 3, JOLNAR, 3),
      agreement(HACAN, 1, LETNEV, 3),
      agreement(JOLNAR, 1, LETNEV, 1),
      { type: "technologyGained", seat: JOLNAR, technology: "micro-technology-se", via: "scenario" },
    );
    // Sol has no agreement and nobody has a free contract for Sol: negotiations close at once.
    play(game, primary(SOL, { option: "tradeGoods" }));
    expect(game.state.stack.at(-1)?.kind).toBe("strategicAction");
    // Leave 8 Trade Goods in the supply: clockwise from Sol, Jol-Nar collects first, then Letnev, then the Hacan.
    given(game, {
      type: "tradeGoodsGained",
      seat: SOL,
      amount: game.state.tradeGoodSupply - 8,
      reason: "scenario",
    });
    play(game, follow(HACAN));
    play(game, follow(LETNEV));
    const events = play(game, follow(JOLNAR));
    // Jol-Nar: 3 + 1, +1 per agreement (Micro Technology) = 6; Letnev would get 3 + 1 but 2 are left.
    expect(gains(events)).toEqual([
      [JOLNAR, 6],
      [LETNEV, 2],
    ]);
    expect(game.state.tradeGoodSupply).toBe(0);
    const short = events.find((e) => e.type === "tradeGoodsGained" && e.seat === LETNEV);
    expect(short).toMatchObject({ reason: "Trade secondary (the supply ran out: 2 short)" });
    expectReplayMatches(game);
  });

  it("pays the Hacan its contracts plus 1 per agreement when the supply allows", () => {
    const game = tradeAction({ holder: SOL });
    given(game, agreement(HACAN, 3, JOLNAR, 3), agreement(HACAN, 1, LETNEV, 3));
    play(game, primary(SOL, { option: "tradeGoods" }));
    for (const seat of [JOLNAR, LETNEV]) play(game, { type: "finishTrading", seat });
    play(game, follow(JOLNAR, false));
    play(game, follow(LETNEV, false));
    expect(gains(play(game, follow(HACAN)))).toEqual([[HACAN, 6]]);
    expectReplayMatches(game);
  });
});

describe("breaking agreements and the Hacan's card trades in the Status Phase (RR §17, §21)", () => {
  /** A Status Phase at the step where everyone redistributes counters at once. */
  function statusPhase(): Scenario {
    const game = draft(["hacan", "sol", "jolnar", "letnev"]);
    given(
      game,
      agreement(HACAN, 3, JOLNAR, 3),
      agreement(JOLNAR, 1, LETNEV, 1),
      agreement(SOL, 1, LETNEV, 2),
      { type: "framePopped" },
      { type: "phaseStarted", phase: "status", round: 1 },
      { type: "framePushed", frame: { kind: "statusPhase", step: "redistribute", awaiting: [0, 1, 2, 3] } },
    );
    return game;
  }

  it("lets either partner break an agreement, never one with the Hacan", () => {
    const game = statusPhase();
    const breaks = decisions(game.state).filter((d) => d.kind === "breakTradeAgreement");
    expect(breaks.map((d) => [d.seat, d.choices])).toEqual([
      [SOL, ["3"]],
      [JOLNAR, ["3"]],
      [LETNEV, ["2", "1"]],
    ]);
    expect(
      refuse(game, { type: "breakTradeAgreement", seat: JOLNAR, partner: HACAN }, "ERR_HACAN_AGREEMENT"),
    ).toBe("A trade agreement with the Hacan cannot be broken, except through war.");
    refuse(game, { type: "breakTradeAgreement", seat: SOL, partner: JOLNAR }, "ERR_NO_AGREEMENT");
    play(game, { type: "breakTradeAgreement", seat: LETNEV, partner: SOL });
    expect(pairs(game)).toEqual([
      [HACAN, JOLNAR],
      [JOLNAR, LETNEV],
    ]);
    expect(freeContracts(game.state, SOL)).toEqual([2, 2]);
    // Once a player has redistributed, the window closes for them.
    const c = p(game, JOLNAR).counters;
    play(game, { type: "redistributeCounters", seat: JOLNAR, counters: { ...c, command: c.command + 2 } });
    refuse(game, { type: "breakTradeAgreement", seat: JOLNAR, partner: LETNEV }, "ERR_NOT_YOUR_TURN");
    expectReplayMatches(game);
  });

  it("lets the Hacan trade Action Cards, privately, and nobody else", () => {
    const game = statusPhase();
    const [a, b] = game.state.decks.action.draw;
    given(
      game,
      { type: "actionCardsDrawn", seat: HACAN, cards: [a as never] },
      { type: "actionCardsDrawn", seat: SOL, cards: [b as never] },
    );
    const events = play(game, { type: "giveActionCards", seat: HACAN, to: SOL, cards: [a as never] });
    play(game, { type: "giveActionCards", seat: SOL, to: HACAN, cards: [b as never] });
    expect(p(game, HACAN).secret.actionCards).toEqual([b]);
    expect(p(game, SOL).secret.actionCards).toEqual([a]);
    expect(viewEvent(events[0]!, LETNEV)).toEqual({ type: "hidden", of: "actionCardsGiven", seat: HACAN });
    expect(viewEvent(events[0]!, SOL)).toEqual(events[0]);
    refuse(game, { type: "giveActionCards", seat: SOL, to: LETNEV, cards: [a as never] }, "ERR_CARD_TRADE");
    refuse(game, { type: "giveActionCards", seat: SOL, to: HACAN, cards: [b as never] }, "ERR_NOT_IN_HAND");
    expectReplayMatches(game);
  });
});

describe("Trade Goods change hands at any time (RR §17)", () => {
  it("lets a player give Trade Goods, even in the Strategy Phase, and refuses more than held", () => {
    const game = newScenario(4);
    given(game, { type: "tradeGoodsGained", seat: 0, amount: 3, reason: "scenario" });
    const supply = game.state.tradeGoodSupply;
    play(game, { type: "giveTradeGoods", seat: 0, to: 2, amount: 2 });
    expect([p(game, 0).tradeGoods, p(game, 2).tradeGoods]).toEqual([1, 2]);
    expect(game.state.tradeGoodSupply).toBe(supply);
    refuse(game, { type: "giveTradeGoods", seat: 0, to: 2, amount: 2 }, "ERR_TRADE_GOODS");
    refuse(game, { type: "giveTradeGoods", seat: 0, to: 0, amount: 1 }, "ERR_RECIPIENT");
    expectReplayMatches(game);
  });
});

describe("Free Trade: the Trade II primary (SE p.16)", () => {
  const L1Z1X = 0;
  const HACAN2 = 1;
  const SOL2 = 2;
  const JOLNAR2 = 3;
  const races = ["l1z1x", "hacan", "sol", "jolnar"];
  const trade2 = () => tradeAction({ holder: SOL2, races, options: ["variantCards"] });

  it("SE example: cancelling both of the L1Z1X's agreements returns its contracts", () => {
    const game = trade2();
    given(game, agreement(L1Z1X, 2, SOL2, 1), agreement(L1Z1X, 1, JOLNAR2, 1));
    play(
      game,
      primary(
        SOL2,
        {
          option: "cancel",
          agreements: [
            [L1Z1X, SOL2],
            [JOLNAR2, L1Z1X],
          ],
        },
        "trade-2",
      ),
    );
    expect(game.state.tradeAgreements).toEqual([]);
    expect(freeContracts(game.state, L1Z1X)).toEqual([1, 1]);
    expectReplayMatches(game);
  });

  it("SE example: an agreement with the Hacan cannot be cancelled, and nothing changes", () => {
    const game = trade2();
    given(game, agreement(L1Z1X, 3, HACAN2, 1), agreement(L1Z1X, 1, JOLNAR2, 1));
    const choice = {
      option: "cancel",
      agreements: [
        [L1Z1X, HACAN2],
        [L1Z1X, JOLNAR2],
      ],
    };
    refuse(game, primary(SOL2, choice, "trade-2"), "ERR_HACAN_AGREEMENT");
    const three = {
      option: "cancel",
      agreements: [
        [L1Z1X, JOLNAR2],
        [L1Z1X, HACAN2],
        [0, 3],
      ],
    };
    refuse(game, primary(SOL2, three, "trade-2"), "ERR_TRADE_CANCEL");
    refuse(
      game,
      primary(SOL2, { option: "cancel", agreements: [[SOL2, HACAN2]] }, "trade-2"),
      "ERR_NO_AGREEMENT",
    );
  });

  it("SE example: agreements worth 3 and 2 pay 4 to a player who is not the active player", () => {
    const game = trade2();
    // Jol-Nar holds the Hacan's contract (3) and Sol's (2); Sol holds Jol-Nar's 1, the Hacan Jol-Nar's 3.
    given(game, agreement(JOLNAR2, 3, HACAN2, 3), agreement(JOLNAR2, 2, SOL2, 1));
    const events = play(game, primary(SOL2, { option: "tradeGoods" }, "trade-2"));
    // Clockwise from Sol: Sol in full (3 Trade Goods, then 1); Jol-Nar 3 + 2 - 1; the Hacan 3 + 1 - 1.
    expect(gains(events)).toEqual([
      [SOL2, 3],
      [SOL2, 1],
      [JOLNAR2, 4],
      [HACAN2, 3],
    ]);
    // Negotiations follow; Trade II has no secondary, so the card is done once they close.
    for (const seat of [SOL2, JOLNAR2, L1Z1X, HACAN2]) {
      if (decisions(game.state).some((d) => d.seat === seat && d.kind === "finishTrading"))
        play(game, { type: "finishTrading", seat });
    }
    expect(decisions(game.state).some((d) => d.kind === "answerSecondary")).toBe(false);
    expect(p(game, SOL2).strategyCards.find((h) => h.card === "trade-2")?.played).toBe(true);
    expectReplayMatches(game);
  });
});
