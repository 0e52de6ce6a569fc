/**
 * Laws of technology, trade, the Strategy Cards and the Status Phase (rules/politics/politicalEconomyLaws.ts,
 * RR §20): each card voted at the Galactic Council, then its lasting effect seen in the rule it changes.
 * Council games: Sol (0) holds Initiative and Political and votes last, after the Hacan (1), Jol-Nar (2)
 * and the Letnev (3). Technology games: Xxcha (0), Sol (1), Jol-Nar (2), Letnev (3); the Letnev play
 * Technology and Sol follow, paying with Trade Goods.
 */
import { describe, expect, it } from "vitest";
import {
  type ActionCardId,
  type PlanetId,
  POLITICAL_CARDS,
  type PoliticalCardId,
} from "../../src/content/index.ts";
import { AUTOMATED } from "../../src/engine/effects/automated/politicalEconomyLaws.ts";
import { type Command, decisions, type GameEvent } from "../../src/engine/index.ts";
import { isRuleError } from "../../src/engine/ruleError.ts";
import { agendaAutomated } from "../../src/engine/rules/politics/politicalEffects.ts";
import { redistributionTotal } from "../../src/engine/rules/statusPhase.ts";
import { researchCost } from "../../src/engine/rules/technology/index.ts";
import {
  council as councilScene,
  HACAN,
  JOLNAR,
  LETNEV,
  leftByHand,
  SOL,
  tradeGoods,
  vote,
} from "../support/council.ts";
import {
  expectReplayMatches,
  newScenario,
  passActionWindows,
  play,
  refuse,
  type Scenario,
  seatToAnswer,
} from "../support/engine.ts";
import { deal, given, home, SEATED_RACES } from "../support/strategyTable.ts";
import { clearGalaxy, lab, place, scriptDice } from "../support/tactical.ts";

// ---------------------------------------------------------------- the council

/** A council scene (test/support/council.ts); a Council Elder law in play may ask its holder first. */
const council = (card: PoliticalCardId, setUp?: (game: Scenario) => void) =>
  councilScene(card, setUp, { elderMayAsk: true });

const hand = (game: Scenario, seat: number) => game.state.players[seat]!.secret.actionCards;
const law = (card: PoliticalCardId, outcome = "for"): GameEvent => ({
  type: "agendaResolved",
  card,
  outcome,
  passed: true,
  tally: {},
});
const gain = (seat: number, amount: number): GameEvent => ({
  type: "tradeGoodsGained",
  seat,
  amount,
  reason: "scenario",
});

// ---------------------------------------------------------------- Technology

const [T_SOL, T_LETNEV] = [1, 3];

/** The Letnev take Initiative and Technology; the laws are in play before they play it; Sol hold 12 TG. */
function technologyGame(...laws: GameEvent[]): Scenario {
  const game = deal({ races: [...SEATED_RACES], holder: T_LETNEV, card: "technology" });
  given(game, gain(T_SOL, 12), ...laws);
  play(game, { type: "strategicAction", seat: T_LETNEV, card: "technology" });
  return game;
}

const follow = (seat: number, technology: string, tg: number): Command => ({
  type: "answerSecondary",
  seat,
  card: "technology",
  follow: true,
  choice: { technology, tradeGoods: tg },
});
const breakthrough = (technology?: string): Command => ({
  type: "resolvePrimary",
  seat: T_LETNEV,
  card: "technology",
  choice: technology ? { technology } : {},
});
const price = (game: Scenario, seat: number, tech: string) =>
  researchCost(game.state, seat, tech, "researchAndDevelopment");

describe("Research Grant", () => {
  it("Against: no yellow technology may be gained for the rest of the round", () => {
    const game = council("research-grant");
    vote(game, "against");
    expect(game.state.laws ?? []).toEqual([]);
    expect(leftByHand(game)).toBe(false);
    const refused = researchCost(game.state, LETNEV, "enviro-compensator", "researchAndDevelopment");
    expect(isRuleError(refused) && refused.code).toBe("ERR_TECHNOLOGY_BARRED");
    expect(isRuleError(researchCost(game.state, LETNEV, "xrd-transporters", "researchAndDevelopment"))).toBe(
      false,
    );
    expectReplayMatches(game);
  });

  it("For: a specialty of any colour discounts any technology", () => {
    const start = (...laws: GameEvent[]) => {
      const game = technologyGame(...laws);
      given(game, {
        type: "planetGained",
        seat: T_SOL,
        planet: "lodor",
        from: null,
        exhausted: false,
        round: 0,
      });
      given(game, {
        type: "planetGained",
        seat: T_SOL,
        planet: "fria",
        from: null,
        exhausted: false,
        round: 0,
      });
      return game;
    };
    // Lodor (green) and Fria (blue) discount a red technology only under the law.
    expect(price(start(), T_SOL, "hylar-v-assault-laser")).toBe(8);
    const game = start(law("research-grant"));
    expect(price(game, T_SOL, "hylar-v-assault-laser")).toBe(6);
    play(game, breakthrough("enviro-compensator"));
    passActionWindows(game);
    refuse(game, follow(T_SOL, "hylar-v-assault-laser", 5), "ERR_NOT_ENOUGH_RESOURCES");
    play(game, follow(T_SOL, "hylar-v-assault-laser", 6));
    expect(game.state.players[T_SOL]!.tradeGoods).toBe(6);
    expect(game.state.players[T_SOL]!.technologies).toContain("hylar-v-assault-laser");
    expectReplayMatches(game);
  });
});

describe("Technology Tariffs", () => {
  it("For: red technologies cost 4 more, other colours as printed; the free one stays free", () => {
    const game = technologyGame(law("technology-tariffs"));
    expect(price(game, T_SOL, "hylar-v-assault-laser")).toBe(12);
    expect(price(game, T_SOL, "enviro-compensator")).toBe(8);
    play(game, breakthrough("deep-space-cannon"));
    passActionWindows(game);
    expect(game.state.players[T_LETNEV]!.technologies).toContain("deep-space-cannon");
    refuse(game, follow(T_SOL, "hylar-v-assault-laser", 8), "ERR_NOT_ENOUGH_RESOURCES");
    play(game, follow(T_SOL, "hylar-v-assault-laser", 12));
    expect(game.state.players[T_SOL]!.tradeGoods).toBe(0);
    expectReplayMatches(game);
  });

  it("Against: no green technology this round; the law is discarded", () => {
    const game = council("technology-tariffs");
    vote(game, "against");
    expect(game.state.decks.political.discard).toContain("technology-tariffs");
    const green = researchCost(game.state, HACAN, "stasis-capsules", "researchAndDevelopment");
    expect(isRuleError(green) && green.message).toBe(
      "Technology Tariffs: no green technology may be gained this round, so not Stasis Capsules.",
    );
    expectReplayMatches(game);
  });
});

describe("Subsidized Studies (Elect a technology colour)", () => {
  it("the elected colour costs 3 less, every other 2 more", () => {
    const game = council("subsidized-studies");
    vote(game, "blue");
    expect(game.state.laws).toEqual([{ card: "subsidized-studies", elected: "blue", round: 1 }]);
    expect(leftByHand(game)).toBe(false);
    expect(researchCost(game.state, LETNEV, "xrd-transporters", "researchAndDevelopment")).toBe(5);
    expect(researchCost(game.state, LETNEV, "enviro-compensator", "researchAndDevelopment")).toBe(10);
    expectReplayMatches(game);
  });
});

describe("Science Community Speaker (Elect a player)", () => {
  it("the elected follows Technology without a counter and pays 1 less", () => {
    const game = technologyGame(law("science-community-speaker", String(T_SOL)));
    expect(price(game, T_SOL, "enviro-compensator")).toBe(7);
    expect(price(game, T_LETNEV, "enviro-compensator")).toBe(8);
    play(game, breakthrough("deep-space-cannon"));
    passActionWindows(game);
    const strategy = game.state.players[T_SOL]!.counters.strategy;
    given(game, {
      type: "commandCountersSpent",
      seat: T_SOL,
      counters: { strategy },
      reason: "scenario",
    });
    play(game, follow(T_SOL, "enviro-compensator", 7));
    expect(game.state.players[T_SOL]!.counters.strategy).toBe(0);
    expect(game.state.players[T_SOL]!.technologies).toContain("enviro-compensator");
    expectReplayMatches(game);
  });

  it("without the law, an empty Strategy Allocation cannot follow", () => {
    const game = technologyGame();
    play(game, breakthrough("deep-space-cannon"));
    passActionWindows(game);
    const strategy = game.state.players[T_SOL]!.counters.strategy;
    given(game, { type: "commandCountersSpent", seat: T_SOL, counters: { strategy }, reason: "scenario" });
    refuse(game, follow(T_SOL, "enviro-compensator", 8), "ERR_NO_STRATEGY_COUNTER");
  });
});

describe("Regressive Rhetoric", () => {
  it("For: technologies cost 2 more, and declining Technology's secondary draws an Action Card", () => {
    const game = technologyGame(law("regressive-rhetoric"));
    expect(price(game, T_SOL, "enviro-compensator")).toBe(10);
    play(game, breakthrough("enviro-compensator"));
    passActionWindows(game);
    refuse(game, follow(T_SOL, "hylar-v-assault-laser", 8), "ERR_NOT_ENOUGH_RESOURCES");
    const before = game.state.players.map((p) => p.secret.actionCards.length);
    play(game, { type: "answerSecondary", seat: 0, card: "technology", follow: false });
    play(game, follow(T_SOL, "hylar-v-assault-laser", 10));
    const after = game.state.players.map((p) => p.secret.actionCards.length);
    expect(after).toEqual(before.map((n, seat) => n + (seat === 0 ? 1 : 0)));
    expectReplayMatches(game);
  });

  it("Against: everyone discards an Action Card of his own choice, named only to the engine", () => {
    const game = council("regressive-rhetoric", (g) => {
      const top = g.state.decks.action.draw;
      for (const seat of [HACAN, JOLNAR, LETNEV])
        given(g, { type: "actionCardsDrawn", seat, cards: [top[0] as ActionCardId] });
    });
    vote(game, "against");
    const frame = game.state.stack.at(-1);
    expect(frame).toMatchObject({ kind: "cardChoice", effect: "regressiveRhetoric" });
    expect(JSON.stringify(frame)).not.toContain(hand(game, SOL)[0] as string);
    const asked = decisions(game.state)
      .filter((d) => d.kind === "answerCardChoice")
      .map((d) => d.seat);
    expect(asked.sort()).toEqual([0, 1, 2, 3]);
    const other = hand(game, HACAN)[0] as ActionCardId;
    refuse(game, { type: "answerCardChoice", seat: SOL, choice: other }, "ERR_DISCARD_CHOICE");
    const kept = game.state.players.map((p) => p.secret.actionCards.length);
    const discarded: string[] = [];
    for (const seat of [0, 1, 2, 3]) {
      const card = hand(game, seat)[0] as string;
      discarded.push(card);
      play(game, { type: "answerCardChoice", seat, choice: card });
    }
    expect(game.state.players.map((p) => p.secret.actionCards.length)).toEqual(kept.map((n) => n - 1));
    for (const card of discarded) expect(game.state.decks.action.discard).toContain(card);
    expectReplayMatches(game);
  });
});

describe("Forbidden Research (Elect a player)", () => {
  it("the elected gains no technology the next time Technology is used; then the law is discarded", () => {
    const game = technologyGame(law("forbidden-research", String(T_LETNEV)));
    expect(game.state.laws ?? []).toEqual([]);
    expect(game.state.decks.political.discard).toContain("forbidden-research");
    refuse(game, breakthrough("enviro-compensator"), "ERR_TECHNOLOGY_BARRED");
    play(game, breakthrough());
    passActionWindows(game);
    // Others may follow as usual.
    play(game, follow(T_SOL, "enviro-compensator", 8));
    expect(game.state.players[T_LETNEV]!.technologies).not.toContain("enviro-compensator");
    expectReplayMatches(game);
  });

  it("voted: the law waits in play for the Technology card", () => {
    const game = council("forbidden-research");
    vote(game, String(JOLNAR));
    expect(game.state.laws).toEqual([{ card: "forbidden-research", elected: String(JOLNAR), round: 1 }]);
    expect(leftByHand(game)).toBe(false);
  });
});

describe("Technological Jihad", () => {
  it("For: a die for each technology gained; on 9-10 the player destroys a Destroyer or Cruiser of his", () => {
    const game = technologyGame(law("technological-jihad"));
    const h = home(game, T_LETNEV);
    place(game, T_LETNEV, h, { cruiser: 1 });
    const ships = () => game.state.board[h]!.space.find((f) => f.seat === T_LETNEV)!.units;
    const before = { ...ships() };
    scriptDice(game, [9]);
    const events = play(game, breakthrough("deep-space-cannon"));
    expect(events.find((e) => e.type === "technologicalJihadRolled")).toMatchObject({ die: 9 });
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "cardChoice", effect: "technologicalJihad" });
    refuse(
      game,
      { type: "answerCardChoice", seat: T_LETNEV, system: h, choice: "carrier" },
      "ERR_JIHAD_SHIP",
    );
    play(game, { type: "answerCardChoice", seat: T_LETNEV, system: h, choice: "cruiser" });
    expect(ships().cruiser ?? 0).toBe((before.cruiser ?? 0) - 1);
    expect(ships().destroyer).toBe(before.destroyer);
    // The primary is done: the others are asked to follow.
    passActionWindows(game);
    expect(decisions(game.state).some((d) => d.kind === "answerSecondary")).toBe(true);
    scriptDice(game, [3]);
    const followed = play(game, follow(T_SOL, "enviro-compensator", 8));
    expect(followed.find((e) => e.type === "technologicalJihadRolled")).toMatchObject({
      seat: T_SOL,
      die: 3,
    });
    expect(game.state.stack.at(-1)?.kind).not.toBe("cardChoice");
    expectReplayMatches(game);
  });

  it("Against: each player exhausts one planet per technology beyond his starting ones", () => {
    const game = council("technological-jihad", (g) =>
      given(g, { type: "technologyGained", seat: LETNEV, technology: "deep-space-cannon", via: "scenario" }),
    );
    vote(game, "against");
    const asked = decisions(game.state).filter((d) => d.kind === "answerCardChoice");
    expect(asked.map((d) => d.seat)).toEqual([LETNEV]);
    const planets = Object.keys(game.state.players[LETNEV]!.planets) as PlanetId[];
    expect(planets.length).toBeGreaterThan(1);
    refuse(game, { type: "answerCardChoice", seat: LETNEV, planets }, "ERR_JIHAD_PLANETS");
    play(game, { type: "answerCardChoice", seat: LETNEV, planets: planets.slice(0, 1) });
    expect(game.state.players[LETNEV]!.planets[planets[0]!]?.exhausted).toBe(true);
    expectReplayMatches(game);
  });
});

describe("Technology Buy-back", () => {
  it("Against: no technology at all may be gained this round", () => {
    const game = council("technology-buy-back");
    vote(game, "against");
    const refused = researchCost(game.state, LETNEV, "deep-space-cannon", "researchAndDevelopment");
    expect(isRuleError(refused) && refused.code).toBe("ERR_TECHNOLOGY_BARRED");
    expectReplayMatches(game);
  });

  it("For: in the Status Phase a player may hand back a technology no other of his needs, for 6 Trade Goods", () => {
    const g = statusTable(law("technology-buy-back"));
    const sol = g.seat.sol as number;
    toStatusPhase(g);
    passActionWindows(g);
    expect(g.state.stack.at(-1)).toMatchObject({ kind: "cardChoice", effect: "technologyBuyBack" });
    // Sol's Cybernetics rests on Antimass Deflectors: Antimass may not go back while Cybernetics stays.
    refuse(g, { type: "answerCardChoice", seat: sol, choice: "antimass-deflectors" }, "ERR_BUY_BACK");
    const tg = g.state.players[sol]!.tradeGoods;
    play(g, { type: "answerCardChoice", seat: sol, choice: "cybernetics" });
    expect(g.state.players[sol]!.technologies).not.toContain("cybernetics");
    expect(g.state.players[sol]!.tradeGoods).toBe(tg + 6);
    for (const d of decisions(g.state).filter((x) => x.kind === "answerCardChoice"))
      play(g, { type: "answerCardChoice", seat: d.seat });
    passActionWindows(g);
    expect(decisions(g.state).some((d) => d.kind === "scoreObjectives")).toBe(true);
    expectReplayMatches(g);
  });
});

// ---------------------------------------------------------------- trade

describe("Trade War", () => {
  it("Against: every player discards 1 Trade Good if he can", () => {
    const game = council("trade-war", (g) => given(g, gain(HACAN, 2), gain(JOLNAR, 1)));
    const before = tradeGoods(game);
    vote(game, "against");
    expect(tradeGoods(game)).toEqual(before.map((n) => Math.max(0, n - 1)));
    expectReplayMatches(game);
  });

  it("For: following Trade lets the follower strip one opponent of a Trade Good", () => {
    const [holder, follower, victim] = [1, 3, 2];
    const game = deal({ races: ["hacan", "sol", "jolnar", "letnev"], holder, card: "trade" });
    given(game, law("trade-war"), gain(victim, 2), {
      type: "tradeAgreementFormed",
      seats: [follower, victim],
      values: [1, 2],
    });
    play(game, { type: "strategicAction", seat: holder, card: "trade" });
    play(game, { type: "resolvePrimary", seat: holder, card: "trade", choice: { option: "tradeGoods" } });
    while (!decisions(game.state).some((d) => d.kind === "answerSecondary")) {
      const all = decisions(game.state);
      const d = all.find((x) => x.kind === "finishTrading") ?? all[0];
      if (d?.kind === "passActionWindow") play(game, { type: "passActionWindow", seat: d.seat });
      else if (d?.kind === "finishTrading") play(game, { type: "finishTrading", seat: d.seat });
      else throw new Error(`unexpected ${d?.kind}`);
    }
    expect(decisions(game.state).some((d) => d.kind === "answerSecondary")).toBe(true);
    play(game, { type: "answerSecondary", seat: follower, card: "trade", follow: true });
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "cardChoice", effect: "tradeWar" });
    refuse(game, { type: "answerCardChoice", seat: follower, target: follower }, "ERR_TRADE_WAR_TARGET");
    const had = game.state.players[victim]!.tradeGoods;
    play(game, { type: "answerCardChoice", seat: follower, target: victim });
    expect(game.state.players[victim]!.tradeGoods).toBe(had - 1);
    expectReplayMatches(game);
  });
});

describe("Forced Economic Independence (Elect two players)", () => {
  it("breaks their agreement; they may no longer give each other Trade Goods, others may", () => {
    const game = council("forced-economic-independence", (g) =>
      given(
        g,
        { type: "tradeAgreementFormed", seats: [HACAN, JOLNAR], values: [1, 2] },
        { type: "tradeAgreementFormed", seats: [HACAN, LETNEV], values: [2, 1] },
        gain(HACAN, 3),
      ),
    );
    vote(game, `${HACAN},${JOLNAR}`);
    expect(game.state.laws).toEqual([
      { card: "forced-economic-independence", elected: `${HACAN},${JOLNAR}`, round: 1 },
    ]);
    expect(game.state.tradeAgreements.map((a) => a.seats)).toEqual([[HACAN, LETNEV]]);
    expect(leftByHand(game)).toBe(false);
    refuse(game, { type: "giveTradeGoods", seat: HACAN, to: JOLNAR, amount: 1 }, "ERR_FORCED_INDEPENDENCE");
    play(game, { type: "giveTradeGoods", seat: HACAN, to: LETNEV, amount: 1 });
    expectReplayMatches(game);
  });
});

describe("Sharing of Technology", () => {
  it("For: in order of play each player with an agreement may take a partner's technology, prerequisites ignored", () => {
    // Jol-Nar and the Letnev are partners; the Letnev own Deep Space Cannon (which needs Hylar V).
    const game = council("sharing-of-technology", (g) =>
      given(
        g,
        { type: "tradeAgreementFormed", seats: [JOLNAR, LETNEV], values: [1, 2] },
        { type: "technologyGained", seat: LETNEV, technology: "deep-space-cannon", via: "scenario" },
      ),
    );
    vote(game, "for");
    expect(game.state.laws).toEqual([{ card: "sharing-of-technology", elected: null, round: 1 }]);
    const asked = decisions(game.state).filter((d) => d.kind === "answerCardChoice");
    expect(asked.map((d) => d.seat)).toEqual([JOLNAR]);
    refuse(game, { type: "answerCardChoice", seat: JOLNAR, choice: "war-sun" }, "ERR_SHARING_OF_TECHNOLOGY");
    const jolnar = game.state.players[JOLNAR]!;
    expect(jolnar.technologies).not.toContain("deep-space-cannon");
    play(game, { type: "answerCardChoice", seat: JOLNAR, choice: "deep-space-cannon" });
    expect(game.state.players[JOLNAR]!.technologies).toContain("deep-space-cannon");
    expect(decisions(game.state).map((d) => d.seat)).toEqual([LETNEV]);
    const letnevBefore = [...game.state.players[LETNEV]!.technologies];
    play(game, { type: "answerCardChoice", seat: LETNEV });
    expect(game.state.players[LETNEV]!.technologies).toEqual(letnevBefore);
    expect(decisions(game.state).some((d) => d.kind === "answerCardChoice")).toBe(false);
    expectReplayMatches(game);
  });

  it("Against: every trade agreement breaks", () => {
    const game = council("sharing-of-technology", (g) =>
      given(
        g,
        { type: "tradeAgreementFormed", seats: [JOLNAR, LETNEV], values: [1, 2] },
        { type: "tradeAgreementFormed", seats: [HACAN, SOL], values: [1, 1] },
      ),
    );
    vote(game, "against");
    expect(game.state.tradeAgreements).toEqual([]);
    expect(game.state.decks.political.discard).toContain("sharing-of-technology");
    expectReplayMatches(game);
  });
});

describe("Class Struggle", () => {
  it("Against: every player loses 2 Trade Goods if he can", () => {
    const game = council("class-struggle", (g) => given(g, gain(HACAN, 3), gain(JOLNAR, 1)));
    const before = tradeGoods(game);
    vote(game, "against");
    expect(tradeGoods(game)).toEqual(before.map((n) => Math.max(0, n - 2)));
    expectReplayMatches(game);
  });

  it("For: the Trade card's Trade Goods are pooled and shared evenly among those due at least 1", () => {
    // Sol play Trade: 3 + 1 from their agreement with the Letnev; the Letnev follow and are due 2;
    // Jol-Nar follow with no agreement (due nothing). The pool of 6 is shared: 3 each to Sol and the Letnev.
    const [holder, letnev, jolnar] = [1, 3, 2];
    const run = (...laws: GameEvent[]) => {
      const game = deal({ races: ["hacan", "sol", "jolnar", "letnev"], holder, card: "trade" });
      given(game, ...laws, { type: "tradeAgreementFormed", seats: [holder, letnev], values: [1, 2] });
      play(game, { type: "strategicAction", seat: holder, card: "trade" });
      const before = tradeGoods(game);
      play(game, { type: "resolvePrimary", seat: holder, card: "trade", choice: { option: "tradeGoods" } });
      while (!decisions(game.state).some((d) => d.kind === "answerSecondary")) {
        const all = decisions(game.state);
        const d = all.find((x) => x.kind === "finishTrading") ?? all[0];
        if (d?.kind === "passActionWindow") play(game, { type: "passActionWindow", seat: d.seat });
        else if (d?.kind === "finishTrading") play(game, { type: "finishTrading", seat: d.seat });
        else throw new Error(`unexpected ${d?.kind}`);
      }
      const afterPrimary = tradeGoods(game)[holder];
      play(game, { type: "answerSecondary", seat: letnev, card: "trade", follow: true });
      play(game, { type: "answerSecondary", seat: jolnar, card: "trade", follow: true });
      play(game, { type: "answerSecondary", seat: 0, card: "trade", follow: false });
      const after = tradeGoods(game);
      return { game, gained: after.map((n, seat) => n - (before[seat] as number)), afterPrimary, before };
    };
    expect(run().gained).toEqual([0, 4, 0, 2]);
    const { game, gained, afterPrimary, before } = run(law("class-struggle"));
    expect(afterPrimary).toBe(before[holder]);
    expect(gained).toEqual([0, 3, 0, 3]);
    expectReplayMatches(game);
  });
});

// ---------------------------------------------------------------- the Status Phase

/** A three-player game (Hacan, Sol, Letnev) brought to the Status Phase's claims, with laws in play. */
function statusTable(...laws: GameEvent[]) {
  const g = lab(["hacan", "sol", "letnev"]);
  clearGalaxy(g);
  given(g, ...laws);
  return g;
}

function toStatusPhase(g: ReturnType<typeof statusTable>): void {
  for (const p of g.state.players) {
    for (const held of p.strategyCards.filter((c) => !c.played))
      given(g, { type: "strategyCardPlayed", seat: p.seat, card: held.card });
  }
  const active = decisions(g.state).find((d) => d.kind === "pass")?.seat as number;
  for (const p of g.state.players) if (p.seat !== active) given(g, { type: "playerPassed", seat: p.seat });
  play(g, { type: "pass", seat: active });
  expect(g.state.phase).toBe("status");
}

function claimNothing(g: Scenario): void {
  for (;;) {
    passActionWindows(g);
    const d = decisions(g.state).find((x) => x.kind === "scoreObjectives");
    if (!d) return;
    play(g, { type: "scoreObjectives", seat: d.seat, publicObjective: null, secretObjective: null });
  }
}

describe("Vorhal Peace Prize", () => {
  it("Against: the players with the smallest Fleet Supply gain 3 Trade Goods", () => {
    const game = council("vorhal-peace-prize", (g) =>
      given(g, { type: "commandCountersSpent", seat: JOLNAR, counters: { fleet: 1 }, reason: "scenario" }),
    );
    const before = tradeGoods(game);
    vote(game, "against");
    expect(tradeGoods(game)).toEqual(before.map((n, seat) => n + (seat === JOLNAR ? 3 : 0)));
    expectReplayMatches(game);
  });

  it("For: in each Status Phase the smallest Fleet Supply gains one more command counter", () => {
    const g = statusTable(law("vorhal-peace-prize"));
    const [hacan, sol] = [g.seat.hacan as number, g.seat.sol as number];
    given(g, { type: "commandCountersSpent", seat: hacan, counters: { fleet: 1 }, reason: "scenario" });
    toStatusPhase(g);
    const plain = g.state.players.map((p) => redistributionTotal(g.state, p.seat));
    claimNothing(g);
    const totals = g.state.players.map((p) => redistributionTotal(g.state, p.seat));
    expect(totals).toEqual(plain.map((n, seat) => n + (seat === hacan ? 1 : 0)));
    // The Hacan put everything in the fleet: the others' totals do not change with it.
    const total = totals[hacan] as number;
    play(g, {
      type: "redistributeCounters",
      seat: hacan,
      counters: { strategy: 0, command: 0, fleet: total },
    });
    expect(redistributionTotal(g.state, sol)).toBe(totals[sol]);
    expectReplayMatches(g);
  });
});

describe("Minister of Commerce (Elect a player)", () => {
  it("in the Status Phase each other player with an agreement pays the elected 1 Trade Good", () => {
    const g = statusTable();
    const [hacan, sol, letnev] = [g.seat.hacan as number, g.seat.sol as number, g.seat.letnev as number];
    given(
      g,
      law("minister-of-commerce", String(letnev)),
      { type: "tradeAgreementFormed", seats: [hacan, letnev], values: [1, 2] },
      gain(hacan, 2),
      gain(sol, 2),
      gain(letnev, 1),
    );
    toStatusPhase(g);
    const before = tradeGoods(g);
    claimNothing(g);
    const after = tradeGoods(g);
    expect(after[hacan]).toBe((before[hacan] as number) - 1);
    expect(after[sol]).toBe(before[sol]);
    expect(after[letnev]).toBe((before[letnev] as number) + 1);
    expectReplayMatches(g);
  });

  it("voted: the law stays in play with nothing left by hand", () => {
    const game = council("minister-of-commerce");
    vote(game, String(HACAN));
    expect(game.state.laws).toEqual([{ card: "minister-of-commerce", elected: String(HACAN), round: 1 }]);
    expect(leftByHand(game)).toBe(false);
  });
});

describe("Resource Management", () => {
  it("For: counters already on the sheet stay where they are; only the new ones are placed", () => {
    const g = statusTable(law("resource-management"));
    const me = g.seat.sol as number;
    toStatusPhase(g);
    claimNothing(g);
    const now = g.state.players[me]!.counters;
    const total = redistributionTotal(g.state, me);
    const extra = total - now.strategy - now.fleet - now.command;
    expect(extra).toBeGreaterThan(0);
    const moved = { strategy: 0, fleet: now.fleet + now.strategy, command: now.command + extra };
    refuse(g, { type: "redistributeCounters", seat: me, counters: moved }, "ERR_NO_REDISTRIBUTION");
    const kept = { strategy: now.strategy, fleet: now.fleet, command: now.command + extra };
    play(g, { type: "redistributeCounters", seat: me, counters: kept });
    expectReplayMatches(g);
  });

  it("Against: each player holding 3 or more Action Cards discards 2 of his choice", () => {
    const game = council("resource-management", (g) =>
      given(g, { type: "actionCardsDrawn", seat: JOLNAR, cards: g.state.decks.action.draw.slice(0, 3) }),
    );
    expect(hand(game, JOLNAR).length).toBeGreaterThanOrEqual(3);
    vote(game, "against");
    const asked = decisions(game.state)
      .filter((d) => d.kind === "answerCardChoice")
      .map((d) => d.seat);
    expect(asked).toEqual(
      game.state.players.filter((p) => p.secret.actionCards.length >= 3).map((p) => p.seat),
    );
    const [a, b] = hand(game, JOLNAR) as ActionCardId[];
    const theirs = game.state.decks.action.draw[0] as ActionCardId;
    refuse(game, { type: "answerCardChoice", seat: JOLNAR, choice: theirs }, "ERR_DISCARD_CHOICE");
    const held = hand(game, JOLNAR).length;
    play(game, { type: "answerCardChoice", seat: JOLNAR, choice: a });
    expect(decisions(game.state).some((d) => d.kind === "answerCardChoice" && d.seat === JOLNAR)).toBe(true);
    play(game, { type: "answerCardChoice", seat: JOLNAR, choice: b });
    expect(hand(game, JOLNAR)).toHaveLength(held - 2);
    expect(game.state.decks.action.discard).toEqual(expect.arrayContaining([a, b]));
    expect(decisions(game.state).some((d) => d.kind === "answerCardChoice" && d.seat === JOLNAR)).toBe(false);
    expectReplayMatches(game);
  });
});

describe("Core Stability (Against; For: test/scenario/politicalMomentLaws.test.ts)", () => {
  it("Against: nobody draws Action Cards for the rest of the round, the Political secondary included", () => {
    const game = council("core-stability");
    vote(game, "against");
    expect(leftByHand(game)).toBe(false);
    const before = game.state.players.map((p) => p.secret.actionCards.length);
    for (const d of decisions(game.state).filter((x) => x.kind === "answerSecondary"))
      play(game, { type: "answerSecondary", seat: d.seat, card: "political", follow: true });
    expect(game.state.players.map((p) => p.secret.actionCards.length)).toEqual(before);
    expectReplayMatches(game);
  });
});

describe("Diversified Income (Against; For: test/scenario/politicalMomentLaws.test.ts)", () => {
  it("Against: each player without Trade Goods gains 3", () => {
    const game = council("diversified-income", (g) => given(g, gain(HACAN, 2)));
    const before = tradeGoods(game);
    vote(game, "against");
    expect(tradeGoods(game)).toEqual(before.map((n) => (n === 0 ? 3 : n)));
    expectReplayMatches(game);
  });
});

// ---------------------------------------------------------------- the Strategy Phase

describe("Council's Censure (Elect a player)", () => {
  it("the elected takes Imperial only by discarding 2 Strategy Allocation counters", () => {
    const game = newScenario(4, { raceAssignment: "draft" });
    const races = ["sol", "hacan", "jolnar", "letnev"];
    while (game.state.stack.at(-1)?.kind === "raceDraft") {
      const seat = seatToAnswer(game, "pickRace");
      play(game, { type: "pickRace", seat, race: races[seat] as never });
    }
    const first = seatToAnswer(game, "pickStrategyCard");
    const strategy = game.state.players[first]!.counters.strategy;
    given(game, law("councils-censure", String(first)), {
      type: "commandCountersSpent",
      seat: first,
      counters: { strategy: strategy - 1 },
      reason: "scenario",
    });
    const imperial: Command = { type: "pickStrategyCard", seat: first, card: "imperial" };
    refuse(game, imperial, "ERR_COUNCILS_CENSURE");
    given(game, {
      type: "commandCountersGained",
      seat: first,
      counters: { strategy: 2 },
      reason: "scenario",
    });
    play(game, imperial);
    expect(game.state.players[first]!.counters.strategy).toBe(1);
    expectReplayMatches(game);
  });
});

describe("Political Focus", () => {
  it("For: whoever picks Political gains at once a command counter or 2 Trade Goods", () => {
    const game = newScenario(4, { raceAssignment: "draft" });
    const races = ["sol", "hacan", "jolnar", "letnev"];
    while (game.state.stack.at(-1)?.kind === "raceDraft") {
      const seat = seatToAnswer(game, "pickRace");
      play(game, { type: "pickRace", seat, race: races[seat] as never });
    }
    given(game, law("political-focus"));
    const first = seatToAnswer(game, "pickStrategyCard");
    const fleet = game.state.players[first]!.counters.fleet;
    play(game, { type: "pickStrategyCard", seat: first, card: "political" });
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "cardChoice", effect: "politicalFocus" });
    refuse(game, { type: "answerCardChoice", seat: first, choice: "planets" }, "ERR_POLITICAL_FOCUS");
    play(game, { type: "answerCardChoice", seat: first, choice: "fleet" });
    expect(game.state.players[first]!.counters.fleet).toBe(fleet + 1);
    // The Strategy Phase goes on with the next player.
    const next = seatToAnswer(game, "pickStrategyCard");
    expect(next).not.toBe(first);
    const tg = game.state.players[next]!.tradeGoods;
    play(game, { type: "pickStrategyCard", seat: next, card: "trade" });
    expect(game.state.players[next]!.tradeGoods).toBe(tg);
    expectReplayMatches(game);
  });

  it("Against: the next Political Card is drawn and put to the vote at once", () => {
    const game = council("political-focus", (g) => {
      const rest = g.state.decks.political.draw.filter((c) => c !== "political-focus" && c !== "trade-war");
      given(g, {
        type: "deckShuffled",
        deck: "political",
        cards: ["political-focus", "trade-war", ...rest],
        rng: g.state.rng,
      });
    });
    vote(game, "against");
    passActionWindows(game);
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "agenda", card: "trade-war" });
    vote(game, "for");
    expect((game.state.laws ?? []).map((l) => l.card)).toEqual(["trade-war"]);
    expectReplayMatches(game);
  });
});

// ---------------------------------------------------------------- the council's own laws

describe("Council Elder (Elect a player)", () => {
  it("right after an Elect agenda is drawn, the elder may spend the law and alone decide it", () => {
    const game = council("minister-of-policy", (g) => given(g, law("council-elder", String(JOLNAR))));
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "cardChoice", effect: "councilElder" });
    refuse(game, { type: "answerCardChoice", seat: JOLNAR, choice: "veto" }, "ERR_COUNCIL_LAW_ANSWER");
    play(game, { type: "answerCardChoice", seat: JOLNAR, choice: "use" });
    passActionWindows(game);
    expect(game.state.laws ?? []).toEqual([]);
    expect(game.state.decks.political.discard).toContain("council-elder");
    const frame = game.state.stack.at(-1);
    expect(frame?.kind === "agenda" && frame.order).toEqual([JOLNAR]);
    play(game, { type: "castVotes", seat: JOLNAR, choice: String(JOLNAR) });
    passActionWindows(game);
    expect(game.state.laws).toEqual([{ card: "minister-of-policy", elected: String(JOLNAR), round: 1 }]);
    expectReplayMatches(game);
  });

  it("the elder may let the council vote, keeping the law; a For/Against agenda asks nothing", () => {
    const game = council("minister-of-policy", (g) => given(g, law("council-elder", String(JOLNAR))));
    play(game, { type: "answerCardChoice", seat: JOLNAR });
    passActionWindows(game);
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "agenda", step: "vote" });
    vote(game, String(LETNEV));
    expect((game.state.laws ?? []).map((l) => l.card)).toEqual(["council-elder", "minister-of-policy"]);
    const other = council("trade-war", (g) => given(g, law("council-elder", String(JOLNAR))));
    expect(other.state.stack.at(-1)).toMatchObject({ kind: "agenda" });
  });
});

describe("Veto Power (Elect a player)", () => {
  it("right after a law is voted in, the holder may spend Veto Power to throw it out without effect", () => {
    const game = council("trade-war", (g) => given(g, law("veto-power", String(HACAN)), gain(JOLNAR, 2)));
    const before = tradeGoods(game);
    vote(game, "for");
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "cardChoice", effect: "vetoPower" });
    play(game, { type: "answerCardChoice", seat: HACAN, choice: "veto" });
    passActionWindows(game);
    expect(game.state.laws ?? []).toEqual([]);
    expect(game.state.decks.political.discard).toEqual(expect.arrayContaining(["veto-power", "trade-war"]));
    expect(tradeGoods(game)).toEqual(before);
    expect(game.state.stack.some((f) => f.kind === "agenda")).toBe(false);
    expectReplayMatches(game);
  });

  it("the holder may let the law pass; a defeated law asks nothing", () => {
    const game = council("trade-war", (g) => given(g, law("veto-power", String(HACAN))));
    vote(game, "for");
    play(game, { type: "answerCardChoice", seat: HACAN });
    passActionWindows(game);
    expect((game.state.laws ?? []).map((l) => l.card)).toEqual(["veto-power", "trade-war"]);
    expectReplayMatches(game);
    const other = council("trade-war", (g) => given(g, law("veto-power", String(HACAN))));
    vote(other, "against");
    expect(other.state.stack.some((f) => f.kind === "cardChoice")).toBe(false);
    expect((other.state.laws ?? []).map((l) => l.card)).toEqual(["veto-power"]);
  });
});

// ---------------------------------------------------------------- the registry

describe("the registry of automated economy laws", () => {
  it("lists exactly the cards of this area whose every outcome and lasting effect the engine applies", () => {
    for (const key of AUTOMATED) {
      const cards = POLITICAL_CARDS.filter((c) => c.effect === key);
      expect(cards.length, key).toBeGreaterThan(0);
      for (const card of cards) expect(agendaAutomated(card.id), key).toBe(true);
    }
    // Automated with the laws that act at their own moments (rules/politics/laws/momentLaws.ts).
    for (const key of ["diversifiedIncome", "coreStability", "checksAndBalances"]) {
      expect(AUTOMATED).not.toContain(key);
      for (const card of POLITICAL_CARDS.filter((c) => c.effect === key))
        expect(agendaAutomated(card.id)).toBe(true);
    }
  });
});
