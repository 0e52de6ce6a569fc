/**
 * Two board Action Cards played in the middle of a tactical action: Star of Death as landings begin
 * (rules/actionCards/boardCardRadiation.ts) and Surprise Assault right after an activation
 * (rules/actionCards/boardCardAssault.ts). The Hacan act first, from their Home System; Sol holds the
 * system one ring in; the Letnev look on. Everything is set up with engine events, so replay folds it all.
 */
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../src/engine/index.ts";
import { controllerOf } from "../../src/engine/rules/tactical/control.ts";
import { deal, topWindow } from "../support/battleLab.ts";
import { expectReplayMatches, play, refuse } from "../support/engine.ts";
import {
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

/** The Hacan (me) at home `h`; Sol holds Abyz and Fria in `a`, one ring in. */
function scene() {
  const g = lab(["hacan", "sol", "letnev"]);
  clearGalaxy(g);
  const me = g.seat.hacan as number;
  const sol = g.seat.sol as number;
  const third = g.seat.letnev as number;
  const h = homeOf(g, me);
  const a = inward(h);
  tiles(g, { [a]: "abyz-fria" });
  owns(g, sol, "abyz");
  owns(g, sol, "fria");
  return Object.assign(g, { me, sol, third, h, a });
}

function removedFor(events: readonly GameEvent[], reason: string) {
  return events.filter((e) => e.type === "unitsRemoved" && e.reason === reason);
}

describe("Star of Death", () => {
  it("as landings begin, wipes a planet of the War Sun's system; the first landing there dies to radiation", () => {
    const g = scene();
    place(g, g.sol, g.a, { groundForce: 2, pds: 1, spaceDock: 1 }, "abyz");
    place(g, g.sol, g.a, { groundForce: 1 }, "fria");
    place(g, g.me, g.h, { warSun: 1, groundForce: 2 });
    deal(g, g.me, "star-of-death");
    deal(g, g.third, "morale-boost");
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    play(g, { type: "moveUnits", seat: g.me, moves: [{ from: g.h, units: { warSun: 1, groundForce: 2 } }] });
    // Sol's PDS may fire at the War Sun: it holds.
    play(g, { type: "firePds", seat: g.sol, fire: false });
    // No battle (Sol has no ships there): the landing step begins with a window for the War Sun's owner.
    expect(topWindow(g)).toMatchObject({ timing: "beforeLandings", awaiting: [g.me] });
    refuse(g, { type: "playActionCard", seat: g.me, card: "star-of-death" }, "ERR_CARD_TARGET");
    refuse(
      g,
      { type: "playActionCard", seat: g.me, card: "star-of-death", planets: ["jord"] },
      "ERR_CARD_TARGET",
    );
    play(g, { type: "playActionCard", seat: g.me, card: "star-of-death", planets: ["abyz"] });
    // The Letnev, holding a card, may Sabotage it: they pass, and it resolves.
    expect(topWindow(g)).toMatchObject({ timing: "afterActionCardPlayed", awaiting: [g.third] });
    const events = play(g, { type: "passActionWindow", seat: g.third });
    expect(removedFor(events, "Star of Death")).toEqual([
      expect.objectContaining({
        seat: g.sol,
        planet: "abyz",
        units: { groundForce: 2, pds: 1, spaceDock: 1 },
      }),
    ]);
    expect(events).toContainEqual({
      type: "planetLost",
      seat: g.sol,
      planet: "abyz",
      reason: "Star of Death",
    });
    expect(controllerOf(g.state, "abyz")).toBeNull();
    expect(onPlanet(g, g.a, "fria", g.sol)).toEqual({ groundForce: 1 });
    expect(g.state.cardEffects).toEqual([
      expect.objectContaining({ effect: "starOfDeath", seat: g.me, planets: ["abyz"], lastRound: null }),
    ]);
    // The Hacan land on Abyz: the radiation kills the landing; the planet stays neutral, the counter goes.
    expect(waitingOn(g)).toEqual(["landUnits"]);
    const landing = play(g, {
      type: "landUnits",
      seat: g.me,
      landings: [{ planet: "abyz", units: { groundForce: 2 } }],
    });
    expect(removedFor(landing, "radiation (Star of Death)")).toEqual([
      expect.objectContaining({ seat: g.me, planet: "abyz", units: { groundForce: 2 } }),
    ]);
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({});
    expect(controllerOf(g.state, "abyz")).toBeNull();
    expect(g.state.cardEffects ?? []).toEqual([]);
    expectReplayMatches(g);
  });

  it("needs a War Sun in the system; a counter on a planet gained another way goes unused", () => {
    const g = scene();
    place(g, g.sol, g.a, { groundForce: 1 }, "abyz");
    place(g, g.me, g.h, { dreadnought: 1, carrier: 1, groundForce: 2 });
    deal(g, g.me, "star-of-death", "morale-boost");
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    play(g, {
      type: "moveUnits",
      seat: g.me,
      moves: [{ from: g.h, units: { dreadnought: 1, carrier: 1, groundForce: 2 } }],
    });
    // No War Sun there: no window at the landing step, and no play.
    expect(topWindow(g)).toBeUndefined();
    refuse(
      g,
      { type: "playActionCard", seat: g.me, card: "star-of-death", planets: ["abyz"] },
      "ERR_NOT_NOW",
    );
    // A radiation counter left on Fria, which Sol still holds, goes at once.
    given(g, {
      type: "cardEffectStarted",
      effect: {
        effect: "starOfDeath",
        seat: g.me,
        target: null,
        planets: ["fria"],
        system: g.a,
        choice: null,
        round: g.state.round,
        lastRound: null,
      },
    });
    play(g, { type: "landUnits", seat: g.me, landings: [] });
    expect(g.state.cardEffects ?? []).toEqual([]);
    expectReplayMatches(g);
  });
});

describe("Star of Death, on a dock that supported Fighters", () => {
  it("the Fighters left without support go with it (RR §2.3)", () => {
    const g = scene();
    given(g, { type: "planetGained", seat: g.me, planet: "fria", from: g.sol, exhausted: false, round: 0 });
    place(g, g.me, g.a, { spaceDock: 1 }, "fria");
    // A War Sun holds 6 Fighters, the dock 3 more.
    place(g, g.me, g.a, { warSun: 1, fighter: 8 });
    deal(g, g.me, "star-of-death");
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    play(g, { type: "moveUnits", seat: g.me, moves: [] });
    expect(topWindow(g)).toMatchObject({ timing: "beforeLandings", awaiting: [g.me] });
    const events = play(g, { type: "playActionCard", seat: g.me, card: "star-of-death", planets: ["fria"] });
    expect(removedFor(events, "Fighters without support")).toEqual([
      expect.objectContaining({ seat: g.me, units: { fighter: 2 } }),
    ]);
    expect(onPlanet(g, g.a, "fria", g.me)).toEqual({});
    expectReplayMatches(g);
  });
});

describe("Surprise Assault", () => {
  /** Sol's Cruiser blockades the Hacan home dock (Arretze); a Hacan Cruiser waits one system in. */
  function blockade() {
    const g = scene();
    given(g, {
      type: "unitsRemoved",
      seat: g.me,
      position: g.h,
      units: { cruiser: 1, carrier: 2, fighter: 2 },
      reason: "scene",
    });
    place(g, g.sol, g.h, { cruiser: 1 });
    place(g, g.me, g.a, { cruiser: 1 });
    given(g, { type: "tradeGoodsGained", seat: g.me, amount: 10, reason: "scene" });
    return g;
  }

  it("produces ships at the blockaded dock after moving in, before the Space Battle, as the activation's production", () => {
    const g = blockade();
    deal(g, g.me, "surprise-assault");
    play(g, { type: "tacticalAction", seat: g.me, position: g.h });
    expect(topWindow(g)).toMatchObject({ timing: "afterActivation", awaiting: [g.me] });
    play(g, { type: "playActionCard", seat: g.me, card: "surprise-assault" });
    expect(g.state.cardEffects).toEqual([
      expect.objectContaining({ effect: "surpriseAssault", seat: g.me, system: g.h }),
    ]);
    play(g, { type: "moveUnits", seat: g.me, moves: [{ from: g.a, units: { cruiser: 1 } }] });
    // Before the battle: a production at Arretze, blockaded, ships included.
    expect(waitingOn(g)).toEqual(["produceUnits"]);
    const build = (units: Record<string, number>, tradeGoods: number) => ({
      type: "produceUnits" as const,
      seat: g.me,
      orders: [{ dock: "arretze" as const, units }],
      tradeGoods,
    });
    // Normal production rules: Fighters need support (the dock holds 3), and the Fleet Supply (3) holds.
    refuse(g, build({ fighter: 4 }, 2), "ERR_FIGHTER_SUPPORT");
    refuse(g, build({ cruiser: 3 }, 6), "ERR_FLEET_SUPPLY");
    // The usual price: a Cruiser 2 and 2 Fighters 1, less 1 at the dock for Sarween Tools.
    refuse(g, build({ cruiser: 1, fighter: 2 }, 1), "ERR_PAYMENT");
    // Round 1: the Hacan Cruisers 10 and 1, Fighters 1 and 1; the Sol Cruiser 1: Sol's fleet is gone.
    scriptDice(g, [10, 1, 1, 1, 1]);
    play(g, build({ cruiser: 1, fighter: 2 }, 2));
    expect(g.state.players[g.me]?.tradeGoods).toBe(8);
    expect(space(g, g.h, g.sol)).toEqual({});
    expect(space(g, g.h, g.me)).toEqual({ cruiser: 2, fighter: 2 });
    // That was the activation's production: the turn is over, no production step is asked.
    expect(waitingOn(g)).not.toContain("produceUnits");
    expect(g.state.stack.some((f) => f.kind === "tacticalAction")).toBe(false);
    expectReplayMatches(g);
  });

  it("is refused without a blockaded dock in the system just activated", () => {
    const g = scene();
    deal(g, g.me, "surprise-assault", "morale-boost");
    play(g, { type: "tacticalAction", seat: g.me, position: g.h });
    // Nobody blockades the Hacan home: the card is not playable, so the Hacan are not even asked.
    expect(topWindow(g)).toBeUndefined();
    refuse(g, { type: "playActionCard", seat: g.me, card: "surprise-assault" }, "ERR_NOT_NOW");
    expectReplayMatches(g);
  });
});
