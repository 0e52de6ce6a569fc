/**
 * SE Option 7, Space Mines (SE p.10), played like the rulebook's examples: the Muaat lay a mine with a
 * Cruiser at home; the Saar move a Dreadnought, a Carrier and two Fighters into an enemy mine, roll 10 and
 * 9, and keep a damaged Dreadnought. Then each rule the option states, and the cards that name mines.
 * Dice are scripted by choosing the generator's seed (scriptDice).
 */
import { describe, expect, it } from "vitest";
import type { RaceId } from "../../src/content/index.ts";
import type { GameEvent } from "../../src/engine/index.ts";
import type { SpaceMine } from "../../src/engine/options/spaceMines/board.ts";
import { choiceAsked, council, HACAN, JOLNAR, LETNEV, SOL, VOTERS, vote } from "../support/council.ts";
import { expectReplayMatches, given, passActionWindows, play, refuse } from "../support/engine.ts";
import {
  activateAndMove,
  clearGalaxy,
  homeOf,
  inward,
  type Lab,
  lab,
  learn,
  owns,
  place,
  remove,
  scriptDice,
  space,
  tiles,
  waitingOn,
} from "../support/tactical.ts";

const MINES = { options: ["spaceMines" as const] };

type MineLab = Lab & { me: number; them: number; third: number; h: string; a: string; b: string };

/** `race` acts first, with its Home System `h`, the system next in `a` and the one beyond `b`. */
function mineLab(race: RaceId = "saar", them: RaceId = "muaat", third: RaceId = "letnev"): MineLab {
  const g = lab([race, them, third], { settings: MINES });
  clearGalaxy(g);
  const me = g.seat[race] as number;
  const h = homeOf(g, me);
  const a = inward(h);
  const b = inward(a);
  return Object.assign(g, { me, them: g.seat[them] as number, third: g.seat[third] as number, h, a, b });
}

function mine(g: MineLab, position: string, owner: number | null): void {
  given(g, { type: "spaceMineLaid", position, owner, produced: false, reason: "scenario" });
}

function minesAt(g: MineLab, position: string): SpaceMine[] {
  return (g.state.spaceMines?.mines ?? []).filter((m) => m.position === position);
}

function rolled(g: MineLab): Extract<GameEvent, { type: "spaceMinesRolled" }>[] {
  return g.events.filter(
    (e): e is Extract<GameEvent, { type: "spaceMinesRolled" }> => e.type === "spaceMinesRolled",
  );
}

function tradeGoods(g: MineLab, seat: number, amount: number): void {
  given(g, { type: "tradeGoodsGained", seat, amount, reason: "scenario" });
}

/** The starting fleet's Cruisers leave the Home System, so only those the scenario brings count. */
function withoutCruisersAtHome(g: MineLab): void {
  const cruisers = space(g, g.h, g.me).cruiser ?? 0;
  if (cruisers > 0) remove(g, g.me, g.h, { cruiser: cruisers });
}

/** Activates the Home System, brings a Cruiser in from `a`, and stops at the production step. */
function toProduction(g: MineLab): void {
  place(g, g.me, g.a, { cruiser: 1 });
  activateAndMove(g, g.me, g.h, [{ from: g.a, units: { cruiser: 1 } }]);
  passActionWindows(g);
  if (waitingOn(g).includes("landUnits")) play(g, { type: "landUnits", seat: g.me, landings: [] });
  passActionWindows(g);
}

describe("deploying Space Mines (SE p.10)", () => {
  it("the Muaat bring a Cruiser home and lay a mine there in the production step, for 2 resources", () => {
    const g = mineLab("muaat", "saar");
    toProduction(g);
    expect(waitingOn(g)).toEqual(["laySpaceMine", "produceUnits"]);
    tradeGoods(g, g.me, 2);
    const before = g.state.players[g.me]?.tradeGoods ?? 0;
    play(g, { type: "laySpaceMine", seat: g.me, tradeGoods: 2 });
    expect(minesAt(g, g.h)).toEqual([{ position: g.h, owner: g.me }]);
    expect(g.state.players[g.me]?.tradeGoods).toBe(before - 2);
    play(g, { type: "produceUnits", seat: g.me, orders: [] });
    expect(g.state.stack.at(-1)?.kind).not.toBe("tacticalAction");
    expectReplayMatches(g);
  });

  it("one mine per activation; the payment must reach 2 resources", () => {
    const g = mineLab("muaat", "saar");
    toProduction(g);
    tradeGoods(g, g.me, 4);
    refuse(g, { type: "laySpaceMine", seat: g.me, tradeGoods: 1 }, "ERR_PAYMENT");
    play(g, { type: "laySpaceMine", seat: g.me, tradeGoods: 2 });
    refuse(g, { type: "laySpaceMine", seat: g.me, tradeGoods: 2 }, "ERR_ONE_MINE");
    expectReplayMatches(g);
  });

  it("no mine once all 12 tokens are on the board", () => {
    const g = mineLab("muaat", "saar");
    for (let i = 0; i < 12; i++) mine(g, g.b, g.them);
    toProduction(g);
    tradeGoods(g, g.me, 2);
    refuse(g, { type: "laySpaceMine", seat: g.me, tradeGoods: 2 }, "ERR_NO_MINE_TOKENS");
    expectReplayMatches(g);
  });

  it("needs a Cruiser of the active player in the system, and comes only in the production step", () => {
    const g = mineLab("muaat", "saar");
    withoutCruisersAtHome(g);
    place(g, g.me, g.a, { destroyer: 1 });
    tradeGoods(g, g.me, 2);
    play(g, { type: "tacticalAction", seat: g.me, position: g.h });
    passActionWindows(g);
    refuse(g, { type: "laySpaceMine", seat: g.me, tradeGoods: 2 }, "ERR_NOT_NOW");
    play(g, { type: "moveUnits", seat: g.me, moves: [{ from: g.a, units: { destroyer: 1 } }] });
    passActionWindows(g);
    expect(waitingOn(g)).toEqual(["produceUnits"]);
    refuse(g, { type: "laySpaceMine", seat: g.me, tradeGoods: 2 }, "ERR_NOT_NOW");
    expectReplayMatches(g);
  });

  it("a system without a dock waits for the mine, and moves on once it is laid", () => {
    const g = mineLab("muaat", "saar");
    tradeGoods(g, g.me, 2);
    place(g, g.me, g.b, { cruiser: 1 });
    activateAndMove(g, g.me, g.a, [{ from: g.b, units: { cruiser: 1 } }]);
    passActionWindows(g);
    expect(waitingOn(g)).toEqual(["laySpaceMine", "produceUnits"]);
    play(g, { type: "laySpaceMine", seat: g.me, tradeGoods: 2 });
    expect(minesAt(g, g.a)).toHaveLength(1);
    expect(g.state.stack.some((f) => f.kind === "tacticalAction")).toBe(false);
    expectReplayMatches(g);
  });

  it("in a transfer action the mine and the units are produced in the same system (RR §9 step 5)", () => {
    const g = mineLab("sol", "saar");
    withoutCruisersAtHome(g);
    tiles(g, { [g.a]: "abyz-fria" });
    owns(g, g.me, "abyz");
    place(g, g.me, g.a, { cruiser: 1 });
    tradeGoods(g, g.me, 2);
    play(g, { type: "transferAction", seat: g.me, from: g.h, to: g.a });
    play(g, { type: "moveUnits", seat: g.me, moves: [] });
    passActionWindows(g);
    if (waitingOn(g).includes("landUnits")) play(g, { type: "landUnits", seat: g.me, landings: [] });
    expect(waitingOn(g)).toContain("laySpaceMine");
    refuse(g, { type: "laySpaceMine", seat: g.me, position: g.h, tradeGoods: 2 }, "ERR_NO_CRUISER");
    refuse(g, { type: "laySpaceMine", seat: g.me, tradeGoods: 2 }, "ERR_PRODUCTION_SYSTEM");
    play(g, { type: "laySpaceMine", seat: g.me, position: g.a, tradeGoods: 2 });
    refuse(
      g,
      { type: "produceUnits", seat: g.me, position: g.h, orders: [{ dock: "jord", units: { fighter: 2 } }] },
      "ERR_PRODUCTION_SYSTEM",
    );
    play(g, { type: "produceUnits", seat: g.me, position: g.a, orders: [] });
    expect(minesAt(g, g.a)).toEqual([{ position: g.a, owner: g.me }]);
    expectReplayMatches(g);
  });
});

describe("triggering Space Mines (SE p.10)", () => {
  it("the Saar example: 10 damages the Dreadnought, 9 destroys the Carrier, the Fighters go unsupported", () => {
    const g = mineLab("saar", "muaat");
    mine(g, g.a, g.them);
    place(g, g.me, g.h, { dreadnought: 1, carrier: 1, fighter: 2 });
    scriptDice(g, [10, 9]);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { dreadnought: 1, carrier: 1, fighter: 2 } }]);
    passActionWindows(g);
    const [roll] = rolled(g);
    expect(roll?.dice.map((d) => [d.unit, d.value, d.hit])).toEqual([
      ["dreadnought", 10, true],
      ["carrier", 9, true],
    ]);
    expect(space(g, g.a, g.me)).toEqual({ dreadnought: 1 });
    expect(g.state.board[g.a]?.space.find((f) => f.seat === g.me)?.damaged).toEqual({ dreadnought: 1 });
    // The mine that went off is cleared.
    expect(minesAt(g, g.a)).toEqual([]);
    expectReplayMatches(g);
  });

  it("ships moving through a mined system are not rolled for; only where they end", () => {
    const g = mineLab("saar", "muaat");
    mine(g, g.a, g.them);
    place(g, g.me, g.h, { cruiser: 1 });
    activateAndMove(g, g.me, g.b, [{ from: g.h, units: { cruiser: 1 }, path: [g.a] }]);
    passActionWindows(g);
    expect(rolled(g)).toEqual([]);
    expect(minesAt(g, g.a)).toHaveLength(1);
    expectReplayMatches(g);
  });

  it("one roll however many mines lie there; the active player picks whose mine is cleared", () => {
    const g = mineLab("saar", "muaat");
    mine(g, g.a, g.them);
    mine(g, g.a, g.third);
    mine(g, g.a, g.third);
    place(g, g.me, g.h, { cruiser: 2 });
    scriptDice(g, [1, 2]);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 2 } }]);
    passActionWindows(g);
    expect(rolled(g)).toHaveLength(1);
    expect(rolled(g)[0]?.dice).toHaveLength(2);
    expect(waitingOn(g)).toEqual(["removeSpaceMine"]);
    refuse(g, { type: "removeSpaceMine", seat: g.me, owner: g.me }, "ERR_MINE_OWNER");
    play(g, { type: "removeSpaceMine", seat: g.me, owner: g.third });
    expect(
      minesAt(g, g.a)
        .map((m) => m.owner)
        .sort(),
    ).toEqual([g.them, g.third].sort());
    expectReplayMatches(g);
  });

  it("a player's own mines do not go off under his ships", () => {
    const g = mineLab("saar", "muaat");
    mine(g, g.a, g.me);
    place(g, g.me, g.h, { cruiser: 1 });
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 1 } }]);
    passActionWindows(g);
    expect(rolled(g)).toEqual([]);
    expect(minesAt(g, g.a)).toHaveLength(1);
    expectReplayMatches(g);
  });

  it("Fighters roll no die; a damaged Dreadnought hit is destroyed", () => {
    const g = mineLab("saar", "muaat");
    mine(g, g.a, null);
    place(g, g.me, g.h, { dreadnought: 1, carrier: 1, fighter: 3 });
    given(g, { type: "unitsDamaged", seat: g.me, position: g.h, units: { dreadnought: 1 } });
    scriptDice(g, [9, 1]);
    activateAndMove(g, g.me, g.a, [
      { from: g.h, units: { dreadnought: 1, carrier: 1, fighter: 3 }, damaged: { dreadnought: 1 } },
    ]);
    passActionWindows(g);
    expect(rolled(g)[0]?.dice.map((d) => [d.unit, d.damaged])).toEqual([
      ["dreadnought", true],
      ["carrier", false],
    ]);
    expect(space(g, g.a, g.me)).toEqual({ carrier: 1, fighter: 3 });
    expectReplayMatches(g);
  });

  it("Maneuvering Jets take 1 from the dice: a 9 misses", () => {
    const g = mineLab("saar", "muaat");
    mine(g, g.a, g.them);
    learn(g, g.me, "maneuvering-jets");
    place(g, g.me, g.h, { cruiser: 2 });
    scriptDice(g, [9, 10]);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 2 } }]);
    passActionWindows(g);
    expect(rolled(g)[0]?.dice.map((d) => [d.value, d.modifier, d.hit])).toEqual([
      [9, -1, false],
      [10, -1, true],
    ]);
    expect(space(g, g.a, g.me)).toEqual({ cruiser: 1 });
    expectReplayMatches(g);
  });

  it("the mines roll after the PDS fire, against the ships it left", () => {
    const g = mineLab("saar", "sol");
    tiles(g, { [g.a]: "abyz-fria" });
    owns(g, g.them, "abyz");
    place(g, g.them, g.a, { pds: 1 }, "abyz");
    mine(g, g.a, g.them);
    place(g, g.me, g.h, { cruiser: 2 });
    scriptDice(g, [10, 10]);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 2 } }]);
    passActionWindows(g);
    expect(waitingOn(g)).toEqual(["firePds"]);
    play(g, { type: "firePds", seat: g.them, fire: true });
    passActionWindows(g);
    if (waitingOn(g).includes("assignHits"))
      play(g, { type: "assignHits", seat: g.me, destroy: { cruiser: 1 } });
    passActionWindows(g);
    const [roll] = rolled(g);
    expect(roll?.dice).toHaveLength(1);
    expect(g.events.findIndex((e) => e.type === "combatRolled")).toBeLessThan(
      g.events.findIndex((e) => e.type === "spaceMinesRolled"),
    );
    expectReplayMatches(g);
  });
});

describe("a ship the PDS damaged on its way in", () => {
  it("is rolled for as damaged: a mine's hit destroys it", () => {
    const g = mineLab("saar", "sol");
    tiles(g, { [g.a]: "abyz-fria" });
    owns(g, g.them, "abyz");
    place(g, g.them, g.a, { pds: 1 }, "abyz");
    mine(g, g.a, g.them);
    place(g, g.me, g.h, { warSun: 1 });
    // The PDS hits (6); the War Sun takes it as damage; the mine's die is a 9.
    scriptDice(g, [6]);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { warSun: 1 } }]);
    play(g, { type: "firePds", seat: g.them, fire: true });
    passActionWindows(g);
    scriptDice(g, [9]);
    play(g, { type: "assignHits", seat: g.me, destroy: {}, damage: { warSun: 1 } });
    passActionWindows(g);
    expect(rolled(g)[0]?.dice.map((d) => [d.unit, d.damaged, d.hit])).toEqual([["warSun", true, true]]);
    expect(space(g, g.a, g.me)).toEqual({});
    expectReplayMatches(g);
  });
});

describe("mines in a transfer action (RR §9, SE p.10)", () => {
  it("ships moved into a mined system of a transfer roll for it once its PDS fire is over", () => {
    const g = mineLab("saar", "muaat");
    mine(g, g.a, g.them);
    place(g, g.me, g.a, { destroyer: 1 });
    place(g, g.me, g.h, { cruiser: 1 });
    scriptDice(g, [9]);
    play(g, { type: "transferAction", seat: g.me, from: g.h, to: g.a });
    play(g, { type: "moveUnits", seat: g.me, moves: [{ from: g.h, units: { cruiser: 1 } }] });
    passActionWindows(g);
    // The Destroyer was there before: only the Cruiser that entered rolls, and it is hit.
    expect(rolled(g)[0]?.dice.map((d) => [d.unit, d.hit])).toEqual([["cruiser", true]]);
    expect(space(g, g.a, g.me)).toEqual({ destroyer: 1 });
    expect(minesAt(g, g.a)).toEqual([]);
    expectReplayMatches(g);
  });
});

describe("Faulty Targeting Systems clears a Space Mine", () => {
  it("before the dice, in a window for the player whose ships entered", () => {
    const g = mineLab("saar", "muaat");
    mine(g, g.a, g.them);
    mine(g, g.a, null);
    given(g, { type: "actionCardsDrawn", seat: g.me, cards: ["faulty-targeting-systems"] });
    place(g, g.me, g.h, { cruiser: 1 });
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 1 } }]);
    expect(g.state.stack.at(-1)).toMatchObject({ kind: "actionWindow", awaiting: [g.me] });
    refuse(
      g,
      {
        type: "playActionCard",
        seat: g.me,
        card: "faulty-targeting-systems",
        choice: "space-mine",
        target: g.third,
      },
      "ERR_CARD_CONDITION",
    );
    scriptDice(g, [10]);
    play(g, {
      type: "playActionCard",
      seat: g.me,
      card: "faulty-targeting-systems",
      choice: "space-mine",
      target: g.them,
    });
    passActionWindows(g);
    // The Muaat mine went before the dice; the neutral one still rolls (10: a hit) and is then cleared.
    expect(g.events.findIndex((e) => e.type === "spaceMineRemoved")).toBeLessThan(
      g.events.findIndex((e) => e.type === "spaceMinesRolled"),
    );
    expect(rolled(g)[0]?.dice.map((d) => d.hit)).toEqual([true]);
    expect(minesAt(g, g.a)).toEqual([]);
    expectReplayMatches(g);
  });

  it("when it clears the last enemy mine there, no die is rolled", () => {
    const g = mineLab("saar", "muaat");
    mine(g, g.a, g.them);
    given(g, { type: "actionCardsDrawn", seat: g.me, cards: ["faulty-targeting-systems"] });
    place(g, g.me, g.h, { cruiser: 1 });
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 1 } }]);
    play(g, { type: "playActionCard", seat: g.me, card: "faulty-targeting-systems" });
    passActionWindows(g);
    expect(rolled(g).map((r) => r.dice)).toEqual([[]]);
    expect(space(g, g.a, g.me)).toEqual({ cruiser: 1 });
    expectReplayMatches(g);
  });
});

describe("Defend the Jewel (SE directive)", () => {
  it("For: a neutral mine in the Mecatol Rex system, which sets off anyone's ships", () => {
    const g = council("defend-the-jewel", () => {}, { options: ["spaceMines"] });
    vote(g, "for");
    passActionWindows(g);
    expect(g.state.spaceMines?.mines).toEqual([{ position: "000", owner: null }]);
    expectReplayMatches(g);
  });

  it("Against: each player may lay a mine of his own in his Home System", () => {
    const g = council("defend-the-jewel", () => {}, { options: ["spaceMines"] });
    vote(g, "against");
    expect(choiceAsked(g).sort()).toEqual([...VOTERS].sort());
    refuse(g, { type: "answerCardChoice", seat: SOL, choice: "maybe" }, "ERR_CARD_CHOICE");
    play(g, { type: "answerCardChoice", seat: SOL, choice: "lay" });
    for (const seat of [HACAN, JOLNAR, LETNEV])
      play(g, { type: "answerCardChoice", seat, choice: seat === HACAN ? "lay" : "decline" });
    passActionWindows(g);
    const homes = [SOL, HACAN].map((seat) => ({ position: g.state.players[seat]?.home, owner: seat }));
    expect(g.state.spaceMines?.mines).toEqual(homes);
    expectReplayMatches(g);
  });
});
