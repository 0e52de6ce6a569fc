/**
 * Two protections against opponents' Action Cards (rules/actionCards/cardTargets.ts), played as in a game:
 * Nano Technology shields a player's Dreadnoughts and War Suns from the cards that pick them (Lucky Shot,
 * Target Their Flagship!, Direct Hit, Direct Hit!), and the Winnu's Ground Forces shield their planets
 * from Local Unrest. Each refusal leaves the game as it was; the same card still works on a player
 * without the protection.
 */
import { describe, expect, it } from "vitest";
import type { ActionCardId } from "../../src/content/index.ts";
import { neighbourLabels } from "../../src/engine/galaxy/hex.ts";
import type { UnitCounts } from "../../src/engine/state.ts";
import { expectReplayMatches, passActionWindows, play, refuse, type Scenario } from "../support/engine.ts";
import {
  activateAndMove,
  clearGalaxy,
  given,
  homeOf,
  inward,
  lab,
  learn,
  onPlanet,
  owns,
  place,
  scriptDice,
  space,
  tiles,
} from "../support/tactical.ts";

const NANO = "ERR_NANO_TECHNOLOGY";

function deal(game: Scenario, seat: number, ...cards: ActionCardId[]): void {
  given(game, { type: "actionCardsDrawn", seat, cards });
}

function topWindow(g: Scenario) {
  const top = g.state.stack.at(-1);
  return top?.kind === "actionWindow" ? top : undefined;
}

/** Sol acts; the Hacan (who learn Nano Technology) and the Winnu are his opponents. */
function boardScene() {
  const g = lab(["sol", "hacan", "winnu"]);
  clearGalaxy(g);
  const sol = g.seat.sol as number;
  const home = homeOf(g, sol);
  return Object.assign(g, {
    sol,
    hacan: g.seat.hacan as number,
    winnu: g.seat.winnu as number,
    near: inward(home),
  });
}

/**
 * Hacan (me) attack from home `h` into `a`, held by Sol (them); the Winnu look on. With `baseDeck`, a game
 * of the base box alone (the Letnev look on), whose deck holds Direct Hit! (SE replaces it); Nano
 * Technology is still learnt by scenario, to test the rule.
 */
function battleLab(baseDeck = false) {
  const g = baseDeck
    ? lab(["hacan", "sol", "letnev"], { settings: { boxes: ["base"] } })
    : lab(["hacan", "sol", "winnu"]);
  clearGalaxy(g);
  const me = g.seat.hacan as number;
  const them = g.seat.sol as number;
  const h = homeOf(g, me);
  const a = inward(h);
  const c = neighbourLabels(a).find((p) => p !== h && p !== inward(a) && g.state.board[p]) as string;
  return Object.assign(g, { me, them, h, a, c });
}
type BattleLab = ReturnType<typeof battleLab>;

function attack(g: BattleLab, units: UnitCounts): void {
  activateAndMove(g, g.me, g.a, [{ from: g.h, units }]);
}

describe("Nano Technology against Lucky Shot", () => {
  it("Sol cannot shoot the Hacan Dreadnought by Abyz, but may still take its Cruiser", () => {
    const g = boardScene();
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.sol, "abyz");
    place(g, g.hacan, g.near, { dreadnought: 1, cruiser: 1 });
    learn(g, g.hacan, "nano-technology");
    deal(g, g.sol, "lucky-shot");
    const message = refuse(
      g,
      {
        type: "playActionCard",
        seat: g.sol,
        card: "lucky-shot",
        system: g.near,
        target: g.hacan,
        choice: "dreadnought",
      },
      NANO,
    );
    expect(message).toMatch(/Nano Technology/);
    play(g, {
      type: "playActionCard",
      seat: g.sol,
      card: "lucky-shot",
      system: g.near,
      target: g.hacan,
      choice: "cruiser",
    });
    passActionWindows(g);
    expect(space(g, g.near, g.hacan)).toEqual({ dreadnought: 1 });
    expectReplayMatches(g);
  });

  it("still destroys the Dreadnought of a Winnu fleet without Nano Technology", () => {
    const g = boardScene();
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.sol, "abyz");
    place(g, g.winnu, g.near, { dreadnought: 1 });
    learn(g, g.hacan, "nano-technology");
    deal(g, g.sol, "lucky-shot");
    play(g, {
      type: "playActionCard",
      seat: g.sol,
      card: "lucky-shot",
      system: g.near,
      target: g.winnu,
      choice: "dreadnought",
    });
    passActionWindows(g);
    expect(space(g, g.near, g.winnu)).toEqual({});
    expectReplayMatches(g);
  });
});

describe("Nano Technology against Target Their Flagship!", () => {
  it("the Hacan Cruiser cannot fire at Sol's War Sun or Dreadnought, only at his Destroyer", () => {
    const g = battleLab();
    place(g, g.them, g.a, { warSun: 1, dreadnought: 1, destroyer: 1 });
    place(g, g.me, g.h, { cruiser: 2 });
    learn(g, g.them, "nano-technology");
    deal(g, g.me, "target-their-flagship");
    attack(g, { cruiser: 2 });
    for (const choice of ["cruiser-at-war-sun", "cruiser-at-dreadnought"]) {
      const message = refuse(
        g,
        { type: "playActionCard", seat: g.me, card: "target-their-flagship", choice },
        NANO,
      );
      expect(message).toMatch(/Target Their Flagship! cannot target/);
    }
    // The shot: 7 hits (Cruiser 7) and kills the Destroyer; the rest of the battle is left unscripted.
    scriptDice(g, [7]);
    play(g, {
      type: "playActionCard",
      seat: g.me,
      card: "target-their-flagship",
      choice: "cruiser-at-destroyer",
    });
    expect(g.events).toContainEqual(
      expect.objectContaining({
        type: "unitsRemoved",
        seat: g.them,
        units: { destroyer: 1 },
        reason: "Target Their Flagship!",
      }),
    );
    expectReplayMatches(g);
  });
});

/** Round 1: one Hacan Cruiser hits (7) and Sol damages his Dreadnought; the Hacan may now answer. */
function dreadnoughtDamaged(nano: boolean, card: ActionCardId): BattleLab {
  const g = battleLab(card === "direct-hit-original");
  place(g, g.them, g.a, { dreadnought: 1 });
  place(g, g.me, g.h, { cruiser: 2 });
  if (nano) learn(g, g.them, "nano-technology");
  deal(g, g.me, card);
  // Round 1 is rolled as the Cruisers arrive: the Hacan's card is for after a ship is damaged, so no window
  // waits before the battle or after its dice.
  scriptDice(g, [7, 1, 1]);
  attack(g, { cruiser: 2 });
  play(g, { type: "assignHits", seat: g.them, destroy: {}, damage: { dreadnought: 1 } });
  expect(topWindow(g)).toMatchObject({ timing: "afterShipDamaged" });
  return g;
}

describe("Nano Technology against Direct Hit and Direct Hit!", () => {
  for (const card of ["direct-hit", "direct-hit-original"] as const) {
    it(`${card}: Sol's damaged Dreadnought cannot be finished off`, () => {
      const g = dreadnoughtDamaged(true, card);
      const message = refuse(g, { type: "playActionCard", seat: g.me, card }, NANO);
      expect(message).toMatch(/Nano Technology/);
      refuse(g, { type: "playActionCard", seat: g.me, card, choice: "dreadnought" }, NANO);
      expect(space(g, g.a, g.them)).toEqual({ dreadnought: 1 });
      expectReplayMatches(g);
    });
  }

  it("direct-hit-original still destroys the damaged Dreadnought of a player without Nano Technology", () => {
    const g = dreadnoughtDamaged(false, "direct-hit-original");
    play(g, { type: "playActionCard", seat: g.me, card: "direct-hit-original" });
    passActionWindows(g);
    expect(space(g, g.a, g.them)).toEqual({});
    expect(g.events).toContainEqual(
      expect.objectContaining({
        type: "unitsRemoved",
        seat: g.them,
        units: { dreadnought: 1 },
        reason: "Direct Hit!",
      }),
    );
    expectReplayMatches(g);
  });
});

describe("Rule by Terror against Nano Technology (interpretation: casualties are not targets)", () => {
  it("Sol, with Nano Technology and nowhere to retreat, still takes the 2 hits, assigned as he chooses", () => {
    const g = battleLab();
    place(g, g.them, g.a, { dreadnought: 1, destroyer: 1 });
    place(g, g.me, g.h, { warSun: 1 });
    learn(g, g.them, "nano-technology");
    deal(g, g.me, "rule-by-terror");
    attack(g, { warSun: 1 });
    play(g, { type: "playActionCard", seat: g.me, card: "rule-by-terror" });
    passActionWindows(g);
    play(g, { type: "assignHits", seat: g.them, destroy: { destroyer: 1 }, damage: { dreadnought: 1 } });
    expect(g.events).toContainEqual(
      expect.objectContaining({ type: "unitsDamaged", seat: g.them, units: { dreadnought: 1 } }),
    );
    expectReplayMatches(g);
  });
});

describe("Winnu garrison immunity against Local Unrest", () => {
  it("is refused on a Winnu planet holding a Ground Force; works on a bare Winnu planet and on a Hacan one", () => {
    const g = boardScene();
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.winnu, "abyz");
    owns(g, g.winnu, "fria");
    place(g, g.winnu, g.near, { groundForce: 2 }, "abyz");
    deal(g, g.sol, "local-unrest", "local-unrest");
    const message = refuse(
      g,
      { type: "playActionCard", seat: g.sol, card: "local-unrest", planets: ["abyz"] },
      "ERR_WINNU_GARRISON",
    );
    expect(message).toMatch(/Winnu planet/);
    // Fria has no Ground Force: the Winnu lose it.
    play(g, { type: "playActionCard", seat: g.sol, card: "local-unrest", planets: ["fria"] });
    passActionWindows(g);
    expect(g.state.players[g.winnu]!.planets.fria).toBeUndefined();
    expect(onPlanet(g, g.near, "abyz", g.winnu)).toEqual({ groundForce: 2 });
    expectReplayMatches(g);
  });

  it("a Hacan planet with Ground Forces has no such shield", () => {
    const g = boardScene();
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.hacan, "abyz");
    place(g, g.hacan, g.near, { groundForce: 2 }, "abyz");
    deal(g, g.sol, "local-unrest");
    play(g, { type: "playActionCard", seat: g.sol, card: "local-unrest", planets: ["abyz"] });
    passActionWindows(g);
    expect(onPlanet(g, g.near, "abyz", g.hacan)).toEqual({ groundForce: 1 });
    expectReplayMatches(g);
  });
});
