/**
 * Producing units (RR §14): dock capacity, costs and pairs, limits (Fleet Supply, plastic, PDS per
 * planet, blockades), new Space Docks, the technologies that change production, the Saar's floating docks
 * (SE) and Imperial's Rapid Mobilization (RR §6).
 */
import { describe, expect, it } from "vitest";
import type { Command } from "../../src/engine/index.ts";
import { usableDocks } from "../../src/engine/rules/tactical/docks.ts";
import { expectReplayMatches, play, refuse } from "../support/engine.ts";
import {
  activateAndMove,
  clearGalaxy,
  given,
  homeOf,
  inward,
  type Lab,
  lab,
  learn,
  onPlanet,
  owns,
  place,
  remove,
  space,
  tiles,
  waitingOn,
} from "../support/tactical.ts";

type Produce = Extract<Command, { type: "produceUnits" }>;

/** Sol (Jord: 4 resources, a Space Dock, 2 Carriers and a Destroyer at their Fleet Supply of 3). */
function solLab(): Lab & { me: number; h: string } {
  const g = lab(["sol", "hacan", "letnev"]);
  clearGalaxy(g);
  return Object.assign(g, { me: g.seat.sol!, h: homeOf(g, g.seat.sol!) });
}

function produceIn(g: Lab, seat: number, position: string): void {
  activateAndMove(g, seat, position, []);
  expect(waitingOn(g)).toEqual(["produceUnits"]);
}

const order = (seat: number, units: Record<string, number>, extra: Partial<Produce> = {}): Produce => ({
  type: "produceUnits",
  seat,
  orders: [{ dock: "jord", units }],
  planets: ["jord"],
  ...extra,
});

describe("producing at a Space Dock (RR §14)", () => {
  it("produces up to the planet's resources + 2; Fighters into space, Ground Forces onto the planet", () => {
    const g = solLab();
    produceIn(g, g.me, g.h);
    refuse(g, order(g.me, { fighter: 4, groundForce: 3 }), "ERR_PRODUCTION_CAPACITY");
    play(g, order(g.me, { fighter: 4, groundForce: 2 }));
    expect(space(g, g.h, g.me)).toEqual({ destroyer: 1, carrier: 2, fighter: 4 });
    expect(onPlanet(g, g.h, "jord", g.me)).toEqual({ groundForce: 7, spaceDock: 1 });
    expect(g.state.players[g.me]?.planets.jord?.exhausted).toBe(true);
    expectReplayMatches(g);
  });

  it("sells Fighters and Ground Forces two for a resource, never one of each", () => {
    const g = solLab();
    given(g, { type: "tradeGoodsGained", seat: g.me, amount: 1, reason: "scenario" });
    produceIn(g, g.me, g.h);
    const message = refuse(
      g,
      order(g.me, { fighter: 1, groundForce: 1 }, { planets: [], tradeGoods: 1 }),
      "ERR_PAYMENT",
    );
    expect(message).toContain("cost 2");
    play(g, order(g.me, { fighter: 2 }, { planets: [], tradeGoods: 1 }));
    expect(g.state.players[g.me]?.tradeGoods).toBe(0);
    expectReplayMatches(g);
  });

  const refusals: [string, (g: ReturnType<typeof solLab>) => Record<string, number>, string][] = [
    ["a ship where the fleet is at its Fleet Supply", () => ({ cruiser: 1 }), "ERR_FLEET_SUPPLY"],
    [
      "a War Sun without the War Sun technology",
      (g) => {
        remove(g, g.me, g.h, { destroyer: 1 });
        return { warSun: 1 };
      },
      "ERR_CANNOT_PRODUCE",
    ],
    ["a third PDS on a planet", () => ({ pds: 3 }), "ERR_PDS_LIMIT"],
    [
      "a sixth Dreadnought (the plastic runs out)",
      (g) => {
        remove(g, g.me, g.h, { destroyer: 1 });
        place(g, g.me, inward(g.h), { dreadnought: 5 });
        return { dreadnought: 1 };
      },
      "ERR_PLASTIC",
    ],
    [
      "ships at a blockaded dock",
      (g) => {
        remove(g, g.me, g.h, { destroyer: 1, carrier: 2 });
        place(g, g.seat.letnev!, g.h, { destroyer: 1 });
        return { cruiser: 1 };
      },
      "ERR_BLOCKADE",
    ],
  ];
  it.each(refusals)("refuses %s", (_name, setup, code) => {
    const g = solLab();
    const units = setup(g);
    produceIn(g, g.me, g.h);
    refuse(g, order(g.me, units), code);
  });

  it("a blockaded dock still produces Ground Forces", () => {
    const g = solLab();
    remove(g, g.me, g.h, { destroyer: 1, carrier: 2 });
    place(g, g.seat.letnev!, g.h, { destroyer: 1 });
    produceIn(g, g.me, g.h);
    play(g, order(g.me, { groundForce: 2 }));
    expect(onPlanet(g, g.h, "jord", g.me)).toEqual({ groundForce: 7, spaceDock: 1 });
  });

  it("Hacan: Enviro Compensator adds 1 to capacity, Sarween Tools 1 resource", () => {
    const g = lab(["hacan", "sol", "letnev"]);
    clearGalaxy(g);
    const me = g.seat.hacan!;
    produceIn(g, me, homeOf(g, me));
    const at = (units: Record<string, number>, planets: string[]): Produce => ({
      type: "produceUnits",
      seat: me,
      orders: [{ dock: "arretze", units }],
      planets,
    });
    refuse(g, at({ fighter: 4, groundForce: 2 }, ["arretze", "hercant"]), "ERR_PRODUCTION_CAPACITY");
    refuse(g, at({ fighter: 4, groundForce: 1 }, ["hercant"]), "ERR_PAYMENT");
    play(g, at({ fighter: 4, groundForce: 1 }, ["arretze"]));
    expect(space(g, homeOf(g, me), me)).toMatchObject({ fighter: 6 });
    expectReplayMatches(g);
  });

  it("Integrated Economy places new ships in an adjacent system you activated", () => {
    const g = solLab();
    const next = inward(g.h);
    given(g, { type: "systemActivated", seat: g.me, position: next, from: "reinforcements" });
    produceIn(g, g.me, g.h);
    const cruiser = {
      ...order(g.me, {}),
      orders: [{ dock: "jord" as const, units: { cruiser: 1 }, to: next }],
    };
    refuse(g, cruiser, "ERR_PLACEMENT");
    learn(g, g.me, "integrated-economy");
    play(g, cruiser);
    expect(space(g, next, g.me)).toEqual({ cruiser: 1 });
  });
});

describe("new Space Docks (RR §14)", () => {
  function dockLab() {
    const g = solLab();
    const a = inward(g.h);
    tiles(g, { [a]: "abyz-fria" });
    owns(g, g.me, "abyz");
    given(g, { type: "planetGained", seat: g.me, planet: "fria", from: null, exhausted: false, round: 1 });
    produceIn(g, g.me, a);
    return { g, a };
  }

  it("go on a planet held the whole round, and cannot produce until the next round", () => {
    const { g, a } = dockLab();
    play(g, { type: "produceUnits", seat: g.me, orders: [], spaceDock: "abyz", planets: ["jord"] });
    expect(onPlanet(g, a, "abyz", g.me)).toEqual({ spaceDock: 1 });
    expect(usableDocks(g.state, g.me, a, { mode: "tactical", docksMoved: 0 })).toEqual([]);
    expectReplayMatches(g);
  });

  it("only on a planet that exists (a name that is no planet is refused, not a crash)", () => {
    const { g } = dockLab();
    refuse(
      g,
      { type: "produceUnits", seat: g.me, orders: [], spaceDock: "nope" as never, planets: ["jord"] },
      "ERR_NEW_DOCK",
    );
  });

  it("never on a planet gained this round", () => {
    const { g } = dockLab();
    refuse(
      g,
      { type: "produceUnits", seat: g.me, orders: [], spaceDock: "fria", planets: ["jord"] },
      "ERR_NEW_DOCK",
    );
  });
});

describe("the Saar's floating Space Docks (SE)", () => {
  function saarLab() {
    const g = lab(["saar", "sol", "letnev"]);
    clearGalaxy(g);
    const me = g.seat.saar!;
    return { g, me, h: homeOf(g, me) };
  }
  const saarOrder = (me: number, units: Record<string, number>, planet?: string): Produce => ({
    type: "produceUnits",
    seat: me,
    orders: [{ dock: "space", units, ...(planet ? { planet: planet as never } : {}) }],
    planets: ["ragh", "lisis-ii"],
  });

  it("produce 4 units; Ground Forces go on a planet of yours there or aboard a Carrier", () => {
    const { g, me, h } = saarLab();
    produceIn(g, me, h);
    refuse(g, saarOrder(me, { fighter: 3, groundForce: 2 }, "ragh"), "ERR_PRODUCTION_CAPACITY");
    refuse(g, saarOrder(me, { groundForce: 2 }), "ERR_PLACEMENT");
    play(g, saarOrder(me, { fighter: 2, groundForce: 2 }, "space"));
    expect(space(g, h, me)).toMatchObject({ carrier: 2, fighter: 4, groundForce: 2, spaceDock: 1 });
    expectReplayMatches(g);
  });

  it("a dock that moved cannot produce in that activation", () => {
    const { g, me, h } = saarLab();
    const a = inward(h);
    tiles(g, { [a]: "lodor" });
    owns(g, me, "lodor");
    activateAndMove(g, me, a, [{ from: h, units: { spaceDock: 1, carrier: 1, fighter: 2 } }]);
    expect(waitingOn(g)).toEqual(["produceUnits"]);
    refuse(g, saarOrder(me, { fighter: 2 }), "ERR_NO_DOCK");
    play(g, { type: "produceUnits", seat: me, orders: [], spaceDock: "lodor", planets: ["ragh", "lodor"] });
    expect(space(g, a, me)).toMatchObject({ spaceDock: 2 });
    expectReplayMatches(g);
  });

  it("a dock left alone with enemy ships is destroyed", () => {
    const g = lab(["letnev", "saar", "sol"]);
    clearGalaxy(g);
    const [me, saar] = [g.seat.letnev!, g.seat.saar!];
    const a = inward(homeOf(g, me));
    place(g, saar, a, { spaceDock: 1 });
    activateAndMove(g, me, a, [{ from: homeOf(g, me), units: { destroyer: 1 } }]);
    expect(space(g, a, saar)).toEqual({});
    expectReplayMatches(g);
  });
});

describe("Imperial's secondary, Rapid Mobilization (RR §6)", () => {
  function imperialLab() {
    const g = lab(["hacan", "sol", "letnev"], {
      picks: {
        hacan: ["initiative", "imperial"],
        sol: ["diplomacy", "political"],
        letnev: ["logistics", "trade"],
      },
    });
    clearGalaxy(g);
    play(g, { type: "strategicAction", seat: g.seat.hacan!, card: "imperial" });
    return { g, sol: g.seat.sol!, h: homeOf(g, g.seat.sol!) };
  }
  const follow = (seat: number, position: string, units: Record<string, number>) =>
    ({
      type: "answerSecondary",
      seat,
      card: "imperial",
      follow: true,
      choice: { production: { position, orders: [{ dock: "jord", units }] }, planets: ["jord"] },
    }) as Command;

  it("produces at a dock without activating its system, even one already activated", () => {
    const { g, sol, h } = imperialLab();
    given(g, { type: "systemActivated", seat: sol, position: h, from: "reinforcements" });
    play(g, follow(sol, h, { groundForce: 2 }));
    expect(onPlanet(g, h, "jord", sol)).toEqual({ groundForce: 7, spaceDock: 1 });
    expect(g.state.board[h]?.commandCounters).toEqual([sol]);
    expect(g.state.players[sol]?.counters.strategy).toBe(1);
    expectReplayMatches(g);
  });

  it("needs a dock in the system named", () => {
    const { g, sol, h } = imperialLab();
    refuse(g, follow(sol, inward(h), { groundForce: 2 }), "ERR_NO_DOCK");
  });
});
