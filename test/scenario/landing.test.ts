/**
 * Landings and planet control (RR §13.1, §13.4), SE Trade Stations, and what else acts around an
 * activation: Fleet Logistics, Telepathic Mind Weapon, Diplomats, the Saar's scavengers.
 */
import { describe, expect, it } from "vitest";
import type { PlanetId } from "../../src/content/index.ts";
import { expectReplayMatches, play, refuse, seatToAnswer } from "../support/engine.ts";
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
  remove,
  space,
  tiles,
  waitingOn,
} from "../support/tactical.ts";

/** Hacan fly a Carrier with `cargo` from home into Abyz / Fria, next door. */
function landingLab(cargo: Record<string, number> = { groundForce: 2 }) {
  const g = lab(["hacan", "sol", "letnev"]);
  clearGalaxy(g);
  const me = g.seat.hacan!;
  const h = homeOf(g, me);
  const a = inward(h);
  tiles(g, { [a]: "abyz-fria" });
  place(g, me, h, cargo);
  return { g, me, h, a, sol: g.seat.sol! };
}

function arrive(t: ReturnType<typeof landingLab>, cargo: Record<string, number> = { groundForce: 2 }): void {
  activateAndMove(t.g, t.me, t.a, [{ from: t.h, units: { carrier: 1, ...cargo } }]);
  expect(waitingOn(t.g)).toEqual(["landUnits"]);
}

const land = (seat: number, ...landings: [PlanetId, Record<string, number>][]) =>
  ({ type: "landUnits", seat, landings: landings.map(([planet, units]) => ({ planet, units })) }) as const;

describe("planetary landings (RR §13.1)", () => {
  it("a neutral planet is gained with its card exhausted, noting the round", () => {
    const t = landingLab();
    arrive(t);
    play(t.g, land(t.me, ["abyz", { groundForce: 1 }], ["fria", { groundForce: 1 }]));
    expect(t.g.state.players[t.me]?.planets.abyz).toEqual({ exhausted: true, gainedRound: 1 });
    expect(onPlanet(t.g, t.a, "fria", t.me)).toEqual({ groundForce: 1 });
    // Nothing to produce on planets gained this round: the turn passes.
    expect(seatToAnswer(t.g, "tacticalAction")).not.toBe(t.me);
    expectReplayMatches(t.g);
  });

  it("with Nano Technology the card arrives ready", () => {
    const t = landingLab();
    learn(t.g, t.me, "nano-technology");
    arrive(t);
    play(t.g, land(t.me, ["abyz", { groundForce: 2 }]));
    expect(t.g.state.players[t.me]?.planets.abyz?.exhausted).toBe(false);
  });

  it("a PDS landed alone on a neutral planet is destroyed", () => {
    const t = landingLab({ groundForce: 1, pds: 1 });
    arrive(t, { groundForce: 1, pds: 1 });
    play(t.g, land(t.me, ["abyz", { pds: 1 }], ["fria", { groundForce: 1 }]));
    expect(onPlanet(t.g, t.a, "abyz", t.me)).toEqual({});
    expect(t.g.state.players[t.me]?.planets.abyz).toBeUndefined();
    expect(t.g.state.players[t.me]?.planets.fria).toBeDefined();
    expectReplayMatches(t.g);
  });

  it("an enemy planet without units falls at once, and breaks the trade agreement (a war)", () => {
    const t = landingLab();
    owns(t.g, t.sol, "fria");
    given(t.g, { type: "tradeAgreementFormed", seats: [t.me, t.sol], values: [3, 2] });
    arrive(t);
    play(t.g, land(t.me, ["fria", { groundForce: 1 }]));
    expect(t.g.state.players[t.me]?.planets.fria?.exhausted).toBe(true);
    expect(t.g.state.players[t.sol]?.planets.fria).toBeUndefined();
    expect(t.g.state.tradeAgreements).toEqual([]);
    expectReplayMatches(t.g);
  });

  it("a planet held by enemy Ground Forces is invaded (by the combat rules), not taken by the landing", () => {
    const t = landingLab();
    owns(t.g, t.sol, "fria");
    place(t.g, t.sol, t.a, { groundForce: 1 }, "fria");
    arrive(t);
    const events = play(t.g, land(t.me, ["fria", { groundForce: 2 }]));
    const invading = events.findIndex(
      (e) => e.type === "frameReplaced" && "invading" in e.frame && e.frame.invading === "fria",
    );
    const gained = events.findIndex((e) => e.type === "planetGained");
    expect(invading).toBeGreaterThan(0);
    expect(gained === -1 || gained > invading).toBe(true);
  });

  const refusals: [string, [PlanetId, Record<string, number>], string][] = [
    ["on a planet of another system", ["arretze", { groundForce: 1 }], "ERR_LANDING_PLANET"],
    ["units not aboard", ["abyz", { groundForce: 3 }], "ERR_UNITS_NOT_THERE"],
    ["a ship", ["abyz", { carrier: 1 }], "ERR_LANDING_UNITS"],
  ];
  it.each(refusals)("refuses landing %s", (_name, landing, code) => {
    const t = landingLab();
    arrive(t);
    refuse(t.g, land(t.me, landing), code);
  });

  it("refuses a third PDS of yours on one planet (RR §1)", () => {
    const t = landingLab({ pds: 1 });
    owns(t.g, t.me, "abyz");
    place(t.g, t.me, t.a, { pds: 2 }, "abyz");
    arrive(t, { pds: 1 });
    refuse(t.g, land(t.me, ["abyz", { pds: 1 }]), "ERR_PDS_LIMIT");
  });

  it("the Saar gain a Trade Good with each planet", () => {
    const g = lab(["saar", "sol", "letnev"]);
    clearGalaxy(g);
    const me = g.seat.saar!;
    const h = homeOf(g, me);
    tiles(g, { [inward(h)]: "abyz-fria" });
    activateAndMove(g, me, inward(h), [
      { from: h, units: { carrier: 1 }, pickUp: [{ planet: "ragh", units: { groundForce: 2 } }] },
    ]);
    play(g, land(me, ["abyz", { groundForce: 1 }], ["fria", { groundForce: 1 }]));
    expect(g.state.players[me]?.tradeGoods).toBe(2);
    expectReplayMatches(g);
  });
});

describe("Trade Stations (SE p.7)", () => {
  it("follow the only player with ships in the system (the rulebook's Sol and Muaat example)", () => {
    const g = lab(["sol", "muaat", "letnev"], {
      picks: { sol: ["initiative", "logistics"], muaat: ["diplomacy", "political"] },
    });
    clearGalaxy(g);
    const sol = g.seat.sol!;
    const muaat = g.seat.muaat!;
    const station = inward(homeOf(g, sol));
    tiles(g, { [station]: "bellatrix-tsion" });
    place(g, muaat, inward(station), { warSun: 1 });
    // Sol moves a Destroyer in: alone with ships there, Sol takes Tsion (exhausted), not Bellatrix.
    activateAndMove(g, sol, station, [{ from: homeOf(g, sol), units: { destroyer: 1 } }]);
    expect(g.state.players[sol]?.planets.tsion).toEqual({ exhausted: true, gainedRound: 1 });
    expect(g.state.players[sol]?.planets.bellatrix).toBeUndefined();
    // Later the Muaat War Sun wins the system (the battle is the combat rules'): Tsion changes hands.
    remove(g, sol, station, { destroyer: 1 });
    activateAndMove(g, muaat, station, [{ from: inward(station), units: { warSun: 1 } }]);
    expect(g.state.players[muaat]?.planets.tsion?.exhausted).toBe(true);
    expect(g.state.players[sol]?.planets.tsion).toBeUndefined();
    expectReplayMatches(g);
  });

  it("never take Ground Forces", () => {
    const t = landingLab();
    tiles(t.g, { [t.a]: "bellatrix-tsion" });
    arrive(t);
    refuse(t.g, land(t.me, ["tsion", { groundForce: 1 }]), "ERR_TRADE_STATION");
  });
});

describe("answers to an activation", () => {
  it("Fleet Logistics offers a second tactical action before the turn ends (RR §7)", () => {
    const t = landingLab();
    learn(t.g, t.me, "fleet-logistics");
    activateAndMove(t.g, t.me, inward(t.a), []);
    expect(waitingOn(t.g)).toEqual(["tacticalAction", "finishTurn"]);
    activateAndMove(t.g, t.me, t.a, []);
    expect(seatToAnswer(t.g, "tacticalAction")).not.toBe(t.me);
    expectReplayMatches(t.g);
  });

  it("Telepathic Mind Weapon takes a Fleet Supply counter from whoever activates a Naalu system", () => {
    const g = lab(["hacan", "naalu", "sol"]);
    clearGalaxy(g);
    const [me, naalu] = [g.seat.hacan!, g.seat.naalu!];
    const a = inward(homeOf(g, me));
    tiles(g, { [a]: "lodor" });
    owns(g, naalu, "lodor");
    place(g, naalu, a, { cruiser: 1 });
    learn(g, naalu, "telepathic-mind-weapon");
    // The Naalu act first (initiative 0): they activate an empty system and do nothing else.
    activateAndMove(g, naalu, inward(inward(homeOf(g, naalu))), []);
    play(g, { type: "tacticalAction", seat: me, position: a });
    expect(g.state.players[me]?.counters.fleet).toBe(2);
    // Three ships at home are now one too many: their owner chooses the one removed (RR §15), then moves on.
    expect(waitingOn(g)).toEqual(["answerCardChoice"]);
    const home = homeOf(g, me);
    refuse(g, { type: "answerCardChoice", seat: me, units: { fighter: 1 } }, "ERR_CHOICE");
    refuse(g, { type: "answerCardChoice", seat: me, units: { carrier: 1, cruiser: 1 } }, "ERR_CHOICE");
    play(g, { type: "answerCardChoice", seat: me, units: { cruiser: 1 } });
    expect(space(g, home, me)).toEqual({ carrier: 2, fighter: 2 });
    expect(waitingOn(g)).toEqual(["moveUnits"]);
    expectReplayMatches(g);
  });

  function diplomatsLab() {
    const g = lab(["hacan", "xxcha", "sol"]);
    clearGalaxy(g);
    const [me, xxcha] = [g.seat.hacan!, g.seat.xxcha!];
    const a = inward(homeOf(g, me));
    tiles(g, { [a]: "lodor" });
    owns(g, xxcha, "lodor");
    place(g, xxcha, a, { cruiser: 1 });
    learn(g, xxcha, "diplomats");
    play(g, { type: "tacticalAction", seat: me, position: a });
    expect(waitingOn(g)).toEqual(["answerActivation"]);
    return { g, me, xxcha, a };
  }

  it("Diplomats cancel the activation: the counter goes to reinforcements and the turn ends", () => {
    const { g, me, xxcha, a } = diplomatsLab();
    play(g, { type: "answerActivation", seat: xxcha, cancel: true });
    expect(g.state.board[a]?.commandCounters).toEqual([]);
    expect(g.state.players[me]?.counters.command).toBe(2);
    expect(g.state.players[xxcha]?.counters.strategy).toBe(1);
    expect(seatToAnswer(g, "tacticalAction")).not.toBe(me);
    expectReplayMatches(g);
  });

  it("Diplomats may let the activation stand", () => {
    const { g, me, xxcha } = diplomatsLab();
    play(g, { type: "answerActivation", seat: xxcha, cancel: false });
    expect(waitingOn(g)).toEqual(["moveUnits"]);
    expect(space(g, homeOf(g, me), me)).toMatchObject({ carrier: 2 });
  });
});
