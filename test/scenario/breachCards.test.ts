/**
 * The last combat Action Cards carried out by the engine (rules/actionCards/combat/): Into the Breach,
 * Military Foresight and Faulty Targeting Systems, played like rulebook examples. The Hacan move ships
 * from their Home System into the next system in, where Sol waits; the Letnev look on. Cards are dealt
 * and dice scripted (attacker's dice first, ships in the order War Sun, Dreadnought, Cruiser, Destroyer,
 * Carrier, Fighter).
 */
import { describe, expect, it } from "vitest";
import { autoAssignment, checkAssignment } from "../../src/engine/rules/combat/hitPool.ts";
import {
  attack,
  type BattleLab,
  battleLab,
  deal,
  needed,
  rolls,
  settle,
  topWindow,
} from "../support/battleLab.ts";
import { expectReplayMatches, play, refuse, type Scenario } from "../support/engine.ts";
import { given, homeOf, owns, place, scriptDice, space, tiles, waitingOn } from "../support/tactical.ts";

function battleFrame(g: Scenario) {
  const frame = g.state.stack.findLast((f) => f.kind === "spaceBattle");
  return frame?.kind === "spaceBattle" ? frame : undefined;
}

describe("Into the Breach", () => {
  it("gives the fleet +1 all battle; the first 2 hits destroy the Dreadnought named", () => {
    const g = battleLab();
    place(g, g.them, g.a, { destroyer: 2 });
    place(g, g.me, g.h, { dreadnought: 2, cruiser: 1 });
    deal(g, g.me, "into-the-breach");
    deal(g, g.third, "morale-boost");
    attack(g, { dreadnought: 2, cruiser: 1 });
    expect(topWindow(g)).toMatchObject({ timing: "beforeSpaceBattle", awaiting: [g.me] });
    refuse(
      g,
      { type: "playActionCard", seat: g.me, card: "into-the-breach", choice: "damaged" },
      "ERR_CARD_CONDITION",
    );
    // Round 1: Hacan 1, 1, 1 (needing 4, 4 and 6 with the card); Sol's Destroyers 9, 9: two hits.
    scriptDice(g, [1, 1, 1, 9, 9]);
    play(g, { type: "playActionCard", seat: g.me, card: "into-the-breach" });
    settle(g);
    expect(g.state.cardEffects).toEqual([
      expect.objectContaining({ effect: "intoTheBreach", seat: g.me, system: g.a, choice: "spaceBattle" }),
    ]);
    expect(battleFrame(g)?.forcedHits).toEqual({ seat: g.me, unit: "dreadnought", left: 2, damaged: false });
    expect(needed(rolls(g, "spaceBattle")[0])).toEqual([4, 4, 6]);
    expect(needed(rolls(g, "spaceBattle")[1])).toEqual([9, 9]);
    // Both hits are the Dreadnought's: it takes them both and is destroyed.
    refuse(
      g,
      { type: "assignHits", seat: g.me, destroy: {}, damage: { dreadnought: 2 } },
      "ERR_HIT_ASSIGNMENT",
    );
    refuse(
      g,
      { type: "assignHits", seat: g.me, destroy: { cruiser: 1 }, damage: { dreadnought: 1 } },
      "ERR_HIT_ASSIGNMENT",
    );
    // Round 2 (the named Dreadnought gone, the +1 stays): 1, 1; Sol 9, 1: one hit, anywhere.
    scriptDice(g, [1, 1, 9, 1]);
    play(g, { type: "assignHits", seat: g.me, destroy: { dreadnought: 1 } });
    expect(space(g, g.a, g.me)).toEqual({ dreadnought: 1, cruiser: 1 });
    expect(battleFrame(g)?.forcedHits).toBeUndefined();
    expect(needed(rolls(g, "spaceBattle")[2])).toEqual([4, 6]);
    play(g, { type: "assignHits", seat: g.me, destroy: { cruiser: 1 } });
    expect(space(g, g.a, g.me)).toEqual({ dreadnought: 1 });
    expectReplayMatches(g);
  });

  it("one hit at a time: the named Dreadnought is damaged, then destroyed by the next hit", () => {
    const g = battleLab();
    place(g, g.them, g.a, { destroyer: 2 });
    place(g, g.me, g.h, { dreadnought: 2, cruiser: 1 });
    given(g, { type: "unitsDamaged", seat: g.me, position: g.h, units: { dreadnought: 1 } });
    deal(g, g.me, "into-the-breach");
    attack(g, { dreadnought: 2, cruiser: 1 });
    // With one damaged Dreadnought and one whole, the player says which he names.
    refuse(g, { type: "playActionCard", seat: g.me, card: "into-the-breach" }, "ERR_CARD_CONDITION");
    scriptDice(g, [1, 1, 1, 9, 1]);
    play(g, { type: "playActionCard", seat: g.me, card: "into-the-breach", choice: "undamaged" });
    // One hit: the whole Dreadnought takes it (the damaged one may not be lost instead).
    refuse(g, { type: "assignHits", seat: g.me, destroy: { dreadnought: 1 } }, "ERR_HIT_ASSIGNMENT");
    refuse(g, { type: "assignHits", seat: g.me, destroy: { cruiser: 1 } }, "ERR_HIT_ASSIGNMENT");
    // Round 2: the Hacan sink both Destroyers; Sol hits once more.
    scriptDice(g, [10, 10, 10, 9, 1]);
    play(g, { type: "assignHits", seat: g.me, destroy: {}, damage: { dreadnought: 1 } });
    expect(battleFrame(g)?.forcedHits).toEqual({ seat: g.me, unit: "dreadnought", left: 1, damaged: true });
    // The second hit owed to it: a damaged Dreadnought is destroyed, not the Cruiser.
    refuse(g, { type: "assignHits", seat: g.me, destroy: { cruiser: 1 } }, "ERR_HIT_ASSIGNMENT");
    // The standing preference (and the bot) follow the rule too.
    play(g, { type: "setAutoAssignHits", seat: g.me, on: true });
    expect(space(g, g.a, g.me)).toEqual({ dreadnought: 1, cruiser: 1 });
    expect(battleFrame(g)?.forcedHits).toBeUndefined();
    expectReplayMatches(g);
  });
});

/** The Action Phase is over (put in place): the Status Phase draws its cards, and what follows runs. */
function statusPhaseDraw(g: BattleLab): void {
  while (g.state.stack.length > 0) given(g, { type: "framePopped" });
  given(
    g,
    { type: "phaseStarted", phase: "status", round: g.state.round },
    { type: "framePushed", frame: { kind: "statusPhase", step: "draw", awaiting: [] } },
  );
  // Any command lets the game move on: a standing preference set again.
  play(g, { type: "setAutoPassWindows", seat: g.third, on: false });
}

describe("Military Foresight", () => {
  it("brings each Destroyer lost back at a Space Dock in the Status Phase, where its player says", () => {
    const g = battleLab();
    const solHome = homeOf(g, g.them);
    place(g, g.them, g.a, { destroyer: 2 });
    place(g, g.me, g.h, { cruiser: 2 });
    // A second dock of Sol's, at the Letnev's door (their home system is the one with a dock there).
    const other = homeOf(g, g.third);
    given(g, {
      type: "unitsRemoved",
      seat: g.third,
      position: other,
      units: { dreadnought: 1, destroyer: 1, carrier: 1 },
      reason: "scene",
    });
    given(g, {
      type: "unitsRemoved",
      seat: g.third,
      position: other,
      planet: "arc-prime",
      units: { groundForce: 2, spaceDock: 1 },
      reason: "scene",
    });
    given(g, {
      type: "planetGained",
      seat: g.them,
      planet: "arc-prime",
      from: g.third,
      exhausted: false,
      round: 0,
    });
    place(g, g.them, other, { spaceDock: 1 }, "arc-prime");
    // Room for one more ship at home: Fleet Supply 4 (a destroyer and 2 carriers are there).
    given(g, { type: "commandCountersGained", seat: g.them, counters: { fleet: 1 }, reason: "scene" });
    deal(g, g.them, "military-foresight", "military-foresight");
    // Round 1: a Hacan Cruiser hits (7), the Destroyers miss.
    scriptDice(g, [7, 1, 1, 1]);
    attack(g, { cruiser: 2 });
    expect(topWindow(g)).toMatchObject({ timing: "afterShipDestroyed", awaiting: [g.them] });
    refuse(
      g,
      { type: "playActionCard", seat: g.them, card: "military-foresight", choice: "cruiser" },
      "ERR_CARD_CONDITION",
    );
    play(g, { type: "playActionCard", seat: g.them, card: "military-foresight" });
    expect(g.state.cardEffects).toEqual([
      expect.objectContaining({
        effect: "militaryForesight",
        seat: g.them,
        choice: "destroyer",
        system: g.a,
      }),
    ]);
    // One Destroyer lost: the second copy cannot bring back the same one.
    refuse(g, { type: "playActionCard", seat: g.them, card: "military-foresight" }, "ERR_CARD_CONDITION");
    // Round 2: the last Destroyer goes; the second copy brings it back too.
    scriptDice(g, [7, 1, 1]);
    play(g, { type: "passActionWindow", seat: g.them });
    expect(topWindow(g)).toMatchObject({ timing: "afterShipDestroyed", awaiting: [g.them] });
    play(g, { type: "playActionCard", seat: g.them, card: "military-foresight" });
    expect(space(g, g.a, g.them)).toEqual({});
    expect(g.state.cardEffects?.filter((e) => e.effect === "militaryForesight")).toHaveLength(2);
    // The Status Phase: the first Destroyer may go home or to Arc Prime; Sol names home.
    statusPhaseDraw(g);
    expect(waitingOn(g)).toEqual(["answerCardChoice"]);
    refuse(g, { type: "answerCardChoice", seat: g.them, system: g.a }, "ERR_CARD_CHOICE");
    play(g, { type: "answerCardChoice", seat: g.them, system: solHome });
    // Home is now full (Fleet Supply 4): the second can only go to Arc Prime, and does at once.
    expect(space(g, solHome, g.them)).toEqual({ destroyer: 2, carrier: 2 });
    expect(space(g, other, g.them)).toEqual({ destroyer: 1 });
    expect(g.state.cardEffects?.filter((e) => e.effect === "militaryForesight")).toEqual([]);
    expect(waitingOn(g)).toContain("redistributeCounters");
    expectReplayMatches(g);
  });

  it("a Fighter no dock can support is gone (RR §2.3), as is a ship with no Space Dock", () => {
    const g = battleLab();
    // The Hacan home dock supports 3 Fighters and holds 3 with no Carrier: a 4th has no room.
    given(g, {
      type: "unitsRemoved",
      seat: g.me,
      position: g.h,
      units: { carrier: 2, cruiser: 1 },
      reason: "scene",
    });
    place(g, g.me, g.h, { fighter: 1 });
    given(
      g,
      {
        type: "cardEffectStarted",
        effect: {
          effect: "militaryForesight",
          seat: g.me,
          target: null,
          planets: [],
          system: g.a,
          choice: "fighter",
          round: g.state.round,
          lastRound: g.state.round,
        },
      },
      {
        type: "cardEffectStarted",
        effect: {
          effect: "militaryForesight",
          seat: g.me,
          target: null,
          planets: [],
          system: g.a,
          choice: "cruiser",
          round: g.state.round,
          lastRound: g.state.round,
        },
      },
    );
    statusPhaseDraw(g);
    // The Cruiser comes home (room in the Fleet Supply); the Fighter does not.
    expect(space(g, g.h, g.me)).toEqual({ fighter: 3, cruiser: 1 });
    expect(g.state.cardEffects?.filter((e) => e.effect === "militaryForesight")).toEqual([]);
    expectReplayMatches(g);
  });
});

describe("Faulty Targeting Systems", () => {
  it("has the PDS die just rolled at the player's ships rolled again; no Space Mine to clear is refused", () => {
    const g = battleLab();
    tiles(g, { [g.a]: "abyz-fria" });
    owns(g, g.them, "abyz");
    place(g, g.them, g.a, { pds: 1 }, "abyz");
    place(g, g.me, g.h, { cruiser: 2 });
    deal(g, g.me, "faulty-targeting-systems");
    deal(g, g.third, "faulty-targeting-systems");
    attack(g, { cruiser: 2 });
    // Sol's PDS fires: a 6, a hit. A window opens for the Hacan, fired at (not for the Letnev).
    scriptDice(g, [6]);
    play(g, { type: "firePds", seat: g.them, fire: true });
    expect(topWindow(g)).toMatchObject({ timing: "afterCombatRoll", awaiting: [g.me] });
    const mines = refuse(
      g,
      { type: "playActionCard", seat: g.me, card: "faulty-targeting-systems", choice: "space-mine" },
      "ERR_CARD_CONDITION",
    );
    expect(mines).toContain("no Space Mine");
    refuse(
      g,
      { type: "playActionCard", seat: g.me, card: "faulty-targeting-systems", choice: "minelayers" },
      "ERR_CARD_CONDITION",
    );
    refuse(
      g,
      { type: "playActionCard", seat: g.me, card: "faulty-targeting-systems", amount: 2 },
      "ERR_CARD_CONDITION",
    );
    // Rolled again by Sol: a 1, no hit now.
    scriptDice(g, [1]);
    play(g, { type: "playActionCard", seat: g.me, card: "faulty-targeting-systems" });
    settle(g);
    expect(rolls(g, "reroll")).toMatchObject([
      { seat: g.them, dice: [{ unit: "pds", value: 1, first: 6 }], hits: 0 },
    ]);
    expect(space(g, g.a, g.me)).toEqual({ cruiser: 2 });
    expectReplayMatches(g);
  });

  it("does not roll the same PDS die a third time: a second copy aimed at it is refused", () => {
    const g = battleLab();
    tiles(g, { [g.a]: "abyz-fria" });
    owns(g, g.them, "abyz");
    place(g, g.them, g.a, { pds: 1 }, "abyz");
    place(g, g.me, g.h, { cruiser: 2 });
    deal(g, g.me, "faulty-targeting-systems");
    deal(g, g.me, "faulty-targeting-systems");
    attack(g, { cruiser: 2 });
    scriptDice(g, [6]);
    play(g, { type: "firePds", seat: g.them, fire: true });
    scriptDice(g, [7]);
    play(g, { type: "playActionCard", seat: g.me, card: "faulty-targeting-systems" });
    expect(topWindow(g)).toMatchObject({ timing: "afterCombatRoll", awaiting: [g.me] });
    const again = refuse(
      g,
      { type: "playActionCard", seat: g.me, card: "faulty-targeting-systems" },
      "ERR_CARD_CONDITION",
    );
    expect(again).toContain("already been rolled again");
    expectReplayMatches(g);
  });

  it("voids an opponent's Minelayers just played: no hit lands", () => {
    const g = battleLab();
    place(g, g.them, g.a, { cruiser: 1 });
    place(g, g.me, g.h, { dreadnought: 1, cruiser: 1 });
    deal(g, g.them, "minelayers");
    deal(g, g.me, "faulty-targeting-systems");
    attack(g, { dreadnought: 1, cruiser: 1 });
    expect(topWindow(g)).toMatchObject({ timing: "afterMovement", awaiting: [g.them] });
    play(g, { type: "playActionCard", seat: g.them, card: "minelayers" });
    expect(topWindow(g)).toMatchObject({ timing: "afterActionCardPlayed", awaiting: [g.me] });
    refuse(
      g,
      { type: "playActionCard", seat: g.me, card: "faulty-targeting-systems", choice: "pds" },
      "ERR_CARD_CONDITION",
    );
    // Round 1 of the battle that follows: the Hacan sink the Cruiser; Sol misses.
    scriptDice(g, [10, 10, 1]);
    const events = play(g, { type: "playActionCard", seat: g.me, card: "faulty-targeting-systems" });
    expect(events).toContainEqual({ type: "actionCardSabotaged", seat: g.them, card: "minelayers" });
    expect(events).toContainEqual({
      type: "actionCardResolved",
      seat: g.them,
      card: "minelayers",
      cancelled: true,
    });
    expect(events.some((e) => e.type === "unitsRemoved" && e.seat === g.me)).toBe(false);
    expect(space(g, g.a, g.me)).toEqual({ dreadnought: 1, cruiser: 1 });
    expect(space(g, g.a, g.them)).toEqual({});
    expect([...g.state.decks.action.discard].sort()).toEqual(["faulty-targeting-systems", "minelayers"]);
    expectReplayMatches(g);
  });
});

describe("Faulty Targeting Systems repeated by Touch of Genius", () => {
  it("voids the Minelayers just played once the 3 influence are paid", () => {
    const g = battleLab();
    place(g, g.them, g.a, { cruiser: 1 });
    place(g, g.me, g.h, { dreadnought: 1, cruiser: 1 });
    deal(g, g.them, "minelayers");
    deal(g, g.me, "faulty-targeting-systems", "touch-of-genius");
    given(g, { type: "actionCardsDiscarded", seat: g.me, cards: ["faulty-targeting-systems"] });
    given(g, { type: "tradeGoodsGained", seat: g.me, amount: 3, reason: "scene" });
    attack(g, { dreadnought: 1, cruiser: 1 });
    play(g, { type: "playActionCard", seat: g.them, card: "minelayers" });
    play(g, {
      type: "playActionCard",
      seat: g.me,
      card: "touch-of-genius",
      choice: "faulty-targeting-systems",
    });
    expect(waitingOn(g)).toEqual(["answerCardChoice"]);
    // Round 1 of the battle that follows: the Hacan sink the Cruiser; Sol misses.
    scriptDice(g, [10, 10, 1]);
    const events = play(g, { type: "answerCardChoice", seat: g.me, amount: 3 });
    expect(events).toContainEqual({ type: "actionCardSabotaged", seat: g.them, card: "minelayers" });
    expect(events.some((e) => e.type === "unitsRemoved" && e.seat === g.me)).toBe(false);
    expect(space(g, g.a, g.me)).toEqual({ dreadnought: 1, cruiser: 1 });
    expect(g.state.players[g.me]?.tradeGoods).toBe(0);
    expectReplayMatches(g);
  });
});

describe("Into the Breach and the automatic assignment", () => {
  it("the automatic answer always gives the named Dreadnought its hits and is accepted", () => {
    const base = battleLab();
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let trial = 0; trial < 150; trial++) {
      const g = structuredClone(base);
      const units = {
        dreadnought: 1 + next(3),
        warSun: next(2),
        cruiser: next(3),
        carrier: next(2),
        fighter: next(4),
      };
      place(g, g.me, g.a, units);
      const hurt = next(units.dreadnought + 1);
      if (hurt > 0)
        given(g, { type: "unitsDamaged", seat: g.me, position: g.a, units: { dreadnought: hurt } });
      const named = hurt > 0 && (hurt === units.dreadnought || next(2) === 0);
      const left = 1 + next(2);
      given(g, {
        type: "framePushed",
        frame: {
          kind: "spaceBattle",
          position: g.a,
          attacker: g.me,
          defender: g.them,
          round: 1,
          step: "berserker",
          preCombat: [],
          announcing: null,
          retreat: null,
          offers: [],
          warFunding: [],
          shipsAtRoundStart: [0, 0],
          forcedHits: { seat: g.me, unit: "dreadnought", left, damaged: named },
        },
      });
      const hits = 1 + next(6);
      const frame = {
        kind: "casualties" as const,
        position: g.a,
        planet: null,
        on: "ships" as const,
        volleys: [{ shooter: g.them, target: g.me, roll: "spaceBattle" as const, dice: [], hits }],
        rerolls: [],
        assigned: [],
        fighters: null,
        reason: "round 1",
      };
      given(g, { type: "framePushed", frame });
      const auto = autoAssignment(g.state, frame, g.me);
      const why = `${JSON.stringify({ units, hurt, named, left, hits, auto })}`;
      expect(checkAssignment(g.state, frame, g.me, auto), why).toBeUndefined();
      const destroyed = auto.destroy.dreadnought ?? 0;
      if (named) expect(destroyed, why).toBeGreaterThan(0);
      else if (Math.min(left, hits) >= 2) expect(destroyed, why).toBeGreaterThan(hurt);
      else expect((auto.damage.dreadnought ?? 0) + Math.max(0, destroyed - hurt), why).toBeGreaterThan(0);
    }
  });
});
