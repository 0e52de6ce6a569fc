/**
 * Action Cards (RR §19), played like the rulebook examples. Four races are drafted by seat: Sol (0), the
 * Hacan (1), Jol-Nar (2) and a fourth race (3). Sol takes Initiative with Political, so it acts first in
 * the Action Phase. The cards a test needs are dealt by engine events appended to the log, so every
 * replay check still folds the whole game.
 */
import { describe, expect, it } from "vitest";
import { ACTION_CARDS, type ActionCardId, POLITICAL_CARDS } from "../../src/content/index.ts";
import {
  AUTOMATED_ACTION_CARD_EFFECTS,
  AUTOMATED_POLITICAL_CARD_EFFECTS,
} from "../../src/engine/effects/automated.ts";
import { evolve } from "../../src/engine/evolve.ts";
import type { GameEvent } from "../../src/engine/index.ts";
import { decisions, view, viewEvent } from "../../src/engine/index.ts";
import { rulebookFor } from "../../src/engine/rulebook.ts";
import { TI3 } from "../../src/engine/rulebooks/ti3.ts";
import { agendaAutomated } from "../../src/engine/rules/politics/politicalEffects.ts";
import {
  expectReplayMatches,
  newScenario,
  play,
  refuse,
  type Scenario,
  seatToAnswer,
} from "../support/engine.ts";

const SOL = 0;
const HACAN = 1;
const JOLNAR = 2;
const FOURTH = 3;

/** Drafts the races by seat; Sol takes Initiative and Political; the Action Phase begins with Sol's turn. */
function actionPhase(fourth = "letnev"): Scenario {
  const races = ["sol", "hacan", "jolnar", fourth];
  const game = newScenario(4, { raceAssignment: "draft" });
  while (game.state.stack.at(-1)?.kind === "raceDraft") {
    const seat = seatToAnswer(game, "pickRace");
    play(game, { type: "pickRace", seat, race: races[seat] as never });
  }
  const mine = ["initiative", "political"];
  const others = ["diplomacy", "logistics", "trade", "warfare", "technology", "imperial"];
  while (game.state.phase === "strategy") {
    const seat = seatToAnswer(game, "pickStrategyCard");
    play(game, { type: "pickStrategyCard", seat, card: (seat === SOL ? mine : others).shift() as never });
  }
  return game;
}

/** Puts a situation in place through engine events, logged like any other. */
function given(game: Scenario, ...events: GameEvent[]): void {
  for (const event of events) {
    game.state = evolve(structuredClone(game.state), event);
    game.events.push(event);
  }
}

/** Deals these cards from the Action deck to a player's hand (a drawn card, as the Status Phase would). */
function deal(game: Scenario, seat: number, ...cards: ActionCardId[]): void {
  given(game, { type: "actionCardsDrawn", seat, cards });
}

/** Deals `count` cards from the top of the deck that are none of `avoid`. */
function dealAny(game: Scenario, seat: number, count: number, avoid: ActionCardId[] = []): void {
  const cards = game.state.decks.action.draw.filter((c) => !avoid.includes(c)).slice(0, count);
  deal(game, seat, ...cards);
}

const UNIQUE: ActionCardId[] = [
  "privateers",
  "civil-defense",
  "good-year",
  "fantastic-rhetoric",
  "discredit",
];

function hand(game: Scenario, seat: number): ActionCardId[] {
  return game.state.players[seat]!.secret.actionCards;
}

describe("the Action Card hand limit (RR §19)", () => {
  it("has a player over 7 discard down at once, before the agenda goes on; the Yssaril have no limit", () => {
    const game = actionPhase("yssaril");
    const avoid = [...UNIQUE, "sabotage" as ActionCardId];
    dealAny(game, SOL, 6, avoid);
    dealAny(game, FOURTH, 9, avoid);
    play(game, { type: "strategicAction", seat: SOL, card: "political" });
    play(game, {
      type: "resolvePrimary",
      seat: SOL,
      card: "political",
      choice: { counters: { command: 1 } },
    });
    expect(hand(game, SOL)).toHaveLength(9);
    expect(game.state.stack.at(-1)).toEqual({ kind: "handLimit" });
    expect(decisions(game.state)).toEqual([
      expect.objectContaining({
        kind: "discardDownToLimit",
        seat: SOL,
        prompt: expect.stringContaining("2 Action"),
      }),
    ]);
    const mine = [...hand(game, SOL)];
    refuse(
      game,
      { type: "discardDownToLimit", seat: SOL, actionCards: mine.slice(0, 1) },
      "ERR_DISCARD_COUNT",
    );
    refuse(
      game,
      { type: "discardDownToLimit", seat: SOL, actionCards: ["privateers", mine[0]!] },
      "ERR_NOT_IN_HAND",
    );
    refuse(game, { type: "discardDownToLimit", seat: FOURTH, actionCards: [] }, "ERR_NOT_YOUR_TURN");
    play(game, { type: "discardDownToLimit", seat: SOL, actionCards: mine.slice(0, 2) });
    expect(hand(game, SOL)).toHaveLength(7);
    expect(hand(game, FOURTH)).toHaveLength(9);
    expect(game.state.decks.action.discard).toEqual(mine.slice(0, 2));
    expect(game.state.stack.at(-1)?.kind).not.toBe("handLimit");
    expect(game.state.stack.some((f) => f.kind === "agenda")).toBe(true);
    expectReplayMatches(game);
  });
});

describe("playing an Action Card as an action (RR §7.4, §19)", () => {
  it("resolves Privateers as Sol's whole action: the Hacan lose 5 Trade Goods, Sol keeps 2", () => {
    const game = actionPhase();
    deal(game, SOL, "privateers");
    given(game, { type: "tradeGoodsGained", seat: HACAN, amount: 5, reason: "test" });
    expect(decisions(game.state)).toContainEqual(
      expect.objectContaining({ kind: "playActionCard", seat: SOL }),
    );
    refuse(game, { type: "playActionCard", seat: SOL, card: "good-year" }, "ERR_NOT_IN_HAND");
    refuse(game, { type: "playActionCard", seat: SOL, card: "privateers" }, "ERR_CARD_TARGET");
    refuse(game, { type: "playActionCard", seat: SOL, card: "privateers", target: SOL }, "ERR_CARD_TARGET");
    refuse(
      game,
      { type: "playActionCard", seat: HACAN, card: "privateers", target: SOL },
      "ERR_NOT_YOUR_TURN",
    );
    const events = play(game, { type: "playActionCard", seat: SOL, card: "privateers", target: HACAN });
    expect(events).toContainEqual({ type: "actionCardPlayed", seat: SOL, card: "privateers", target: HACAN });
    expect(game.state.players[HACAN]!.tradeGoods).toBe(0);
    expect(game.state.players[SOL]!.tradeGoods).toBe(2);
    expect(game.state.decks.action.discard).toEqual(["privateers"]);
    // The card was the whole action: the turn has passed on.
    expect(decisions(game.state).every((d) => d.seat !== SOL)).toBe(true);
    expectReplayMatches(game);
  });

  it("refuses a card outside its window: Sabotage cannot be played as an action", () => {
    const game = actionPhase();
    deal(game, SOL, "sabotage");
    const message = refuse(game, { type: "playActionCard", seat: SOL, card: "sabotage" }, "ERR_CARD_TIMING");
    expect(message).toContain("Right after another player plays an Action Card");
  });

  it("refuses a card whose moment has not come: Surprise Assault with no blockaded dock in the system activated", () => {
    const game = actionPhase();
    deal(game, SOL, "surprise-assault");
    play(game, { type: "tacticalAction", seat: SOL, position: game.state.players[SOL]!.home as string });
    // No enemy ship blockades Sol's home dock: no window asks Sol, and the card stays in hand.
    expect(decisions(game.state).some((d) => d.kind === "playActionCard")).toBe(false);
    refuse(game, { type: "playActionCard", seat: SOL, card: "surprise-assault" }, "ERR_NOT_NOW");
    expect(hand(game, SOL)).toContain("surprise-assault");
    expectReplayMatches(game);
  });
});

describe("Sabotage (RR §19)", () => {
  it("cancels Privateers: both cards are discarded, nothing happens, and Sol's action is not used up", () => {
    const game = actionPhase();
    deal(game, SOL, "privateers", "good-year");
    deal(game, JOLNAR, "sabotage", "discredit");
    deal(game, FOURTH, "fantastic-rhetoric");
    given(game, { type: "tradeGoodsGained", seat: HACAN, amount: 5, reason: "test" });
    play(game, { type: "playActionCard", seat: SOL, card: "privateers", target: HACAN });
    // The Hacan hold no card, so only Jol-Nar and the fourth player may answer.
    // (Any card gets a player asked here, so that being asked does not tell who holds Sabotage.)
    expect(game.state.stack.at(-1)).toEqual({
      kind: "actionWindow",
      timing: "afterActionCardPlayed",
      awaiting: [JOLNAR, FOURTH],
      autoPassOffered: [JOLNAR, FOURTH],
    });
    refuse(game, { type: "playActionCard", seat: FOURTH, card: "fantastic-rhetoric" }, "ERR_CARD_TIMING");
    const events = play(game, { type: "playActionCard", seat: JOLNAR, card: "sabotage" });
    expect(events).toContainEqual({ type: "actionCardSabotaged", seat: JOLNAR, card: "privateers" });
    expect(game.state.players[HACAN]!.tradeGoods).toBe(5);
    expect(game.state.players[SOL]!.tradeGoods).toBe(0);
    expect([...game.state.decks.action.discard].sort()).toEqual(["privateers", "sabotage"]);
    // No window on the Sabotage itself; the window on Privateers closed; Sol is still to act.
    expect(game.state.stack.at(-1)?.kind).toBe("actionPhase");
    expect(decisions(game.state).every((d) => d.seat === SOL)).toBe(true);
    play(game, { type: "playActionCard", seat: SOL, card: "good-year" });
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "actionWindow", awaiting: [JOLNAR, FOURTH] });
    play(game, { type: "passActionWindow", seat: JOLNAR });
    play(game, { type: "passActionWindow", seat: FOURTH });
    expect(decisions(game.state).every((d) => d.seat !== SOL)).toBe(true);
    expectReplayMatches(game);
  });
});

describe("hidden hands (RR §19)", () => {
  it("shows nobody another player's hand; playing a card reveals that card alone", () => {
    const game = actionPhase();
    deal(game, SOL, "privateers", "civil-defense", "good-year");
    given(game, { type: "tradeGoodsGained", seat: HACAN, amount: 2, reason: "test" });
    const hacanView = () => JSON.stringify(view(game.state, HACAN));
    for (const card of ["privateers", "civil-defense", "good-year"]) {
      expect(hacanView()).not.toContain(card);
      expect(JSON.stringify(view(game.state, null))).not.toContain(card);
      expect(JSON.stringify(decisions(game.state))).not.toContain(card);
    }
    expect(view(game.state, HACAN).players[SOL]!.secret).toMatchObject({ actionCards: 3 });
    expect(view(game.state, SOL).players[SOL]!.secret).toMatchObject({
      actionCards: ["privateers", "civil-defense", "good-year"],
    });
    const drawn = game.events.findLast((e) => e.type === "actionCardsDrawn")!;
    expect(viewEvent(drawn, HACAN)).toEqual({ type: "hidden", of: "actionCardsDrawn", seat: SOL });
    play(game, { type: "playActionCard", seat: SOL, card: "privateers", target: HACAN });
    expect(hacanView()).toContain("privateers");
    expect(hacanView()).not.toContain("civil-defense");
    expect(hacanView()).not.toContain("good-year");
    for (const event of game.events) {
      const seen = JSON.stringify(viewEvent(event, HACAN));
      expect(seen).not.toContain("civil-defense");
    }
    expectReplayMatches(game);
  });
});

describe("Action Cards on an agenda (RR §19-20)", () => {
  it("lets the voter play Fantastic Rhetoric before his vote: 10 more votes", () => {
    const game = actionPhase();
    deal(game, HACAN, "fantastic-rhetoric");
    play(game, { type: "strategicAction", seat: SOL, card: "political" });
    play(game, {
      type: "resolvePrimary",
      seat: SOL,
      card: "political",
      choice: { counters: { command: 1 } },
    });
    while (game.state.stack.at(-1)?.kind === "actionWindow") {
      play(game, { type: "passActionWindow", seat: seatToAnswer(game, "passActionWindow") });
    }
    const agenda = game.state.stack.at(-1);
    expect(agenda).toMatchObject({ kind: "agenda", step: "vote" });
    expect(decisions(game.state).map((d) => [d.kind, d.seat])).toEqual([
      ["castVotes", HACAN],
      ["playActionCard", HACAN],
    ]);
    play(game, { type: "playActionCard", seat: HACAN, card: "fantastic-rhetoric" });
    // Sol (holding the 3 cards Political drew) may Sabotage it, and passes.
    play(game, { type: "passActionWindow", seat: SOL });
    expect(decisions(game.state)[0]!.prompt).toContain("cast your 12 votes");
    const options = decisions(game.state)[0]!.choices!;
    play(game, { type: "castVotes", seat: HACAN, choice: options[0]!, votes: 12 });
    expect(game.state.stack.findLast((f) => f.kind === "agenda")).toMatchObject({
      votes: [{ seat: HACAN, choice: options[0], votes: 12 }],
    });
    expectReplayMatches(game);
  });
});

describe("the registry of automated card effects (effects/automated.ts)", () => {
  it("lists exactly the Action Card effects the engine resolves", () => {
    expect([...AUTOMATED_ACTION_CARD_EFFECTS].sort()).toEqual(
      Object.keys(rulebookFor("ti3").actionCards).sort(),
    );
    const effects = new Set(ACTION_CARDS.map((c) => c.effect));
    for (const key of AUTOMATED_ACTION_CARD_EFFECTS) expect(effects.has(key)).toBe(true);
  });

  it("lists exactly the Political Cards whose every outcome the engine resolves", () => {
    // Those an option's module carries out answer the agendaOutcome moment (Defend the Jewel: Space Mines).
    const byModule = (effect: string) =>
      TI3.modules.some((m) => m.hooks?.agendaOutcome?.(effect) !== undefined);
    const automated = POLITICAL_CARDS.filter((c) => agendaAutomated(c.id) || byModule(c.effect)).map(
      (c) => c.effect,
    );
    expect([...AUTOMATED_POLITICAL_CARD_EFFECTS].sort()).toEqual([...new Set(automated)].sort());
  });
});
