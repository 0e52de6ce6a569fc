/**
 * Space Battles (RR §12), played like the rulebook's examples: the Hacan move ships from their Home
 * System into the next system in, where a neighbour's fleet waits. Dice are scripted by choosing the
 * generator's seed before the command that rolls them; attacker's dice come first, ships in the order
 * War Sun, Dreadnought, Cruiser, Destroyer, Carrier, Fighter.
 */
import { describe, expect, it } from "vitest";
import type { RaceId } from "../../src/content/index.ts";
import { neighbourLabels } from "../../src/engine/galaxy/hex.ts";
import { type Command, decisions, type GameEvent, type GameSettings } from "../../src/engine/index.ts";
import { rollD10, seedRng } from "../../src/engine/rng.ts";
import { expectReplayMatches, play, refuse, type Scenario } from "../support/engine.ts";
import {
  activateAndMove,
  clearGalaxy,
  given,
  homeOf,
  inward,
  lab,
  learn,
  place,
  space,
  tiles,
  waitingOn,
} from "../support/tactical.ts";

/** The next dice rolled will match: a number is that result, a function a test the result must pass. */
function scriptDice(game: Scenario, dice: (number | ((value: number) => boolean))[]): void {
  const matches = (v: number, k: number) => {
    const want = dice[k];
    return typeof want === "function" ? want(v) : v === want;
  };
  for (let i = 0; i < 2_000_000; i++) {
    const rng = seedRng(`dice-${i}`);
    if (rollD10(rng, dice.length).value.every(matches)) {
      game.state.rng = rng;
      return;
    }
  }
  throw new Error(`no seed found for ${dice.join(",")}`);
}

type Rolled = Extract<GameEvent, { type: "combatRolled" }>;
function rolls(game: Scenario, roll?: Rolled["roll"]): Rolled[] {
  return game.events.filter((e): e is Rolled => e.type === "combatRolled" && (!roll || e.roll === roll));
}

/** Hacan (no combat abilities) attack from home `h` into `a`; the defender's race is chosen per test. */
function battleLab(defender: RaceId = "sol", settings: GameSettings = {}) {
  const races: RaceId[] = defender === "letnev" ? ["hacan", "letnev", "sol"] : ["hacan", defender, "letnev"];
  const g = lab(races, { settings });
  clearGalaxy(g);
  const me = g.seat.hacan as number;
  const them = g.seat[defender] as number;
  const h = homeOf(g, me);
  const a = inward(h);
  const c = neighbourLabels(a).find((p) => p !== h && p !== inward(a) && g.state.board[p]) as string;
  return Object.assign(g, { me, them, h, a, c });
}
type BattleLab = ReturnType<typeof battleLab>;

function attack(g: BattleLab, units: Record<string, number>): void {
  activateAndMove(g, g.me, g.a, [{ from: g.h, units }]);
}

describe("a Space Battle fought to the end (RR §12.2)", () => {
  it("rounds of dice, each owner assigning his hits, a Dreadnought sustaining damage, until both fleets are gone", () => {
    const g = battleLab();
    place(g, g.them, g.a, { dreadnought: 1, destroyer: 1 });
    place(g, g.me, g.h, { cruiser: 1 });
    // Round 1: Hacan Cruisers 7 and 3 (one hit); Sol Dreadnought 2, Destroyer 9 (one hit).
    scriptDice(g, [7, 3, 2, 9]);
    attack(g, { cruiser: 2 });
    expect(space(g, g.a, g.me)).toEqual({ cruiser: 1 });
    expect(waitingOn(g)).toEqual(["assignHits"]);

    // Round 2: the last Cruiser hits (8); the damaged Dreadnought and the Destroyer miss.
    scriptDice(g, [8, 1, 1]);
    play(g, { type: "assignHits", seat: g.them, destroy: {}, damage: { dreadnought: 1 } });
    expect(g.state.board[g.a]?.space.find((f) => f.seat === g.them)?.damaged).toEqual({ dreadnought: 1 });

    // Round 3: both hit; the damaged Dreadnought and the Cruiser are destroyed.
    scriptDice(g, [9, 5]);
    play(g, { type: "assignHits", seat: g.them, destroy: { destroyer: 1 } });
    expect(space(g, g.a, g.me)).toEqual({});
    expect(space(g, g.a, g.them)).toEqual({});
    expect(rolls(g, "spaceBattle").map((r) => r.hits)).toEqual([1, 1, 1, 0, 1, 1]);
    expect(g.state.stack.some((f) => f.kind === "spaceBattle")).toBe(false);
    expectReplayMatches(g);
  });

  it("opens an Action Card window just before the battle for players holding a card for it", () => {
    const g = battleLab();
    place(g, g.them, g.a, { destroyer: 1 });
    given(g, { type: "actionCardsDrawn", seat: g.them, cards: ["morale-boost"] });
    attack(g, { cruiser: 1 });
    expect(waitingOn(g)).toEqual(["playActionCard", "passActionWindow"]);
    expect(rolls(g)).toEqual([]);
    play(g, { type: "passActionWindow", seat: g.them });
    expect(rolls(g, "spaceBattle")).not.toEqual([]);
    expectReplayMatches(g);
  });

  const refusals: [string, Partial<Extract<Command, { type: "assignHits" }>>][] = [
    ["damage to a ship that cannot sustain it", { destroy: {}, damage: { destroyer: 1 } }],
    ["more hits than were scored", { destroy: { destroyer: 1 }, damage: { dreadnought: 1 } }],
    ["ships that are not there", { destroy: { cruiser: 1 } }],
    ["no hit at all", { destroy: {} }],
  ];
  it.each(refusals)("refuses an assignment with %s", (_name, answer) => {
    const g = battleLab();
    place(g, g.them, g.a, { dreadnought: 1, destroyer: 1 });
    scriptDice(g, [7, 2, 9]);
    attack(g, { cruiser: 1 });
    refuse(g, { type: "assignHits", seat: g.them, destroy: {}, ...answer }, "ERR_HIT_ASSIGNMENT");
  });

  it("a standing preference assigns the hits at once: damage before destruction", () => {
    const g = battleLab();
    place(g, g.them, g.a, { dreadnought: 1, destroyer: 1 });
    play(g, { type: "setAutoAssignHits", seat: g.them, on: true });
    scriptDice(g, [7, 1, 1]);
    attack(g, { cruiser: 1 });
    // Nobody waits: the whole battle runs to its end; Sol's first loss was the Dreadnought's damage.
    expect(waitingOn(g)).not.toContain("assignHits");
    const losses = g.events.filter(
      (e) => (e.type === "unitsDamaged" || e.type === "unitsRemoved") && e.seat === g.them,
    );
    expect(losses[0]).toMatchObject({ type: "unitsDamaged", units: { dreadnought: 1 } });
    expectReplayMatches(g);
  });
});

describe("after the battle (RR §2.3)", () => {
  it("Fighters that lost their Carrier fight on, then are removed without support", () => {
    const g = battleLab();
    place(g, g.them, g.a, { cruiser: 1 });
    // Hacan Carrier 1, Fighters 9 and 1 (one hit); Sol Cruiser 7 (one hit).
    scriptDice(g, [1, 9, 1, 7]);
    attack(g, { carrier: 1, fighter: 2 });
    expect(space(g, g.a, g.them)).toEqual({});
    play(g, { type: "assignHits", seat: g.me, destroy: { carrier: 1 } });
    expect(space(g, g.a, g.me)).toEqual({});
    const removed = g.events.filter(
      (e) => e.type === "unitsRemoved" && e.reason === "Fighters without support",
    );
    expect(removed).toHaveLength(1);
    expectReplayMatches(g);
  });
});

describe("pre-combat and modifiers (RR §12.1, §11; SE Warfare II)", () => {
  const barrage: [string, string[], number, number][] = [
    ["a Destroyer barrages with 2 dice at 9", [], 2, 9],
    ["Automated Defense Turrets: 3 dice at +2", ["automated-defense-turrets"], 3, 7],
  ];
  it.each(barrage)("%s", (_name, techs, dice, needed) => {
    const g = battleLab();
    place(g, g.them, g.a, { destroyer: 1 });
    learn(g, g.them, ...techs);
    attack(g, { carrier: 1, fighter: 2 });
    const afb = rolls(g, "antiFighterBarrage");
    expect(afb).toHaveLength(1);
    expect(afb[0]?.dice.map((d) => d.needed)).toEqual(Array(dice).fill(needed));
    expectReplayMatches(g);
  });

  const shots: [string, RaceId, string[], Rolled["roll"], number][] = [
    [
      "Assault Cannon: each Dreadnought fires once before the battle",
      "sol",
      ["assault-cannon-se"],
      "assaultCannon",
      1,
    ],
    ["the Mentak ambush: two Cruisers fire once before the battle", "mentak", [], "mentakAmbush", 2],
  ];
  it.each(shots)("%s", (_name, race, techs, roll, dice) => {
    const g = battleLab(race);
    place(g, g.them, g.a, { dreadnought: 1, cruiser: 3 });
    learn(g, g.them, ...techs);
    attack(g, { cruiser: 1 });
    expect(rolls(g, roll).flatMap((r) => r.dice)).toHaveLength(dice);
    expectReplayMatches(g);
  });

  it("Berserker Genome: after round 1 the N'orr roll per ship lost; a 10 costs the enemy 2 more ships", () => {
    const g = battleLab("norr");
    learn(g, g.them, "berserker-genome");
    place(g, g.them, g.a, { cruiser: 2 });
    place(g, g.me, g.h, { cruiser: 2 });
    const hit = (v: number) => v >= 7;
    const miss = (v: number) => v < 6;
    // Hacan: 3 Cruisers, two hit; N'orr (+1): both miss; Berserker Genome: a 10 among the 2 dice.
    scriptDice(g, [hit, hit, miss, miss, miss, 10, () => true]);
    attack(g, { cruiser: 3 });
    expect(rolls(g, "berserkerGenome")).toMatchObject([{ seat: g.them, hits: 1 }]);
    expect(space(g, g.a, g.them)).toEqual({});
    expect(space(g, g.a, g.me)).toEqual({ cruiser: 1 });
    expectReplayMatches(g);
  });

  const modifiers: [string, (g: BattleLab) => void, number][] = [
    ["a Destroyer hits on 9", () => {}, 9],
    ["the defender in a Nebula gets +1", (g) => tiles(g, { [g.a]: "nebula" }), 8],
    [
      "High Alert gives +1 to its holder's ships there",
      (g) => given(g, { type: "highAlertPlaced", seat: g.them, position: g.a }),
      8,
    ],
    ["Hylar V Assault Laser gives Destroyers +1", (g) => learn(g, g.them, "hylar-v-assault-laser"), 8],
  ];
  it.each(modifiers)("%s", (_name, setup, needed) => {
    const g = battleLab();
    setup(g);
    place(g, g.them, g.a, { destroyer: 1 });
    attack(g, { cruiser: 1 });
    expect(rolls(g, "spaceBattle").find((r) => r.seat === g.them)?.dice[0]?.needed).toBe(needed);
    expectReplayMatches(g);
  });

  it("Letnev War Funding: 2 Trade Goods for +1 on every ship this round", () => {
    const g = battleLab("letnev");
    place(g, g.them, g.a, { destroyer: 1 });
    given(g, { type: "tradeGoodsGained", seat: g.them, amount: 2, reason: "scenario" });
    attack(g, { cruiser: 1 });
    expect(waitingOn(g)).toEqual(["useCombatAbility"]);
    play(g, { type: "useCombatAbility", seat: g.them, ability: "letnevWarFunding", use: true });
    expect(g.state.players[g.them]?.tradeGoods).toBe(0);
    // 9, less 1 for Hylar V Assault Laser (a Letnev starting technology) and 1 for War Funding.
    expect(rolls(g, "spaceBattle").find((r) => r.seat === g.them)?.dice[0]?.needed).toBe(7);
    expectReplayMatches(g);
  });
});

describe("retreats (RR §12.4)", () => {
  it("the attacker retreats to a system he activated earlier this round, at the end of the round", () => {
    const g = battleLab();
    place(g, g.them, g.a, { destroyer: 2 });
    place(g, g.me, g.h, { cruiser: 1 });
    given(g, { type: "systemActivated", seat: g.me, position: g.c, from: "reinforcements" });
    attack(g, { cruiser: 2 });
    expect(waitingOn(g)).toEqual(["announceRetreat"]);
    refuse(g, { type: "announceRetreat", seat: g.me, to: g.h }, "ERR_RETREAT_DESTINATION");
    scriptDice(g, [1, 1, 1, 1]);
    play(g, { type: "announceRetreat", seat: g.me, to: g.c });
    expect(space(g, g.c, g.me)).toEqual({ cruiser: 2 });
    expect(space(g, g.a, g.me)).toEqual({});
    expect(space(g, g.a, g.them)).toEqual({ destroyer: 2 });
    expect(rolls(g, "spaceBattle")).toHaveLength(2);
    expectReplayMatches(g);
  });

  it("the Naalu, attacked, may retreat before the battle starts: no die is rolled", () => {
    const g = battleLab("naalu");
    place(g, g.them, g.a, { destroyer: 2 });
    // The Naalu always act first (initiative 0): they activate the empty neighbour and move nothing.
    activateAndMove(g, g.them, g.c, []);
    attack(g, { cruiser: 1 });
    expect(waitingOn(g)).toEqual(["announceRetreat"]);
    play(g, { type: "announceRetreat", seat: g.them, to: g.c });
    expect(space(g, g.c, g.them)).toEqual({ destroyer: 2 });
    expect(rolls(g)).toEqual([]);
    expectReplayMatches(g);
  });

  it("with Tactical Retreats (SE Option 10) the defender activates an empty neighbour and retreats there", () => {
    const g = battleLab("sol", { options: ["tacticalRetreats"] });
    place(g, g.them, g.a, { destroyer: 2 });
    const strategy = g.state.players[g.them]?.counters.strategy as number;
    attack(g, { cruiser: 1 });
    expect(waitingOn(g)).toEqual(["announceRetreat"]);
    scriptDice(g, [1, 1, 1]);
    play(g, { type: "announceRetreat", seat: g.them, to: g.c, tactical: true });
    expect(g.state.players[g.them]?.counters.strategy).toBe(strategy - 1);
    expect(g.state.board[g.c]?.commandCounters).toContain(g.them);
    expect(space(g, g.c, g.them)).toEqual({ destroyer: 2 });
    expect(space(g, g.a, g.me)).toEqual({ cruiser: 1 });
    expectReplayMatches(g);
  });
});

describe("Salvage Operations (Mentak race technology)", () => {
  /** Mentak (3 Cruisers at home, ambush) attack a Sol Cruiser and 2 Destroyers next door and destroy them all. */
  function salvageLab() {
    const g = lab(["mentak", "sol", "letnev"]);
    clearGalaxy(g);
    const [me, them] = [g.seat.mentak as number, g.seat.sol as number];
    const h = homeOf(g, me);
    const a = inward(h);
    learn(g, me, "salvage-operations");
    place(g, them, a, { cruiser: 1, destroyer: 2 });
    const hit = (v: number) => v >= 7;
    const miss = (v: number) => v < 7;
    // Ambush: one Cruiser hits, one misses; round 1: two hits for Mentak, Sol's Cruiser and Destroyer miss.
    scriptDice(g, [hit, miss, hit, hit, miss, miss, miss]);
    activateAndMove(g, me, a, [{ from: h, units: { cruiser: 3 } }]);
    play(g, { type: "assignHits", seat: them, destroy: { destroyer: 1 } });
    return Object.assign(g, { me, them, a });
  }

  it("after a battle won, the winner may buy one ship of a type he destroyed there", () => {
    const g = salvageLab();
    expect(space(g, g.a, g.them)).toEqual({});
    expect(waitingOn(g)).toEqual(["salvageShip"]);
    expect(decisions(g.state)[0]?.choices).toEqual(["cruiser", "destroyer"]);
    // The 2 Trade Goods after the battle came first; a Cruiser costs 2.
    expect(g.state.players[g.me]?.tradeGoods).toBe(2);
    refuse(g, { type: "salvageShip", seat: g.me, unit: "dreadnought", tradeGoods: 2 }, "ERR_SALVAGE");
    refuse(g, { type: "salvageShip", seat: g.me, unit: "cruiser", tradeGoods: 1 }, "ERR_PAYMENT");
    play(g, { type: "salvageShip", seat: g.me, unit: "cruiser", tradeGoods: 2 });
    expect(space(g, g.a, g.me)).toEqual({ cruiser: 4 });
    expect(g.state.players[g.me]?.tradeGoods).toBe(0);
    expect(waitingOn(g)).not.toContain("salvageShip");
    expectReplayMatches(g);
  });

  it("may buy nothing", () => {
    const g = salvageLab();
    play(g, { type: "salvageShip", seat: g.me, unit: null });
    expect(space(g, g.a, g.me)).toEqual({ cruiser: 3 });
    expect(g.state.players[g.me]?.tradeGoods).toBe(2);
    expectReplayMatches(g);
  });
});
