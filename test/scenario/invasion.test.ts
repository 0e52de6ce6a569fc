/**
 * Bombardment and Invasion Combat (RR §8 step 6, §13): the Hacan bring a Dreadnought and a Carrier full
 * of Ground Forces from their Home System to Sol's planet Abyz next door, land, and fight for it. Dice
 * are scripted by choosing the generator's seed before the command that rolls them.
 */
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../src/engine/index.ts";
import type { UnitCounts } from "../../src/engine/state.ts";
import { expectReplayMatches, play, refuse, type Scenario } from "../support/engine.ts";
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
  tiles,
  waitingOn,
} from "../support/tactical.ts";

type Rolled = Extract<GameEvent, { type: "combatRolled" }>;
function rolls(game: Scenario, roll: Rolled["roll"]): Rolled[] {
  return game.events.filter((e): e is Rolled => e.type === "combatRolled" && e.roll === roll);
}

/** Sol holds Abyz (next to the Hacan Home System) with these units; the Hacan have ships ready at home. */
function invasionLab(defence: UnitCounts, attackers: UnitCounts = { dreadnought: 1, groundForce: 3 }) {
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

/** Moves the Hacan in (Sol's PDS, if any, holds fire) and lands the Ground Forces on Abyz. */
function invade(g: InvasionLab, ships: UnitCounts, landing: UnitCounts, dice?: number[]): void {
  activateAndMove(g, g.me, g.a, [{ from: g.h, units: ships }]);
  if (waitingOn(g).includes("firePds")) play(g, { type: "firePds", seat: g.sol, fire: false });
  if (dice) scriptDice(g, dice);
  play(g, { type: "landUnits", seat: g.me, landings: [{ planet: "abyz", units: landing }] });
}

const CARRIER = { carrier: 1, dreadnought: 1, groundForce: 3 };

describe("bombardment (RR §13.2)", () => {
  const rows: [string, UnitCounts, (g: InvasionLab) => void, UnitCounts, number][] = [
    ["a Dreadnought bombards an unshielded planet", { groundForce: 2 }, () => {}, CARRIER, 1],
    ["a PDS on the planet stops the Dreadnought", { groundForce: 2, pds: 1 }, () => {}, CARRIER, 0],
    [
      "Graviton Negator lets the Dreadnought bombard through the shield",
      { groundForce: 2, pds: 1 },
      (g) => learn(g, g.me, "graviton-negator"),
      CARRIER,
      1,
    ],
    [
      "a War Sun ignores the shield and rolls 3 dice",
      { groundForce: 2, pds: 1 },
      (g) => place(g, g.me, g.h, { warSun: 1 }),
      { carrier: 1, warSun: 1, groundForce: 3 },
      3,
    ],
  ];
  it.each(rows)("%s", (_name, defence, setup, ships, dice) => {
    const g = invasionLab(defence);
    setup(g);
    invade(g, ships, { groundForce: 3 });
    expect(rolls(g, "bombardment").flatMap((r) => r.dice)).toHaveLength(dice);
    expectReplayMatches(g);
  });

  it("X-89 Bacterial Weapon wipes out the defenders through the shield, and costs every Action Card", () => {
    const g = invasionLab({ groundForce: 2, pds: 1 });
    learn(g, g.me, "x-89-bacterial-weapon");
    const hand = g.state.decks.action.draw.slice(0, 2);
    given(g, { type: "actionCardsDrawn", seat: g.me, cards: hand });
    invade(g, CARRIER, { groundForce: 3 });
    expect(waitingOn(g)).toEqual(["bombard"]);
    refuse(g, { type: "bombard", seat: g.me, dreadnoughts: 1, warSuns: 0 }, "ERR_BOMBARDMENT");
    scriptDice(g, [1]);
    play(g, { type: "bombard", seat: g.me, dreadnoughts: 0, warSuns: 0, x89: "dreadnought" });
    expect(onPlanet(g, g.a, "abyz", g.sol)).toEqual({});
    expect(g.state.players[g.me]?.secret.actionCards).toEqual([]);
    expect(g.state.players[g.me]?.planets.abyz).toBeDefined();
    expectReplayMatches(g);
  });
});

describe("bombardment shared between two planets (RR §13.2)", () => {
  it("each Dreadnought bombards once per activation: the active player divides them", () => {
    const g = invasionLab({ groundForce: 1 }, { dreadnought: 1, groundForce: 4 });
    owns(g, g.sol, "fria");
    place(g, g.sol, g.a, { groundForce: 1 }, "fria");
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1, dreadnought: 1, groundForce: 4 } }]);
    const landings = [
      { planet: "abyz" as const, units: { groundForce: 2 } },
      { planet: "fria" as const, units: { groundForce: 2 } },
    ];
    play(g, { type: "landUnits", seat: g.me, landings });
    expect(waitingOn(g)).toEqual(["bombard"]);
    refuse(g, { type: "bombard", seat: g.me, dreadnoughts: 2, warSuns: 0 }, "ERR_BOMBARDMENT");
    play(g, { type: "bombard", seat: g.me, dreadnoughts: 1, warSuns: 0 });
    expect(rolls(g, "bombardment")).toHaveLength(1);
    expect(rolls(g, "bombardment")[0]?.planet).toBe("abyz");
    expect(waitingOn(g)).not.toContain("bombard");
    expectReplayMatches(g);
  });
});

describe("Invasion Combat (RR §13.3) and planet control (RR §13.4)", () => {
  it("Graviton Negator: Fighters may join the Invasion Combat, and roll with the Ground Forces", () => {
    const g = invasionLab({ groundForce: 2 });
    learn(g, g.me, "graviton-negator");
    invade(g, { carrier: 1, fighter: 2, dreadnought: 1, groundForce: 3 }, { groundForce: 3 });
    expect(waitingOn(g)).toEqual(["useCombatAbility"]);
    play(g, {
      type: "useCombatAbility",
      seat: g.me,
      ability: "gravitonNegatorFighters",
      use: true,
      count: 2,
    });
    const first = rolls(g, "invasion")[0];
    expect(first?.dice.map((d) => d.unit)).toEqual([
      "groundForce",
      "groundForce",
      "groundForce",
      "fighter",
      "fighter",
    ]);
    expectReplayMatches(g);
  });

  const rows: [string, string[], boolean][] = [
    ["the planet card arrives exhausted", [], true],
    ["Nano Technology: the planet card arrives ready (SE)", ["nano-technology"], false],
  ];
  it.each(rows)("capturing Abyz: its PDS and Space Dock are destroyed; %s", (_name, techs, exhausted) => {
    const g = invasionLab({ groundForce: 1, pds: 1, spaceDock: 1 });
    learn(g, g.me, ...techs);
    // The PDS fires at the landing (1: a miss); round 1: Hacan 8, 1, 1 (one hit), Sol 1 (a miss).
    invade(g, CARRIER, { groundForce: 3 }, [1, 8, 1, 1, 1]);
    expect(rolls(g, "planetaryDefense")).toHaveLength(1);
    expect(rolls(g, "invasion").map((r) => r.hits)).toEqual([1, 0]);
    expect(onPlanet(g, g.a, "abyz", g.sol)).toEqual({});
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ groundForce: 3 });
    expect(g.state.players[g.sol]?.planets.abyz).toBeUndefined();
    expect(g.state.players[g.me]?.planets.abyz?.exhausted).toBe(exhausted);
    expectReplayMatches(g);
  });

  it("a failed invasion leaves the planet to its defender, and the landed PDS is lost with the last invader", () => {
    const g = invasionLab({ groundForce: 2, pds: 1 }, { groundForce: 1, pds: 1 });
    // The defending PDS hits the lone Ground Force as it lands (6).
    invade(g, { carrier: 1, groundForce: 1, pds: 1 }, { groundForce: 1, pds: 1 }, [6]);
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({});
    expect(onPlanet(g, g.a, "abyz", g.sol)).toEqual({ groundForce: 2, pds: 1 });
    expect(g.state.players[g.sol]?.planets.abyz).toBeDefined();
    expect(rolls(g, "invasion")).toEqual([]);
    expectReplayMatches(g);
  });

  it("Gen Synthesis gives Ground Forces +1, and Magen Defense Grid helps defenders on a PDS planet", () => {
    const g = invasionLab({ groundForce: 1, pds: 1 });
    learn(g, g.me, "gen-synthesis");
    learn(g, g.sol, "magen-defense-grid");
    invade(g, CARRIER, { groundForce: 3 });
    const [mine, theirs] = rolls(g, "invasion");
    expect(mine?.dice[0]?.needed).toBe(7);
    expect(theirs?.dice[0]?.needed).toBe(7);
    expectReplayMatches(g);
  });
});
