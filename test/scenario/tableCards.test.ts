/**
 * Master of Fate, Temporary Stability and Touch of Genius (rules/actionCards/phaseCardFate.ts,
 * phaseCardStability.ts, phaseCardGenius.ts), each played in the window of its timing. Four races are
 * drafted by seat: Sol (0), the Hacan (1), Jol-Nar (2) and the Letnev (3); Sol takes Initiative with
 * Political, so it acts first in the Action Phase. Cards and situations are put in place by engine events
 * appended to the log, so every replay check still folds the whole game.
 */
import { describe, expect, it } from "vitest";
import { type ActionCardId, getActionCard } from "../../src/content/index.ts";
import { decisions, view, viewEvent } from "../../src/engine/index.ts";
import { rulebookFor } from "../../src/engine/rulebook.ts";
import { redistributionTotal } from "../../src/engine/rules/statusPhase.ts";
import {
  expectReplayMatches,
  newScenario,
  passActionWindows,
  play,
  refuse,
  type Scenario,
  seatToAnswer,
} from "../support/engine.ts";
import { given } from "../support/strategyTable.ts";

const SOL = 0;
const HACAN = 1;
const JOLNAR = 2;
const LETNEV = 3;
const RACES = ["sol", "hacan", "jolnar", "letnev", "xxcha"];

const deal = (game: Scenario, seat: number, ...cards: ActionCardId[]) =>
  given(game, { type: "actionCardsDrawn", seat, cards });
/** A card drawn and discarded, so that it lies in the discard pile. */
const discarded = (game: Scenario, ...cards: ActionCardId[]) =>
  given(
    game,
    { type: "actionCardsDrawn", seat: LETNEV, cards },
    { type: "actionCardsDiscarded", seat: LETNEV, cards },
  );
const hand = (game: Scenario, seat: number) => game.state.players[seat]!.secret.actionCards;
const top = (game: Scenario) => game.state.stack.at(-1);
const effects = (game: Scenario, effect: string) =>
  (game.state.cardEffects ?? []).filter((e) => e.effect === effect);

/** Drafts the races; `beforeLastPick` runs before the last race is picked, ahead of the first Strategy Phase. */
function draftRaces(beforeLastPick: (game: Scenario) => void = () => {}, players = 4): Scenario {
  const game = newScenario(players, { raceAssignment: "draft" });
  while (top(game)?.kind === "raceDraft") {
    if (game.state.players.filter((p) => p.race === null).length === 1) beforeLastPick(game);
    const seat = seatToAnswer(game, "pickRace");
    play(game, { type: "pickRace", seat, race: RACES[seat] as never });
  }
  return game;
}

/** The Strategy Phase played out: Sol takes Initiative and Political, the others the rest. */
function pickAll(game: Scenario): void {
  const mine = ["initiative", "political"];
  const others = ["diplomacy", "logistics", "trade", "warfare", "technology", "imperial"];
  passActionWindows(game);
  while (top(game)?.kind === "strategyPhase") {
    const seat = seatToAnswer(game, "pickStrategyCard");
    play(game, { type: "pickStrategyCard", seat, card: (seat === SOL ? mine : others).shift() as never });
  }
}

/** Everyone has acted and passed; the cards are dealt; the next command opens the Status Phase. */
function toStatusPhase(game: Scenario, hands: Record<number, ActionCardId[]>): void {
  for (const p of game.state.players) {
    for (const h of p.strategyCards) given(game, { type: "strategyCardPlayed", seat: p.seat, card: h.card });
    given(game, { type: "playerPassed", seat: p.seat });
  }
  for (const [seat, cards] of Object.entries(hands)) deal(game, Number(seat), ...cards);
  play(game, { type: "setAutoAssignHits", seat: JOLNAR, on: false });
  expect(game.state.phase).toBe("status");
}

/** The rest of the Status Phase: no objectives claimed, counters where they were. */
function finishStatusPhase(game: Scenario): void {
  passActionWindows(game);
  while (decisions(game.state)[0]?.kind === "scoreObjectives") {
    const seat = seatToAnswer(game, "scoreObjectives");
    play(game, { type: "scoreObjectives", seat, publicObjective: null, secretObjective: null });
  }
  for (const d of decisions(game.state).filter((x) => x.kind === "redistributeCounters")) {
    const c = game.state.players[d.seat]!.counters;
    const command = redistributionTotal(game.state, d.seat) - c.strategy - c.fleet;
    play(game, { type: "redistributeCounters", seat: d.seat, counters: { ...c, command } });
  }
}

const dealTo = (target: number, choice: string) => ({
  type: "answerCardChoice" as const,
  seat: SOL,
  target,
  choice,
});

describe("Master of Fate (statusPhaseBeforeDraw)", () => {
  it("deals one card drawn in secret to each player, then everyone draws one fewer", () => {
    const game = draftRaces();
    pickAll(game);
    toStatusPhase(game, { [SOL]: ["master-of-fate"], [HACAN]: ["sabotage"] });
    expect(top(game)).toMatchObject({ timing: "statusPhaseBeforeDraw", awaiting: [SOL] });
    play(game, { type: "playActionCard", seat: SOL, card: "master-of-fate" });
    passActionWindows(game);

    // Sol draws one card per player, seen by him alone.
    const drawn = [...(game.state.players[SOL]!.secret.actionCardsToDeal ?? [])];
    expect(drawn).toHaveLength(4);
    const setAside = game.events.findLast((e) => e.type === "actionCardsSetAside")!;
    expect(setAside).toMatchObject({ seat: SOL, cards: drawn });
    expect(viewEvent(setAside, SOL)).toEqual(setAside);
    expect(viewEvent(setAside, HACAN)).toEqual({ type: "hidden", of: "actionCardsSetAside", seat: SOL });
    expect(viewEvent(setAside, null)).toEqual({ type: "hidden", of: "actionCardsSetAside", seat: SOL });
    expect(view(game.state, SOL).players[SOL]!.secret).toMatchObject({ actionCardsToDeal: drawn });
    expect(view(game.state, HACAN).players[SOL]!.secret).not.toHaveProperty("actionCardsToDeal");
    expect(view(game.state, null).players[SOL]!.secret).not.toHaveProperty("actionCardsToDeal");
    const [asked] = decisions(game.state);
    expect(asked).toMatchObject({ kind: "answerCardChoice", seat: SOL });
    for (const card of drawn) expect(asked!.prompt).not.toContain(getActionCard(card).name);
    expect(JSON.stringify(top(game))).not.toContain(drawn[0]);

    // Refused: a card he did not draw, a seat not in the game, another player answering.
    const notDrawn = (["master-of-fate", "good-year", "sabotage"] as const).find((c) => !drawn.includes(c))!;
    refuse(game, dealTo(HACAN, notDrawn), "ERR_CARD_CHOICE");
    refuse(game, dealTo(7, drawn[0]!), "ERR_CARD_TARGET");
    refuse(
      game,
      { type: "answerCardChoice", seat: HACAN, target: HACAN, choice: drawn[0]! },
      "ERR_NOT_YOUR_TURN",
    );

    // The Hacan's card: seen by Sol and the Hacan only; Sol's answer naming it by Sol alone.
    const sizes = game.state.players.map((p) => p.secret.actionCards.length);
    const events = play(game, dealTo(HACAN, drawn[0]!));
    const dealt = events.find((e) => e.type === "actionCardDealt")!;
    expect(dealt).toEqual({ type: "actionCardDealt", seat: SOL, to: HACAN, card: drawn[0] });
    expect(viewEvent(dealt, HACAN)).toEqual(dealt);
    expect(viewEvent(dealt, JOLNAR)).toEqual({ type: "hidden", of: "actionCardDealt", seat: SOL });
    const answered = events.find((e) => e.type === "cardChoiceAnswered")!;
    expect(viewEvent(answered, SOL)).toEqual(answered);
    expect(viewEvent(answered, HACAN)).toMatchObject({ type: "hidden" });
    expect(hand(game, HACAN)).toHaveLength((sizes[HACAN] ?? 0) + 1);
    expect(hand(game, HACAN)).toContain(drawn[0]);
    // Each player gets one card: the Hacan has his.
    refuse(game, dealTo(HACAN, drawn[1]!), "ERR_CARD_TARGET");
    play(game, dealTo(SOL, drawn[1]!));
    play(game, dealTo(LETNEV, drawn[2]!));
    // The last card goes to the last player at once.
    expect(hand(game, JOLNAR).at(-1)).toBe(drawn[3]);
    expect(game.state.players[SOL]!.secret.actionCardsToDeal).toBeUndefined();
    expect(game.state.players.map((p) => p.secret.actionCards.length)).toEqual(sizes.map((n) => n + 1));
    expect(effects(game, "masterOfFate")).toHaveLength(1);

    // The Status Phase goes on: each player draws one card fewer than usual (none without extra draws).
    const from = game.events.length;
    finishStatusPhase(game);
    expect(game.state.round).toBe(2);
    const drawnLater = (seat: number) =>
      game.events
        .slice(from)
        .filter((e) => e.type === "actionCardsDrawn" && e.seat === seat)
        .reduce((n, e) => n + (e as { cards: unknown[] }).cards.length, 0);
    for (const seat of [SOL, HACAN, JOLNAR, LETNEV]) {
      const extra = game.state.players[seat]!.technologies.includes("neural-motivator") ? 1 : 0;
      expect(drawnLater(seat)).toBe(extra);
    }
    expect(effects(game, "masterOfFate")).toEqual([]);
    expectReplayMatches(game);
  });
});

describe("Temporary Stability (strategyPhaseStart)", () => {
  /** Round 1's first window: Sol holds Temporary Stability, the Hacan Command Summit. */
  function played(): Scenario {
    const game = draftRaces((g) => {
      deal(g, SOL, "temporary-stability");
      deal(g, HACAN, "command-summit");
    });
    expect(top(game)).toMatchObject({ timing: "strategyPhaseStart", awaiting: [SOL, HACAN] });
    play(game, { type: "playActionCard", seat: SOL, card: "temporary-stability" });
    // The Hacan may Sabotage it, and does not.
    expect(top(game)).toMatchObject({ timing: "afterActionCardPlayed", awaiting: [HACAN] });
    play(game, { type: "passActionWindow", seat: HACAN });
    expect(effects(game, "temporaryStability")).toHaveLength(1);
    return game;
  }

  it("leaves Sabotage the only card anyone may play, until a player discards 3 cards to lift it", () => {
    const game = played();
    // Still in the window, the Hacan is refused his Command Summit, with the reason.
    const why = refuse(
      game,
      { type: "playActionCard", seat: HACAN, card: "command-summit" },
      "ERR_ONLY_SABOTAGE",
    );
    expect(why).toContain("Sabotage is the only Action Card anyone may play");
    expect(
      refuse(
        game,
        { type: "liftTemporaryStability", seat: HACAN, cards: ["command-summit"] },
        "ERR_TOO_FEW_CARDS",
      ),
    ).toContain("you hold only 1");
    pickAll(game);
    // No window opens for the Hacan's card at the end of the Strategy Phase: the Action Phase begins.
    expect(game.state.phase).toBe("action");
    expect(top(game)?.kind).toBe("actionPhase");
    deal(game, SOL, "rise-of-a-messiah");
    refuse(game, { type: "playActionCard", seat: SOL, card: "rise-of-a-messiah" }, "ERR_ONLY_SABOTAGE");

    // The Hacan lift it during Sol's turn: any player, at any moment.
    deal(game, HACAN, "good-year", "disclosure");
    const lift = (cards: ActionCardId[]) => ({ type: "liftTemporaryStability" as const, seat: HACAN, cards });
    refuse(game, lift(["good-year", "disclosure"]), "ERR_DISCARD_COUNT");
    refuse(game, lift(["good-year", "disclosure", "rise-of-a-messiah"]), "ERR_NOT_IN_HAND");
    const events = play(game, lift(["good-year", "disclosure", "command-summit"]));
    expect(events).toContainEqual({
      type: "actionCardsDiscarded",
      seat: HACAN,
      cards: ["good-year", "disclosure", "command-summit"],
    });
    expect(hand(game, HACAN)).toEqual([]);
    expect(effects(game, "temporaryStability")).toEqual([]);
    refuse(game, { type: "liftTemporaryStability", seat: SOL, cards: [] }, "ERR_NOTHING_TO_LIFT");

    // Sol may play his card as his action again.
    play(game, { type: "playActionCard", seat: SOL, card: "rise-of-a-messiah" });
    passActionWindows(game);
    expect(game.events).toContainEqual(
      expect.objectContaining({ type: "unitsPlaced", seat: SOL, planet: "jord", units: { groundForce: 1 } }),
    );
    expectReplayMatches(game);
  });

  it("ends as the Status Phase begins, whose window asks again", () => {
    const game = played();
    pickAll(game);
    toStatusPhase(game, { [HACAN]: ["master-of-fate"] });
    expect(game.events).toContainEqual(
      expect.objectContaining({ type: "cardEffectEnded", effect: "temporaryStability", seat: SOL }),
    );
    expect(effects(game, "temporaryStability")).toEqual([]);
    expect(top(game)).toMatchObject({ timing: "statusPhaseBeforeDraw", awaiting: [HACAN] });
    expectReplayMatches(game);
  });
});

describe("Touch of Genius (as the card it repeats)", () => {
  /** Sol's first turn, holding Touch of Genius, with 1 Trade Good: Jord (2) and it make 3 influence. */
  function solsTurn(...discards: ActionCardId[]): Scenario {
    const game = draftRaces();
    pickAll(game);
    expect(top(game)?.kind).toBe("actionPhase");
    deal(game, SOL, "touch-of-genius");
    if (discards.length > 0) discarded(game, ...discards);
    given(game, { type: "tradeGoodsGained", seat: SOL, amount: 1, reason: "scenario" });
    return game;
  }
  const touch = (choice?: string) => ({
    type: "playActionCard" as const,
    seat: SOL,
    card: "touch-of-genius" as const,
    ...(choice === undefined ? {} : { choice }),
  });

  it("repeats Rise of a Messiah as Sol's action, for 3 influence paid once it resolves", () => {
    const game = solsTurn("rise-of-a-messiah");
    play(game, touch("rise-of-a-messiah"));
    passActionWindows(game);
    expect(decisions(game.state)).toEqual([expect.objectContaining({ kind: "answerCardChoice", seat: SOL })]);
    expect(decisions(game.state)[0]!.prompt).toContain("pay 3 influence to repeat Rise of a Messiah");
    const pay = (planets: string[], amount?: number) => ({
      type: "answerCardChoice" as const,
      seat: SOL,
      planets: planets as never[],
      ...(amount === undefined ? {} : { amount }),
    });
    expect(refuse(game, pay(["jord"]), "ERR_CARD_COST")).toContain("give 2");
    refuse(game, pay(["jord"], 2), "ERR_TRADE_GOODS");
    refuse(game, pay(["mecatol-rex"], 1), "ERR_NOT_YOUR_PLANET");
    const events = play(game, pay(["jord"], 1));
    expect(events).toContainEqual({
      type: "planetsExhausted",
      seat: SOL,
      planets: ["jord"],
      reason: "Touch of Genius",
    });
    expect(events).toContainEqual(expect.objectContaining({ type: "tradeGoodsSpent", seat: SOL, amount: 1 }));
    expect(events).toContainEqual(
      expect.objectContaining({ type: "unitsPlaced", seat: SOL, planet: "jord", units: { groundForce: 1 } }),
    );
    expect(game.state.players[SOL]!.tradeGoods).toBe(0);
    // It was Sol's action: the next player's turn has begun.
    expect(decisions(game.state).some((d) => d.seat === SOL)).toBe(false);
    expect(game.state.decks.action.discard).toContain("touch-of-genius");
    expectReplayMatches(game);
  });

  it("is refused a card not discarded, one played at another moment, Sabotage, and more than Sol can pay", () => {
    const byHand = (
      ["surprise-assault", "into-the-breach", "military-foresight", "faulty-targeting-systems"] as const
    ).filter((card) => !rulebookFor("ti3").actionCards[getActionCard(card).effect]);
    const game = solsTurn("command-summit", "sabotage", "good-year", ...byHand);
    refuse(game, touch(), "ERR_CARD_CHOICE");
    expect(refuse(game, touch("privateers"), "ERR_CARD_CHOICE")).toContain("not in the discard pile");
    expect(refuse(game, touch("command-summit"), "ERR_CARD_TIMING")).toContain("Strategy Phase");
    expect(refuse(game, touch("sabotage"), "ERR_CARD_CHOICE")).toContain("cannot repeat Sabotage");
    for (const card of byHand)
      expect(refuse(game, touch(card), "ERR_CARD_CHOICE")).toContain("carried out by hand");
    given(game, { type: "tradeGoodsSpent", seat: SOL, amount: 1, reason: "scenario" });
    expect(refuse(game, touch("good-year"), "ERR_CARD_COST")).toContain("give 2");
  });

  it("takes the repeated card's own choice after -with-: Strategic Shift bars Warfare", () => {
    // Five players: Strategic Shift leaves the deck in a four-player game (SE, The 4-Player Game).
    const game = draftRaces((g) => {
      deal(g, SOL, "touch-of-genius");
      discarded(g, "strategic-shift");
      given(g, { type: "tradeGoodsGained", seat: SOL, amount: 1, reason: "scenario" });
    }, 5);
    expect(top(game)).toMatchObject({ timing: "strategyPhaseStart", awaiting: [SOL] });
    refuse(game, touch("strategic-shift-with-mecatol"), "ERR_CARD_CHOICE");
    play(game, touch("strategic-shift-with-warfare"));
    passActionWindows(game);
    play(game, { type: "answerCardChoice", seat: SOL, planets: ["jord"], amount: 1 });
    expect(effects(game, "strategicShift")).toEqual([
      expect.objectContaining({ seat: SOL, choice: "warfare" }),
    ]);
    expect(decisions(game.state).find((d) => d.kind === "pickStrategyCard")?.choices).not.toContain(
      "warfare",
    );
    expectReplayMatches(game);
  });
});
