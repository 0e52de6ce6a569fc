/**
 * The classic Shock Troops (TI2 Hope's End 2.2, option "classic:shockTroops"): the Hacan invade Sol's Abyz
 * next to their Home System. A Ground Force whose die shows a 10 in an Invasion Combat round rolls again
 * and on 9 or 10 becomes a Shock Troop as the round ends; at most 8 are on the board; Shock Troops fight at
 * 5, are lost first to Invasion Combat dice (not to PDS fire), need no Ground Force beside them, and may
 * capture the Space Docks and PDS of the planet they took. Dice are scripted before the command that rolls
 * them: the invader's dice, the defender's, then the second rolls (invader first).
 */
import { describe, expect, it } from "vitest";
import type { PlanetId } from "../../src/content/index.ts";
import { apply, type GameEvent, type GameSettings } from "../../src/engine/index.ts";
import type { UnitCounts } from "../../src/engine/state.ts";
import { CTX, expectReplayMatches, play, refuse, type Scenario } from "../support/engine.ts";
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
  tiles,
  waitingOn,
} from "../support/tactical.ts";

const ON = { options: ["classic:shockTroops"] } as GameSettings;

/** Sol holds Abyz (next to the Hacan Home System) with `defence`; the Hacan wait at home with `attackers`. */
function shockLab(defence: UnitCounts, attackers: UnitCounts, settings: GameSettings = ON) {
  const g = lab(["hacan", "sol", "letnev"], { settings });
  clearGalaxy(g);
  const me = g.seat.hacan as number;
  const sol = g.seat.sol as number;
  const h = homeOf(g, me);
  const a = inward(h);
  tiles(g, { [a]: "abyz-fria" });
  owns(g, sol, "abyz");
  place(g, sol, a, defence, "abyz");
  place(g, me, h, attackers);
  return Object.assign(g, { me, sol, h, a, attackers });
}
type ShockLab = ReturnType<typeof shockLab>;

/** The Hacan move their attackers from home to Abyz (Sol's PDS hold fire) and land `landing` on it. */
function invade(g: ShockLab, landing: UnitCounts, dice?: number[]): GameEvent[] {
  activateAndMove(g, g.me, g.a, [{ from: g.h, units: g.attackers }]);
  if (waitingOn(g).includes("firePds")) play(g, { type: "firePds", seat: g.sol, fire: false });
  if (dice) scriptDice(g, dice);
  return play(g, { type: "landUnits", seat: g.me, landings: [{ planet: "abyz", units: landing }] });
}

/** The first planet of a seat's Home System. */
const homePlanet = (g: Scenario, seat: number) =>
  Object.keys(g.state.board[homeOf(g, seat)]?.planets ?? {})[0] as PlanetId;

const ofType = <T extends GameEvent["type"]>(game: Scenario, type: T) =>
  game.events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

describe("Acquiring Shock Troops (Hope's End 2.2)", () => {
  it("a 10 rolls again: on a 9 the Ground Force becomes a Shock Troop, the last one on the planet too", () => {
    const g = shockLab({ groundForce: 1 }, { carrier: 1, groundForce: 1 });
    // The Hacan roll 10 (a hit), Sol 1; the Hacan Ground Force rolls again: 9.
    invade(g, { groundForce: 1 }, [10, 1, 9]);
    expect(ofType(g, "shockTroopsRolledAgain")).toEqual([
      expect.objectContaining({ seat: g.me, position: g.a, planet: "abyz", dice: [9] }),
    ]);
    expect(ofType(g, "shockTroopsPromoted")).toEqual([
      { type: "shockTroopsPromoted", seat: g.me, position: g.a, planet: "abyz", count: 1 },
    ]);
    // No plastic Ground Force need stay beside it (unlike SE Option 6): it stays a Shock Troop.
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ shockTroop: 1 });
    expect(ofType(g, "shockTroopsReverted")).toEqual([]);
    expect(g.state.players[g.me]?.planets.abyz).toBeDefined();
    expectReplayMatches(g);
  });

  it("on 1 to 8 the second roll fails: the Ground Force stays one", () => {
    const g = shockLab({ groundForce: 1 }, { carrier: 1, groundForce: 1 });
    invade(g, { groundForce: 1 }, [10, 1, 8]);
    expect(ofType(g, "shockTroopsRolledAgain").map((e) => e.dice)).toEqual([[8]]);
    expect(ofType(g, "shockTroopsPromoted")).toEqual([]);
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ groundForce: 1 });
    expectReplayMatches(g);
  });

  it("each 10 rolls its own die: two 10s, then 10 and 3, make one Shock Troop", () => {
    const g = shockLab({ groundForce: 1 }, { carrier: 1, groundForce: 2 });
    invade(g, { groundForce: 2 }, [10, 10, 1, 10, 3]);
    expect(ofType(g, "shockTroopsRolledAgain").map((e) => e.dice)).toEqual([[10, 3]]);
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ groundForce: 1, shockTroop: 1 });
    expectReplayMatches(g);
  });

  it("only the die's own 10 counts, and only in Invasion Combat: a 9 or a miss rolls nothing again", () => {
    const g = shockLab({ groundForce: 1 }, { carrier: 1, groundForce: 2 });
    invade(g, { groundForce: 2 }, [9, 1, 1]);
    expect(ofType(g, "shockTroopsRolledAgain")).toEqual([]);
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ groundForce: 2 });
    expectReplayMatches(g);
  });

  it("the defender's Ground Forces roll again too; one lost in the round rolls for nothing", () => {
    const g = shockLab({ groundForce: 2 }, { carrier: 1, groundForce: 1 });
    // Round 1: the Hacan hit with a 10, Sol roll 10 and 1: one Ground Force on each side falls. Only Sol's
    // survivor rolls again (the Hacan's 10 died with its Ground Force): 9. The invasion has failed.
    invade(g, { groundForce: 1 }, [10, 10, 1, 9]);
    expect(ofType(g, "shockTroopsRolledAgain")).toEqual([
      expect.objectContaining({ seat: g.sol, dice: [9] }),
    ]);
    expect(onPlanet(g, g.a, "abyz", g.sol)).toEqual({ shockTroop: 1 });
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({});
    expectReplayMatches(g);
  });

  it("no more than 8 Shock Troops on the board: with all 8 in play nobody rolls again", () => {
    const g = shockLab({ groundForce: 1 }, { carrier: 1, groundForce: 2 });
    place(g, g.sol, homeOf(g, g.sol), { shockTroop: 8 }, homePlanet(g, g.sol));
    invade(g, { groundForce: 2 }, [10, 1, 1, 9]);
    expect(ofType(g, "shockTroopsRolledAgain")).toEqual([]);
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ groundForce: 2 });
    expectReplayMatches(g);
  });

  it("with 7 in play, two second rolls of 9+ make only one", () => {
    const g = shockLab({ groundForce: 1 }, { carrier: 1, groundForce: 2 });
    place(g, g.sol, homeOf(g, g.sol), { shockTroop: 7 }, homePlanet(g, g.sol));
    invade(g, { groundForce: 2 }, [10, 10, 1, 9, 10]);
    expect(ofType(g, "shockTroopsRolledAgain").map((e) => e.dice)).toEqual([[9, 10]]);
    expect(ofType(g, "shockTroopsPromoted").map((e) => e.count)).toEqual([1]);
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ groundForce: 1, shockTroop: 1 });
    expectReplayMatches(g);
  });

  it("in a game without Shattered Empire too: the counters come with the option", () => {
    const g = shockLab({ groundForce: 1 }, { carrier: 1, groundForce: 1 }, { ...ON, boxes: ["base"] });
    invade(g, { groundForce: 1 }, [10, 1, 10]);
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ shockTroop: 1 });
    expectReplayMatches(g);
  });

  it("without the option a 10 is only a hit", () => {
    const g = shockLab({ groundForce: 1 }, { carrier: 1, groundForce: 1 }, {});
    invade(g, { groundForce: 1 }, [10, 1, 9]);
    expect(ofType(g, "shockTroopsRolledAgain")).toEqual([]);
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ groundForce: 1 });
    expectReplayMatches(g);
  });
});

describe("Rules for Shock Troops (Hope's End 2.2)", () => {
  it("they fight at 5 and are the first casualties of Invasion Combat", () => {
    const g = shockLab({ groundForce: 2 }, { carrier: 1, groundForce: 2, shockTroop: 1 });
    // The Hacan miss (1, 1, and 1 for the Shock Troop); Sol hit once (8, 1).
    invade(g, { groundForce: 2, shockTroop: 1 }, [1, 1, 1, 8, 1]);
    const round = ofType(g, "combatRolled").find((r) => r.roll === "invasion" && r.seat === g.me);
    expect(round?.dice).toContainEqual(expect.objectContaining({ unit: "shockTroop", needed: 5 }));
    expect(waitingOn(g)).toEqual(["assignHits"]);
    const message = refuse(
      g,
      { type: "assignHits", seat: g.me, destroy: { groundForce: 1 } },
      "ERR_CASUALTY_ORDER",
    );
    expect(message).toContain("Shock Troop");
    const events = play(g, { type: "assignHits", seat: g.me, destroy: { shockTroop: 1 } });
    expect(events.find((e) => e.type === "unitsRemoved")).toMatchObject({
      seat: g.me,
      units: { shockTroop: 1 },
    });
    expectReplayMatches(g);
  });

  it("not against the PDS fire before the battle, and a Shock Troop left alone stays one", () => {
    const g = shockLab({ groundForce: 1, pds: 1 }, { carrier: 1, groundForce: 1, shockTroop: 1 });
    // The PDS on Abyz hits the landing (6); then the Shock Troop alone rolls 5 (a hit), Sol's 1.
    invade(g, { groundForce: 1, shockTroop: 1 }, [6, 5, 1]);
    expect(waitingOn(g)).toEqual(["assignHits"]);
    refuse(g, { type: "assignHits", seat: g.me, destroy: { pds: 1 } }, "ERR_HIT_ASSIGNMENT");
    const events = play(g, { type: "assignHits", seat: g.me, destroy: { groundForce: 1 } });
    expect(events.some((e) => e.type === "shockTroopsReverted")).toBe(false);
    const round = ofType(g, "combatRolled").find((r) => r.roll === "invasion" && r.seat === g.me);
    expect(round?.dice).toEqual([expect.objectContaining({ unit: "shockTroop", needed: 5 })]);
    // Abyz falls to the lone Shock Troop, which may take the PDS that fired at it.
    expect(waitingOn(g)).toEqual(["captureStructures"]);
    play(g, { type: "captureStructures", seat: g.me, capture: true });
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ shockTroop: 1, pds: 1 });
    expect(g.state.players[g.me]?.planets.abyz).toBeDefined();
    expectReplayMatches(g);
  });

  it("Advanced Reinforcements gives no Shock Troop once the 8 are in play", () => {
    const g = shockLab({}, { carrier: 1 });
    const planet = homePlanet(g, g.me);
    place(g, g.sol, g.a, { groundForce: 1, shockTroop: 8 }, "abyz");
    given(g, { type: "actionCardsDrawn", seat: g.me, cards: ["advanced-reinforcements"] as never });
    const card = {
      type: "playActionCard" as const,
      seat: g.me,
      card: "advanced-reinforcements" as never,
      planets: [planet],
      choice: "shock-troop",
    };
    refuse(g, card, "ERR_CARD_CONDITION");
    expectReplayMatches(g);
  });
});

describe("capturing Space Docks and PDS (Hope's End 2.2)", () => {
  /** Sol's undefended Abyz with a Space Dock and a PDS; the Hacan land one Shock Troop alone. */
  function toCapture() {
    const g = shockLab({ spaceDock: 1, pds: 1 }, { carrier: 1, shockTroop: 1 });
    invade(g, { shockTroop: 1 }, [1]); // the PDS misses the landing
    return g;
  }

  it("the invader may capture them all, each his own at no cost; a wrong answer cites Hope's End", () => {
    const g = toCapture();
    expect(waitingOn(g)).toEqual(["captureStructures"]);
    const wrong = { type: "captureStructures" as const, seat: g.me, capture: true, units: { pds: 2 } };
    const result = apply(g.state, wrong, CTX);
    expect(!result.ok && result.error.rule).toBe("Hope's End 2.2 (Shock Troops)");
    refuse(g, wrong, "ERR_CAPTURE");
    refuse(g, { type: "captureStructures", seat: g.me, capture: false, units: { pds: 1 } }, "ERR_CAPTURE");
    refuse(g, { type: "captureStructures", seat: g.sol, capture: true }, "ERR_NOT_YOUR_TURN");
    play(g, { type: "captureStructures", seat: g.me, capture: true });
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ shockTroop: 1, pds: 1, spaceDock: 1 });
    expect(onPlanet(g, g.a, "abyz", g.sol)).toEqual({});
    expect(g.state.players[g.me]?.planets.abyz).toBeDefined();
    expectReplayMatches(g);
  });

  it("or none: they are destroyed as usual", () => {
    const g = toCapture();
    play(g, { type: "captureStructures", seat: g.me, capture: false });
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ shockTroop: 1 });
    expect(onPlanet(g, g.a, "abyz", g.sol)).toEqual({});
    expectReplayMatches(g);
  });

  it("a Shock Troop made in the battle captures too", () => {
    const g = shockLab({ groundForce: 1, spaceDock: 1 }, { carrier: 1, groundForce: 1 });
    invade(g, { groundForce: 1 }, [10, 1, 10]);
    expect(waitingOn(g)).toEqual(["captureStructures"]);
    play(g, { type: "captureStructures", seat: g.me, capture: true });
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ shockTroop: 1, spaceDock: 1 });
    expectReplayMatches(g);
  });

  it("with no Shock Troop left, nobody is asked and the structures are destroyed", () => {
    const g = shockLab({ groundForce: 1, spaceDock: 1 }, { carrier: 1, groundForce: 1 });
    invade(g, { groundForce: 1 }, [8, 1]);
    expect(waitingOn(g)).not.toContain("captureStructures");
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ groundForce: 1 });
    expect(onPlanet(g, g.a, "abyz", g.sol)).toEqual({});
    refuse(g, { type: "captureStructures", seat: g.me, capture: true }, "ERR_NOT_YOUR_TURN");
    expectReplayMatches(g);
  });
});
