/**
 * Shattered Empire's variant Strategy Cards (SE Option 2, Variant Strategy Card Summary) and Imperial II
 * (SE Option 1), played like the rulebook examples: Leadership, Diplomacy II, Warfare II's High Alert,
 * Bureaucracy and Imperial II (Trade II is in trade.test.ts, Technology II in technology.test.ts,
 * Production in productionCard.test.ts, Warfare II's Reinforce and the token's travels in warfare2.test.ts). Four
 * races are drafted by seat: the Xxcha (0), Sol (1), Jol-Nar (2) and Letnev (3), on the default scenario
 * seed's galaxy; the holder also takes Leadership (Initiative with Imperial II), so acts first.
 */
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../src/engine/index.ts";
import { decisions, viewEvent } from "../../src/engine/index.ts";
import { reinforcements } from "../../src/engine/rules/counters.ts";
import { onHighAlert } from "../../src/engine/rules/strategyCards/highAlert.ts";
import { expectReplayMatches, play, refuse, seatToAnswer } from "../support/engine.ts";
import {
  declineAll,
  follow,
  given,
  home,
  JOLNAR,
  LETNEV,
  othersDone,
  played,
  player,
  primary,
  SOL,
  seatedTable,
  XXCHA,
} from "../support/strategyTable.ts";

const { deal, strategicAction } = seatedTable();
const p = player;

describe("Leadership (SE Variant Strategy Card Summary)", () => {
  const variant = ["variantCards"];

  it("Take Charge: 3 counters, then the holder may buy up to 3 more at 2 influence each", () => {
    const game = strategicAction("leadership", XXCHA, variant);
    const before = p(game, XXCHA).counters;
    refuse(game, primary(XXCHA, "leadership", { counters: { command: 2 } }), "ERR_COUNTER_PLACEMENT");
    const buy = { planets: ["archon-ren", "archon-tau"], counters: { strategy: 1 } };
    refuse(
      game,
      primary(XXCHA, "leadership", { counters: { command: 3 }, secondary: buy }),
      "ERR_COUNTER_PLACEMENT",
    );
    const events = play(
      game,
      primary(XXCHA, "leadership", {
        counters: { command: 3 },
        secondary: { ...buy, counters: { fleet: 2 } },
      }),
    );
    expect(p(game, XXCHA).counters).toEqual({
      strategy: before.strategy,
      fleet: before.fleet + 2,
      command: before.command + 3,
    });
    expect(events).toContainEqual(
      expect.objectContaining({ type: "planetsExhausted", planets: ["archon-ren", "archon-tau"] }),
    );
    expectReplayMatches(game);
  });

  it("Masterful Tactician: others buy counters without spending a Strategy Allocation counter, 3 at most", () => {
    const game = strategicAction("leadership", XXCHA, variant);
    play(game, primary(XXCHA, "leadership", { counters: { command: 3 } }));
    given(game, { type: "tradeGoodsGained", seat: JOLNAR, amount: 4, reason: "scenario" });
    const before = p(game, JOLNAR).counters;
    const nine = { planets: ["jol", "nar"], tradeGoods: 4, counters: { command: 4 } };
    expect(refuse(game, follow(JOLNAR, "leadership", nine), "ERR_COUNTER_PLACEMENT")).toContain("at most 3");
    // Jol (2) and Nar (3) make 5 influence: 2 counters, the odd point is lost.
    play(game, follow(JOLNAR, "leadership", { planets: ["jol", "nar"], counters: { strategy: 2 } }));
    expect(p(game, JOLNAR).counters).toEqual({ ...before, strategy: before.strategy + 2 });
    expectReplayMatches(game);
  });

  it("Masterful Tactician: 8 influence buys the 3 counters, the surplus lost (RR §16), not refused", () => {
    const game = strategicAction("leadership", XXCHA, variant);
    play(game, primary(XXCHA, "leadership", { counters: { command: 3 } }));
    given(game, { type: "tradeGoodsGained", seat: JOLNAR, amount: 3, reason: "scenario" });
    const before = p(game, JOLNAR).counters;
    // Jol (2), Nar (3) and 3 Trade Goods: 8 influence. Placing the 4 counters it would buy is refused.
    const eight = { planets: ["jol", "nar"], tradeGoods: 3 };
    refuse(game, follow(JOLNAR, "leadership", { ...eight, counters: { fleet: 4 } }), "ERR_COUNTER_PLACEMENT");
    play(game, follow(JOLNAR, "leadership", { ...eight, counters: { fleet: 3 } }));
    expect(p(game, JOLNAR).counters).toEqual({ ...before, fleet: before.fleet + 3 });
    expect(p(game, JOLNAR).tradeGoods).toBe(0);
    expectReplayMatches(game);
  });
});

describe("Diplomacy II (SE Variant Strategy Card Summary)", () => {
  const variant = ["variantCards"];

  it("Demilitarized Zone: each opponent puts a counter in the system; one with empty reinforcements picks an area", () => {
    const game = deal("diplomacy-2", SOL, variant);
    given(game, {
      type: "commandCountersRedistributed",
      seat: LETNEV,
      counters: { strategy: 0, fleet: 16, command: 0 },
    });
    play(game, { type: "strategicAction", seat: SOL, card: "diplomacy-2" });
    refuse(
      game,
      primary(SOL, "diplomacy-2", { option: "demilitarize", position: home(game, LETNEV) }),
      "ERR_DMZ_SYSTEM",
    );
    refuse(game, primary(SOL, "diplomacy-2", { option: "nothing" }), "ERR_DIPLOMACY_OPTION");
    play(game, primary(SOL, "diplomacy-2", { option: "demilitarize", position: home(game, SOL) }));
    expect(decisions(game.state)).toEqual([
      expect.objectContaining({ kind: "placeCounterFromSheet", seat: LETNEV }),
    ]);
    expect(reinforcements(game.state, LETNEV)).toBe(0);
    refuse(game, { type: "placeCounterFromSheet", seat: LETNEV, area: "strategy" }, "ERR_EMPTY_AREA");
    play(game, { type: "placeCounterFromSheet", seat: LETNEV, area: "fleet" });
    expect(game.state.board[home(game, SOL)]?.commandCounters).toEqual([JOLNAR, XXCHA, LETNEV]);
    expect(p(game, LETNEV).counters.fleet).toBe(15);
    expect(decisions(game.state).map((d) => d.kind)).toContain("answerSecondary");
    expectReplayMatches(game);
  });

  it("Peaceful Annexation: 3 influence claims an empty planet next to a controlled system, exhausted", () => {
    const game = strategicAction("diplomacy-2", SOL, variant);
    // Option (b): Sol annexes Hope's End, next to Sol's home, paying neither counter nor influence.
    refuse(
      game,
      primary(SOL, "diplomacy-2", { option: "annex", secondary: { annex: "mecatol-rex" } }),
      "ERR_MECATOL_REX",
    );
    refuse(
      game,
      primary(SOL, "diplomacy-2", { option: "annex", secondary: { annex: "coorneeq" } }),
      "ERR_NOT_ADJACENT",
    );
    const events = play(
      game,
      primary(SOL, "diplomacy-2", { option: "annex", secondary: { annex: "hopes-end" } }),
    );
    expect(events.some((e) => e.type === "planetsExhausted" || e.type === "commandCountersSpent")).toBe(
      false,
    );
    expect(p(game, SOL).planets["hopes-end"]).toMatchObject({ exhausted: true });
    // Letnev pays 1 influence (Wren Terra) and 2 Trade Goods for Coorneeq, next to its home.
    given(game, { type: "tradeGoodsGained", seat: LETNEV, amount: 2, reason: "scenario" });
    refuse(
      game,
      follow(LETNEV, "diplomacy-2", { annex: "hopes-end", tradeGoods: 2, planets: ["wren-terra"] }),
      "ERR_ANNEXED_THIS_TURN",
    );
    refuse(
      game,
      follow(LETNEV, "diplomacy-2", { annex: "coorneeq", planets: ["wren-terra"] }),
      "ERR_INFLUENCE",
    );
    play(game, follow(LETNEV, "diplomacy-2", { annex: "coorneeq", tradeGoods: 2, planets: ["wren-terra"] }));
    expect(p(game, LETNEV).planets.coorneeq).toMatchObject({ exhausted: true });
    expect(p(game, LETNEV).tradeGoods).toBe(0);
    expectReplayMatches(game);
  });

  it("takes another player's empty planet; the Xxcha may use the primary instead and pays no influence", () => {
    const game = strategicAction("diplomacy-2", SOL, variant);
    given(game, {
      type: "planetGained",
      seat: JOLNAR,
      planet: "primor",
      from: null,
      exhausted: false,
      round: 1,
    });
    play(game, primary(SOL, "diplomacy-2", { option: "annex", secondary: { annex: "rigel-i" } }));
    const strategy = p(game, XXCHA).counters.strategy;
    play(
      game,
      follow(XXCHA, "diplomacy-2", { primaryInstead: { option: "annex", secondary: { annex: "primor" } } }),
    );
    expect(p(game, XXCHA).planets.primor).toMatchObject({ exhausted: true });
    expect(p(game, JOLNAR).planets.primor).toBeUndefined();
    expect(p(game, XXCHA).counters.strategy).toBe(strategy - 1);
    expectReplayMatches(game);
  });

  it("lets the Xxcha demilitarize a system while following; the secondaries resume once counters are placed", () => {
    const full: GameEvent = {
      type: "commandCountersRedistributed",
      seat: LETNEV,
      counters: { strategy: 0, fleet: 16, command: 0 },
    };
    const game = deal("diplomacy-2", SOL, variant, [full]);
    play(game, { type: "strategicAction", seat: SOL, card: "diplomacy-2" });
    play(game, primary(SOL, "diplomacy-2", { option: "annex", secondary: { annex: "hopes-end" } }));
    const zone = { option: "demilitarize", position: home(game, XXCHA) };
    play(game, follow(XXCHA, "diplomacy-2", { primaryInstead: zone }));
    expect(decisions(game.state)).toEqual([
      expect.objectContaining({ kind: "placeCounterFromSheet", seat: LETNEV }),
    ]);
    play(game, { type: "placeCounterFromSheet", seat: LETNEV, area: "fleet" });
    expect(game.state.board[home(game, XXCHA)]?.commandCounters).toEqual([SOL, JOLNAR, LETNEV]);
    expect(decisions(game.state).map((d) => [d.kind, d.seat])).toEqual([
      ["answerSecondary", JOLNAR],
      ["answerSecondary", LETNEV],
    ]);
    expectReplayMatches(game);
  });
});

describe("High Alert: the Warfare II primary (SE Variant Strategy Card Summary)", () => {
  it("puts the token in a system with the holder's ships until the Status Phase starts", () => {
    const game = strategicAction("warfare-2", LETNEV, ["variantCards"]);
    refuse(game, primary(LETNEV, "warfare-2", { position: home(game, SOL) }), "ERR_HIGH_ALERT_SYSTEM");
    play(game, primary(LETNEV, "warfare-2", { position: home(game, LETNEV) }));
    expect(game.state.highAlert).toEqual({ seat: LETNEV, position: home(game, LETNEV) });
    expect(onHighAlert(game.state, LETNEV, home(game, LETNEV))).toBe(true);
    expect(onHighAlert(game.state, SOL, home(game, LETNEV))).toBe(false);
    othersDone(game, LETNEV, "warfare-2");
    declineAll(game, "warfare-2");
    play(game, { type: "pass", seat: LETNEV });
    expect(game.state.phase).toBe("status");
    expect(game.state.highAlert).toBeNull();
    expectReplayMatches(game);
  });
});

describe("Bureaucracy and the variant card setup (SE Option 2, Variant Strategy Card Summary)", () => {
  const variant = ["variantCards"];

  it("starts with one objective face up, 2 Political Cards each and an extra Stage II card", () => {
    const game = deal("bureaucracy", SOL, variant);
    expect(game.state.objectives).toHaveLength(1);
    // 6 Stage I, 3 + 1 Stage II and Imperium Rex, less the one revealed.
    expect(game.state.decks.objectives).toHaveLength(10);
    for (const player of game.state.players) expect(player.secret.politicalCards).toHaveLength(2);
    expectReplayMatches(game);
  });

  it("reveals one objective per Bonus Counter on it when chosen", () => {
    const bonus: GameEvent = { type: "bonusCountersPlaced", cards: ["bureaucracy"] };
    const game = deal("bureaucracy", SOL, variant, [bonus, bonus]);
    expect(game.state.objectives).toHaveLength(3);
    expectReplayMatches(game);
  });

  it("Senatorial Control: a counter, a private look at two objectives, one revealed, any face-up one claimed", () => {
    const game = strategicAction("bureaucracy", SOL, variant);
    const faceUp = game.state.objectives[0]!.id;
    const [first, second] = game.state.decks.objectives;
    const peek = play(game, primary(SOL, "bureaucracy", { counters: { strategy: 1 } }));
    const seen = peek.find((e) => e.type === "objectivesPeeked")!;
    expect(seen).toEqual({ type: "objectivesPeeked", seat: SOL, objectives: [first, second] });
    expect(viewEvent(seen, XXCHA)).toEqual({ type: "hidden", of: "objectivesPeeked", seat: SOL });
    expect(decisions(game.state)[0]).toMatchObject({ kind: "resolvePrimary", seat: SOL });
    refuse(game, primary(SOL, "bureaucracy", { objective: game.state.decks.objectives[2] }), "ERR_NOT_DRAWN");
    refuse(
      game,
      primary(SOL, "bureaucracy", { objective: second, claim: first }),
      "ERR_OBJECTIVE_NOT_REVEALED",
    );
    // SE: the claim is not restricted to the newly revealed objective; the face-up card asks for 6 Trade Goods.
    expect(faceUp).toBe("b1-spend-6-tg");
    given(game, { type: "tradeGoodsGained", seat: SOL, amount: 6, reason: "scenario" });
    play(game, primary(SOL, "bureaucracy", { objective: second, claim: faceUp, tradeGoods: 6 }));
    expect(game.state.objectives.map((o) => o.id)).toEqual([faceUp, second]);
    expect(game.state.decks.objectives[0]).toBe(first);
    expect(p(game, SOL).scoredObjectives).toEqual([faceUp]);
    expect(p(game, SOL).vp).toBe(1);
    // New Agendas: a Political Card and an Action Card for a counter.
    play(game, follow(LETNEV, "bureaucracy", {}));
    expect(p(game, LETNEV).secret.politicalCards).toHaveLength(3);
    expect(p(game, LETNEV).secret.actionCards).toHaveLength(1);
    expectReplayMatches(game);
  });

  it("ends the game when Imperium Rex is revealed, before any objective is claimed", () => {
    const game = strategicAction("bureaucracy", SOL, variant);
    const rest = game.state.decks.objectives.filter((id) => id !== "imperium-rex");
    given(game, {
      type: "deckShuffled",
      deck: "objectives",
      cards: ["imperium-rex", ...rest],
      rng: game.state.rng,
    });
    play(game, primary(SOL, "bureaucracy", { counters: { command: 1 } }));
    const faceUp = game.state.objectives[0]!.id;
    play(game, primary(SOL, "bureaucracy", { objective: "imperium-rex", claim: faceUp }));
    expect(game.state.phase).toBe("finished");
    expect(p(game, SOL).scoredObjectives).toEqual([]);
    expectReplayMatches(game);
  });
});

describe("Imperial II: The Ancient Throne (SE, with the imperial2 and ageOfEmpire options)", () => {
  const options = ["ageOfEmpire", "imperial2"];

  it("option (a): 1 VP for Mecatol Rex, and any number of public objectives in the Status Phase", () => {
    const game = deal("imperial-2", SOL, options);
    // Two spend cards of the face-up row (Age of Empire), paid together with 16 Trade Goods (rules/objectives).
    const [a, b] = ["b1-spend-6-tg", "b1-spend-10-inf"] as const;
    const missing = [a, b].filter((id) => !game.state.objectives.some((o) => o.id === id));
    given(
      game,
      { type: "tradeGoodsGained", seat: SOL, amount: 16, reason: "scenario" },
      { type: "planetGained", seat: SOL, planet: "mecatol-rex", from: null, exhausted: false, round: 1 },
      { type: "deckShuffled", deck: "objectives", cards: missing, rng: game.state.rng },
      ...missing.map((objective) => ({ type: "objectiveRevealed" as const, objective })),
    );
    play(game, { type: "strategicAction", seat: SOL, card: "imperial-2" });
    refuse(game, primary(SOL, "imperial-2", {}), "ERR_IMPERIAL_OPTION");
    play(game, primary(SOL, "imperial-2", { option: "throne" }));
    expect(p(game, SOL).vp).toBe(1);
    othersDone(game, SOL, "imperial-2");
    declineAll(game, "imperial-2");
    play(game, { type: "pass", seat: SOL });
    expect(seatToAnswer(game, "scoreObjectives")).toBe(SOL);
    const score = { type: "scoreObjectives" as const, secretObjective: null };
    play(game, { ...score, seat: SOL, publicObjective: a, morePublicObjectives: [b], tradeGoods: 16 });
    expect(p(game, SOL).scoredObjectives).toEqual([a, b]);
    const next = seatToAnswer(game, "scoreObjectives");
    refuse(game, { ...score, seat: next, publicObjective: a, morePublicObjectives: [b] }, "ERR_ONE_PUBLIC");
    expectReplayMatches(game);
  });

  it("option (b): the holder uses Rapid Mobilization without a counter, and nobody else may follow", () => {
    const game = strategicAction("imperial-2", SOL, options);
    const strategy = p(game, SOL).counters.strategy;
    refuse(game, primary(SOL, "imperial-2", { option: "mobilize" }), "ERR_PRODUCTION_SYSTEM");
    const production = { position: home(game, SOL), orders: [{ dock: "jord", units: { fighter: 2 } }] };
    play(
      game,
      primary(SOL, "imperial-2", { option: "mobilize", secondary: { production, planets: ["jord"] } }),
    );
    expect(game.state.board[home(game, SOL)]?.space).toContainEqual(
      expect.objectContaining({ seat: SOL, units: expect.objectContaining({ fighter: 2 }) }),
    );
    expect(p(game, SOL).counters.strategy).toBe(strategy);
    expect(decisions(game.state).some((d) => d.kind === "answerSecondary")).toBe(false);
    expect(played(game, SOL, "imperial-2")).toBe(true);
    expectReplayMatches(game);
  });
});
