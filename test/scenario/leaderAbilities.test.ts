/**
 * What each type of Leader does, in the step where it acts (RR §24.4; base p.34-35). Sol act first; Abyz
 * and Fria lie next to Sol's Home System, held by the Hacan (or another player). Dice are scripted by
 * choosing the generator's seed before the command that rolls them.
 */
import { describe, expect, it } from "vitest";
import type { RaceId } from "../../src/content/index.ts";
import { neighbourLabels } from "../../src/engine/galaxy/hex.ts";
import type { GameEvent } from "../../src/engine/index.ts";
import { decisions } from "../../src/engine/index.ts";
import { productionCost } from "../../src/engine/rules/tactical/docks.ts";
import { researchCost } from "../../src/engine/rules/technology/research.ts";
import type { LeaderPlace, UnitCounts } from "../../src/engine/state.ts";
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
} from "../support/tactical.ts";

type Rolled = Extract<GameEvent, { type: "combatRolled" }>;
const rolls = (g: Scenario, roll: Rolled["roll"], seat?: number) =>
  g.events.filter(
    (e): e is Rolled =>
      e.type === "combatRolled" && e.roll === roll && (seat === undefined || e.seat === seat),
  );

/** The first race acts first, from its Home System next to Abyz/Fria. */
function abilityLab(races: RaceId[] = ["sol", "hacan", "letnev"]) {
  const g = lab(races, { settings: { options: ["leaders"] } });
  clearGalaxy(g);
  const seat = (race: RaceId) => g.seat[race] as number;
  const me = seat(races[0] as RaceId);
  const h = homeOf(g, me);
  const a = inward(h);
  tiles(g, { [a]: "abyz-fria" });
  return Object.assign(g, { me, hacan: seat("hacan"), sol: seat("sol"), letnev: seat("letnev"), h, a });
}
type AbilityLab = ReturnType<typeof abilityLab>;

function put(g: Scenario, leader: string, at: LeaderPlace): void {
  const seat = g.state.leaders?.find((l) => l.id === leader)?.seat as number;
  given(g, { type: "leaderMoved", seat, leader, at, reason: "scenario" });
}

/** `owner` holds Abyz with these units, and these Leaders on it. */
function holds(g: AbilityLab, owner: number, units: UnitCounts, leaders: string[] = []): void {
  owns(g, owner, "abyz");
  place(g, owner, g.a, units, "abyz");
  for (const leader of leaders) put(g, leader, { on: "planet", position: g.a, planet: "abyz" });
}

/** Sol come with these ships and Ground Forces (and Leaders aboard the Carrier), hold PDS fire, and land. */
function invade(g: AbilityLab, ships: UnitCounts, landers: number, leaders: string[], dice: number[]): void {
  place(g, g.me, g.h, { ...ships, groundForce: landers });
  const aboard = leaders.map((leader) => ({ leader, ship: "carrier" as const }));
  activateAndMove(g, g.me, g.a, [{ from: g.h, units: { ...ships, groundForce: landers } }], {
    leaders: aboard,
  });
  for (const d of decisions(g.state))
    if (d.kind === "firePds") play(g, { type: "firePds", seat: d.seat, fire: false });
  passActionWindows(g);
  // Only when dice will be rolled: the seed set is otherwise left out of the log.
  if (dice.length > 0) scriptDice(g, dice);
  play(g, {
    type: "landUnits",
    seat: g.me,
    landings: [{ planet: "abyz", units: { groundForce: landers }, leaders }],
  });
}

describe("Admiral", () => {
  /** A Hacan Cruiser waits at Abyz, its fleet free to retreat; Sol's Carrier comes, with DeLouis aboard or not. */
  function battle(admiral: boolean) {
    const g = abilityLab();
    place(g, g.hacan, g.a, { cruiser: 1 });
    const refuge = neighbourLabels(g.a).find((p) => p !== g.h && g.state.board[p] !== undefined) as string;
    given(g, {
      type: "commandCounterPlaced",
      seat: g.hacan,
      position: refuge,
      from: null,
      reason: "scenario",
    });
    place(g, g.me, g.h, { carrier: 1 });
    const leaders = admiral ? [{ leader: "delouis", ship: "carrier" as const }] : [];
    scriptDice(g, [1, 1, 1]);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1 } }], { leaders });
    return g;
  }

  it("without an Admiral the enemy fleet may retreat; with one it may not, and its ship rolls a die more", () => {
    const plain = battle(false);
    expect(decisions(plain.state)).toContainEqual(
      expect.objectContaining({ kind: "announceRetreat", seat: plain.hacan }),
    );
    expect(rolls(plain, "spaceBattle")).toHaveLength(0);
    const g = battle(true);
    expect(decisions(g.state).some((d) => d.kind === "announceRetreat" && d.seat === g.hacan)).toBe(false);
    expect(rolls(g, "spaceBattle", g.me)[0]?.dice).toHaveLength(2);
    expect(rolls(g, "spaceBattle", g.hacan)[0]?.dice).toHaveLength(1);
    expectReplayMatches(g);
  });

  it("a lone Dreadnought carrying it moves 1 further", () => {
    const g = abilityLab();
    const far = inward(g.a);
    place(g, g.me, g.h, { dreadnought: 1 });
    play(g, { type: "tacticalAction", seat: g.me, position: far });
    passActionWindows(g);
    const moves = [{ from: g.h, units: { dreadnought: 1 } }];
    refuse(g, { type: "moveUnits", seat: g.me, moves }, "ERR_OUT_OF_RANGE");
    put(g, "delouis", { on: "ship", position: g.h, ship: "dreadnought" });
    play(g, { type: "moveUnits", seat: g.me, moves });
    expect(space(g, far, g.me).dreadnought).toBe(1);
    expectReplayMatches(g);
  });
});

describe("General", () => {
  it("invading, up to 2 missed dice are rolled again each round", () => {
    const g = abilityLab(["hacan", "sol", "letnev"]);
    holds(g, g.sol, { groundForce: 3 });
    invade(g, { carrier: 2 }, 3, ["harrugh"], [1, 1, 1, 2, 2]);
    const mine = rolls(g, "invasion", g.me)[0]?.dice ?? [];
    expect(mine.filter((d) => d.first !== undefined)).toHaveLength(2);
    expectReplayMatches(g);
  });

  it("defending its planet: bombardment at -4, the defenders at +1", () => {
    const g = abilityLab(["sol", "letnev", "hacan"]);
    holds(g, g.letnev, { groundForce: 2 }, ["farran"]);
    invade(g, { carrier: 1, dreadnought: 1 }, 2, [], [1, 1, 1, 1, 1]);
    expect(rolls(g, "bombardment")[0]?.dice[0]?.needed).toBe(9);
    expect(rolls(g, "invasion", g.letnev)[0]?.dice[0]?.needed).toBe(7);
    expect(rolls(g, "invasion", g.me)[0]?.dice[0]?.needed).toBe(8);
    expectReplayMatches(g);
  });
});

describe("Scientist", () => {
  it("its planet's specialty takes 2 off a technology, and a Space Dock there costs 2", () => {
    const g = abilityLab();
    owns(g, g.hacan, "fria");
    const via = { via: "scenario", price: 8, specialties: true, rule: "RR §18" };
    const before = researchCost(g.state, g.hacan, "antimass-deflectors", via);
    expect(productionCost(g.state, g.hacan, {}, 0, "fria")).toBe(4);
    put(g, "carth", { on: "planet", position: g.a, planet: "fria" });
    expect(researchCost(g.state, g.hacan, "antimass-deflectors", via)).toBe((before as number) - 1);
    expect(productionCost(g.state, g.hacan, {}, 0, "fria")).toBe(2);
  });

  it("the PDS with it fire at +1, at ships and at a landing", () => {
    const g = abilityLab();
    holds(g, g.hacan, { groundForce: 1, pds: 1 }, ["carth"]);
    place(g, g.me, g.h, { carrier: 1, groundForce: 2 });
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1, groundForce: 2 } }]);
    scriptDice(g, [1]);
    play(g, { type: "firePds", seat: g.hacan, fire: true });
    expect(rolls(g, "pds")[0]?.dice[0]?.needed).toBe(5);
    passActionWindows(g);
    scriptDice(g, [1, 1, 1, 1]);
    play(g, { type: "landUnits", seat: g.me, landings: [{ planet: "abyz", units: { groundForce: 2 } }] });
    expect(rolls(g, "planetaryDefense")[0]?.dice[0]?.needed).toBe(5);
    expectReplayMatches(g);
  });

  it("with a PDS on its planet, War Suns do not bombard it", () => {
    const g = abilityLab();
    given(g, { type: "technologyGained", seat: g.me, technology: "war-sun", via: "scenario" });
    holds(g, g.hacan, { groundForce: 1, pds: 1 }, ["carth"]);
    invade(g, { warSun: 1 }, 2, [], []);
    expect(rolls(g, "bombardment")).toHaveLength(0);
    const open = abilityLab();
    given(open, { type: "technologyGained", seat: open.me, technology: "war-sun", via: "scenario" });
    holds(open, open.hacan, { groundForce: 1, pds: 1 });
    invade(open, { warSun: 1 }, 2, [], []);
    expect(rolls(open, "bombardment")).toHaveLength(1);
  });
});

describe("Diplomat", () => {
  it("turns an invasion of its planet back: the invaders go back aboard", () => {
    const g = abilityLab();
    holds(g, g.hacan, { groundForce: 1 }, ["gila"]);
    invade(g, { carrier: 1 }, 2, ["connor"], []);
    expect(g.events).toContainEqual(
      expect.objectContaining({ type: "diplomatShieldRaised", planet: "abyz" }),
    );
    expect(rolls(g, "invasion")).toHaveLength(0);
    expect(space(g, g.a, g.me).groundForce).toBe(2);
    expect(g.state.leaders?.find((l) => l.id === "connor")?.at).toEqual({
      on: "ship",
      position: g.a,
      ship: "carrier",
    });
    expect(g.state.players[g.hacan]?.planets.abyz).toBeDefined();
    expectReplayMatches(g);
  });

  it("not again on that planet the round after it did", () => {
    const g = abilityLab();
    holds(g, g.hacan, { groundForce: 1 }, ["gila"]);
    given(g, {
      type: "diplomatShieldRaised",
      seat: g.hacan,
      leader: "gila",
      planet: "abyz",
      round: g.state.round - 1,
    });
    invade(g, { carrier: 1 }, 2, [], [10, 10, 1]);
    expect(g.events.filter((e) => e.type === "diplomatShieldRaised")).toHaveLength(1);
    expect(g.state.players[g.me]?.planets.abyz).toBeDefined();
  });
});

describe("Agent", () => {
  it("the planet's PDS do not fire at the Ground Forces it lands with; its owner takes the PDS and Space Dock", () => {
    const g = abilityLab();
    holds(g, g.hacan, { groundForce: 1, pds: 1, spaceDock: 1 });
    invade(g, { carrier: 1 }, 2, ["connor"], [10, 10, 1]);
    expect(rolls(g, "planetaryDefense")).toHaveLength(0);
    expect(g.state.players[g.me]?.planets.abyz).toBeDefined();
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ groundForce: 2, pds: 1, spaceDock: 1 });
    expect(onPlanet(g, g.a, "abyz", g.hacan)).toEqual({});
    expect(g.state.spaceDocksBuilt).toContainEqual({
      seat: g.me,
      position: g.a,
      planet: "abyz",
      round: g.state.round,
    });
    expectReplayMatches(g);
  });

  it("without it, the PDS fire at the landing and the structures are destroyed", () => {
    const g = abilityLab();
    holds(g, g.hacan, { groundForce: 1, pds: 1, spaceDock: 1 });
    invade(g, { carrier: 1 }, 2, [], [1, 10, 10, 1]);
    expect(rolls(g, "planetaryDefense")).toHaveLength(1);
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ groundForce: 2 });
  });
});

describe("Agent given up as a Sabotage", () => {
  /** The Hacan play Diplomatic Immunity; Sol, with no Action Card but Connor on the board, may cancel it. */
  function played() {
    const g = abilityLab(["hacan", "sol", "letnev"]);
    given(g, { type: "actionCardsDrawn", seat: g.me, cards: ["diplomatic-immunity"] });
    play(g, { type: "playActionCard", seat: g.me, card: "diplomatic-immunity", system: g.h });
    return g;
  }

  it("cancels the card just played, and the Agent dies", () => {
    const g = played();
    expect(decisions(g.state)).toContainEqual(
      expect.objectContaining({ kind: "sabotageWithAgent", seat: g.sol, choices: ["connor"] }),
    );
    refuse(g, { type: "sabotageWithAgent", seat: g.sol, leader: "delouis" }, "ERR_NO_AGENT");
    refuse(g, { type: "sabotageWithAgent", seat: g.letnev, leader: "connor" }, "ERR_NOT_YOUR_TURN");
    play(g, { type: "sabotageWithAgent", seat: g.sol, leader: "connor" });
    expect(g.state.leaders?.find((l) => l.id === "connor")?.at).toEqual({ on: "killed" });
    expect(g.events).toContainEqual(
      expect.objectContaining({ type: "actionCardResolved", card: "diplomatic-immunity", cancelled: true }),
    );
    expect(g.state.cardEffects ?? []).toEqual([]);
    expectReplayMatches(g);
  });

  it("is not offered without a free Agent", () => {
    const g = abilityLab(["hacan", "sol", "letnev"]);
    put(g, "connor", { on: "captive", captor: g.me });
    given(g, { type: "actionCardsDrawn", seat: g.me, cards: ["diplomatic-immunity"] });
    play(g, { type: "playActionCard", seat: g.me, card: "diplomatic-immunity", system: g.h });
    expect(decisions(g.state).some((d) => d.kind === "sabotageWithAgent")).toBe(false);
  });
});

describe("Diplomat's passage", () => {
  /** A Hacan Cruiser sits at Abyz, between Sol's home and the system beyond, where a Sol Cruiser goes. */
  function blocked(diplomat: boolean, leave: boolean) {
    const g = abilityLab();
    place(g, g.hacan, g.a, { cruiser: 1 });
    place(g, g.me, g.h, { cruiser: 1 });
    if (diplomat) put(g, "rev", { on: "ship", position: g.h, ship: "cruiser" });
    if (leave) play(g, { type: "allowDiplomatPassage", seat: g.hacan, to: g.me, allow: true });
    const far = inward(g.a);
    play(g, { type: "tacticalAction", seat: g.me, position: far });
    passActionWindows(g);
    return Object.assign(g, { far, moves: [{ from: g.h, units: { cruiser: 1 }, path: [g.a] }] });
  }

  it("a fleet with a Diplomat aboard passes through the ships of a player who gave leave", () => {
    const g = blocked(true, true);
    play(g, { type: "moveUnits", seat: g.me, moves: g.moves });
    expect(space(g, g.far, g.me).cruiser).toBe(1);
    expect(g.state.leaders?.find((l) => l.id === "rev")?.at).toEqual({
      on: "ship",
      position: g.far,
      ship: "cruiser",
    });
    expectReplayMatches(g);
  });

  it("not without the leave, nor without a Diplomat; the leave may be taken back", () => {
    const none = blocked(true, false);
    refuse(none, { type: "moveUnits", seat: none.me, moves: none.moves }, "ERR_BLOCKED");
    const alone = blocked(false, true);
    refuse(alone, { type: "moveUnits", seat: alone.me, moves: alone.moves }, "ERR_BLOCKED");
    const back = blocked(true, true);
    play(back, { type: "allowDiplomatPassage", seat: back.hacan, to: back.me, allow: false });
    refuse(back, { type: "moveUnits", seat: back.me, moves: back.moves }, "ERR_BLOCKED");
    refuse(
      back,
      { type: "allowDiplomatPassage", seat: back.hacan, to: back.hacan, allow: true },
      "ERR_PASSAGE_PLAYER",
    );
  });

  it("only for the group the Diplomat goes with", () => {
    const g = blocked(true, true);
    place(g, g.me, g.h, { cruiser: 1 });
    refuse(g, { type: "moveUnits", seat: g.me, moves: g.moves }, "ERR_BLOCKED");
    const aboard = [{ leader: "rev", ship: "cruiser" as const }];
    play(g, { type: "moveUnits", seat: g.me, moves: g.moves, leaders: aboard });
    expect(space(g, g.far, g.me).cruiser).toBe(1);
    expect(space(g, g.h, g.me).cruiser).toBe(1);
    expectReplayMatches(g);
  });

  it("is refused in a game without Leaders", () => {
    const g = lab(["sol", "hacan", "letnev"]);
    refuse(g, { type: "allowDiplomatPassage", seat: 1, to: 0, allow: true }, "ERR_NO_LEADERS");
  });
});

describe("Diplomat alone on its planet", () => {
  it("turns back a landing on the undefended planet too", () => {
    const g = abilityLab();
    holds(g, g.hacan, {}, ["gila"]);
    invade(g, { carrier: 1 }, 2, [], []);
    expect(g.events).toContainEqual(
      expect.objectContaining({ type: "diplomatShieldRaised", planet: "abyz" }),
    );
    expect(g.state.players[g.hacan]?.planets.abyz).toBeDefined();
    expect(g.state.leaders?.find((l) => l.id === "gila")?.at).toMatchObject({ on: "planet", planet: "abyz" });
    expectReplayMatches(g);
  });
});

describe("Admiral's Dreadnought in a fleet (RR §10.1, §24.4)", () => {
  /** Sol's ships at home, DeLouis aboard a Dreadnought; the system two steps away is activated. */
  function fleet(units: UnitCounts) {
    const g = abilityLab();
    const far = inward(g.a);
    place(g, g.me, g.h, units);
    put(g, "delouis", { on: "ship", position: g.h, ship: "dreadnought" });
    play(g, { type: "tacticalAction", seat: g.me, position: far });
    passActionWindows(g);
    return Object.assign(g, { far });
  }

  it("Cruisers keep pace with the Admiral's Dreadnought; a Carrier does not", () => {
    const g = fleet({ dreadnought: 1, cruiser: 2 });
    play(g, { type: "moveUnits", seat: g.me, moves: [{ from: g.h, units: { dreadnought: 1, cruiser: 2 } }] });
    expect(space(g, g.far, g.me)).toMatchObject({ dreadnought: 1, cruiser: 2 });
    expect(g.state.leaders?.find((l) => l.id === "delouis")?.at).toMatchObject({ position: g.far });
    expectReplayMatches(g);
    const slow = fleet({ dreadnought: 1, carrier: 1 });
    const moves = [{ from: slow.h, units: { dreadnought: 1, carrier: 1 } }];
    refuse(slow, { type: "moveUnits", seat: slow.me, moves }, "ERR_OUT_OF_RANGE");
  });

  it("with a second Dreadnought staying, the one moving goes further only when the move takes the Admiral", () => {
    const g = fleet({ dreadnought: 2 });
    const moves = [{ from: g.h, units: { dreadnought: 1 } }];
    refuse(g, { type: "moveUnits", seat: g.me, moves }, "ERR_OUT_OF_RANGE");
    const onCarrier = [{ leader: "delouis", ship: "carrier" as const }];
    refuse(g, { type: "moveUnits", seat: g.me, moves, leaders: onCarrier }, "ERR_OUT_OF_RANGE");
    const both = [{ from: g.h, units: { dreadnought: 2 } }];
    refuse(g, { type: "moveUnits", seat: g.me, moves: both }, "ERR_OUT_OF_RANGE");
    const leaders = [{ leader: "delouis", ship: "dreadnought" as const }];
    play(g, { type: "moveUnits", seat: g.me, moves, leaders });
    expect(space(g, g.far, g.me).dreadnought).toBe(1);
    expect(space(g, g.h, g.me).dreadnought).toBe(1);
    expect(g.state.leaders?.find((l) => l.id === "delouis")?.at).toEqual({
      on: "ship",
      position: g.far,
      ship: "dreadnought",
    });
    expectReplayMatches(g);
  });
});

describe("Scientist with Deep Space Cannon", () => {
  /** Hacan PDS on Abyz reach the system beyond it, where a Sol Cruiser comes; Carth stands there or not. */
  function shot(scientist: boolean) {
    const g = abilityLab();
    given(g, { type: "technologyGained", seat: g.hacan, technology: "deep-space-cannon", via: "scenario" });
    holds(g, g.hacan, { groundForce: 1, pds: 1 }, scientist ? ["carth"] : []);
    const far = inward(g.a);
    place(g, g.me, g.h, { cruiser: 1 });
    activateAndMove(g, g.me, far, [{ from: g.h, units: { cruiser: 1 }, path: [g.a] }]);
    scriptDice(g, [1]);
    play(g, { type: "firePds", seat: g.hacan, fire: true });
    return g;
  }

  it("the PDS on its planet fire at +1 into the adjacent system too", () => {
    const g = shot(true);
    const die = rolls(g, "pds")[0]?.dice[0];
    expect(die?.needed).toBe(5);
    expectReplayMatches(g);
    expect(rolls(shot(false), "pds")[0]?.dice[0]?.needed).toBe(6);
  });
});

describe("a Leader changing ships within its system", () => {
  /** Sol's Carrier and Dreadnought at home with DeLouis aboard the Carrier; a Hacan Cruiser at Abyz. */
  function aboardCarrier() {
    const g = abilityLab();
    place(g, g.hacan, g.a, { cruiser: 1 });
    place(g, g.me, g.h, { carrier: 1, dreadnought: 1 });
    put(g, "delouis", { on: "ship", position: g.h, ship: "carrier" });
    return g;
  }
  const change = (
    g: AbilityLab,
    ship: "dreadnought" | "carrier" | "cruiser" | "groundForce",
    leader = "delouis",
  ) => ({ type: "changeLeaderShip", seat: g.me, leader, ship }) as const;

  it("the Admiral goes over to the Dreadnought, which then rolls its die", () => {
    const g = aboardCarrier();
    play(g, change(g, "dreadnought"));
    expect(g.state.leaders?.find((l) => l.id === "delouis")?.at).toEqual({
      on: "ship",
      position: g.h,
      ship: "dreadnought",
    });
    scriptDice(g, [1, 1, 1]);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { dreadnought: 1 } }]);
    expect(rolls(g, "spaceBattle", g.me)[0]?.dice).toHaveLength(2);
    expectReplayMatches(g);
    // Left aboard the Carrier at home, it lends the Dreadnought nothing.
    const stay = aboardCarrier();
    scriptDice(stay, [1, 1, 1]);
    activateAndMove(stay, stay.me, stay.a, [{ from: stay.h, units: { dreadnought: 1 } }]);
    expect(rolls(stay, "spaceBattle", stay.me)[0]?.dice).toHaveLength(1);
  });

  it("is refused for a ship not there, the same ship, a Leader not aboard or not one's own, off turn, mid-fight", () => {
    const g = aboardCarrier();
    refuse(g, change(g, "cruiser"), "ERR_LEADER_SHIP");
    refuse(g, change(g, "carrier"), "ERR_LEADER_SHIP");
    refuse(g, change(g, "groundForce"), "ERR_LEADER_SHIP");
    refuse(g, change(g, "dreadnought", "rev"), "ERR_LEADER_NOT_ABOARD");
    refuse(g, change(g, "dreadnought", "harrugh"), "ERR_LEADER_UNKNOWN");
    place(g, g.hacan, homeOf(g, g.hacan), { carrier: 1, cruiser: 1 });
    put(g, "harrugh", { on: "ship", position: homeOf(g, g.hacan), ship: "carrier" });
    refuse(
      g,
      { type: "changeLeaderShip", seat: g.hacan, leader: "harrugh", ship: "cruiser" },
      "ERR_LEADER_SHIP_TIMING",
    );
    scriptDice(g, [1, 1, 1]);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1, dreadnought: 1 } }]);
    expect(g.state.stack.some((f) => f.kind === "spaceBattle")).toBe(true);
    refuse(g, change(g, "dreadnought"), "ERR_LEADER_SHIP_TIMING");
    const plain = lab(["sol", "hacan", "letnev"]);
    refuse(
      plain,
      { type: "changeLeaderShip", seat: 0, leader: "delouis", ship: "carrier" },
      "ERR_NO_LEADERS",
    );
  });
});
