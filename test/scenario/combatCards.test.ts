/**
 * Action Cards played in combat (rules/actionCards/combatCards.ts), played like rulebook examples: the Hacan
 * move ships from their Home System into the next system in, where Sol waits (a Space Battle), or land on
 * Sol's planet Abyz there (an Invasion Combat). The Letnev watch, sometimes holding a card. Cards are dealt
 * and dice scripted (the generator's seed chosen before the command that rolls them); attacker's dice
 * first, ships in the order War Sun, Dreadnought, Cruiser, Destroyer, Carrier, Fighter.
 */
import { describe, expect, it } from "vitest";
import { neighbourLabels } from "../../src/engine/galaxy/hex.ts";
import type { GameEvent } from "../../src/engine/index.ts";
import type { UnitCounts } from "../../src/engine/state.ts";
import { attack, battleLab, deal, needed, passTop, rolls, settle, topWindow } from "../support/battleLab.ts";
import { expectReplayMatches, passActionWindows, play, refuse } from "../support/engine.ts";
import {
  activateAndMove,
  clearGalaxy,
  given,
  homeOf,
  inward,
  lab,
  onPlanet,
  owns,
  place,
  scriptDice,
  space,
  tiles,
  waitingOn,
} from "../support/tactical.ts";

describe("Morale Boost", () => {
  it("gives all the player's units +1 in the one round it is played before", () => {
    const g = battleLab();
    place(g, g.them, g.a, { destroyer: 2 });
    place(g, g.me, g.h, { cruiser: 2 });
    // A second copy keeps the Hacan asked (and the window open) once the first is played.
    deal(g, g.me, "morale-boost", "morale-boost");
    deal(g, g.third, "morale-boost");
    attack(g, { cruiser: 2 });
    expect(topWindow(g)?.timing).toBe("beforeSpaceBattle");
    // The Letnev are not in the battle: their card cannot be played here, so they are not asked.
    expect(topWindow(g)?.awaiting).not.toContain(g.third);
    refuse(g, { type: "playActionCard", seat: g.third, card: "morale-boost" }, "ERR_NOT_YOUR_TURN");
    play(g, { type: "playActionCard", seat: g.me, card: "morale-boost" });
    settle(g); // nobody sabotages it
    expect(g.state.cardEffects?.map((e) => e.effect)).toEqual(["moraleBoost"]);
    // Round 1: Hacan Cruisers 6 (hit at 6 with the card) and 1; Sol Destroyers 1 and 1.
    scriptDice(g, [6, 1, 1, 1]);
    passTop(g, "beforeSpaceBattle");
    // Round 2: back to 7 for Cruisers.
    expect(topWindow(g)?.timing).toBe("beforeCombatRound");
    scriptDice(g, [7, 7, 1]);
    passActionWindows(g);
    const battle = rolls(g, "spaceBattle");
    expect(needed(battle[0])).toEqual([6, 6]);
    expect(needed(battle[1])).toEqual([9, 9]);
    expect(needed(battle[2])).toEqual([7, 7]);
    expect(space(g, g.a, g.them)).toEqual({});
    // The battle is over: its card effects have ended.
    expect(g.state.cardEffects ?? []).toEqual([]);
    expectReplayMatches(g);
  });

  it("works in Invasion Combat too, for the ground forces of the player", () => {
    const g = invasionLab({ groundForce: 2 });
    deal(g, g.sol, "morale-boost");
    invade(g, { carrier: 1, dreadnought: 1, groundForce: 3 }, { groundForce: 3 }, [1]);
    expect(topWindow(g)?.timing).toBe("beforeInvasionCombat");
    // Sol's hand is then empty: the window closes and round 1 is rolled at once.
    scriptDice(g, [1, 1, 1, 1, 1]);
    play(g, { type: "playActionCard", seat: g.sol, card: "morale-boost" });
    const round = rolls(g, "invasion");
    expect(needed(round[0])).toEqual([8, 8, 8]);
    expect(needed(round[1])).toEqual([7, 7]);
    expectReplayMatches(g);
  });
});

describe("Fighter Prototype", () => {
  it("gives the player's Fighters +2 in the first round of the battle", () => {
    const g = battleLab();
    place(g, g.them, g.a, { cruiser: 1 });
    place(g, g.me, g.h, { carrier: 1, fighter: 2 });
    deal(g, g.third, "fighter-prototype");
    deal(g, g.me, "morale-boost");
    attack(g, { carrier: 1, fighter: 2 });
    // Not in the battle: not asked; the Letnev give the card to the Hacan (dealt again, for the scene).
    expect(topWindow(g)?.awaiting).not.toContain(g.third);
    refuse(g, { type: "playActionCard", seat: g.third, card: "fighter-prototype" }, "ERR_NOT_YOUR_TURN");
    given(g, { type: "actionCardsGiven", seat: g.third, to: g.me, cards: ["fighter-prototype"] });
    play(g, { type: "playActionCard", seat: g.me, card: "fighter-prototype" });
    settle(g);
    // Carrier 1, Fighters 7 (hit at 7 with the card) and 1; the Sol Cruiser 1.
    scriptDice(g, [1, 7, 1, 1]);
    passActionWindows(g);
    expect(needed(rolls(g, "spaceBattle")[0])).toEqual([9, 7, 7]);
    expect(space(g, g.a, g.them)).toEqual({});
    expect(g.state.cardEffects ?? []).toEqual([]);
    expectReplayMatches(g);
  });
});

describe("Flanking Tactic", () => {
  it("keeps the opponent from retreating: the rounds are rolled without a retreat announcement", () => {
    const g = battleLab();
    place(g, g.them, g.a, { destroyer: 2 });
    place(g, g.me, g.h, { cruiser: 1 });
    given(g, { type: "systemActivated", seat: g.me, position: g.c, from: "reinforcements" });
    // Morale Boost keeps Sol asked (and the window open) once Flanking Tactic is played.
    deal(g, g.them, "flanking-tactic", "morale-boost");
    deal(g, g.third, "flanking-tactic");
    attack(g, { cruiser: 2 });
    // The Letnev are not in the battle: their card cannot be played here, so they are not asked.
    expect(topWindow(g)?.awaiting).not.toContain(g.third);
    refuse(g, { type: "playActionCard", seat: g.third, card: "flanking-tactic" }, "ERR_NOT_YOUR_TURN");
    play(g, { type: "playActionCard", seat: g.them, card: "flanking-tactic" });
    settle(g);
    expect(g.state.cardEffects?.[0]).toMatchObject({ effect: "flankingTactic", target: g.me });
    // Round 1: each side hits once; without the card the Hacan would first be asked to retreat to c.
    scriptDice(g, [7, 1, 9, 1]);
    passActionWindows(g);
    expect(rolls(g, "spaceBattle").length).toBeGreaterThanOrEqual(2);
    expect(g.events.some((e) => e.type === "unitsMoved" && e.to === g.c)).toBe(false);
    expect(waitingOn(g)).not.toContain("announceRetreat");
    expectReplayMatches(g);
  });
});

describe("Communications Breakdown", () => {
  it("bars every Action Card but Sabotage until the battle ends", () => {
    const g = battleLab();
    place(g, g.them, g.a, { destroyer: 2 });
    place(g, g.me, g.h, { cruiser: 2 });
    deal(g, g.me, "communications-breakdown");
    deal(g, g.third, "communications-breakdown");
    deal(g, g.them, "morale-boost");
    attack(g, { cruiser: 2 });
    // The Letnev are not in the battle: their card cannot be played here, so they are not asked.
    expect(topWindow(g)?.awaiting).not.toContain(g.third);
    refuse(
      g,
      { type: "playActionCard", seat: g.third, card: "communications-breakdown" },
      "ERR_NOT_YOUR_TURN",
    );
    play(g, { type: "playActionCard", seat: g.me, card: "communications-breakdown" });
    // Sol may still Sabotage it (the window after the card is open to him): he passes.
    passTop(g, "afterActionCardPlayed");
    // The card in effect: Sol's Morale Boost is refused in the window before the battle.
    refuse(g, { type: "playActionCard", seat: g.them, card: "morale-boost" }, "ERR_CARD_TIMING");
    // Round 1: nobody hits; the next rounds open no window although Sol holds a card.
    scriptDice(g, [1, 1, 1, 1]);
    passActionWindows(g);
    const windows = g.events.filter(
      (e) =>
        e.type === "framePushed" && e.frame.kind === "actionWindow" && e.frame.timing === "beforeCombatRound",
    );
    expect(windows).toEqual([]);
    expect(rolls(g, "spaceBattle").length).toBeGreaterThan(2);
    expect(g.state.stack.some((f) => f.kind === "spaceBattle")).toBe(false);
    expect(g.state.cardEffects ?? []).toEqual([]);
    expectReplayMatches(g);
  });
});

describe("Emergency Repairs", () => {
  it("repairs the player's damaged Dreadnought in the battle before the next round", () => {
    const g = battleLab();
    place(g, g.them, g.a, { destroyer: 2 });
    place(g, g.me, g.h, { dreadnought: 1 });
    deal(g, g.me, "emergency-repairs");
    attack(g, { dreadnought: 1 });
    // Round 1: the Dreadnought misses; one Destroyer hits it.
    scriptDice(g, [1, 9, 1]);
    passActionWindows(g);
    play(g, { type: "assignHits", seat: g.me, destroy: {}, damage: { dreadnought: 1 } });
    expect(topWindow(g)?.timing).toBe("beforeCombatRound");
    expect(g.state.board[g.a]?.space.find((f) => f.seat === g.me)?.damaged).toEqual({ dreadnought: 1 });
    refuse(
      g,
      { type: "playActionCard", seat: g.me, card: "emergency-repairs", system: g.h },
      "ERR_CARD_CONDITION",
    );
    play(g, { type: "playActionCard", seat: g.me, card: "emergency-repairs", system: g.a });
    expect(g.state.board[g.a]?.space.find((f) => f.seat === g.me)?.damaged).toBeUndefined();
    expectReplayMatches(g);
  });
});

describe("Enhanced Armor", () => {
  it("lets the player's Cruisers sustain damage until the round ends", () => {
    const g = battleLab();
    place(g, g.me, g.a, { cruiser: 1 });
    place(g, g.third, g.c, { destroyer: 1 });
    deal(g, g.me, "enhanced-armor");
    deal(g, g.third, "enhanced-armor");
    // An action: only on the player's own turn.
    refuse(g, { type: "playActionCard", seat: g.third, card: "enhanced-armor" }, "ERR_NOT_YOUR_TURN");
    play(g, { type: "playActionCard", seat: g.me, card: "enhanced-armor" });
    settle(g);
    expect(g.state.cardEffects?.[0]).toMatchObject({
      effect: "enhancedArmor",
      seat: g.me,
      lastRound: g.state.round,
    });
    // The Letnev's turn: their Destroyer attacks the Cruiser; both hit in round 1. (Nobody holds a card
    // for the battle, so no window holds it up: the dice are rolled as the Destroyer arrives.)
    scriptDice(g, [9, 7]);
    activateAndMove(g, g.third, g.a, [{ from: g.c, units: { destroyer: 1 } }]);
    expect(waitingOn(g)).toEqual(["assignHits"]);
    play(g, { type: "assignHits", seat: g.me, destroy: {}, damage: { cruiser: 1 } });
    expect(space(g, g.a, g.me)).toEqual({ cruiser: 1 });
    expect(space(g, g.a, g.third)).toEqual({});
    expectReplayMatches(g);
  });
});

/** Sol holds Abyz (next to the Hacan Home System) with these units; the Hacan have ships ready at home. */
function invasionLab(
  defence: UnitCounts,
  attackers: UnitCounts = { dreadnought: 1, carrier: 1, groundForce: 3 },
) {
  const g = lab(["hacan", "sol", "letnev"]);
  clearGalaxy(g);
  const me = g.seat.hacan as number;
  const sol = g.seat.sol as number;
  const h = homeOf(g, me);
  const a = inward(h);
  tiles(g, { [a]: "abyz-fria" });
  owns(g, sol, "abyz");
  place(g, sol, a, defence, "abyz");
  place(g, me, h, attackers);
  return Object.assign(g, { me, sol, h, a });
}
type InvasionLab = ReturnType<typeof invasionLab>;

/** Moves the Hacan in and lands on Abyz; `dice` are the bombardment's. */
function invade(g: InvasionLab, ships: UnitCounts, landing: UnitCounts, dice?: number[]): void {
  activateAndMove(g, g.me, g.a, [{ from: g.h, units: ships }]);
  if (waitingOn(g).includes("firePds")) play(g, { type: "firePds", seat: g.sol, fire: false });
  if (dice) scriptDice(g, dice);
  play(g, { type: "landUnits", seat: g.me, landings: [{ planet: "abyz", units: landing }] });
  // The defender may play Dug In just before the bombardment: he does not.
  if (topWindow(g)?.timing === "beforeBombardment") passTop(g, "beforeBombardment");
  // The bombardment's dice open a window for the fighters (Recheck): nobody plays.
  if (topWindow(g)?.timing === "afterCombatRoll") passTop(g, "afterCombatRoll");
}

describe("Chemical Warfare", () => {
  it("with the invader's Dreadnought in the system, half the defenders (rounded up) die before the combat", () => {
    const g = invasionLab({ groundForce: 3 });
    deal(g, g.sol, "chemical-warfare");
    deal(g, g.me, "morale-boost");
    invade(g, { carrier: 1, dreadnought: 1, groundForce: 3 }, { groundForce: 3 }, [1]);
    expect(topWindow(g)?.timing).toBe("beforeInvasionCombat");
    // Only the invader may play it: Sol, defending, is not even asked.
    expect(topWindow(g)?.awaiting).toEqual([g.me]);
    refuse(g, { type: "playActionCard", seat: g.sol, card: "chemical-warfare" }, "ERR_NOT_YOUR_TURN");
    given(g, { type: "actionCardsGiven", seat: g.sol, to: g.me, cards: ["chemical-warfare"] });
    play(g, { type: "playActionCard", seat: g.me, card: "chemical-warfare" });
    settle(g);
    expect(onPlanet(g, g.a, "abyz", g.sol)).toEqual({ groundForce: 1 });
    // Round 1: the 3 Hacan Ground Forces roll 8, 1, 1; the last Sol Ground Force 1.
    scriptDice(g, [8, 1, 1, 1]);
    passActionWindows(g);
    expect(onPlanet(g, g.a, "abyz", g.sol)).toEqual({});
    expect(g.state.players[g.me]?.planets.abyz).toBeDefined();
    expectReplayMatches(g);
  });
});

describe("Friendly Fire", () => {
  it("an enemy with more Fighters than other ships loses half his Fighters, rounded down", () => {
    const g = battleLab();
    place(g, g.them, g.a, { carrier: 1, fighter: 3 });
    place(g, g.me, g.h, { cruiser: 2 });
    deal(g, g.me, "friendly-fire", "friendly-fire");
    attack(g, { cruiser: 2 });
    play(g, { type: "playActionCard", seat: g.me, card: "friendly-fire" });
    expect(space(g, g.a, g.them)).toEqual({ carrier: 1, fighter: 2 });
    // 2 Fighters against 1 Carrier: still more; a second card takes one more.
    play(g, { type: "playActionCard", seat: g.me, card: "friendly-fire" });
    expect(space(g, g.a, g.them)).toEqual({ carrier: 1, fighter: 1 });
    expectReplayMatches(g);
  });

  it("is refused when the enemy has no more Fighters than other ships", () => {
    const g = battleLab();
    place(g, g.them, g.a, { carrier: 1, fighter: 1 });
    place(g, g.me, g.h, { cruiser: 2 });
    // Friendly Fire alone would not have the Hacan asked at all: Morale Boost does.
    deal(g, g.me, "friendly-fire", "morale-boost");
    attack(g, { cruiser: 2 });
    refuse(g, { type: "playActionCard", seat: g.me, card: "friendly-fire" }, "ERR_CARD_CONDITION");
    expectReplayMatches(g);
  });
});

describe("Rule by Terror", () => {
  it("the enemy who can retreat must do so at once, before any die is rolled", () => {
    const g = battleLab();
    place(g, g.them, g.a, { destroyer: 2 });
    place(g, g.me, g.h, { dreadnought: 2 });
    given(g, { type: "systemActivated", seat: g.them, position: g.c, from: "reinforcements" });
    deal(g, g.me, "rule-by-terror");
    attack(g, { dreadnought: 2 });
    play(g, { type: "playActionCard", seat: g.me, card: "rule-by-terror" });
    settle(g);
    passActionWindows(g);
    expect(space(g, g.c, g.them)).toEqual({ destroyer: 2 });
    expect(space(g, g.a, g.them)).toEqual({});
    expect(rolls(g, "spaceBattle")).toEqual([]);
    expect(g.state.stack.some((f) => f.kind === "spaceBattle")).toBe(false);
    expectReplayMatches(g);
  });

  it("with two places to go, the enemy chooses where", () => {
    const g = battleLab();
    const d = neighbourLabels(g.a).find(
      (p) => p !== g.h && p !== g.c && p !== inward(g.a) && g.state.board[p],
    ) as string;
    place(g, g.them, g.a, { destroyer: 2 });
    place(g, g.me, g.h, { warSun: 1 });
    given(g, { type: "systemActivated", seat: g.them, position: g.c, from: "reinforcements" });
    given(g, { type: "systemActivated", seat: g.them, position: d, from: "reinforcements" });
    deal(g, g.me, "rule-by-terror");
    attack(g, { warSun: 1 });
    play(g, { type: "playActionCard", seat: g.me, card: "rule-by-terror" });
    settle(g);
    expect(waitingOn(g)).toEqual(["answerCardChoice"]);
    refuse(g, { type: "answerCardChoice", seat: g.them, system: g.h }, "ERR_CARD_CHOICE");
    play(g, { type: "answerCardChoice", seat: g.them, system: d });
    passActionWindows(g);
    expect(space(g, d, g.them)).toEqual({ destroyer: 2 });
    expect(rolls(g, "spaceBattle")).toEqual([]);
    expectReplayMatches(g);
  });

  it("an enemy who cannot retreat takes 2 casualties at once; one Dreadnought is not enough", () => {
    const g = battleLab();
    place(g, g.them, g.a, { destroyer: 3 });
    place(g, g.me, g.h, { dreadnought: 2 });
    // Rule by Terror alone would not have the Hacan asked with one Dreadnought: Morale Boost does.
    deal(g, g.me, "rule-by-terror", "morale-boost");
    attack(g, { dreadnought: 1 });
    refuse(g, { type: "playActionCard", seat: g.me, card: "rule-by-terror" }, "ERR_CARD_CONDITION");
    expectReplayMatches(g);

    const h = battleLab();
    place(h, h.them, h.a, { destroyer: 3 });
    place(h, h.me, h.h, { dreadnought: 2 });
    deal(h, h.me, "rule-by-terror");
    attack(h, { dreadnought: 2 });
    play(h, { type: "playActionCard", seat: h.me, card: "rule-by-terror" });
    settle(h);
    // The 2 casualties come before any die of the battle.
    const lost = h.events.findIndex(
      (e) => e.type === "unitsRemoved" && e.seat === h.them && e.reason.startsWith("Rule by Terror"),
    );
    expect(h.events[lost]).toMatchObject({ units: { destroyer: 2 } });
    const firstRoll = h.events.findIndex((e) => e.type === "combatRolled");
    expect(firstRoll === -1 || firstRoll > lost).toBe(true);
    expectReplayMatches(h);
  });
});

describe("Skilled Retreat", () => {
  it("the fleet slips into an empty neighbour, marked with a counter from reinforcements: no battle", () => {
    const g = battleLab();
    place(g, g.them, g.a, { destroyer: 2 });
    place(g, g.me, g.h, { cruiser: 2 });
    deal(g, g.me, "skilled-retreat");
    attack(g, { cruiser: 2 });
    // The battle's own system is activated already.
    refuse(
      g,
      { type: "playActionCard", seat: g.me, card: "skilled-retreat", system: g.a },
      "ERR_CARD_CONDITION",
    );
    play(g, { type: "playActionCard", seat: g.me, card: "skilled-retreat", system: g.c });
    settle(g);
    passActionWindows(g);
    expect(space(g, g.c, g.me)).toEqual({ cruiser: 2 });
    expect(space(g, g.a, g.me)).toEqual({});
    expect(g.state.board[g.c]?.commandCounters).toContain(g.me);
    expect(rolls(g, "spaceBattle")).toEqual([]);
    expectReplayMatches(g);
  });

  it("cannot be played against Flanking Tactic", () => {
    const g = battleLab();
    place(g, g.them, g.a, { destroyer: 2 });
    place(g, g.me, g.h, { cruiser: 2 });
    deal(g, g.me, "skilled-retreat");
    deal(g, g.them, "flanking-tactic");
    attack(g, { cruiser: 2 });
    play(g, { type: "playActionCard", seat: g.them, card: "flanking-tactic" });
    settle(g);
    refuse(
      g,
      { type: "playActionCard", seat: g.me, card: "skilled-retreat", system: g.c },
      "ERR_CARD_CONDITION",
    );
    expectReplayMatches(g);
  });
});

describe("Target Their Flagship!", () => {
  it("a Cruiser fires at the enemy Dreadnought before the battle, then sits out round 1", () => {
    const g = battleLab();
    place(g, g.them, g.a, { dreadnought: 1, destroyer: 1 });
    place(g, g.me, g.h, { cruiser: 1, destroyer: 1 });
    deal(g, g.me, "target-their-flagship");
    attack(g, { cruiser: 1, destroyer: 1 });
    refuse(
      g,
      { type: "playActionCard", seat: g.me, card: "target-their-flagship", choice: "cruiser-at-war-sun" },
      "ERR_CARD_CONDITION",
    );
    // The shot: 7 hits (Cruiser 7); round 1: the Hacan Destroyer 1; Sol Dreadnought 1, Destroyer 1.
    scriptDice(g, [7, 1, 1, 1]);
    play(g, {
      type: "playActionCard",
      seat: g.me,
      card: "target-their-flagship",
      choice: "cruiser-at-dreadnought",
    });
    const shot = rolls(g, "actionCardShot");
    expect(shot).toHaveLength(1);
    expect(shot[0]?.dice).toMatchObject([{ unit: "cruiser", needed: 7, hit: true }]);
    expect(g.events).toContainEqual({
      type: "unitsDamaged",
      seat: g.them,
      position: g.a,
      units: { dreadnought: 1 },
    });
    const round1 = rolls(g, "spaceBattle")[0];
    expect(round1?.seat).toBe(g.me);
    expect(round1?.dice.map((d) => d.unit)).toEqual(["destroyer"]);
    // Round 2 and later: the Cruiser rolls again.
    const later = rolls(g, "spaceBattle")
      .filter((r) => r.seat === g.me)
      .slice(1);
    for (const r of later) expect(r.dice.map((d) => d.unit)).toContain("cruiser");
    expectReplayMatches(g);
  });
});

describe("Experimental Weaponry", () => {
  it("this round the Dreadnought's hit cannot be put on a Fighter while other ships are there", () => {
    const g = battleLab();
    place(g, g.them, g.a, { destroyer: 1, carrier: 1, fighter: 2 });
    place(g, g.me, g.h, { dreadnought: 1 });
    deal(g, g.me, "experimental-weaponry");
    deal(g, g.third, "experimental-weaponry");
    attack(g, { dreadnought: 1 });
    // The Letnev are not in the battle: their card cannot be played here, so they are not asked.
    expect(topWindow(g)?.awaiting).not.toContain(g.third);
    refuse(g, { type: "playActionCard", seat: g.third, card: "experimental-weaponry" }, "ERR_NOT_YOUR_TURN");
    // Round 1: the Dreadnought hits (9); Sol's Destroyer, Carrier and Fighters miss.
    scriptDice(g, [9, 1, 1, 1, 1]);
    play(g, { type: "playActionCard", seat: g.me, card: "experimental-weaponry" });
    passActionWindows(g);
    expect(waitingOn(g)).toEqual(["assignHits"]);
    refuse(g, { type: "assignHits", seat: g.them, destroy: { fighter: 1 } }, "ERR_HIT_ASSIGNMENT");
    play(g, { type: "assignHits", seat: g.them, destroy: { destroyer: 1 } });
    expect(space(g, g.a, g.them)).toEqual({ carrier: 1, fighter: 2 });
    expectReplayMatches(g);
  });
});

describe("Shields Holding", () => {
  it("cancels up to 2 of the opponent's hits right after his Space Battle roll", () => {
    const g = battleLab();
    place(g, g.them, g.a, { destroyer: 3 });
    place(g, g.me, g.h, { cruiser: 3 });
    deal(g, g.them, "shields-holding");
    // Round 1: the Hacan Cruisers 7, 8, 9 (3 hits); Sol's Destroyers miss.
    scriptDice(g, [7, 8, 9, 1, 1, 1]);
    // Sol's only card is for after the dice: no window before the battle; the first one is after round 1's roll.
    attack(g, { cruiser: 3 });
    expect(topWindow(g)).toMatchObject({ timing: "afterCombatRoll", awaiting: [g.them] });
    play(g, { type: "playActionCard", seat: g.them, card: "shields-holding" });
    const changed = g.events.find((e) => e.type === "combatDiceChanged");
    expect(changed).toMatchObject({ reason: "Shields Holding", volleys: [{ shooter: g.me, hits: 1 }, {}] });
    const lost = g.events.filter(
      (e) => e.type === "unitsRemoved" && e.seat === g.them && e.reason.startsWith("round 1"),
    );
    expect(lost).toMatchObject([{ units: { destroyer: 1 } }]);
    expectReplayMatches(g);
  });

  it("is refused when the opponent's roll scored no hit", () => {
    const g = battleLab();
    place(g, g.them, g.a, { destroyer: 3 });
    place(g, g.me, g.h, { cruiser: 1 });
    deal(g, g.them, "shields-holding");
    scriptDice(g, [1, 1, 1, 1]);
    attack(g, { cruiser: 1 });
    // Asked after the dice (whether they hit him is the card's own check), and refused.
    expect(topWindow(g)).toMatchObject({ timing: "afterCombatRoll", awaiting: [g.them] });
    refuse(g, { type: "playActionCard", seat: g.them, card: "shields-holding" }, "ERR_CARD_CONDITION");
    expectReplayMatches(g);
  });
});

describe("Recheck", () => {
  it("forces the opponent's hitting die to be rolled again, before casualties", () => {
    const g = battleLab();
    place(g, g.them, g.a, { destroyer: 1 });
    place(g, g.me, g.h, { cruiser: 1 });
    deal(g, g.me, "recheck");
    // Round 1 (no window before it: Recheck is for after the dice): the Hacan Cruiser 3 misses, Sol's
    // Destroyer 9 hits; then the Recheck die: 1.
    scriptDice(g, [3, 9, 1]);
    attack(g, { cruiser: 1 });
    expect(topWindow(g)).toMatchObject({ timing: "afterCombatRoll", awaiting: [g.me] });
    refuse(g, { type: "playActionCard", seat: g.me, card: "recheck", amount: 3 }, "ERR_CARD_CONDITION");
    play(g, { type: "playActionCard", seat: g.me, card: "recheck", amount: 2 });
    expect(rolls(g, "reroll")).toMatchObject([{ seat: g.me, dice: [{ value: 1, first: 9, hit: false }] }]);
    const lost = g.events.filter(
      (e) => e.type === "unitsRemoved" && e.seat === g.me && e.reason.startsWith("round 1"),
    );
    expect(lost).toEqual([]);
    expectReplayMatches(g);
  });
});

describe("Direct Hit", () => {
  it("destroys the enemy Dreadnought the moment it is damaged", () => {
    const g = battleLab();
    place(g, g.them, g.a, { dreadnought: 1 });
    place(g, g.me, g.h, { cruiser: 2 });
    deal(g, g.me, "direct-hit");
    // Round 1: one Hacan Cruiser hits (7); the Dreadnought misses. Direct Hit is for after a ship is
    // damaged: no window before the battle or after its dice.
    scriptDice(g, [7, 1, 1]);
    attack(g, { cruiser: 2 });
    play(g, { type: "assignHits", seat: g.them, destroy: {}, damage: { dreadnought: 1 } });
    expect(topWindow(g)).toMatchObject({ timing: "afterShipDamaged", awaiting: [g.me] });
    refuse(
      g,
      { type: "playActionCard", seat: g.me, card: "direct-hit", choice: "war-sun" },
      "ERR_CARD_CONDITION",
    );
    play(g, { type: "playActionCard", seat: g.me, card: "direct-hit" });
    expect(space(g, g.a, g.them)).toEqual({});
    expect(g.events).toContainEqual(
      expect.objectContaining({
        type: "unitsRemoved",
        seat: g.them,
        units: { dreadnought: 1 },
        reason: "Direct Hit",
      }),
    );
    expect(g.state.stack.some((f) => f.kind === "spaceBattle")).toBe(false);
    expectReplayMatches(g);
  });
});

describe("Courageous to the End", () => {
  it("the lost Destroyer fires 2 last dice; each hit is an enemy casualty", () => {
    const g = battleLab();
    place(g, g.them, g.a, { destroyer: 2 });
    place(g, g.me, g.h, { cruiser: 1 });
    deal(g, g.them, "courageous-to-the-end");
    // Round 1: the Cruiser hits (7), the Destroyers miss; then the card's 2 dice: 9 and 10. Courageous to
    // the End is for after a loss: no window before the battle or after its dice.
    scriptDice(g, [7, 1, 1, 9, 10]);
    attack(g, { cruiser: 1 });
    expect(topWindow(g)).toMatchObject({ timing: "afterShipDestroyed", awaiting: [g.them] });
    refuse(
      g,
      { type: "playActionCard", seat: g.them, card: "courageous-to-the-end", choice: "cruiser" },
      "ERR_CARD_CONDITION",
    );
    play(g, { type: "playActionCard", seat: g.them, card: "courageous-to-the-end" });
    expect(rolls(g, "actionCardShot")).toMatchObject([
      {
        seat: g.them,
        dice: [
          { unit: "destroyer", needed: 9 },
          { unit: "destroyer", needed: 9 },
        ],
        hits: 2,
      },
    ]);
    expect(space(g, g.a, g.me)).toEqual({});
    expect(space(g, g.a, g.them)).toEqual({ destroyer: 1 });
    expectReplayMatches(g);
  });
});

describe("Dug In", () => {
  it("the defender's Ground Forces on the planet cannot be bombarded this round", () => {
    const g = invasionLab({ groundForce: 2 });
    deal(g, g.sol, "dug-in");
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1, dreadnought: 1, groundForce: 3 } }]);
    play(g, { type: "landUnits", seat: g.me, landings: [{ planet: "abyz", units: { groundForce: 3 } }] });
    expect(topWindow(g)).toMatchObject({ timing: "beforeBombardment", awaiting: [g.sol] });
    refuse(
      g,
      { type: "playActionCard", seat: g.sol, card: "dug-in", planets: ["fria"] },
      "ERR_CARD_CONDITION",
    );
    play(g, { type: "playActionCard", seat: g.sol, card: "dug-in" });
    expect(g.state.cardEffects).toContainEqual(
      expect.objectContaining({ effect: "dugIn", seat: g.sol, planets: ["abyz"] }),
    );
    expect(rolls(g, "bombardment")).toEqual([]);
    expect(rolls(g, "invasion").length).toBeGreaterThan(0);
    expectReplayMatches(g);
  });
});

describe("Minelayers", () => {
  it("each Cruiser in the system scores a hit on the fleet that moved in, before PDS fire and the battle", () => {
    const g = battleLab();
    place(g, g.them, g.a, { cruiser: 2 });
    place(g, g.me, g.h, { destroyer: 3 });
    deal(g, g.them, "minelayers", "experimental-battlestation");
    attack(g, { destroyer: 3 });
    expect(topWindow(g)).toMatchObject({ timing: "afterMovement", awaiting: [g.them] });
    // Sol has no Space Dock in range.
    refuse(
      g,
      { type: "playActionCard", seat: g.them, card: "experimental-battlestation" },
      "ERR_CARD_CONDITION",
    );
    play(g, { type: "playActionCard", seat: g.them, card: "minelayers" });
    const lost = g.events.find(
      (e) => e.type === "unitsRemoved" && e.seat === g.me && e.reason.startsWith("Minelayers"),
    );
    expect(lost).toMatchObject({ units: { destroyer: 2 } });
    const firstRoll = g.events.findIndex((e) => e.type === "combatRolled");
    expect(firstRoll === -1 || firstRoll > g.events.indexOf(lost as GameEvent)).toBe(true);
    expectReplayMatches(g);
  });
});

describe("Experimental Battlestation", () => {
  it("a Space Dock in the system fires 3 shots like a PDS at the ships that moved in", () => {
    const g = invasionLab({ spaceDock: 1 }, { cruiser: 3 });
    deal(g, g.sol, "experimental-battlestation", "minelayers");
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 3 } }]);
    expect(topWindow(g)).toMatchObject({ timing: "afterMovement", awaiting: [g.sol] });
    // Sol has no Cruiser here.
    refuse(g, { type: "playActionCard", seat: g.sol, card: "minelayers" }, "ERR_CARD_CONDITION");
    scriptDice(g, [6, 6, 1]);
    play(g, { type: "playActionCard", seat: g.sol, card: "experimental-battlestation" });
    expect(rolls(g, "pds")).toMatchObject([
      { seat: g.sol, dice: [{ unit: "pds", needed: 6 }, {}, {}], hits: 2 },
    ]);
    expect(space(g, g.a, g.me)).toEqual({ cruiser: 1 });
    expectReplayMatches(g);
  });
});
