/**
 * The Action Cards that void or lend race abilities for a round (rules/actionCards/phaseCardCultures.ts,
 * read through rules/abilitiesHeld.ts): Cultural Crisis and Multiculturalism, both played in the Strategy
 * Phase. Races are drafted by seat: Sol (0), the L1Z1X (1), the Naalu (2) and the Letnev (3).
 */
import { describe, expect, it } from "vitest";
import type { ActionCardId } from "../../src/content/index.ts";
import { botCommand } from "../../src/engine/bot/policy.ts";
import { evolve } from "../../src/engine/evolve.ts";
import { answers } from "../../src/engine/hooks/index.ts";
import { decisions, type GameEvent } from "../../src/engine/index.ts";
import { abilitiesHeld, hasAbility } from "../../src/engine/rules/abilitiesHeld.ts";
import { type RollContext, rollModifier } from "../../src/engine/rules/combat/modifiers.ts";
import { orderOfPlay } from "../../src/engine/rules/players.ts";
import { fleetSupplyLimit, unitCost, unitMove } from "../../src/engine/rules/units.ts";
import {
  CTX,
  expectReplayMatches,
  newScenario,
  passActionWindows,
  play,
  refuse,
  type Scenario,
  seatToAnswer,
} from "../support/engine.ts";

const SOL = 0;
const L1Z1X = 1;
const NAALU = 2;
const LETNEV = 3;
const RACES = ["sol", "l1z1x", "naalu", "letnev"];

function given(game: Scenario, ...events: GameEvent[]): void {
  for (const event of events) {
    game.state = evolve(structuredClone(game.state), event);
    game.events.push(event);
  }
}

/** Four players draft by seat; they hold these cards as the Strategy Phase opens, in its first window. */
function dealtAtStart(hands: Record<number, ActionCardId[]>, races = RACES): Scenario {
  const game = newScenario(4, { raceAssignment: "draft" }, "race-ability-cards");
  while (game.state.stack.at(-1)?.kind === "raceDraft") {
    if (game.state.players.filter((p) => p.race === null).length === 1) {
      for (const [seat, cards] of Object.entries(hands)) {
        given(game, { type: "actionCardsDrawn", seat: Number(seat), cards });
      }
    }
    const picker = seatToAnswer(game, "pickRace");
    play(game, { type: "pickRace", seat: picker, race: races[picker] as never });
  }
  expect(game.state.stack.at(-1)).toMatchObject({ kind: "actionWindow", timing: "strategyPhaseStart" });
  return game;
}

/** `seat` holds `card` as the Strategy Phase opens. */
function strategyPhaseStart(card: ActionCardId, seat = SOL, races = RACES): Scenario {
  return dealtAtStart({ [seat]: [card] }, races);
}

/** Everyone picks the cards listed for him, in the order of the picks, passing every window. */
function pickAll(game: Scenario, picks: Record<number, string[]>): void {
  while (game.state.stack.at(-1)?.kind === "strategyPhase") {
    const seat = seatToAnswer(game, "pickStrategyCard");
    play(game, { type: "pickStrategyCard", seat, card: picks[seat]!.shift() as never });
    passActionWindows(game);
  }
}

/** A Space Battle roll of one unit, `shooter` against `target` (the round after the first). */
function spaceBattleModifier(
  game: Scenario,
  shooter: number,
  target: number,
  unit: "dreadnought" | "fighter",
) {
  const ctx: RollContext = {
    kind: "spaceBattle",
    shooter,
    target,
    position: "0,0",
    planet: null,
    round: 2,
    attacker: shooter,
    warFunding: false,
  };
  return rollModifier(game.state, ctx, unit);
}

/** The bots play every seat until the next round's Strategy Phase has begun. */
function playToNextRound(game: Scenario): void {
  const round = game.state.round;
  for (let n = 0; n < 5000 && game.state.round === round; n++) {
    const waiting = [...new Set(decisions(game.state).map((d) => d.seat))];
    const command = waiting.map((seat) => botCommand(game.state, seat, CTX)).find((c) => c !== null);
    if (!command) throw new Error(`stuck on ${JSON.stringify(decisions(game.state))}`);
    play(game, command);
  }
  expect(game.state.round).toBe(round + 1);
  expect(game.state.phase).toBe("strategy");
}

function effects(game: Scenario, effect: string) {
  return (game.state.cardEffects ?? []).filter((e) => e.effect === effect);
}

describe("Cultural Crisis (strategyPhase)", () => {
  it("voids the L1Z1X abilities for the round: Dreadnoughts cost 5 and lose their +1, until the next round", () => {
    const game = strategyPhaseStart("cultural-crisis");
    expect(unitCost(game.state, L1Z1X, "dreadnought")).toBe(4);
    const assimilated = spaceBattleModifier(game, L1Z1X, SOL, "dreadnought");
    play(game, { type: "playActionCard", seat: SOL, card: "cultural-crisis", target: L1Z1X });
    passActionWindows(game);
    expect(effects(game, "culturalCrisis")).toEqual([
      expect.objectContaining({ seat: SOL, target: L1Z1X, round: 1, lastRound: 1 }),
    ]);
    expect(abilitiesHeld(game.state, L1Z1X)).toEqual([]);
    expect(hasAbility(game.state, L1Z1X, "l1z1xAssimilation")).toBe(false);
    expect(unitCost(game.state, L1Z1X, "dreadnought")).toBe(5);
    expect(spaceBattleModifier(game, L1Z1X, SOL, "dreadnought")).toBe(assimilated - 1);
    // The others keep theirs: the Letnev fleets still hold one ship more.
    expect(fleetSupplyLimit(game.state, LETNEV)).toBe(game.state.players[LETNEV]!.counters.fleet + 1);
    playToNextRound(game);
    expect(effects(game, "culturalCrisis")).toEqual([]);
    expect(unitCost(game.state, L1Z1X, "dreadnought")).toBe(4);
    expect(spaceBattleModifier(game, L1Z1X, SOL, "dreadnought")).toBe(assimilated);
    expectReplayMatches(game);
  });

  it("played on the Naalu, their cards count their own number: they no longer act first", () => {
    const game = strategyPhaseStart("cultural-crisis", LETNEV);
    play(game, { type: "playActionCard", seat: LETNEV, card: "cultural-crisis", target: NAALU });
    passActionWindows(game);
    pickAll(game, {
      [SOL]: ["initiative", "trade"],
      [L1Z1X]: ["diplomacy", "warfare"],
      [NAALU]: ["technology", "imperial"],
      [LETNEV]: ["political", "logistics"],
    });
    expect(hasAbility(game.state, NAALU, "naaluTelepathic")).toBe(false);
    // Technology (7) is the Naalu's lower card: without their 0 they act last.
    expect(orderOfPlay(game.state)).toEqual([SOL, L1Z1X, LETNEV, NAALU]);
    expectReplayMatches(game);
  });

  it("may be played on oneself: the Letnev lose their extra fleet room too", () => {
    const game = strategyPhaseStart("cultural-crisis", LETNEV);
    const fleet = game.state.players[LETNEV]!.counters.fleet;
    expect(fleetSupplyLimit(game.state, LETNEV)).toBe(fleet + 1);
    play(game, { type: "playActionCard", seat: LETNEV, card: "cultural-crisis", target: LETNEV });
    passActionWindows(game);
    expect(fleetSupplyLimit(game.state, LETNEV)).toBe(fleet);
    expectReplayMatches(game);
  });

  it("is refused naming no player, or a seat not in the game, leaving everything as it was", () => {
    const game = strategyPhaseStart("cultural-crisis");
    refuse(game, { type: "playActionCard", seat: SOL, card: "cultural-crisis" }, "ERR_CARD_TARGET");
    refuse(
      game,
      { type: "playActionCard", seat: SOL, card: "cultural-crisis", target: 7 },
      "ERR_CARD_TARGET",
    );
  });
});

describe("Multiculturalism (strategyPhase)", () => {
  it("lends Sol the L1Z1X cheap Dreadnoughts for the round, named in the play; the L1Z1X keep theirs", () => {
    const game = strategyPhaseStart("multiculturalism");
    expect(unitCost(game.state, SOL, "dreadnought")).toBe(5);
    play(game, {
      type: "playActionCard",
      seat: SOL,
      card: "multiculturalism",
      choice: "l1z1x-cheap-dreadnoughts",
    });
    passActionWindows(game);
    expect(effects(game, "multiculturalism")).toEqual([
      expect.objectContaining({ seat: SOL, target: L1Z1X, choice: "l1z1xCheapDreadnoughts" }),
    ]);
    expect(unitCost(game.state, SOL, "dreadnought")).toBe(4);
    expect(unitCost(game.state, L1Z1X, "dreadnought")).toBe(4);
    expect(hasAbility(game.state, SOL, "solVersatile")).toBe(true);
    playToNextRound(game);
    expect(effects(game, "multiculturalism")).toEqual([]);
    expect(unitCost(game.state, SOL, "dreadnought")).toBe(5);
    expectReplayMatches(game);
  });

  it("asks which ability when the play names none; a wrong answer is refused, the Naalu Fighters' +1 is taken", () => {
    const game = strategyPhaseStart("multiculturalism");
    const before = spaceBattleModifier(game, SOL, L1Z1X, "fighter");
    play(game, { type: "playActionCard", seat: SOL, card: "multiculturalism", target: NAALU });
    passActionWindows(game);
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "cardChoice", effect: "multiculturalism" });
    expect(seatToAnswer(game, "answerCardChoice")).toBe(SOL);
    // Only the Naalu's abilities are on offer (the play named them); the bot would take the Fighters' +1.
    expect(botCommand(game.state, SOL, CTX)).toEqual({
      type: "answerCardChoice",
      seat: SOL,
      choice: "naaluFighterBonus",
    });
    refuse(game, { type: "answerCardChoice", seat: SOL, choice: "letnevFleetBonus" }, "ERR_CARD_CHOICE");
    play(game, { type: "answerCardChoice", seat: SOL, choice: "naaluFighterBonus" });
    expect(spaceBattleModifier(game, SOL, L1Z1X, "fighter")).toBe(before + 1);
    expect(game.state.stack.at(-1)?.kind).toBe("strategyPhase");
    expectReplayMatches(game);
  });

  it("with the Naalu ability lent, two players count as 0: the lower printed number goes first", () => {
    const game = strategyPhaseStart("multiculturalism");
    play(game, { type: "playActionCard", seat: SOL, card: "multiculturalism", choice: "naaluTelepathic" });
    passActionWindows(game);
    pickAll(game, {
      [SOL]: ["political", "technology"],
      [L1Z1X]: ["initiative", "trade"],
      [NAALU]: ["logistics", "imperial"],
      [LETNEV]: ["diplomacy", "warfare"],
    });
    // Sol holds Political (3), the Naalu Logistics (4): both count as 0, Sol's lower card first.
    expect(orderOfPlay(game.state)).toEqual([SOL, NAALU, L1Z1X, LETNEV]);
    expectReplayMatches(game);
  });

  it("is refused for an ability not on an opponent's sheet, one acting only at setup, or the player himself", () => {
    const game = strategyPhaseStart("multiculturalism");
    const multi = { type: "playActionCard", seat: SOL, card: "multiculturalism" } as const;
    // No Mentak at this table; Sol's own ability; the L1Z1X extra starting counter acts only at setup.
    const wrong = refuse(game, { ...multi, choice: "mentakPillage" }, "ERR_CARD_CHOICE");
    expect(wrong).toContain("l1z1xCheapDreadnoughts (L1Z1X)");
    expect(wrong).not.toContain("l1z1xExtraStrategyCounter");
    refuse(game, { ...multi, choice: "solVersatile" }, "ERR_CARD_CHOICE");
    refuse(game, { ...multi, choice: "l1z1xExtraStrategyCounter" }, "ERR_CARD_CHOICE");
    // An ability named with another owner than its own, and Sol naming himself.
    refuse(game, { ...multi, target: LETNEV, choice: "l1z1xCheapDreadnoughts" }, "ERR_CARD_CHOICE");
    refuse(game, { ...multi, target: SOL }, "ERR_CARD_TARGET");
  });

  it("a Cultural Crisis on the borrower voids the lent ability too", () => {
    const game = dealtAtStart({ [SOL]: ["multiculturalism"], [LETNEV]: ["cultural-crisis"] });
    play(game, { type: "playActionCard", seat: SOL, card: "multiculturalism", choice: "letnevFleetBonus" });
    // The Letnev may Sabotage it (they hold a card), and let it be.
    play(game, { type: "passActionWindow", seat: LETNEV });
    const fleet = game.state.players[SOL]!.counters.fleet;
    expect(fleetSupplyLimit(game.state, SOL)).toBe(fleet + 1);
    // The window that opened the phase is still open for the Letnev's card.
    expect(game.state.stack.at(-1)).toMatchObject({
      kind: "actionWindow",
      timing: "strategyPhaseStart",
      awaiting: [LETNEV],
    });
    play(game, { type: "playActionCard", seat: LETNEV, card: "cultural-crisis", target: SOL });
    passActionWindows(game);
    expect(fleetSupplyLimit(game.state, SOL)).toBe(fleet);
    expect(fleetSupplyLimit(game.state, LETNEV)).toBe(game.state.players[LETNEV]!.counters.fleet + 1);
    expectReplayMatches(game);
  });
});

describe("Multiculturalism on the Yssaril Spy Network", () => {
  const races = ["sol", "yssaril", "naalu", "letnev"];
  const YSSARIL = 1;
  /** The Action Cards a bot may play (bot/table.ts): the cards dealt here stay in Sol's hand. */
  const BOT_PLAYS = ["good-year", "fantastic-rhetoric", "privateers", "insubordination", "bribery"];

  it("lifts Sol's hand limit and draws him a card more in the Status Phase, for the round only", () => {
    const game = strategyPhaseStart("multiculturalism", SOL, races);
    const extra = (seat: number) =>
      answers(game.state, "statusActionCards").reduce((n, more) => n + more(game.state, seat), 0);
    expect([extra(SOL), extra(YSSARIL)]).toEqual([0, 1]);
    play(game, { type: "playActionCard", seat: SOL, card: "multiculturalism", choice: "yssarilSpyNetwork" });
    passActionWindows(game);
    expect([extra(SOL), extra(YSSARIL), extra(NAALU)]).toEqual([1, 1, 0]);
    // Nine cards in hand and no discard asked: the Yssaril have no hand limit, nor has Sol this round.
    const keep = [...new Set(game.state.decks.action.draw)]
      .filter((card) => !BOT_PLAYS.includes(card))
      .slice(0, 9);
    given(game, { type: "actionCardsDrawn", seat: SOL, cards: keep });
    const picker = seatToAnswer(game, "pickStrategyCard");
    play(game, { type: "pickStrategyCard", seat: picker, card: "warfare" });
    expect(decisions(game.state).some((d) => d.kind === "discardDownToLimit")).toBe(false);
    playToNextRound(game);
    // The round over, the limit of 7 is back: Sol must discard at once (RR §19).
    expect(extra(SOL)).toBe(0);
    expect(game.state.players[SOL]!.secret.actionCards.length).toBeGreaterThan(7);
    expect(decisions(game.state).map((d) => [d.kind, d.seat])).toContainEqual(["discardDownToLimit", SOL]);
    expectReplayMatches(game);
  });
});

describe("race abilities that come with the race's units (content: `units`)", () => {
  const races = ["muaat", "saar", "sol", "letnev"];

  it("the Muaat War Suns move 2 under Cultural Crisis: their slow move is void with the ability", () => {
    const game = strategyPhaseStart("cultural-crisis", 2, races);
    expect(unitMove(game.state, 0, "warSun")).toBe(1);
    play(game, { type: "playActionCard", seat: 2, card: "cultural-crisis", target: 0 });
    passActionWindows(game);
    expect(unitMove(game.state, 0, "warSun")).toBe(2);
    expectReplayMatches(game);
  });

  it("the Saar keep their docks afloat under Cultural Crisis, and nobody may borrow them", () => {
    const game = dealtAtStart({ 2: ["cultural-crisis", "multiculturalism"] }, races);
    refuse(
      game,
      { type: "playActionCard", seat: 2, card: "multiculturalism", choice: "saarFloatingDocks" },
      "ERR_CARD_CHOICE",
    );
    play(game, { type: "playActionCard", seat: 2, card: "cultural-crisis", target: 1 });
    passActionWindows(game);
    expect(abilitiesHeld(game.state, 1).map((a) => a.key)).toEqual(["saarFloatingDocks"]);
    expect(hasAbility(game.state, 1, "saarScavengers")).toBe(false);
    expectReplayMatches(game);
  });
});
