/**
 * The Leaders option (base p.34-35; RR §24.4): Leaders start at home, ride ships and land with Ground
 * Forces, and meet their fate when their ship or planet is lost; captors decide on their captives in the
 * Status Phase. The Hacan act first; Abyz lies next to their Home System. Dice are scripted by choosing
 * the generator's seed before the command that rolls them.
 */
import { describe, expect, it } from "vitest";
import { leadersOf } from "../../src/content/index.ts";
import { decisions } from "../../src/engine/index.ts";
import type { LeaderPlace } from "../../src/engine/state.ts";
import { council, HACAN, LETNEV, SOL, vote } from "../support/council.ts";
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
  tiles,
  waitingOn,
} from "../support/tactical.ts";

const LEADERS = { settings: { options: ["leaders"] } };

function leadersLab() {
  const g = lab(["hacan", "sol", "letnev"], LEADERS);
  clearGalaxy(g);
  const me = g.seat.hacan as number;
  const sol = g.seat.sol as number;
  const letnev = g.seat.letnev as number;
  const h = homeOf(g, me);
  const a = inward(h);
  tiles(g, { [a]: "abyz-fria" });
  return Object.assign(g, { me, sol, letnev, h, a });
}
type LeadersLab = ReturnType<typeof leadersLab>;

function where(g: Scenario, id: string): LeaderPlace | undefined {
  return g.state.leaders?.find((l) => l.id === id)?.at;
}

function put(g: Scenario, leader: string, at: LeaderPlace): void {
  const seat = g.state.leaders?.find((l) => l.id === leader)?.seat as number;
  given(g, { type: "leaderMoved", seat, leader, at, reason: "scenario" });
}

/** Any command lets the driver loop run its standing checks: a standing preference set again. */
function nudge(g: Scenario): void {
  play(g, { type: "setAutoPassWindows", seat: 0, on: false });
}

function choose(g: Scenario, seat: number, answer: Record<string, unknown>): void {
  play(g, { type: "answerCardChoice", seat, ...answer });
}

/** Sol holds Abyz with these units; the Hacan's Ground Forces wait aboard a Carrier at home. */
function invasionLab(defence: Record<string, number>, landers = 2) {
  const g = leadersLab();
  owns(g, g.sol, "abyz");
  place(g, g.sol, g.a, defence, "abyz");
  place(g, g.me, g.h, { groundForce: landers });
  return g;
}

function invade(g: LeadersLab, landers: number, leaders: string[], dice: number[]): void {
  const aboard = leaders.map((leader) => ({ leader, ship: "carrier" as const }));
  activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1, groundForce: landers } }], {
    leaders: aboard,
  });
  passActionWindows(g);
  scriptDice(g, dice);
  play(g, {
    type: "landUnits",
    seat: g.me,
    landings: [{ planet: "abyz", units: { groundForce: landers }, leaders }],
  });
}

describe("Leaders at set-up (RR §24.4)", () => {
  it("each race's three Leaders start on its home planet with the most resources", () => {
    const g = leadersLab();
    expect(leadersOf("hacan").map((l) => l.id)).toEqual(["carth", "gila", "harrugh"]);
    for (const id of ["carth", "gila", "harrugh"])
      expect(where(g, id)).toEqual({ on: "planet", position: g.h, planet: "arretze" });
    expect(g.state.leaders).toHaveLength(9);
    expectReplayMatches(g);
  });

  it("a game without the option has no Leaders, and a move naming one is refused", () => {
    const g = lab(["hacan", "sol", "letnev"]);
    expect(g.state.leaders).toBeUndefined();
    const me = g.seat.hacan as number;
    const h = homeOf(g, me);
    play(g, { type: "tacticalAction", seat: me, position: inward(h) });
    passActionWindows(g);
    const move = { from: h, units: { carrier: 1 } };
    refuse(
      g,
      { type: "moveUnits", seat: me, moves: [move], leaders: [{ leader: "carth", ship: "carrier" }] },
      "ERR_NO_LEADERS",
    );
  });
});

describe("Leaders on the move (RR §24.4, §10.3)", () => {
  it("a Leader is picked up from a planet of the system a ship leaves, and rides it", () => {
    const g = leadersLab();
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1 } }], {
      leaders: [{ leader: "harrugh", ship: "carrier" }],
    });
    expect(where(g, "harrugh")).toEqual({ on: "ship", position: g.a, ship: "carrier" });
    expect(where(g, "carth")).toEqual({ on: "planet", position: g.h, planet: "arretze" });
    expectReplayMatches(g);
  });

  const refusals: [string, string, string, (g: LeadersLab) => void][] = [
    ["another player's Leader", "unlenn", "ERR_LEADER_UNKNOWN", () => {}],
    ["a dead Leader", "harrugh", "ERR_LEADER_NOT_FREE", (g) => put(g, "harrugh", { on: "killed" })],
    [
      "a Leader away from the ships' way",
      "harrugh",
      "ERR_LEADER_OUT_OF_REACH",
      (g) => {
        owns(g, g.me, "mecatol-rex");
        put(g, "harrugh", { on: "planet", position: "000", planet: "mecatol-rex" });
      },
    ],
  ];
  it.each(refusals)("refuses %s", (_name, leader, code, setup) => {
    const g = leadersLab();
    setup(g);
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    passActionWindows(g);
    const moves = [{ from: g.h, units: { carrier: 1 } }];
    refuse(g, { type: "moveUnits", seat: g.me, moves, leaders: [{ leader, ship: "carrier" }] }, code);
  });

  it("is picked up on the way, but not in a system its owner activated earlier this round (RR §10.3)", () => {
    const onTheWay = (earlier: boolean) => {
      const g = leadersLab();
      owns(g, g.me, "abyz");
      put(g, "harrugh", { on: "planet", position: g.a, planet: "abyz" });
      if (earlier)
        given(g, { type: "commandCounterPlaced", seat: g.me, position: g.a, from: null, reason: "scenario" });
      place(g, g.me, g.h, { cruiser: 1 });
      const far = inward(g.a);
      play(g, { type: "tacticalAction", seat: g.me, position: far });
      passActionWindows(g);
      const moves = [{ from: g.h, units: { cruiser: 1 }, path: [g.a] }];
      return {
        g,
        far,
        command: {
          type: "moveUnits" as const,
          seat: g.me,
          moves,
          leaders: [{ leader: "harrugh", ship: "cruiser" as const }],
        },
      };
    };
    const open = onTheWay(false);
    play(open.g, open.command);
    expect(where(open.g, "harrugh")).toEqual({ on: "ship", position: open.far, ship: "cruiser" });
    expectReplayMatches(open.g);
    const barred = onTheWay(true);
    refuse(barred.g, barred.command, "ERR_LEADER_OUT_OF_REACH");
  });

  it("refuses a Leader aboard a type of ship that does not move", () => {
    const g = leadersLab();
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    passActionWindows(g);
    const moves = [{ from: g.h, units: { carrier: 1 } }];
    const leaders = [{ leader: "harrugh", ship: "cruiser" as const }];
    refuse(g, { type: "moveUnits", seat: g.me, moves, leaders }, "ERR_LEADER_SHIP");
  });

  it("a Leader goes with its ship when every ship of that type leaves, and stays when one stays", () => {
    const g = leadersLab();
    put(g, "harrugh", { on: "ship", position: g.h, ship: "carrier" });
    put(g, "carth", { on: "ship", position: g.h, ship: "cruiser" });
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1 } }]);
    expect(where(g, "harrugh")).toEqual({ on: "ship", position: g.h, ship: "carrier" });
    expect(where(g, "carth")).toEqual({ on: "ship", position: g.h, ship: "cruiser" });
    const g2 = leadersLab();
    put(g2, "carth", { on: "ship", position: g2.h, ship: "cruiser" });
    activateAndMove(g2, g2.me, g2.a, [{ from: g2.h, units: { cruiser: 1 } }]);
    expect(where(g2, "carth")).toEqual({ on: "ship", position: g2.a, ship: "cruiser" });
    expectReplayMatches(g2);
  });

  it("lands with Ground Forces; never alone on a planet not its owner's; only from ships in that system", () => {
    const g = leadersLab();
    place(g, g.me, g.h, { groundForce: 1 });
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1, groundForce: 1 } }], {
      leaders: [{ leader: "harrugh", ship: "carrier" }],
    });
    passActionWindows(g);
    const alone = [{ planet: "abyz" as const, units: {}, leaders: ["harrugh"] }];
    refuse(g, { type: "landUnits", seat: g.me, landings: alone }, "ERR_LEADER_ALONE");
    const home = [{ planet: "abyz" as const, units: { groundForce: 1 }, leaders: ["gila"] }];
    refuse(g, { type: "landUnits", seat: g.me, landings: home }, "ERR_LEADER_NOT_ABOARD");
    play(g, {
      type: "landUnits",
      seat: g.me,
      landings: [{ planet: "abyz", units: { groundForce: 1 }, leaders: ["harrugh"] }],
    });
    expect(where(g, "harrugh")).toEqual({ on: "planet", position: g.a, planet: "abyz" });
    expect(g.state.players[g.me]?.planets.abyz).toBeDefined();
    expectReplayMatches(g);
  });
});

describe("a Leader's ship lost (RR §24.4)", () => {
  /** The Hacan Carrier with Harrugh aboard meets a Sol Destroyer at Abyz and is sunk. */
  function sunk(fate: number) {
    const g = leadersLab();
    place(g, g.sol, g.a, { destroyer: 1 });
    // The Carrier misses, the Destroyer hits: the lost Carrier is the only casualty possible.
    scriptDice(g, [1, 10, fate]);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1 } }], {
      leaders: [{ leader: "harrugh", ship: "carrier" }],
    });
    return g;
  }

  it("in a Space Battle: 1-5 killed", () => {
    const g = sunk(3);
    expect(where(g, "harrugh")).toEqual({ on: "killed" });
    expect(g.events).toContainEqual(expect.objectContaining({ type: "leaderDieRolled", value: 3 }));
    expectReplayMatches(g);
  });

  it("in a Space Battle: 6-8 escapes to a planet of its owner's that he names", () => {
    const g = sunk(7);
    expect(where(g, "harrugh")).toEqual({ on: "escaping" });
    expect(decisions(g.state)).toContainEqual(
      expect.objectContaining({ kind: "answerCardChoice", seat: g.me }),
    );
    refuse(g, { type: "answerCardChoice", seat: g.me, planets: ["jord"] }, "ERR_LEADER_REFUGE");
    choose(g, g.me, { planets: ["hercant"] });
    expect(where(g, "harrugh")).toEqual({ on: "planet", position: g.h, planet: "hercant" });
    expectReplayMatches(g);
  });

  it("in a Space Battle: 9-10 captured by the enemy", () => {
    const g = sunk(10);
    expect(where(g, "harrugh")).toEqual({ on: "captive", captor: g.sol });
    expectReplayMatches(g);
  });

  it("any other way (PDS fire): killed, with no die", () => {
    const g = leadersLab();
    owns(g, g.sol, "abyz");
    place(g, g.sol, g.a, { pds: 1 }, "abyz");
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1 } }], {
      leaders: [{ leader: "harrugh", ship: "carrier" }],
    });
    scriptDice(g, [10]);
    play(g, { type: "firePds", seat: g.sol, fire: true });
    expect(where(g, "harrugh")).toEqual({ on: "killed" });
    expect(g.events.some((e) => e.type === "leaderDieRolled")).toBe(false);
    expectReplayMatches(g);
  });
});

describe("a Leader's planet lost (RR §24.4)", () => {
  /** Sol's Admiral DeLouis stands on Abyz with one Ground Force; the Hacan win the invasion. */
  function conquered(fate: number) {
    const g = invasionLab({ groundForce: 1 });
    put(g, "delouis", { on: "planet", position: g.a, planet: "abyz" });
    invade(g, 2, [], [10, 10, 1, fate]);
    expect(g.state.players[g.me]?.planets.abyz).toBeDefined();
    return g;
  }

  it("invaded: 1-5 captured by the invader", () => {
    const g = conquered(4);
    expect(where(g, "delouis")).toEqual({ on: "captive", captor: g.me });
    expectReplayMatches(g);
  });

  it("invaded: 6-9 escapes", () => {
    const g = conquered(6);
    expect(where(g, "delouis")).toEqual({ on: "escaping" });
    choose(g, g.sol, { planets: ["jord"] });
    expect(where(g, "delouis")).toEqual({ on: "planet", position: homeOf(g, g.sol), planet: "jord" });
    expectReplayMatches(g);
  });

  it("invaded: 10 killed", () => {
    expect(where(conquered(10), "delouis")).toEqual({ on: "killed" });
  });

  it("a failed invasion: the invading Leader is captured by the defender", () => {
    const g = invasionLab({ groundForce: 2 }, 1);
    // Harrugh (a General) rolls his missed die again: both miss; Sol's two dice hit.
    invade(g, 1, ["harrugh"], [1, 2, 10, 10]);
    expect(g.state.players[g.sol]?.planets.abyz).toBeDefined();
    expect(where(g, "harrugh")).toEqual({ on: "captive", captor: g.sol });
    expectReplayMatches(g);
  });

  it("changing hands any other way: the Leader escapes", () => {
    // Colonial Redistribution's way: no Ground Force of Sol's left there, the planet handed to another player.
    const g = invasionLab({});
    put(g, "delouis", { on: "planet", position: g.a, planet: "abyz" });
    given(g, {
      type: "planetGained",
      seat: g.letnev,
      planet: "abyz",
      from: g.sol,
      exhausted: true,
      round: 1,
    });
    nudge(g);
    expect(where(g, "delouis")).toEqual({ on: "escaping" });
    expect(waitingOn(g)).toEqual(["answerCardChoice"]);
    expectReplayMatches(g);
  });
});

describe("captives (RR §24.4)", () => {
  it("held by a captor out of the game, a captive escapes", () => {
    const g = leadersLab();
    put(g, "harrugh", { on: "captive", captor: g.sol });
    nudge(g);
    expect(where(g, "harrugh")).toEqual({ on: "captive", captor: g.sol });
    given(g, { type: "playerEliminated", seat: g.sol });
    nudge(g);
    expect(where(g, "harrugh")?.on).not.toBe("captive");
    expectReplayMatches(g);
  });

  /** Sol holds Harrugh; the Status Phase is about to end. */
  function captive() {
    const g = leadersLab();
    put(g, "harrugh", { on: "captive", captor: g.sol });
    while (g.state.stack.length > 0) given(g, { type: "framePopped" });
    given(
      g,
      { type: "phaseStarted", phase: "status", round: g.state.round },
      { type: "framePushed", frame: { kind: "statusPhase", step: "redistribute", awaiting: [] } },
    );
    nudge(g);
    expect(decisions(g.state)).toEqual([expect.objectContaining({ kind: "answerCardChoice", seat: g.sol })]);
    return g;
  }

  it("the captor keeps it; he is not asked again until the next Status Phase", () => {
    const g = captive();
    refuse(g, { type: "answerCardChoice", seat: g.sol, choice: "ransom" }, "ERR_CAPTIVE_FATE");
    refuse(g, { type: "answerCardChoice", seat: g.sol, choice: "give", target: g.sol }, "ERR_CAPTIVE_FATE");
    choose(g, g.sol, { choice: "keep" });
    expect(where(g, "harrugh")).toEqual({ on: "captive", captor: g.sol, decided: g.state.round - 1 });
    expect(g.state.phase).toBe("strategy");
    expectReplayMatches(g);
  });

  it("handed to a third player, the captive is his; handed to its owner, it is freed", () => {
    const g = captive();
    choose(g, g.sol, { choice: "give", target: g.letnev });
    expect(where(g, "harrugh")).toEqual({ on: "captive", captor: g.letnev, decided: g.state.round - 1 });
    const g2 = captive();
    choose(g2, g2.sol, { choice: "give", target: g2.me });
    expect(where(g2, "harrugh")).toEqual({ on: "escaping" });
    choose(g2, g2.me, { planets: ["arretze"] });
    expect(where(g2, "harrugh")).toEqual({ on: "planet", position: g2.h, planet: "arretze" });
    expectReplayMatches(g2);
  });

  it("executed", () => {
    const g = captive();
    choose(g, g.sol, { choice: "execute" });
    expect(where(g, "harrugh")).toEqual({ on: "killed" });
  });

  it("invading a captor's planet: 9 or 10 rescues one", () => {
    const g = invasionLab({ groundForce: 1 });
    put(g, "harrugh", { on: "captive", captor: g.sol });
    invade(g, 2, [], [10, 10, 1, 9]);
    expect(g.events).toContainEqual(
      expect.objectContaining({ type: "leaderDieRolled", value: 9, outcome: "rescue succeeds" }),
    );
    expect(where(g, "harrugh")).toEqual({ on: "escaping" });
    expectReplayMatches(g);
  });

  it("taking a captor's last planet takes every captive he holds", () => {
    const g = invasionLab({ groundForce: 1 });
    for (const planet of Object.keys(g.state.players[g.sol]?.planets ?? {}))
      if (planet !== "abyz")
        given(g, { type: "planetReleased", seat: g.sol, planet: planet as "jord", reason: "scenario" });
    put(g, "harrugh", { on: "captive", captor: g.sol });
    put(g, "unlenn", { on: "captive", captor: g.sol });
    invade(g, 2, [], [10, 10, 1]);
    expect(where(g, "harrugh")).toEqual({ on: "escaping" });
    expect(where(g, "unlenn")).toEqual({ on: "captive", captor: g.me });
    expectReplayMatches(g);
  });
});

describe("Ancient Artifact with Leaders (SE errata)", () => {
  it("1-5: the Leaders in the Mecatol Rex system die; next to it, Leaders are a planetary force and hits kill them", () => {
    const game = council(
      "ancient-artifact",
      (g) => {
        tiles(g, { "101": "abyz-fria" });
        owns(g, SOL, "mecatol-rex");
        place(g, SOL, "000", { groundForce: 1 }, "mecatol-rex");
        put(g, "delouis", { on: "planet", position: "000", planet: "mecatol-rex" });
        place(g, LETNEV, "000", { destroyer: 1 });
        put(g, "unlenn", { on: "ship", position: "000", ship: "destroyer" });
        owns(g, HACAN, "abyz");
        put(g, "harrugh", { on: "planet", position: "101", planet: "abyz" });
        put(g, "carth", { on: "planet", position: "101", planet: "abyz" });
        scriptDice(g, [2, 9, 9, 9]);
      },
      { options: ["leaders"] },
    );
    vote(game, "for");
    for (const id of ["delouis", "unlenn", "harrugh", "carth"])
      expect(where(game, id)).toEqual({ on: "killed" });
    expect(where(game, "gila")).toMatchObject({ on: "planet" });
    expectReplayMatches(game);
  });
});
