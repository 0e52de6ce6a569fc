/**
 * Quiet windows (issue #20): an Action Card window asks only the players holding a card they could play at
 * that very moment, its timing served by the window and its precondition met
 * (rules/actionCards/playable.ts); the card's own check still decides each play. The first window a player
 * is asked in offers to pass every window, once a game. The Hacan attack from their Home System into the
 * next system in, held by Sol; the Letnev look on.
 */
import { describe, expect, it } from "vitest";
import { ACTION_CARDS, type ActionCardId } from "../../src/content/index.ts";
import { botCommand } from "../../src/engine/bot/policy.ts";
import { decisions, type GameEvent } from "../../src/engine/index.ts";
import type { ActionWindowFrame } from "../../src/engine/rules/actionCards/frames.ts";
import { PLAYABLE_WHEN } from "../../src/engine/rules/actionCards/playable.ts";
import type { UnitCounts } from "../../src/engine/state.ts";
import {
  CTX,
  expectReplayMatches,
  passActionWindows,
  play,
  refuse,
  type Scenario,
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

function deal(game: Scenario, seat: number, ...cards: ActionCardId[]): void {
  given(game, { type: "actionCardsDrawn", seat, cards });
}

/** The Hacan (me) at home `h`; Sol (them) holds `a`, the next system in; the Letnev (third) look on. */
function battleLab() {
  const g = lab(["hacan", "sol", "letnev"]);
  clearGalaxy(g);
  const me = g.seat.hacan as number;
  const them = g.seat.sol as number;
  const third = g.seat.letnev as number;
  const h = homeOf(g, me);
  const a = inward(h);
  return Object.assign(g, { me, them, third, h, a });
}
type BattleLab = ReturnType<typeof battleLab>;

function attack(g: BattleLab, units: UnitCounts): void {
  activateAndMove(g, g.me, g.a, [{ from: g.h, units }]);
}

function topWindow(g: Scenario): ActionWindowFrame | undefined {
  const top = g.state.stack.at(-1);
  return top?.kind === "actionWindow" ? top : undefined;
}

/** Every Action Card window opened so far, in order. */
function windowsOpened(g: Scenario): ActionWindowFrame[] {
  return g.events.flatMap((e) =>
    e.type === "framePushed" && e.frame.kind === "actionWindow" ? [e.frame] : [],
  );
}

function offers(g: Scenario): GameEvent[] {
  return g.events.filter((e) => e.type === "autoPassOffered");
}

describe("who a window asks", () => {
  it("asks a player holding a card he can play now, never one holding only a Strategy Phase card", () => {
    const g = battleLab();
    place(g, g.them, g.a, { destroyer: 2 });
    place(g, g.me, g.h, { cruiser: 2 });
    deal(g, g.third, "command-summit");
    deal(g, g.them, "morale-boost");
    attack(g, { cruiser: 2 });
    // Sol fights the battle and holds Morale Boost: asked. The Letnev's card is for the Strategy Phase.
    expect(topWindow(g)).toMatchObject({ timing: "beforeSpaceBattle", awaiting: [g.them] });
    refuse(g, { type: "passActionWindow", seat: g.third }, "ERR_NOT_YOUR_TURN");
    // Round 1: both Hacan Cruisers hit, the Destroyers miss; Sol loses both (no choice to make), the
    // battle ends and so does the Hacan's tactical action.
    scriptDice(g, [7, 7, 1, 1]);
    play(g, { type: "passActionWindow", seat: g.them });
    expect(g.state.stack.some((f) => f.kind === "spaceBattle")).toBe(false);
    // Through the whole tactical action, no window waited on the Letnev.
    expect(windowsOpened(g).length).toBeGreaterThan(0);
    for (const window of windowsOpened(g)) expect(window.awaiting).not.toContain(g.third);
    expectReplayMatches(g);
  });

  it("does not ask a player whose card's precondition is unmet: the Letnev outside the battle", () => {
    const g = battleLab();
    place(g, g.them, g.a, { destroyer: 2 });
    place(g, g.me, g.h, { cruiser: 2 });
    deal(g, g.third, "morale-boost", "fighter-prototype");
    deal(g, g.them, "morale-boost");
    attack(g, { cruiser: 2 });
    // Right timing, but the Letnev fight in no battle here: Morale Boost and Fighter Prototype need one.
    expect(topWindow(g)).toMatchObject({ timing: "beforeSpaceBattle", awaiting: [g.them] });
    refuse(g, { type: "playActionCard", seat: g.third, card: "morale-boost" }, "ERR_NOT_YOUR_TURN");
    expectReplayMatches(g);
  });

  it("opens no window at all when no card held fits: Rule by Terror with one Dreadnought", () => {
    const one = battleLab();
    place(one, one.them, one.a, { destroyer: 3 });
    place(one, one.me, one.h, { dreadnought: 2 });
    deal(one, one.me, "rule-by-terror");
    // Round 1 is rolled as the Dreadnought arrives: Rule by Terror needs a War Sun or 2 Dreadnoughts.
    scriptDice(one, [1, 1, 1, 1]);
    attack(one, { dreadnought: 1 });
    expect(windowsOpened(one)).toEqual([]);
    expect(one.events.some((e) => e.type === "combatRolled" && e.roll === "spaceBattle")).toBe(true);
    expectReplayMatches(one);

    const two = battleLab();
    place(two, two.them, two.a, { destroyer: 3 });
    place(two, two.me, two.h, { dreadnought: 2 });
    deal(two, two.me, "rule-by-terror");
    attack(two, { dreadnought: 2 });
    expect(topWindow(two)).toMatchObject({ timing: "beforeSpaceBattle", awaiting: [two.me] });
    expectReplayMatches(two);
  });

  it("still lets the card's check decide for a player asked for another card", () => {
    const g = battleLab();
    place(g, g.them, g.a, { destroyer: 2 });
    place(g, g.me, g.h, { cruiser: 2 });
    // Disclosure is played at any moment: the Letnev are asked, and refused Morale Boost outside the battle.
    deal(g, g.third, "morale-boost", "disclosure");
    attack(g, { cruiser: 2 });
    expect(topWindow(g)?.awaiting).toEqual([g.third]);
    refuse(g, { type: "playActionCard", seat: g.third, card: "morale-boost" }, "ERR_CARD_CONDITION");
    expectReplayMatches(g);
  });

  it("keeps the Sabotage window as it was: everyone holding any Action Card is asked", () => {
    const g = battleLab();
    deal(g, g.third, "command-summit");
    deal(g, g.me, "flank-speed");
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    expect(topWindow(g)).toMatchObject({ timing: "afterActivation", awaiting: [g.me] });
    play(g, { type: "playActionCard", seat: g.me, card: "flank-speed" });
    // Asking only the holders of Sabotage would tell the table who holds one.
    expect(topWindow(g)).toMatchObject({ timing: "afterActionCardPlayed", awaiting: [g.third] });
    passActionWindows(g);
    expectReplayMatches(g);
  });
});

describe("the autopass offer", () => {
  it("comes once a game, in the first window a player is asked in; passing every window sets the preference", () => {
    const g = battleLab();
    place(g, g.them, g.a, { destroyer: 2 });
    place(g, g.me, g.h, { cruiser: 2 });
    deal(g, g.me, "flank-speed", "morale-boost");
    deal(g, g.them, "morale-boost", "morale-boost");
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    // The Hacan's first window: the offer is recorded, and their pass may be "every window".
    expect(topWindow(g)).toEqual({
      kind: "actionWindow",
      timing: "afterActivation",
      awaiting: [g.me],
      autoPassOffered: [g.me],
    });
    expect(offers(g)).toEqual([{ type: "autoPassOffered", seat: g.me }]);
    expect(decisions(g.state).find((d) => d.kind === "passActionWindow")).toMatchObject({
      seat: g.me,
      choices: ["thisWindow", "everyWindow"],
    });
    play(g, { type: "passActionWindow", seat: g.me });
    play(g, { type: "moveUnits", seat: g.me, moves: [{ from: g.h, units: { cruiser: 2 } }] });
    // Before the battle: Sol's first window (offered); the Hacan's second (not offered again).
    expect(topWindow(g)).toEqual({
      kind: "actionWindow",
      timing: "beforeSpaceBattle",
      awaiting: [g.me, g.them].sort(),
      autoPassOffered: [g.them],
    });
    const asked = decisions(g.state).filter((d) => d.kind === "passActionWindow");
    expect(asked.find((d) => d.seat === g.me)?.choices).toBeUndefined();
    expect(asked.find((d) => d.seat === g.them)?.choices).toEqual(["thisWindow", "everyWindow"]);
    expect(offers(g).map((e) => (e as { seat: number }).seat)).toEqual([g.me, g.them]);
    // A bot seat answers as before: it passes this window only (or plays a card it likes).
    expect(botCommand(g.state, g.them, CTX)).toEqual({ type: "passActionWindow", seat: g.them });
    // Sol passes every window from now on: an ordinary pass for the table, and the standing preference.
    const events = play(g, { type: "passActionWindow", seat: g.them, everyWindow: true });
    expect(events).toEqual(
      expect.arrayContaining([
        { type: "actionWindowPassed", seat: g.them, timing: "beforeSpaceBattle" },
        { type: "windowPassPreferenceSet", seat: g.them, autoPassWindows: true },
      ]),
    );
    expect(g.state.players[g.them]?.preferences).toEqual({ autoPassOffered: true, autoPassWindows: true });
    // Round 1: everyone misses. Before round 2 only the Hacan are asked, though Sol still holds Morale Boost.
    scriptDice(g, [1, 1, 1, 1]);
    play(g, { type: "passActionWindow", seat: g.me });
    expect(topWindow(g)).toEqual({ kind: "actionWindow", timing: "beforeCombatRound", awaiting: [g.me] });
    expect(offers(g)).toHaveLength(2);
    expectReplayMatches(g);
  });
});

describe("the table of preconditions (rules/actionCards/playable.ts)", () => {
  it("names only cards of the decks, none of them played as an action (no window serves those)", () => {
    const inWindows = new Set(ACTION_CARDS.filter((c) => c.timing !== "action").map((c) => c.effect));
    for (const effect of Object.keys(PLAYABLE_WHEN)) expect(inWindows, effect).toContain(effect);
  });
});
