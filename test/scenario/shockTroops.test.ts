/**
 * SE Option 6, Shock Troops (SE p.10): the Hacan invade Sol's Abyz next to their Home System. A Ground
 * Force rolling a 10 in an Invasion Combat round becomes a Shock Troop once the round's casualties are
 * gone, if a plastic Ground Force stays beside it and a token is left; Shock Troops fight at 5, are lost
 * first to Invasion Combat dice (not to bombardment or PDS fire), revert when left alone, and may capture
 * the Space Docks and PDS of the planet they took. Dice are scripted before the command that rolls them.
 */
import { describe, expect, it } from "vitest";
import type { PlanetId } from "../../src/content/index.ts";
import { neighbourLabels } from "../../src/engine/galaxy/hex.ts";
import { decisions, type GameEvent, type GameSettings } from "../../src/engine/index.ts";
import { rollD10, seedRng } from "../../src/engine/rng.ts";
import type { UnitCounts } from "../../src/engine/state.ts";
import { expectReplayMatches, passActionWindows, play, refuse, type Scenario } from "../support/engine.ts";
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

const ON = { options: ["shockTroops"] } as GameSettings;

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

/** The next `n` dice rolled will satisfy `wanted`: a generator seed that rolls such dice is searched for. */
function scriptDiceWhere(g: Scenario, n: number, wanted: (dice: number[]) => boolean): void {
  for (let i = 0; i < 3_000_000; i++) {
    const rng = seedRng(`dice-${i}`);
    if (wanted(rollD10(rng, n).value)) {
      g.state.rng = rng;
      return;
    }
  }
  throw new Error("no seed found");
}

const ofType = <T extends GameEvent["type"]>(game: Scenario, type: T) =>
  game.events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

describe("Acquiring Shock Troops (SE p.10)", () => {
  it("the rulebook's example: 9 and 10, one casualty taken: the Ground Force left stays a Ground Force", () => {
    const g = shockLab({ groundForce: 2 }, { carrier: 1, groundForce: 2 });
    // Hacan roll 9 and 10 (two hits), Sol 8 and 1 (one hit): Abyz falls, one Hacan Ground Force is left.
    invade(g, { groundForce: 2 }, [9, 10, 8, 1]);
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ groundForce: 1 });
    expect(ofType(g, "shockTroopsPromoted")).toEqual([]);
    expect(g.state.players[g.me]?.planets.abyz).toBeDefined();
    // Without a Shock Troop left nothing may be captured: no such question is asked.
    expect(waitingOn(g)).not.toContain("captureStructures");
    refuse(g, { type: "captureStructures", seat: g.me, capture: true }, "ERR_NOT_YOUR_TURN");
    expectReplayMatches(g);
  });

  it("the same dice with no casualty taken: the Ground Force that rolled the 10 becomes a Shock Troop", () => {
    const g = shockLab({ groundForce: 2 }, { carrier: 1, groundForce: 2 });
    invade(g, { groundForce: 2 }, [9, 10, 1, 1]);
    expect(ofType(g, "shockTroopsPromoted")).toEqual([
      { type: "shockTroopsPromoted", seat: g.me, position: g.a, planet: "abyz", count: 1 },
    ]);
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ groundForce: 1, shockTroop: 1 });
    expectReplayMatches(g);
  });

  it("never promotes the last plastic Ground Force: two 10s of two Ground Forces make one Shock Troop", () => {
    const g = shockLab({ groundForce: 2 }, { carrier: 1, groundForce: 2 });
    invade(g, { groundForce: 2 }, [10, 10, 1, 1]);
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ groundForce: 1, shockTroop: 1 });
    expectReplayMatches(g);
  });

  it("the defender's Ground Forces are promoted too, and the new Shock Troop is then lost first", () => {
    const g = shockLab({ groundForce: 2 }, { carrier: 1, groundForce: 3 });
    // Round 1: the Hacan miss three times; Sol roll 10 and 1: one Hacan Ground Force falls. Round 2: one
    // of the two Hacan dice hits; Sol's Ground Force (8) and new Shock Troop (5) roll what they roll.
    scriptDiceWhere(g, 9, (d) => {
      const round1 = [1, 1, 1, 10, 1].every((v, i) => d[i] === v);
      return round1 && d.slice(5, 7).filter((v) => v >= 8).length === 1;
    });
    invade(g, { groundForce: 3 });
    expect(ofType(g, "shockTroopsPromoted")).toEqual([
      { type: "shockTroopsPromoted", seat: g.sol, position: g.a, planet: "abyz", count: 1 },
    ]);
    const round2 = ofType(g, "combatRolled").filter((r) => r.roll === "invasion")[3];
    expect(round2?.dice).toEqual([
      expect.objectContaining({ unit: "groundForce" }),
      expect.objectContaining({ unit: "shockTroop", needed: 5 }),
    ]);
    expect(waitingOn(g)).toContain("assignHits");
    refuse(g, { type: "assignHits", seat: g.sol, destroy: { groundForce: 1 } }, "ERR_CASUALTY_ORDER");
    const events = play(g, { type: "assignHits", seat: g.sol, destroy: { shockTroop: 1 } });
    expect(events.find((e) => e.type === "unitsRemoved")).toMatchObject({
      seat: g.sol,
      units: { shockTroop: 1 },
    });
    expectReplayMatches(g);
  });

  it("a die rolled again counts as it lands: a Jol-Nar re-roll to 10 promotes", () => {
    const g = lab(["jolnar", "sol", "letnev"], { settings: ON });
    clearGalaxy(g);
    const [me, sol] = [g.seat.jolnar as number, g.seat.sol as number];
    const h = homeOf(g, me);
    const a = inward(h);
    tiles(g, { [a]: "abyz-fria" });
    owns(g, sol, "abyz");
    place(g, sol, a, { groundForce: 1 }, "abyz");
    place(g, me, h, { carrier: 1, groundForce: 2 });
    activateAndMove(g, me, a, [{ from: h, units: { carrier: 1, groundForce: 2 } }]);
    // Round 1: Jol-Nar 1 and 9 (one hit), Sol 1; the missed 1 is rolled again: 10.
    scriptDice(g, [1, 9, 1, 10]);
    play(g, { type: "landUnits", seat: me, landings: [{ planet: "abyz", units: { groundForce: 2 } }] });
    expect(waitingOn(g)).toEqual(["useCombatAbility"]);
    refuse(
      g,
      { type: "useCombatAbility", seat: me, ability: "jolnarReroll", use: true, die: 1 },
      "ERR_REROLL_DIE",
    );
    play(g, { type: "useCombatAbility", seat: me, ability: "jolnarReroll", use: true, die: 0 });
    expect(ofType(g, "shockTroopsPromoted")).toEqual([
      { type: "shockTroopsPromoted", seat: me, position: a, planet: "abyz", count: 1 },
    ]);
    expect(onPlanet(g, a, "abyz", me)).toEqual({ groundForce: 1, shockTroop: 1 });
    expectReplayMatches(g);
  });

  it("with the 12 tokens all in play, a Ground Force that rolls a 10 stays a Ground Force", () => {
    const g = shockLab({ groundForce: 2 }, { carrier: 1, groundForce: 2 });
    place(g, g.sol, homeOf(g, g.sol), { shockTroop: 12 }, homePlanet(g, g.sol));
    // The Hacan hit with a 10 and an 8, Sol miss: both Hacan Ground Forces are left, one rolled a 10.
    invade(g, { groundForce: 2 }, [10, 8, 1, 1]);
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ groundForce: 2 });
    expect(ofType(g, "shockTroopsPromoted")).toEqual([]);
    expectReplayMatches(g);
  });

  it("without the option a 10 is only a hit", () => {
    const g = shockLab({ groundForce: 2 }, { carrier: 1, groundForce: 2 }, {});
    invade(g, { groundForce: 2 }, [9, 10, 1, 1]);
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ groundForce: 2 });
    expectReplayMatches(g);
  });
});

describe("Shock Troop Restrictions (SE p.10)", () => {
  it("in Invasion Combat Shock Troops are lost before any other Ground Force", () => {
    const g = shockLab({ groundForce: 2 }, { carrier: 1, groundForce: 2, shockTroop: 1 });
    // The Hacan miss (1, 1, and 1 for the Shock Troop); Sol hit once (8, 1).
    invade(g, { groundForce: 2, shockTroop: 1 }, [1, 1, 1, 8, 1]);
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

  it("not so against bombardment: the defender may lose a Ground Force and keep the Shock Troop", () => {
    const g = shockLab({ groundForce: 2, shockTroop: 1 }, { carrier: 1, dreadnought: 1, groundForce: 3 });
    invade(g, { groundForce: 3 }, [10]);
    expect(waitingOn(g)).toEqual(["assignHits"]);
    refuse(g, { type: "assignHits", seat: g.sol, destroy: { groundForce: 2 } }, "ERR_HIT_ASSIGNMENT");
    const events = play(g, { type: "assignHits", seat: g.sol, destroy: { groundForce: 1 } });
    expect(events.find((e) => e.type === "unitsRemoved")).toMatchObject({
      seat: g.sol,
      units: { groundForce: 1 },
    });
    expect(events.some((e) => e.type === "shockTroopsReverted")).toBe(false);
    expectReplayMatches(g);
  });

  it("a Shock Troop left without a plastic Ground Force (here by PDS fire) becomes one", () => {
    const g = shockLab({ groundForce: 1, pds: 1 }, { carrier: 1, groundForce: 1, shockTroop: 1 });
    // The PDS on Abyz hits the landing (6): the Hacan may give up the Ground Force (not an Invasion round).
    invade(g, { groundForce: 1, shockTroop: 1 }, [6]);
    expect(waitingOn(g)).toEqual(["assignHits"]);
    refuse(g, { type: "assignHits", seat: g.me, destroy: { pds: 1 } }, "ERR_HIT_ASSIGNMENT");
    const events = play(g, { type: "assignHits", seat: g.me, destroy: { groundForce: 1 } });
    expect(events.find((e) => e.type === "shockTroopsReverted")).toEqual({
      type: "shockTroopsReverted",
      seat: g.me,
      position: g.a,
      planet: "abyz",
      count: 1,
    });
    // The Invasion Combat is then fought by a Ground Force rolling at 8, not 5.
    const round = ofType(g, "combatRolled").find((r) => r.roll === "invasion" && r.seat === g.me);
    expect(round?.dice).toEqual([expect.objectContaining({ unit: "groundForce" })]);
    expectReplayMatches(g);
  });

  it("carried alone on a ship, too: two Shock Troops in space without a Ground Force keep one of them", () => {
    const g = shockLab({ groundForce: 1 }, {});
    const b = neighbourLabels(g.a).find(
      (p) => p !== g.h && neighbourLabels(g.h).includes(p) && g.state.board[p] !== undefined,
    ) as string;
    const carried = { carrier: 1, shockTroop: 2 };
    place(g, g.me, b, carried);
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    expect(space(g, b, g.me)).toEqual({ carrier: 1, groundForce: 1, shockTroop: 1 });
    expect(ofType(g, "shockTroopsReverted")).toEqual([
      { type: "shockTroopsReverted", seat: g.me, position: b, count: 1 },
    ]);
    passActionWindows(g);
    refuse(g, { type: "moveUnits", seat: g.me, moves: [{ from: b, units: carried }] }, "ERR_UNITS_NOT_THERE");
    expectReplayMatches(g);
  });
});

describe("Using Shock Troops: capturing Space Docks and PDS (SE p.10)", () => {
  /** Sol's undefended Abyz with a Space Dock and a PDS; the Hacan land a Shock Troop and a Ground Force. */
  function toCapture() {
    const g = shockLab({ spaceDock: 1, pds: 1 }, { carrier: 1, groundForce: 1, shockTroop: 1 });
    invade(g, { groundForce: 1, shockTroop: 1 }, [1]); // the PDS misses the landing
    return g;
  }

  it("the invader may capture them all: each becomes his own, free", () => {
    const g = toCapture();
    expect(waitingOn(g)).toEqual(["captureStructures"]);
    refuse(g, { type: "captureStructures", seat: g.me, capture: true, units: { pds: 2 } }, "ERR_CAPTURE");
    refuse(
      g,
      { type: "captureStructures", seat: g.me, capture: true, units: { groundForce: 1 } },
      "ERR_CAPTURE",
    );
    refuse(g, { type: "captureStructures", seat: g.me, capture: false, units: { pds: 1 } }, "ERR_CAPTURE");
    refuse(g, { type: "captureStructures", seat: g.sol, capture: true }, "ERR_NOT_YOUR_TURN");
    play(g, { type: "captureStructures", seat: g.me, capture: true });
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ groundForce: 1, shockTroop: 1, pds: 1, spaceDock: 1 });
    expect(onPlanet(g, g.a, "abyz", g.sol)).toEqual({});
    expect(g.state.players[g.me]?.planets.abyz).toBeDefined();
    expect(ofType(g, "structuresCaptured")).toHaveLength(1);
    expectReplayMatches(g);
  });

  it("or only some, or none: those not captured are destroyed as usual", () => {
    const some = toCapture();
    play(some, { type: "captureStructures", seat: some.me, capture: true, units: { pds: 1 } });
    expect(onPlanet(some, some.a, "abyz", some.me)).toEqual({ groundForce: 1, shockTroop: 1, pds: 1 });
    expect(onPlanet(some, some.a, "abyz", some.sol)).toEqual({});
    expectReplayMatches(some);
    const none = toCapture();
    play(none, { type: "captureStructures", seat: none.me, capture: false });
    expect(onPlanet(none, none.a, "abyz", none.me)).toEqual({ groundForce: 1, shockTroop: 1 });
    expect(onPlanet(none, none.a, "abyz", none.sol)).toEqual({});
    expect(none.state.players[none.me]?.planets.abyz).toBeDefined();
    expectReplayMatches(none);
  });

  it("only as many as the invader's reinforcements hold (RR §1: 6 PDS)", () => {
    const g = shockLab({ pds: 2 }, { carrier: 1, groundForce: 1, shockTroop: 1 });
    place(g, g.me, g.h, { pds: 5 }, homePlanet(g, g.me));
    invade(g, { groundForce: 1, shockTroop: 1 }, [1, 1]);
    expect(waitingOn(g)).toEqual(["captureStructures"]);
    refuse(g, { type: "captureStructures", seat: g.me, capture: true, units: { pds: 2 } }, "ERR_CAPTURE");
    play(g, { type: "captureStructures", seat: g.me, capture: true });
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ groundForce: 1, shockTroop: 1, pds: 1 });
    expectReplayMatches(g);
  });

  it("with no Shock Troop surviving, the structures are destroyed and nobody is asked", () => {
    const g = shockLab({ groundForce: 1, spaceDock: 1 }, { carrier: 1, groundForce: 2, shockTroop: 1 });
    // Round 1: the Hacan hit with a Ground Force (8); Sol hit too (8): the Shock Troop is lost first.
    invade(g, { groundForce: 2, shockTroop: 1 }, [8, 1, 1, 8]);
    play(g, { type: "assignHits", seat: g.me, destroy: { shockTroop: 1 } });
    expect(waitingOn(g)).not.toContain("captureStructures");
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ groundForce: 2 });
    expect(onPlanet(g, g.a, "abyz", g.sol)).toEqual({});
    refuse(g, { type: "captureStructures", seat: g.me, capture: true }, "ERR_NOT_YOUR_TURN");
    expectReplayMatches(g);
  });
});

/** The Hacan hold Hope's End (refresh: 2 Shock Troops, SE p.7); their pass brings the Status Phase's refresh. */
function hopesEnd(extra: (g: ShockLab, at: string) => void) {
  const g = shockLab({}, {});
  const at = inward(g.a);
  tiles(g, { [at]: "hopes-end" });
  owns(g, g.me, "hopes-end");
  extra(g, at);
  for (const p of g.state.players) {
    for (const held of p.strategyCards)
      given(g, { type: "strategyCardPlayed", seat: p.seat, card: held.card });
    if (p.seat !== g.me) given(g, { type: "playerPassed", seat: p.seat });
  }
  play(g, { type: "pass", seat: g.me });
  for (let guard = 0; guard < 20 && !waitingOn(g).includes("useRefreshAbilities"); guard++) {
    const d = decisions(g.state)[0];
    if (d?.kind === "passActionWindow") play(g, { type: "passActionWindow", seat: d.seat });
    else if (d?.kind === "scoreObjectives")
      play(g, { type: "scoreObjectives", seat: d.seat, publicObjective: null, secretObjective: null });
  }
  return Object.assign(g, { at });
}

describe("other ways to gain Shock Troops", () => {
  it("Hope's End's refresh ability gives 2 Shock Troops (SE p.7), beside a Ground Force already there", () => {
    const g = hopesEnd((g, at) => place(g, g.me, at, { groundForce: 1 }, "hopes-end"));
    const use = { type: "useRefreshAbilities" as const, seat: g.me, planets: ["hopes-end" as PlanetId] };
    refuse(g, { ...use, planets: ["hopes-end", "hopes-end"] as PlanetId[] }, "ERR_PLANET_TWICE");
    play(g, use);
    expect(onPlanet(g, g.at, "hopes-end", g.me)).toEqual({ groundForce: 1, shockTroop: 2 });
    expectReplayMatches(g);
  });

  it("alone on Hope's End one of the two becomes a Ground Force; with one token left, one comes as a Ground Force", () => {
    const alone = hopesEnd(() => {});
    play(alone, { type: "useRefreshAbilities", seat: alone.me, planets: ["hopes-end"] });
    expect(onPlanet(alone, alone.at, "hopes-end", alone.me)).toEqual({ groundForce: 1, shockTroop: 1 });
    expect(ofType(alone, "shockTroopsReverted")).toHaveLength(1);
    expectReplayMatches(alone);
    const short = hopesEnd((g) => place(g, g.sol, g.a, { groundForce: 1, shockTroop: 11 }, "abyz"));
    play(short, { type: "useRefreshAbilities", seat: short.me, planets: ["hopes-end"] });
    expect(onPlanet(short, short.at, "hopes-end", short.me)).toEqual({ groundForce: 1, shockTroop: 1 });
    expect(ofType(short, "shockTroopsReverted")).toEqual([]);
    expectReplayMatches(short);
  });

  it("Shock Troops count as Ground Forces for cards: the Plague rolls for them, plastic ones die first", () => {
    const g = shockLab({ groundForce: 1, shockTroop: 1 }, {});
    given(g, { type: "actionCardsDrawn", seat: g.me, cards: ["plague"] as never });
    const plague = { type: "playActionCard" as const, seat: g.me, card: "plague" as never };
    refuse(g, { ...plague, planets: ["fria"] as PlanetId[] }, "ERR_CARD_TARGET");
    scriptDice(g, [2, 1]); // the Ground Force's die is even, the Shock Troop's odd: one dies
    play(g, { ...plague, planets: ["abyz"] as PlanetId[] });
    passActionWindows(g);
    expect(
      ofType(g, "combatRolled")
        .at(-1)
        ?.dice.map((d) => d.unit),
    ).toEqual(["groundForce", "shockTroop"]);
    // The Shock Troop left alone becomes a Ground Force: Sol keep one plastic Ground Force.
    expect(ofType(g, "shockTroopsReverted")).toHaveLength(1);
    expect(onPlanet(g, g.a, "abyz", g.sol)).toEqual({ groundForce: 1 });
    expectReplayMatches(g);
  });

  it("Advanced Reinforcements may not place a Shock Troop once the 12 tokens are in play", () => {
    const g = shockLab({}, { carrier: 1 });
    const planet = homePlanet(g, g.me);
    place(g, g.sol, g.a, { groundForce: 1, shockTroop: 12 }, "abyz");
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
