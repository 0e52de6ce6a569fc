/**
 * The classic Leaders (Hope's End 2.3, option "classic:leaders"): what the TI3 option shares is tested in
 * leaders.test.ts; here each rule Hope's End words its own way. Sol act first from their Home System next
 * to Abyz/Fria; Hacan and Letnev look on or defend. Dice are scripted by choosing the generator's seed
 * before the command that rolls them.
 */
import { describe, expect, it } from "vitest";
import type { RaceId } from "../../src/content/index.ts";
import { neighbourLabels } from "../../src/engine/galaxy/hex.ts";
import type { GameEvent } from "../../src/engine/index.ts";
import { decisions } from "../../src/engine/index.ts";
import { isRuleError } from "../../src/engine/ruleError.ts";
import { planResearch } from "../../src/engine/rules/technology/purchase.ts";
import type { LeaderPlace, UnitCounts } from "../../src/engine/state.ts";
import { deal, settle } from "../support/battleLab.ts";
import { expectReplayMatches, passActionWindows, play, refuse, type Scenario } from "../support/engine.ts";
import {
  activateAndMove,
  clearGalaxy,
  given,
  homeOf,
  inward,
  lab,
  owns,
  place,
  scriptDice,
  space,
  tiles,
} from "../support/tactical.ts";

const CLASSIC = { settings: { options: ["classic:leaders"] } };

type Rolled = Extract<GameEvent, { type: "combatRolled" }>;
const rolls = (g: Scenario, roll: Rolled["roll"], seat?: number) =>
  g.events.filter(
    (e): e is Rolled =>
      e.type === "combatRolled" && e.roll === roll && (seat === undefined || e.seat === seat),
  );

/** The first race acts first, from its Home System next to Abyz/Fria. */
function classicLab(races: RaceId[] = ["sol", "hacan", "letnev"]) {
  const g = lab(races, CLASSIC);
  clearGalaxy(g);
  const seat = (race: RaceId) => g.seat[race] as number;
  const me = seat(races[0] as RaceId);
  const h = homeOf(g, me);
  const a = inward(h);
  tiles(g, { [a]: "abyz-fria" });
  return Object.assign(g, { me, hacan: seat("hacan"), sol: seat("sol"), letnev: seat("letnev"), h, a });
}
type ClassicLab = ReturnType<typeof classicLab>;

function where(g: Scenario, id: string): LeaderPlace | undefined {
  return g.state.leaders?.find((l) => l.id === id)?.at;
}

function put(g: Scenario, leader: string, at: LeaderPlace): void {
  const seat = g.state.leaders?.find((l) => l.id === leader)?.seat as number;
  given(g, { type: "leaderMoved", seat, leader, at, reason: "scenario" });
}

/** `owner` holds Abyz with these units, and these Leaders on it. */
function holds(g: ClassicLab, owner: number, units: UnitCounts, leaders: string[] = []): void {
  owns(g, owner, "abyz");
  place(g, owner, g.a, units, "abyz");
  for (const leader of leaders) put(g, leader, { on: "planet", position: g.a, planet: "abyz" });
}

/** The first race comes with these ships and Ground Forces (Leaders aboard the Carrier) and lands. */
function invade(g: ClassicLab, ships: UnitCounts, landers: number, leaders: string[], dice: number[]): void {
  place(g, g.me, g.h, { ...ships, groundForce: landers });
  const aboard = leaders.map((leader) => ({ leader, ship: "carrier" as const }));
  activateAndMove(g, g.me, g.a, [{ from: g.h, units: { ...ships, groundForce: landers } }], {
    leaders: aboard,
  });
  for (const d of decisions(g.state))
    if (d.kind === "firePds") play(g, { type: "firePds", seat: d.seat, fire: false });
  passActionWindows(g);
  if (dice.length > 0) scriptDice(g, dice);
  play(g, {
    type: "landUnits",
    seat: g.me,
    landings: [{ planet: "abyz", units: { groundForce: landers }, leaders }],
  });
}

describe("placing and moving Leaders (Hope's End 2.3)", () => {
  it("each race's three Leaders start on one home planet; the TI3 Leaders option is not on", () => {
    const g = classicLab();
    expect(g.state.config.options).toEqual(["classic:leaders"]);
    expect(g.state.leaders).toHaveLength(9);
    for (const id of ["connor", "delouis", "rev"]) expect(where(g, id)).toMatchObject({ on: "planet" });
    expectReplayMatches(g);
  });

  it("boards a ship in the system it leaves, and rides any ship type without using room", () => {
    const g = classicLab();
    place(g, g.me, g.h, { destroyer: 1 });
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { destroyer: 1 } }], {
      leaders: [{ leader: "delouis", ship: "destroyer" }],
    });
    expect(where(g, "delouis")).toEqual({ on: "ship", position: g.a, ship: "destroyer" });
    expectReplayMatches(g);
  });

  it("changes ships in the system before they move: from a Carrier that stays to a Destroyer that goes", () => {
    const g = classicLab();
    place(g, g.me, g.h, { carrier: 1, destroyer: 1 });
    put(g, "delouis", { on: "ship", position: g.h, ship: "carrier" });
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { destroyer: 1 } }], {
      leaders: [{ leader: "delouis", ship: "destroyer" }],
    });
    expect(where(g, "delouis")).toEqual({ on: "ship", position: g.a, ship: "destroyer" });
    expect(space(g, g.h, g.me).carrier).toBeGreaterThan(0);
    expectReplayMatches(g);
  });

  it("refuses a Leader the ship would pick up on its way: Leaders change ships only before movement", () => {
    const g = classicLab();
    const far = inward(g.a);
    owns(g, g.me, "abyz");
    put(g, "delouis", { on: "planet", position: g.a, planet: "abyz" });
    place(g, g.me, g.h, { destroyer: 1 });
    play(g, { type: "tacticalAction", seat: g.me, position: far });
    passActionWindows(g);
    const moves = [{ from: g.h, units: { destroyer: 1 } }];
    const before = structuredClone(g.state);
    refuse(
      g,
      { type: "moveUnits", seat: g.me, moves, leaders: [{ leader: "delouis", ship: "destroyer" }] },
      "ERR_LEADER_OUT_OF_REACH",
    );
    expect(g.state).toEqual(before);
    play(g, { type: "moveUnits", seat: g.me, moves });
    expect(where(g, "delouis")).toEqual({ on: "planet", position: g.a, planet: "abyz" });
    expectReplayMatches(g);
  });
});

describe("a Leader's ship sunk in a Space Battle (Hope's End 2.3)", () => {
  /** Sol's Carrier with DeLouis aboard meets a Hacan Destroyer at Abyz and is sunk. */
  function sunk(fate: number) {
    const g = classicLab();
    place(g, g.hacan, g.a, { destroyer: 1 });
    place(g, g.me, g.h, { carrier: 1 });
    // The Carrier's two dice (the Admiral's one more) miss, the Destroyer hits; then the fate die.
    scriptDice(g, [1, 1, 10, fate]);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1 } }], {
      leaders: [{ leader: "delouis", ship: "carrier" }],
    });
    return g;
  }

  it.each([
    [3, { on: "killed" }],
    [5, { on: "killed" }],
    [6, { on: "captive", captor: 1 }],
    [9, { on: "captive", captor: 1 }],
    [10, { on: "escaping" }],
  ])("on %i the Leader goes to %j", (die, at) => {
    const g = sunk(die);
    const expected = at.on === "captive" ? { on: "captive", captor: g.hacan } : at;
    expect(where(g, "delouis")).toEqual(expected);
    expect(g.events).toContainEqual(expect.objectContaining({ type: "leaderDieRolled", value: die }));
    expectReplayMatches(g);
  });
});

describe("captives rescued (Hope's End 2.3)", () => {
  it("invading a captor's planet: 9 finds no one; 10 finds one of his captives, drawn at random", () => {
    for (const [die, rescued] of [
      [9, false],
      [10, true],
    ] as const) {
      const g = classicLab(["hacan", "sol", "letnev"]);
      holds(g, g.sol, { groundForce: 1 });
      put(g, "harrugh", { on: "captive", captor: g.sol });
      put(g, "unlenn", { on: "captive", captor: g.sol });
      invade(g, { carrier: 1 }, 2, [], [10, 10, 1, die]);
      expect(g.state.players[g.me]?.planets.abyz).toBeDefined();
      const held = ["harrugh", "unlenn"].map((id) => where(g, id));
      const taken = held.filter((at) => at?.on !== "captive" || at.captor !== g.sol);
      expect(taken).toHaveLength(rescued ? 1 : 0);
      if (rescued)
        expect(taken[0]).toEqual(
          where(g, "harrugh")?.on === "escaping" ? { on: "escaping" } : { on: "captive", captor: g.me },
        );
      expectReplayMatches(g);
    }
  });
});

describe("abilities (Hope's End 2.3, Leader Abilities)", () => {
  it("General: its side re-rolls one missed die each round, defending as well as attacking", () => {
    const g = classicLab(["hacan", "sol", "letnev"]);
    holds(g, g.sol, { groundForce: 3 });
    invade(g, { carrier: 2 }, 3, ["harrugh"], [1, 1, 1, 2, 2]);
    const mine = rolls(g, "invasion", g.me)[0]?.dice ?? [];
    expect(mine.filter((d) => d.first !== undefined)).toHaveLength(1);
    expectReplayMatches(g);

    const d = classicLab(["sol", "letnev", "hacan"]);
    holds(d, d.letnev, { groundForce: 2 }, ["farran"]);
    invade(d, { carrier: 1 }, 2, [], [1, 1, 1, 1, 1]);
    const theirs = rolls(d, "invasion", d.letnev)[0]?.dice ?? [];
    expect(theirs.filter((x) => x.first !== undefined)).toHaveLength(1);
    // No +1 for the defenders (that is TI3's General).
    expect(theirs[0]?.needed).toBe(8);
    expectReplayMatches(d);
  });

  it("General: Dreadnoughts bombard its planet at -4", () => {
    const g = classicLab(["sol", "letnev", "hacan"]);
    holds(g, g.letnev, { groundForce: 2 }, ["farran"]);
    invade(g, { carrier: 1, dreadnought: 1 }, 2, [], [1, 1, 1, 1, 1]);
    expect(rolls(g, "bombardment")[0]?.dice[0]?.needed).toBe(9);
    const plain = classicLab(["sol", "letnev", "hacan"]);
    holds(plain, plain.letnev, { groundForce: 2 });
    invade(plain, { carrier: 1, dreadnought: 1 }, 2, [], [1, 1, 1, 1, 1]);
    expect(rolls(plain, "bombardment")[0]?.dice[0]?.needed).toBe(5);
    expectReplayMatches(g);
  });

  it("Admiral: up to three Dreadnoughts moving with it go 1 further; four do not", () => {
    for (const [dreadnoughts, reach] of [
      [3, true],
      [4, false],
    ] as const) {
      const g = classicLab();
      const far = inward(g.a);
      place(g, g.me, g.h, { dreadnought: dreadnoughts });
      play(g, { type: "tacticalAction", seat: g.me, position: far });
      passActionWindows(g);
      const moves = [{ from: g.h, units: { dreadnought: dreadnoughts } }];
      refuse(g, { type: "moveUnits", seat: g.me, moves }, "ERR_OUT_OF_RANGE");
      put(g, "delouis", { on: "ship", position: g.h, ship: "dreadnought" });
      if (!reach) {
        refuse(g, { type: "moveUnits", seat: g.me, moves }, "ERR_OUT_OF_RANGE");
        continue;
      }
      play(g, { type: "moveUnits", seat: g.me, moves });
      expect(space(g, far, g.me).dreadnought).toBe(3);
      expectReplayMatches(g);
    }
  });

  it("Admiral: its ship rolls one die more, and the fleet it attacks may still retreat but not by Skilled Retreat", () => {
    const g = classicLab();
    place(g, g.hacan, g.a, { cruiser: 1 });
    const c = neighbourLabels(g.a).find((p) => p !== g.h && p !== inward(g.a) && g.state.board[p]) as string;
    deal(g, g.hacan, "skilled-retreat");
    place(g, g.me, g.h, { carrier: 1 });
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1 } }], {
      leaders: [{ leader: "delouis", ship: "carrier" }],
    });
    const before = structuredClone(g.state);
    refuse(
      g,
      { type: "playActionCard", seat: g.hacan, card: "skilled-retreat", system: c },
      "ERR_CARD_CONDITION",
    );
    expect(g.state).toEqual(before);
    // Without the Admiral the card is played.
    const h = classicLab();
    place(h, h.hacan, h.a, { cruiser: 1 });
    deal(h, h.hacan, "skilled-retreat");
    place(h, h.me, h.h, { carrier: 1 });
    activateAndMove(h, h.me, h.a, [{ from: h.h, units: { carrier: 1 } }]);
    play(h, { type: "playActionCard", seat: h.hacan, card: "skilled-retreat", system: c });
    settle(h);
    expect(space(h, c, h.hacan)).toEqual({ cruiser: 1 });
    expectReplayMatches(h);
  });

  it("Scientist: outside its Home System its planet's resources count twice for a technology", () => {
    const g = classicLab(["hacan", "sol", "letnev"]);
    owns(g, g.me, "abyz");
    const step = {
      technology: "antimass-deflectors",
      via: { via: "scenario", price: 6, specialties: false, rule: "RR §18" },
      payment: { planets: ["abyz"] },
    };
    const without = planResearch(g.state, g.me, [step]);
    expect(isRuleError(without) && without.code).toBe("ERR_NOT_ENOUGH_RESOURCES");
    put(g, "carth", { on: "planet", position: g.a, planet: "abyz" });
    expect(isRuleError(planResearch(g.state, g.me, [step]))).toBe(false);
    // At home it doubles nothing: Arretze's 4 stay 4.
    const home = { ...step, via: { ...step.via, price: 8 }, payment: { planets: ["arretze"] } };
    put(g, "carth", { on: "planet", position: g.h, planet: "arretze" });
    const atHome = planResearch(g.state, g.me, [home]);
    expect(isRuleError(atHome) && atHome.code).toBe("ERR_NOT_ENOUGH_RESOURCES");
  });

  it("Diplomat: turns an invasion back, but never on Mecatol Rex", () => {
    const g = classicLab();
    holds(g, g.hacan, { groundForce: 1 }, ["gila"]);
    invade(g, { carrier: 1 }, 2, [], []);
    expect(g.events).toContainEqual(
      expect.objectContaining({ type: "diplomatShieldRaised", planet: "abyz" }),
    );
    expect(space(g, g.a, g.me).groundForce).toBe(2);

    const m = classicLab();
    owns(m, m.hacan, "mecatol-rex");
    place(m, m.hacan, "000", { groundForce: 1 }, "mecatol-rex");
    put(m, "gila", { on: "planet", position: "000", planet: "mecatol-rex" });
    const next = inward(m.a);
    place(m, m.me, next, { carrier: 1, groundForce: 2 });
    activateAndMove(m, m.me, "000", [{ from: next, units: { carrier: 1, groundForce: 2 } }]);
    passActionWindows(m);
    scriptDice(m, [10, 10, 1]);
    play(m, {
      type: "landUnits",
      seat: m.me,
      landings: [{ planet: "mecatol-rex", units: { groundForce: 2 } }],
    });
    expect(m.events.some((e) => e.type === "diplomatShieldRaised")).toBe(false);
    expect(m.state.players[m.me]?.planets["mecatol-rex"]).toBeDefined();
    expectReplayMatches(m);
  });

  it("Agent: the planet's PDS hold their fire at its landing, and it takes no structures", () => {
    const g = classicLab();
    holds(g, g.hacan, { groundForce: 1, pds: 1 });
    invade(g, { carrier: 1 }, 2, ["connor"], [10, 10, 1]);
    expect(rolls(g, "planetaryDefense")).toHaveLength(0);
    expect(g.state.players[g.me]?.planets.abyz).toBeDefined();
    expect(g.events.some((e) => e.type === "agentCapturedStructures")).toBe(false);
    expectReplayMatches(g);
  });
});

describe("captives executed (Hope's End 2.3, Captive Leaders)", () => {
  it("a captor executes a captive at any time; another player cannot, nor anyone with the TI3 Leaders", () => {
    const g = classicLab(["hacan", "sol", "letnev"]);
    put(g, "harrugh", { on: "captive", captor: g.sol });
    const before = structuredClone(g.state);
    refuse(g, { type: "executeCaptive", seat: g.letnev, leader: "harrugh" }, "ERR_CAPTIVE");
    refuse(g, { type: "executeCaptive", seat: g.sol, leader: "gila" }, "ERR_CAPTIVE");
    expect(g.state).toEqual(before);
    play(g, { type: "executeCaptive", seat: g.sol, leader: "harrugh" });
    expect(where(g, "harrugh")).toEqual({ on: "killed" });
    expect(g.events.at(-1)).toMatchObject({ type: "leaderMoved", reason: "executed by its captor" });
    expectReplayMatches(g);

    const ti3 = lab(["hacan", "sol", "letnev"], { settings: { options: ["leaders"] } });
    put(ti3, "harrugh", { on: "captive", captor: ti3.seat.sol as number });
    refuse(
      ti3,
      { type: "executeCaptive", seat: ti3.seat.sol as number, leader: "harrugh" },
      "ERR_NO_CLASSIC_LEADERS",
    );
  });
});
