/**
 * Action Card effects the engine carries out (rules/actionCards/effects.ts), each played in the window of its
 * timing. Four races are drafted by seat: Sol (0), the Hacan (1), Jol-Nar (2) and the Letnev (3); Sol
 * takes Initiative with Political, so it acts first in the Action Phase. Cards and situations are put in
 * place by engine events appended to the log, so every replay check still folds the whole game.
 */
import { describe, expect, it } from "vitest";
import type { ActionCardId, PlanetId } from "../../src/content/index.ts";
import { evolve } from "../../src/engine/evolve.ts";
import type { GameEvent } from "../../src/engine/index.ts";
import { decisions } from "../../src/engine/index.ts";
import { reinforcements } from "../../src/engine/rules/counters.ts";
import { unitsOnBoard } from "../../src/engine/rules/units.ts";
import {
  expectReplayMatches,
  newScenario,
  passActionWindows,
  play,
  refuse,
  type Scenario,
  seatToAnswer,
} from "../support/engine.ts";
import { homeOf, inward, owns, tiles } from "../support/tactical.ts";

const SOL = 0;
const HACAN = 1;
const JOLNAR = 2;
const LETNEV = 3;

/** Puts a situation in place through engine events, logged like any other. */
function given(game: Scenario, ...events: GameEvent[]): void {
  for (const event of events) {
    game.state = evolve(structuredClone(game.state), event);
    game.events.push(event);
  }
}

function deal(game: Scenario, seat: number, ...cards: ActionCardId[]): void {
  given(game, { type: "actionCardsDrawn", seat, cards });
}

function hand(game: Scenario, seat: number): ActionCardId[] {
  return game.state.players[seat]!.secret.actionCards;
}

function draftRaces(): Scenario {
  const races = ["sol", "hacan", "jolnar", "letnev"];
  const game = newScenario(4, { raceAssignment: "draft" });
  while (game.state.stack.at(-1)?.kind === "raceDraft") {
    const seat = seatToAnswer(game, "pickRace");
    play(game, { type: "pickRace", seat, race: races[seat] as never });
  }
  return game;
}

/**
 * Plays the Strategy Phase; `beforeLastPick` runs just before the last card is picked, so a card dealt
 * there is held when the window at the end of the phase opens.
 */
function strategyPhase(
  game: Scenario,
  beforeLastPick: () => void = () => {},
  mine = ["initiative", "political"],
): void {
  const all = [
    "initiative",
    "diplomacy",
    "political",
    "logistics",
    "trade",
    "warfare",
    "technology",
    "imperial",
  ];
  const others = all.filter((card) => !mine.includes(card));
  let dealt = false;
  while (game.state.phase === "strategy" && game.state.stack.at(-1)?.kind === "strategyPhase") {
    const frame = game.state.stack.at(-1);
    if (!dealt && frame?.kind === "strategyPhase" && frame.index === frame.order.length - 1) {
      beforeLastPick();
      dealt = true;
    }
    const seat = seatToAnswer(game, "pickStrategyCard");
    play(game, { type: "pickStrategyCard", seat, card: (seat === SOL ? mine : others).shift() as never });
  }
}

/** The Action Phase with Sol's turn first. */
function actionPhase(): Scenario {
  const game = draftRaces();
  strategyPhase(game);
  return game;
}

/** The window at the end of the Strategy Phase, open to Sol who holds `card`. */
function strategyPhaseEnd(card: ActionCardId, setUp: (game: Scenario) => void = () => {}): Scenario {
  const game = draftRaces();
  strategyPhase(game, () => {
    deal(game, SOL, card);
    setUp(game);
  });
  const top = game.state.stack.at(-1);
  expect(top).toMatchObject({ kind: "actionWindow", timing: "strategyPhaseEnd", awaiting: [SOL] });
  return game;
}

function groundForcesOn(game: Scenario, seat: number, planet: string): number {
  let n = 0;
  for (const system of Object.values(game.state.board)) {
    for (const force of system.planets[planet as PlanetId] ?? []) {
      if (force.seat === seat) n += force.units.groundForce ?? 0;
    }
  }
  return n;
}

describe("Command Summit (strategyPhase)", () => {
  it("adds 2 counters from reinforcements to Sol's Command Pool", () => {
    const game = strategyPhaseEnd("command-summit");
    const before = game.state.players[SOL]!.counters.command;
    const spare = reinforcements(game.state, SOL);
    expect(spare).toBeGreaterThanOrEqual(2);
    play(game, { type: "playActionCard", seat: SOL, card: "command-summit" });
    expect(game.state.players[SOL]!.counters.command).toBe(before + 2);
    expect(reinforcements(game.state, SOL)).toBe(spare - 2);
    expect(game.state.decks.action.discard).toEqual(["command-summit"]);
    passActionWindows(game);
    expectReplayMatches(game);
  });

  it("gives only the one counter left in reinforcements (RR §1)", () => {
    const game = strategyPhaseEnd("command-summit", (g) => {
      const spare = reinforcements(g.state, SOL);
      given(g, {
        type: "commandCountersGained",
        seat: SOL,
        counters: { fleet: spare - 1 },
        reason: "test",
      });
    });
    const before = game.state.players[SOL]!.counters.command;
    play(game, { type: "playActionCard", seat: SOL, card: "command-summit" });
    expect(game.state.players[SOL]!.counters.command).toBe(before + 1);
    expect(reinforcements(game.state, SOL)).toBe(0);
    expectReplayMatches(game);
  });

  it("is refused as an action: it belongs to the Strategy Phase", () => {
    const game = actionPhase();
    deal(game, SOL, "command-summit");
    const before = structuredClone(game.state);
    refuse(game, { type: "playActionCard", seat: SOL, card: "command-summit" }, "ERR_CARD_TIMING");
    expect(game.state).toEqual(before);
  });
});

describe("Trade Stop (strategyPhase)", () => {
  it("breaks every trade agreement in play, Sol's own included", () => {
    const game = strategyPhaseEnd("trade-stop", (g) =>
      given(
        g,
        { type: "tradeAgreementFormed", seats: [SOL, HACAN], values: [2, 3] },
        { type: "tradeAgreementFormed", seats: [JOLNAR, LETNEV], values: [1, 2] },
      ),
    );
    expect(game.state.tradeAgreements).toHaveLength(2);
    const events = play(game, { type: "playActionCard", seat: SOL, card: "trade-stop" });
    expect(events.filter((e) => e.type === "tradeAgreementBroken")).toHaveLength(2);
    expect(game.state.tradeAgreements).toEqual([]);
    expectReplayMatches(game);
  });
});

describe("Successful Spy (action)", () => {
  it("steals 2 of the Hacan's cards at random; the Hacan keep the third", () => {
    const game = actionPhase();
    deal(game, SOL, "successful-spy");
    const theirs = game.state.decks.action.draw.filter((c) => c !== "sabotage").slice(0, 3);
    deal(game, HACAN, ...theirs);
    play(game, { type: "playActionCard", seat: SOL, card: "successful-spy", target: HACAN });
    // The Hacan hold cards, so they may answer the card before it resolves.
    passActionWindows(game);
    expect(hand(game, HACAN)).toHaveLength(1);
    expect(hand(game, SOL)).toHaveLength(2);
    expect([...hand(game, SOL), ...hand(game, HACAN)].sort()).toEqual([...theirs].sort());
    expect(game.state.decks.action.discard).toEqual(["successful-spy"]);
    expect(decisions(game.state).every((d) => d.seat !== SOL)).toBe(true);
    expectReplayMatches(game);
  });

  it("takes the single card an opponent holds", () => {
    const game = actionPhase();
    deal(game, SOL, "successful-spy");
    const theirs = game.state.decks.action.draw.filter((c) => c !== "sabotage").slice(0, 1);
    deal(game, JOLNAR, ...theirs);
    play(game, { type: "playActionCard", seat: SOL, card: "successful-spy", target: JOLNAR });
    passActionWindows(game);
    expect(hand(game, JOLNAR)).toEqual([]);
    expect(hand(game, SOL)).toEqual(theirs);
    expectReplayMatches(game);
  });

  it("has Sol discard down to 7 at once when the stolen cards take him over the limit (RR §19)", () => {
    const game = actionPhase();
    const deck = game.state.decks.action.draw.filter((c) => c !== "sabotage" && c !== "successful-spy");
    deal(game, SOL, "successful-spy", ...deck.slice(0, 6));
    deal(game, HACAN, ...deck.slice(6, 8));
    play(game, { type: "playActionCard", seat: SOL, card: "successful-spy", target: HACAN });
    passActionWindows(game);
    expect(hand(game, SOL)).toHaveLength(8);
    expect(decisions(game.state)).toEqual([
      expect.objectContaining({ kind: "discardDownToLimit", seat: SOL }),
    ]);
    play(game, { type: "discardDownToLimit", seat: SOL, actionCards: [hand(game, SOL)[0]!] });
    expect(hand(game, SOL)).toHaveLength(7);
    expectReplayMatches(game);
  });

  it("is refused without an opponent named, leaving everything as it was", () => {
    const game = actionPhase();
    deal(game, SOL, "successful-spy");
    const before = structuredClone(game.state);
    refuse(game, { type: "playActionCard", seat: SOL, card: "successful-spy" }, "ERR_CARD_TARGET");
    refuse(
      game,
      { type: "playActionCard", seat: SOL, card: "successful-spy", target: SOL },
      "ERR_CARD_TARGET",
    );
    expect(game.state).toEqual(before);
  });
});

describe("Rally of the People (action)", () => {
  it("places a free Dreadnought in Sol's Home System", () => {
    const game = actionPhase();
    deal(game, SOL, "rally-of-the-people");
    const home = game.state.players[SOL]!.home as string;
    const atHome = () =>
      game.state.board[home]!.space.filter((f) => f.seat === SOL).reduce(
        (n, f) => n + (f.units.dreadnought ?? 0),
        0,
      );
    const before = atHome();
    play(game, { type: "playActionCard", seat: SOL, card: "rally-of-the-people" });
    expect(atHome()).toBe(before + 1);
    expect(decisions(game.state).every((d) => d.seat !== SOL)).toBe(true);
    expectReplayMatches(game);
  });

  it("places nothing once all 5 Dreadnoughts are on the board (RR §1)", () => {
    const game = actionPhase();
    deal(game, SOL, "rally-of-the-people");
    const home = game.state.players[SOL]!.home as string;
    const missing = 5 - unitsOnBoard(game.state, SOL, "dreadnought");
    if (missing > 0) {
      given(game, {
        type: "unitsPlaced",
        seat: SOL,
        position: home,
        units: { dreadnought: missing },
        reason: "test",
      });
    }
    const events = play(game, { type: "playActionCard", seat: SOL, card: "rally-of-the-people" });
    expect(events.some((e) => e.type === "unitsPlaced")).toBe(false);
    expect(unitsOnBoard(game.state, SOL, "dreadnought")).toBe(5);
    expect(game.state.decks.action.discard).toEqual(["rally-of-the-people"]);
    expectReplayMatches(game);
  });
});

describe("Rise of a Messiah (action)", () => {
  it("places a Ground Force on every planet Sol controls", () => {
    const game = actionPhase();
    deal(game, SOL, "rise-of-a-messiah");
    const planets = Object.keys(game.state.players[SOL]!.planets);
    expect(planets.length).toBeGreaterThan(0);
    const before = planets.map((p) => groundForcesOn(game, SOL, p));
    play(game, { type: "playActionCard", seat: SOL, card: "rise-of-a-messiah" });
    expect(planets.map((p) => groundForcesOn(game, SOL, p))).toEqual(before.map((n) => n + 1));
    // Nobody else gains any.
    for (const p of planets) expect(groundForcesOn(game, HACAN, p)).toBe(0);
    expectReplayMatches(game);
  });

  it("places none on a Trade Station Sol holds (no ground units there, SE p.7)", () => {
    const game = actionPhase();
    const station = inward(homeOf(game, SOL));
    tiles(game, { [station]: "arcturus-sumerian" });
    owns(game, SOL, "sumerian");
    owns(game, SOL, "arcturus");
    deal(game, SOL, "rise-of-a-messiah");
    play(game, { type: "playActionCard", seat: SOL, card: "rise-of-a-messiah" });
    expect(groundForcesOn(game, SOL, "sumerian")).toBe(0);
    expect(groundForcesOn(game, SOL, "arcturus")).toBe(1);
    expectReplayMatches(game);
  });
});

describe("Policy Paralysis (afterStrategyPrimary)", () => {
  /** Sol resolves the Logistics primary; the Hacan hold Policy Paralysis when the window opens. */
  function afterLogistics(): Scenario {
    const game = draftRaces();
    strategyPhase(game, () => {}, ["initiative", "logistics"]);
    deal(game, HACAN, "policy-paralysis");
    play(game, { type: "strategicAction", seat: SOL, card: "logistics" });
    play(game, {
      type: "resolvePrimary",
      seat: SOL,
      card: "logistics",
      choice: { counters: { command: 4 } },
    });
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "actionWindow", timing: "afterStrategyPrimary" });
    return game;
  }

  it("bars Jol-Nar from following Logistics; the others are still asked", () => {
    const game = afterLogistics();
    play(game, { type: "playActionCard", seat: HACAN, card: "policy-paralysis", target: JOLNAR });
    passActionWindows(game);
    const asked = decisions(game.state)
      .filter((d) => d.kind === "answerSecondary")
      .map((d) => d.seat)
      .sort();
    expect(asked).toEqual([HACAN, LETNEV]);
    refuse(
      game,
      { type: "answerSecondary", seat: JOLNAR, card: "logistics", follow: true },
      "ERR_NOT_YOUR_TURN",
    );
    play(game, { type: "answerSecondary", seat: HACAN, card: "logistics", follow: false });
    play(game, { type: "answerSecondary", seat: LETNEV, card: "logistics", follow: false });
    expect(game.state.stack.some((f) => f.kind === "strategicAction")).toBe(false);
    expect(game.state.decks.action.discard).toEqual(["policy-paralysis"]);
    expectReplayMatches(game);
  });

  it("is refused on the card's holder or on oneself, leaving everything as it was", () => {
    const game = afterLogistics();
    const before = structuredClone(game.state);
    for (const target of [SOL, HACAN]) {
      refuse(
        game,
        { type: "playActionCard", seat: HACAN, card: "policy-paralysis", target },
        "ERR_CARD_TARGET",
      );
    }
    refuse(game, { type: "playActionCard", seat: HACAN, card: "policy-paralysis" }, "ERR_CARD_TARGET");
    expect(game.state).toEqual(before);
  });
});
