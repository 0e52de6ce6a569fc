/**
 * SE Option 9, Facilities (SE p.11): Sol build Colonies and Refineries next to their Home System, in
 * Abyz / Fria (Abyz 3/0, Fria 2/0). A Facility costs 1 resource, is built in the Produce Units step of a
 * tactical action on a planet held all round (not in a Home System, not on a Trade Station, not with
 * enemy ships there, one per planet, 8 of each kind), exhausts its planet, and adds 1 resource (Refinery)
 * or 1 influence (Colony) from the next round. An invasion destroys it unless Shock Troops capture it; a
 * planet turning neutral sends it back to the supply. The rulebook gives no worked example.
 */
import { describe, expect, it } from "vitest";
import type { FacilityKind, PlanetId } from "../../src/content/index.ts";
import { botCommand } from "../../src/engine/bot/policy.ts";
import { type Command, createGame, type GameEvent, type GameSettings } from "../../src/engine/index.ts";
import { planetValues } from "../../src/engine/rules/planetValues.ts";
import {
  CTX,
  expectReplayMatches,
  passActionWindows,
  play,
  refuse,
  seatToAnswer,
} from "../support/engine.ts";
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

const ON = { options: ["facilities"] } as GameSettings;
type Produce = Extract<Command, { type: "produceUnits" }>;

/** Sol at home (Jord 4/2, a Space Dock, 2 Carriers, a Destroyer), holding Abyz next door since round 0. */
function facilityLab(settings: GameSettings = ON) {
  const g = lab(["sol", "hacan", "letnev"], { settings });
  clearGalaxy(g);
  const me = g.seat.sol as number;
  const letnev = g.seat.letnev as number;
  const h = homeOf(g, me);
  const a = inward(h);
  tiles(g, { [a]: "abyz-fria" });
  owns(g, me, "abyz");
  return Object.assign(g, { me, letnev, h, a });
}
type FacilityLab = ReturnType<typeof facilityLab>;

const build = (
  g: FacilityLab,
  facilities: { planet: PlanetId; kind: FacilityKind }[],
  extra: Partial<Produce> = {},
): Produce => ({
  type: "produceUnits",
  seat: g.me,
  orders: [],
  facilities,
  planets: ["jord"],
  ...extra,
});

/** Sol's Destroyer moves into Abyz / Fria: with nothing to fight or land, the production step waits. */
function arrive(g: FacilityLab): void {
  activateAndMove(g, g.me, g.a, [{ from: g.h, units: { destroyer: 1 } }]);
  expect(waitingOn(g)).toEqual(["produceUnits"]);
}

/** A Facility that has stood since before this round began (built in round 0). */
function standing(g: FacilityLab, seat: number, planet: PlanetId, kind: FacilityKind): void {
  given(g, { type: "facilityBuilt", seat, planet, kind, round: 0 });
}

const ofType = <T extends GameEvent["type"]>(events: GameEvent[], type: T) =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

describe("building Facilities (SE p.11)", () => {
  it("a Refinery for 1 resource in the production step, even where no Space Dock stands; it exhausts its planet", () => {
    const g = facilityLab();
    arrive(g);
    const events = play(g, build(g, [{ planet: "abyz", kind: "refinery" }]));
    expect(ofType(events, "facilityBuilt")).toEqual([
      { type: "facilityBuilt", seat: g.me, planet: "abyz", kind: "refinery", round: g.state.round },
    ]);
    expect(ofType(events, "planetsExhausted").map((e) => e.planets)).toEqual([["jord"], ["abyz"]]);
    expect(g.state.facilities).toEqual({ abyz: { kind: "refinery", round: g.state.round } });
    // No extra resource the round it is built; one more from the next round.
    expect(planetValues(g.state, "abyz")).toEqual({ resources: 3, influence: 0 });
    expect(planetValues({ ...g.state, round: g.state.round + 1 }, "abyz")).toEqual({
      resources: 4,
      influence: 0,
    });
    expectReplayMatches(g);
  });

  it("a Colony adds 1 influence from the next round", () => {
    const g = facilityLab();
    arrive(g);
    play(g, build(g, [{ planet: "abyz", kind: "colony" }]));
    expect(planetValues({ ...g.state, round: g.state.round + 1 }, "abyz")).toEqual({
      resources: 3,
      influence: 1,
    });
    expectReplayMatches(g);
  });

  it("its own planet may pay for it, at its printed value; it is exhausted once", () => {
    const g = facilityLab();
    arrive(g);
    const events = play(g, build(g, [{ planet: "abyz", kind: "refinery" }], { planets: ["abyz"] }));
    expect(ofType(events, "planetsExhausted").map((e) => e.planets)).toEqual([["abyz"]]);
    expect(g.state.players[g.me]?.planets.jord?.exhausted).toBe(false);
    expectReplayMatches(g);
  });

  it("one on each of two planets in the same production, paid in one sum", () => {
    const g = facilityLab();
    owns(g, g.me, "fria");
    arrive(g);
    play(
      g,
      build(g, [
        { planet: "abyz", kind: "refinery" },
        { planet: "fria", kind: "colony" },
      ]),
    );
    expect(Object.keys(g.state.facilities ?? {})).toEqual(["abyz", "fria"]);
    expectReplayMatches(g);
  });

  it("is built with the units at a Space Dock, the cost added to theirs", () => {
    const g = facilityLab();
    place(g, g.me, g.a, { spaceDock: 1 }, "abyz");
    arrive(g);
    const units = { orders: [{ dock: "abyz" as const, units: { groundForce: 2 } }] };
    // 2 Ground Forces (1) and a Refinery (1) cost 2: Abyz (3) pays for both, nothing pays for neither.
    refuse(g, build(g, [{ planet: "abyz", kind: "refinery" }], { ...units, planets: [] }), "ERR_PAYMENT");
    play(g, build(g, [{ planet: "abyz", kind: "refinery" }], { ...units, planets: ["abyz"] }));
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ spaceDock: 1, groundForce: 2 });
    expect(g.state.facilities?.abyz?.kind).toBe("refinery");
    expectReplayMatches(g);
  });

  it("a Facility built before this round makes its planet worth one more when spent", () => {
    const g = facilityLab();
    standing(g, g.me, "abyz", "refinery");
    activateAndMove(g, g.me, g.h, []);
    const pds = (planets: string[]): Produce => ({
      type: "produceUnits",
      seat: g.me,
      orders: [{ dock: "jord", units: { pds: 2 } }],
      planets,
    });
    // Two PDS cost 4: Abyz (3) and its Refinery (1) pay for them.
    play(g, pds(["abyz"]));
    expect(onPlanet(g, g.h, "jord", g.me)).toMatchObject({ pds: 2 });
    expectReplayMatches(g);
  });

  it("the same payment falls short when the Refinery was built this round", () => {
    const g = facilityLab();
    given(g, { type: "facilityBuilt", seat: g.me, planet: "abyz", kind: "refinery", round: g.state.round });
    activateAndMove(g, g.me, g.h, []);
    const pds: Produce = {
      type: "produceUnits",
      seat: g.me,
      orders: [{ dock: "jord", units: { pds: 2 } }],
      planets: ["abyz"],
    };
    refuse(g, pds, "ERR_PAYMENT");
  });
});

describe("where a Facility may not be built (SE p.11)", () => {
  it("not in a game without the option", () => {
    const g = facilityLab({});
    activateAndMove(g, g.me, g.h, []);
    const message = refuse(g, build(g, [{ planet: "jord", kind: "refinery" }]), "ERR_FACILITY");
    expect(message).toContain("not built in this game");
  });

  it("not in a Home System", () => {
    const g = facilityLab();
    activateAndMove(g, g.me, g.h, []);
    expect(refuse(g, build(g, [{ planet: "jord", kind: "refinery" }]), "ERR_FACILITY")).toContain(
      "Home System",
    );
  });

  it("not on a planet gained this round, and not on a planet of another system", () => {
    const g = facilityLab();
    given(g, {
      type: "planetGained",
      seat: g.me,
      planet: "fria",
      from: null,
      exhausted: true,
      round: g.state.round,
    });
    arrive(g);
    expect(refuse(g, build(g, [{ planet: "fria", kind: "colony" }]), "ERR_FACILITY")).toContain(
      "whole round",
    );
    expect(refuse(g, build(g, [{ planet: "jord", kind: "colony" }]), "ERR_FACILITY")).toContain(
      "not in the system producing",
    );
    play(g, build(g, [{ planet: "abyz", kind: "colony" }]));
    expectReplayMatches(g);
  });

  it("not on another player's planet", () => {
    const g = facilityLab();
    owns(g, g.letnev, "fria");
    arrive(g);
    expect(refuse(g, build(g, [{ planet: "fria", kind: "colony" }]), "ERR_FACILITY")).toContain(
      "whole round",
    );
  });

  it("not on a Trade Station", () => {
    const g = facilityLab();
    tiles(g, { [g.a]: "bellatrix-tsion" });
    owns(g, g.me, "tsion");
    owns(g, g.me, "bellatrix");
    place(g, g.me, g.a, { spaceDock: 1 }, "bellatrix");
    arrive(g);
    expect(refuse(g, build(g, [{ planet: "tsion", kind: "refinery" }]), "ERR_FACILITY")).toContain(
      "Trade Station",
    );
  });

  it("not while enemy ships are in the system (here Sol's blockaded dock still builds Ground Forces)", () => {
    const g = facilityLab();
    place(g, g.me, g.a, { spaceDock: 1 }, "abyz");
    place(g, g.letnev, g.a, { destroyer: 1 });
    activateAndMove(g, g.me, g.a, []);
    expect(waitingOn(g)).toEqual(["produceUnits"]);
    expect(refuse(g, build(g, [{ planet: "abyz", kind: "refinery" }]), "ERR_FACILITY")).toContain(
      "enemy ships",
    );
  });

  it("one per planet: not on a planet that has one, nor twice in one production", () => {
    const g = facilityLab();
    standing(g, g.me, "abyz", "colony");
    owns(g, g.me, "fria");
    arrive(g);
    expect(refuse(g, build(g, [{ planet: "abyz", kind: "refinery" }]), "ERR_FACILITY")).toContain(
      "already has a Facility",
    );
    const twice = build(g, [
      { planet: "fria", kind: "refinery" },
      { planet: "fria", kind: "colony" },
    ]);
    expect(refuse(g, twice, "ERR_FACILITY")).toContain("named twice");
  });

  it("not once the 8 cards of that kind are on the board; the other kind is still built", () => {
    const g = facilityLab();
    const elsewhere: PlanetId[] = [
      "lodor",
      "mehar-xull",
      "zohbat",
      "arnor",
      "arinam",
      "meer",
      "mellon",
      "loki",
    ];
    for (const planet of elsewhere) {
      owns(g, g.letnev, planet);
      standing(g, g.letnev, planet, "refinery");
    }
    arrive(g);
    expect(refuse(g, build(g, [{ planet: "abyz", kind: "refinery" }]), "ERR_FACILITY")).toContain("Only 0");
    play(g, build(g, [{ planet: "abyz", kind: "colony" }]));
    expectReplayMatches(g);
  });

  it("not unpaid", () => {
    const g = facilityLab();
    arrive(g);
    refuse(g, build(g, [{ planet: "abyz", kind: "refinery" }], { planets: [] }), "ERR_PAYMENT");
  });

  it("not in a transfer action (RR §9)", () => {
    const g = facilityLab();
    place(g, g.me, g.a, { cruiser: 1 });
    play(g, { type: "transferAction", seat: g.me, from: g.h, to: g.a });
    play(g, { type: "moveUnits", seat: g.me, moves: [] });
    if (waitingOn(g).includes("landUnits")) play(g, { type: "landUnits", seat: g.me, landings: [] });
    expect(waitingOn(g)).toEqual(["produceUnits"]);
    const there = build(g, [{ planet: "abyz", kind: "refinery" }], { position: g.a });
    expect(refuse(g, there, "ERR_FACILITY")).toContain("tactical action");
  });

  it("the production step is not offered where nothing may be built (a Trade Station, no dock)", () => {
    const g = facilityLab();
    tiles(g, { [g.a]: "bellatrix-tsion" });
    owns(g, g.me, "tsion");
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { destroyer: 1 } }]);
    expect(waitingOn(g)).not.toContain("produceUnits");
  });
});

describe("losing a Facility (SE p.11)", () => {
  /** Letnev hold Abyz with a Refinery and `defence`; Sol invade it from home with `landing`. */
  function invaded(
    defence: Record<string, number>,
    landing: Record<string, number>,
    dice: number[],
    settings = ON,
  ) {
    const g = facilityLab(settings);
    given(g, { type: "planetLost", seat: g.me, planet: "abyz", reason: "scenario" });
    owns(g, g.letnev, "abyz");
    standing(g, g.letnev, "abyz", "refinery");
    if (Object.keys(defence).length > 0) place(g, g.letnev, g.a, defence, "abyz");
    place(g, g.me, g.h, landing);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1, ...landing } }]);
    if (dice.length > 0) scriptDice(g, dice);
    const events = play(g, { type: "landUnits", seat: g.me, landings: [{ planet: "abyz", units: landing }] });
    return { g, events };
  }

  it("a successful invasion destroys it", () => {
    // Sol's two Ground Forces hit twice, Letnev's misses.
    const { g, events } = invaded({ groundForce: 1 }, { groundForce: 2 }, [9, 9, 1]);
    expect(g.state.players[g.me]?.planets.abyz).toBeDefined();
    expect(ofType(events, "facilityRemoved")).toEqual([
      {
        type: "facilityRemoved",
        seat: g.letnev,
        planet: "abyz",
        kind: "refinery",
        reason: "the planet was invaded",
      },
    ]);
    expect(g.state.facilities).toEqual({});
    expectReplayMatches(g);
  });

  it("so does a landing on another player's planet left with no units", () => {
    const { g, events } = invaded({}, { groundForce: 1 }, []);
    expect(g.state.players[g.me]?.planets.abyz).toBeDefined();
    expect(ofType(events, "facilityRemoved")).toHaveLength(1);
    expect(g.state.facilities).toEqual({});
    expectReplayMatches(g);
  });

  it("a failed invasion leaves it to the defender", () => {
    const { g } = invaded({ groundForce: 2 }, { groundForce: 1 }, [1, 9, 9]);
    expect(g.state.players[g.letnev]?.planets.abyz).toBeDefined();
    expect(g.state.facilities).toEqual({ abyz: { kind: "refinery", round: 0 } });
    expectReplayMatches(g);
  });

  it("Shock Troops capture it as a Space Dock (SE Option 6): it stays, and now counts for Sol", () => {
    const both = { options: ["facilities", "shockTroops"] } as GameSettings;
    // Sol's Shock Troop (5) hits, the Ground Force (8) misses; Letnev's Ground Force misses.
    const { g, events } = invaded({ groundForce: 1 }, { groundForce: 1, shockTroop: 1 }, [1, 6, 1], both);
    expect(ofType(events, "facilityCaptured")).toEqual([
      {
        type: "facilityCaptured",
        seat: g.me,
        from: g.letnev,
        planet: "abyz",
        kind: "refinery",
        reason: "Shock Troops",
      },
    ]);
    expect(g.state.facilities).toEqual({ abyz: { kind: "refinery", round: 0 } });
    expect(g.state.players[g.me]?.planets.abyz).toBeDefined();
    expect(planetValues(g.state, "abyz").resources).toBe(4);
    expectReplayMatches(g);
  });

  it("and with a Space Dock there, both are captured: the Shock Troops are asked for the dock", () => {
    const both = { options: ["facilities", "shockTroops"] } as GameSettings;
    const defence = { groundForce: 1, spaceDock: 1 };
    const { g, events } = invaded(defence, { groundForce: 1, shockTroop: 1 }, [1, 6, 1], both);
    expect(ofType(events, "facilityCaptured")).toHaveLength(1);
    expect(waitingOn(g)).toContain("captureStructures");
    play(g, { type: "captureStructures", seat: g.me, capture: true });
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ groundForce: 1, shockTroop: 1, spaceDock: 1 });
    expect(g.state.facilities).toEqual({ abyz: { kind: "refinery", round: 0 } });
    expectReplayMatches(g);
  });

  it("an Agent landed with the invasion captures it too (Leaders, RR §24.4)", () => {
    const g = facilityLab({ options: ["facilities", "leaders"] } as GameSettings);
    given(g, { type: "planetLost", seat: g.me, planet: "abyz", reason: "scenario" });
    owns(g, g.letnev, "abyz");
    standing(g, g.letnev, "abyz", "colony");
    place(g, g.letnev, g.a, { groundForce: 1 }, "abyz");
    place(g, g.me, g.h, { groundForce: 2 });
    const leaders = [{ leader: "connor", ship: "carrier" as const }];
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1, groundForce: 2 } }], { leaders });
    passActionWindows(g);
    scriptDice(g, [9, 9, 1]);
    const landing = { planet: "abyz" as const, units: { groundForce: 2 }, leaders: ["connor"] };
    const events = play(g, { type: "landUnits", seat: g.me, landings: [landing] });
    expect(ofType(events, "facilityCaptured")).toMatchObject([
      { seat: g.me, kind: "colony", reason: "the Agent" },
    ]);
    expect(g.state.facilities).toEqual({ abyz: { kind: "colony", round: 0 } });
    expectReplayMatches(g);
  });

  it("without a Shock Troop left, the same invasion destroys it", () => {
    const both = { options: ["facilities", "shockTroops"] } as GameSettings;
    // Sol's first Ground Force hits, the rest miss; Letnev's hit takes the Shock Troop first (SE p.10).
    const { g, events } = invaded({ groundForce: 1 }, { groundForce: 2, shockTroop: 1 }, [9, 1, 1, 9], both);
    if (waitingOn(g).includes("assignHits")) {
      events.push(...play(g, { type: "assignHits", seat: g.me, destroy: { shockTroop: 1 } }));
    }
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ groundForce: 2 });
    expect(ofType(events, "facilityCaptured")).toEqual([]);
    expect(ofType(events, "facilityRemoved")).toHaveLength(1);
    expect(g.state.facilities).toEqual({});
    expectReplayMatches(g);
  });

  it("a planet turning neutral sends its Facility back to the supply", () => {
    const g = facilityLab();
    standing(g, g.me, "abyz", "colony");
    given(g, { type: "planetLost", seat: g.me, planet: "abyz", reason: "scenario" });
    const events = play(g, { type: "tacticalAction", seat: g.me, position: g.h });
    expect(ofType(events, "facilityRemoved")).toEqual([
      {
        type: "facilityRemoved",
        seat: null,
        planet: "abyz",
        kind: "colony",
        reason: "its planet turned neutral",
      },
    ]);
    expectReplayMatches(g);
  });

  it("a planet changing hands any other way keeps its Facility for the new holder", () => {
    const g = facilityLab();
    standing(g, g.me, "abyz", "colony");
    given(g, { type: "planetGained", seat: g.letnev, planet: "abyz", from: g.me, exhausted: true, round: 1 });
    play(g, { type: "tacticalAction", seat: g.me, position: g.h });
    expect(g.state.facilities).toEqual({ abyz: { kind: "colony", round: 0 } });
    expectReplayMatches(g);
  });
});

describe("the option", () => {
  it("is available: a game is created with it as any group would create one", () => {
    const players = [0, 1, 2].map((i) => ({ userId: `user-${i}`, name: `Player ${i + 1}` }));
    const created = createGame({ seed: "facilities", players, settings: ON }, CTX);
    expect(created.ok).toBe(true);
    // Nothing is built at set-up: the state has no Facility until one is built.
    expect(created.ok && created.state.facilities).toBeUndefined();
  });
});

describe("the bot builds Facilities", () => {
  it("where one may go: here a Refinery alone on Abyz (3/0), with no dock to build at", () => {
    const g = facilityLab();
    arrive(g);
    const command = botCommand(g.state, seatToAnswer(g, "produceUnits"), CTX);
    expect(command).toMatchObject({
      type: "produceUnits",
      facilities: [{ planet: "abyz", kind: "refinery" }],
    });
    play(g, command as Command);
    expect(g.state.facilities?.abyz?.kind).toBe("refinery");
    expectReplayMatches(g);
  });
});
