/**
 * Action Card windows at the moments cards name (RR §19): the start and end of the Strategy Phase, right
 * after it, right after a primary, right after an activation, before a later combat round and at the start
 * of the Status Phase. A window asks only the players holding a card they could play at that moment (more in
 * quietWindows.test.ts), opens only when the game's deck has a card for that moment, and never waits on a
 * player who chose to pass every window.
 * Three races drafted by seat: Sol (0), the Hacan (1) and Jol-Nar (2).
 */
import { describe, expect, it } from "vitest";
import type { ActionCardId } from "../../src/content/index.ts";
import { type Command, decisions, type GameSettings } from "../../src/engine/index.ts";
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
import {
  activateAndMove,
  clearGalaxy,
  given,
  homeOf,
  inward,
  lab,
  place,
  scriptDice,
} from "../support/tactical.ts";

const SOL = 0;
const HACAN = 1;
const JOLNAR = 2;

/** Races drafted by seat; the game waits on the first Strategy Card pick. */
function strategyPhase(settings: GameSettings = {}): Scenario {
  const races = ["sol", "hacan", "jolnar"];
  const game = newScenario(3, { raceAssignment: "draft", ...settings });
  while (game.state.stack.at(-1)?.kind === "raceDraft") {
    const seat = seatToAnswer(game, "pickRace");
    play(game, { type: "pickRace", seat, race: races[seat] as never });
  }
  return game;
}

/** Each picks a wished card if still there, else the first offered, until every pick is made (windows stay open). */
function pickAll(game: Scenario, wishes: Record<number, string[]> = {}): void {
  for (;;) {
    // The window right after a pick (Public Disgrace, or a card played at any moment) is passed.
    const open = game.state.stack.at(-1);
    if (open?.kind === "actionWindow" && open.timing === "afterStrategyCardChosen") {
      play(game, { type: "passActionWindow", seat: seatToAnswer(game, "passActionWindow") });
      continue;
    }
    if (open?.kind !== "strategyPhase" || decisions(game.state).length === 0) return;
    const d = decisions(game.state)[0]!;
    const wished = (wishes[d.seat] ?? []).find((card) => d.choices!.includes(card));
    play(game, { type: "pickStrategyCard", seat: d.seat, card: (wished ?? d.choices![0]) as never });
  }
}

function deal(game: Scenario, seat: number, ...cards: ActionCardId[]): void {
  given(game, { type: "actionCardsDrawn", seat, cards });
}

/** The counters a player has, with the Status Phase income added to the Command Pool. */
function redistribute(game: Scenario, seat: number): Command {
  const c = game.state.players[seat]!.counters;
  const command = redistributionTotal(game.state, seat) - c.strategy - c.fleet;
  return { type: "redistributeCounters", seat, counters: { strategy: c.strategy, fleet: c.fleet, command } };
}

function top(game: Scenario) {
  return game.state.stack.at(-1);
}

/** Every strategic action done and everyone passed: the next command ends the Action Phase. */
function everyonePassed(game: Scenario): void {
  for (const p of game.state.players) {
    for (const h of p.strategyCards) given(game, { type: "strategyCardPlayed", seat: p.seat, card: h.card });
    given(game, { type: "playerPassed", seat: p.seat });
  }
}

describe("the Strategy Phase windows (RR §19)", () => {
  it("opens at the end of the picks, before the Bonus Counters, and right after the phase", () => {
    const game = strategyPhase();
    deal(game, HACAN, "strategic-flexibility");
    deal(game, JOLNAR, "first-strike");
    pickAll(game);
    // Every card is picked: Strategic Flexibility's moment, before the Bonus Counters go on the rest. The
    // Hacan, asked for the first time, are offered to pass every window.
    expect(top(game)).toEqual({
      kind: "actionWindow",
      timing: "strategyPhaseEnd",
      awaiting: [HACAN],
      autoPassOffered: [HACAN],
    });
    expect(game.events.some((e) => e.type === "bonusCountersPlaced")).toBe(false);
    // First Strike is for after the phase: Jol-Nar is not asked now.
    refuse(game, { type: "playActionCard", seat: JOLNAR, card: "first-strike" }, "ERR_NOT_YOUR_TURN");
    play(game, { type: "passActionWindow", seat: HACAN });
    expect(game.events.some((e) => e.type === "bonusCountersPlaced")).toBe(true);
    // Right after the Strategy Phase, before the first action: Jol-Nar's moment, not the Hacan's.
    expect(game.state.phase).toBe("action");
    expect(top(game)).toEqual({
      kind: "actionWindow",
      timing: "afterStrategyPhase",
      awaiting: [JOLNAR],
      autoPassOffered: [JOLNAR],
    });
    const events = play(game, { type: "playActionCard", seat: JOLNAR, card: "first-strike" });
    expect(events).toContainEqual({
      type: "actionCardPlayed",
      seat: JOLNAR,
      card: "first-strike",
      target: null,
    });
    expectReplayMatches(game);
  });

  it("opens at the start of the next Strategy Phase, where strategy-phase cards are played", () => {
    const game = strategyPhase();
    pickAll(game);
    passActionWindows(game);
    everyonePassed(game);
    deal(game, SOL, "command-summit");
    play(game, { type: "setAutoAssignHits", seat: HACAN, on: false });
    // Sol's Command Summit is for the Strategy Phase: no window waits on him as the Status Phase begins.
    expect(top(game)).toMatchObject({ kind: "statusPhase" });
    while (game.state.phase === "status") {
      const d = decisions(game.state)[0]!;
      if (d.kind === "scoreObjectives")
        play(game, { type: "scoreObjectives", seat: d.seat, publicObjective: null, secretObjective: null });
      else if (d.kind === "redistributeCounters") play(game, redistribute(game, d.seat));
      else if (d.kind === "passActionWindow") play(game, { type: "passActionWindow", seat: d.seat });
      else throw new Error(`unexpected ${d.kind}`);
    }
    // Round 2: Sol is asked before the first pick (and whoever drew a card for this moment in the Status Phase).
    expect(game.state.round).toBe(2);
    const window = top(game);
    expect(window).toMatchObject({ kind: "actionWindow", timing: "strategyPhaseStart" });
    expect(window?.kind === "actionWindow" && window.awaiting).toContain(SOL);
    // "At any point of the Strategy Phase" cards go here too: Command Summit adds two counters to the pool.
    const before = game.state.players[SOL]!.counters.command;
    play(game, { type: "playActionCard", seat: SOL, card: "command-summit" });
    passActionWindows(game);
    expect(game.events).toContainEqual(
      expect.objectContaining({ type: "actionCardResolved", card: "command-summit", cancelled: false }),
    );
    expect(game.state.players[SOL]!.counters.command).toBe(before + 2);
    // The window closes once everyone has passed; then the picks begin.
    passActionWindows(game);
    expect(decisions(game.state).map((d) => d.kind)).toEqual(["pickStrategyCard"]);
    expectReplayMatches(game);
  });

  it("opens no window for a moment only Shattered Empire cards have, in a base-only game", () => {
    const game = strategyPhase({ boxes: ["base"] });
    // Disclosure is played at any moment: the Hacan would be asked in every window that opens.
    deal(game, HACAN, "disclosure");
    pickAll(game);
    // Strategic Flexibility (base) still makes the end-of-picks window.
    expect(top(game)).toMatchObject({ kind: "actionWindow", timing: "strategyPhaseEnd" });
    passActionWindows(game);
    // First Strike is SE only: no window right after the Strategy Phase; the first turn begins.
    expect(game.state.phase).toBe("action");
    expect(top(game)?.kind).toBe("actionPhase");
    expectReplayMatches(game);
  });
});

/** Picks (with wishes), then everyone has acted and passed: the next command opens the Status Phase. */
function toStatusPhase(wishes: Record<number, string[]>, hands: Record<number, ActionCardId[]>): Scenario {
  const game = strategyPhase();
  pickAll(game, wishes);
  passActionWindows(game);
  everyonePassed(game);
  for (const [seat, cards] of Object.entries(hands)) deal(game, Number(seat), ...cards);
  play(game, { type: "setAutoAssignHits", seat: JOLNAR, on: false });
  return game;
}

describe("the Status Phase window (RR §19, §21)", () => {
  it("comes before the objectives, for those holding a card; Political Stability is played there", () => {
    const game = toStatusPhase({ [HACAN]: ["diplomacy", "imperial"] }, { [HACAN]: ["political-stability"] });
    expect(game.state.phase).toBe("status");
    expect(top(game)).toEqual({
      kind: "actionWindow",
      timing: "statusPhaseBeforeDraw",
      awaiting: [HACAN],
      autoPassOffered: [HACAN],
    });
    // RR §23 (FAQ): of two cards, only the one that is neither Imperial nor Initiative is kept.
    play(game, { type: "playActionCard", seat: HACAN, card: "political-stability" });
    // Automated (rules/actionCards/phaseCardStrategy.ts): Diplomacy is the card kept as the cards return.
    expect(game.state.cardEffects).toContainEqual(
      expect.objectContaining({ effect: "politicalStability", seat: HACAN, choice: "diplomacy" }),
    );
    passActionWindows(game);
    expect(decisions(game.state).map((d) => d.kind)).toEqual(["scoreObjectives"]);
    expectReplayMatches(game);
  });

  it("does not ask, and refuses Political Stability to, a player holding only Initiative and Imperial", () => {
    const alone = toStatusPhase({ [SOL]: ["initiative", "imperial"] }, { [SOL]: ["political-stability"] });
    expect(top(alone)?.kind).toBe("statusPhase");
    // Asked for another card of the moment (Master of Fate), he is still refused Political Stability.
    const game = toStatusPhase(
      { [SOL]: ["initiative", "imperial"] },
      { [SOL]: ["political-stability", "master-of-fate"] },
    );
    expect(top(game)).toMatchObject({
      kind: "actionWindow",
      timing: "statusPhaseBeforeDraw",
      awaiting: [SOL],
    });
    refuse(game, { type: "playActionCard", seat: SOL, card: "political-stability" }, "ERR_CARD_CONDITION");
  });
});

describe("windows in a tactical action (RR §8, §19)", () => {
  /** Hacan attack from home into the next system in, where a Sol Destroyer waits. */
  function skirmish() {
    const g = lab(["hacan", "sol", "letnev"]);
    clearGalaxy(g);
    const me = g.seat.hacan as number;
    const them = g.seat.sol as number;
    const h = homeOf(g, me);
    const a = inward(h);
    place(g, them, a, { destroyer: 1 });
    place(g, me, h, { cruiser: 1 });
    return Object.assign(g, { me, them, h, a });
  }

  it("opens right after the activation, before any ship moves", () => {
    const g = skirmish();
    deal(g, g.me, "flank-speed", "command-summit");
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    expect(top(g)).toEqual({
      kind: "actionWindow",
      timing: "afterActivation",
      awaiting: [g.me],
      autoPassOffered: [g.me],
    });
    refuse(g, { type: "moveUnits", seat: g.me, moves: [] }, "ERR_NOT_NOW");
    refuse(g, { type: "playActionCard", seat: g.me, card: "command-summit" }, "ERR_CARD_TIMING");
    play(g, { type: "playActionCard", seat: g.me, card: "flank-speed" });
    // Flank Speed is automated (rules/actionCards/boardCards.ts): it lasts for this activation's moves.
    expect(g.state.cardEffects?.map((e) => e.effect)).toEqual(["flankSpeed"]);
    // His card left is for the Strategy Phase: the window lets him go without a pass.
    expect(decisions(g.state).map((d) => d.kind)).toEqual(["moveUnits"]);
    expectReplayMatches(g);
  });

  it("before each later round of a Space Battle; the window before the battle serves round one", () => {
    const g = skirmish();
    deal(g, g.them, "morale-boost", "morale-boost");
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 1 } }]);
    expect(top(g)).toEqual({
      kind: "actionWindow",
      timing: "beforeSpaceBattle",
      awaiting: [g.them],
      autoPassOffered: [g.them],
    });
    play(g, { type: "playActionCard", seat: g.them, card: "morale-boost" });
    // Morale Boost is automated (rules/actionCards/combatCards.ts): nothing to confirm.
    // Round one: both miss.
    scriptDice(g, [1, 1]);
    play(g, { type: "passActionWindow", seat: g.them });
    // Right after the dice nobody is asked: Sol holds no card for that moment (Recheck, Shields Holding).
    expect(
      g.events.some(
        (e) =>
          e.type === "framePushed" && e.frame.kind === "actionWindow" && e.frame.timing === "afterCombatRoll",
      ),
    ).toBe(false);
    expect(top(g)).toEqual({ kind: "actionWindow", timing: "beforeCombatRound", awaiting: [g.them] });
    expect(g.state.stack.findLast((f) => f.kind === "spaceBattle")).toMatchObject({ round: 2 });
    play(g, { type: "playActionCard", seat: g.them, card: "morale-boost" });
    expect(g.events).toContainEqual(
      expect.objectContaining({ type: "actionCardPlayed", card: "morale-boost" }),
    );
    expectReplayMatches(g);
  });
});

describe("the auto-pass preference", () => {
  it("keeps every window from waiting on the player, the open one included, until he turns it off", () => {
    const game = strategyPhase();
    deal(game, HACAN, "strategic-flexibility");
    deal(game, JOLNAR, "sabotage");
    deal(game, SOL, "good-year");
    play(game, { type: "setAutoPassWindows", seat: JOLNAR, on: true });
    play(game, { type: "setAutoPassWindows", seat: SOL, on: true });
    expect(game.state.players[JOLNAR]!.preferences).toEqual({ autoPassWindows: true });
    pickAll(game, { [SOL]: ["initiative"] });
    expect(top(game)).toEqual({
      kind: "actionWindow",
      timing: "strategyPhaseEnd",
      awaiting: [HACAN],
      autoPassOffered: [HACAN],
    });
    // Turned on while a window waits on him: the window lets him go (and closes, as nobody else is asked).
    const events = play(game, { type: "setAutoPassWindows", seat: HACAN, on: true });
    expect(events).toContainEqual({ type: "windowPassPreferenceSet", seat: HACAN, autoPassWindows: true });
    expect(game.state.phase).toBe("action");
    expect(top(game)?.kind).toBe("actionPhase");
    // Jol-Nar turns it off again: he is asked when Sol plays Good Year as his action; the Hacan are not.
    play(game, { type: "setAutoPassWindows", seat: JOLNAR, on: false });
    play(game, { type: "playActionCard", seat: SOL, card: "good-year" });
    expect(top(game)).toEqual({
      kind: "actionWindow",
      timing: "afterActionCardPlayed",
      awaiting: [JOLNAR],
      autoPassOffered: [JOLNAR],
    });
    expectReplayMatches(game);
  });
});
