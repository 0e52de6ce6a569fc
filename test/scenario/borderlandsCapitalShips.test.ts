/**
 * TI1 Borderlands' Capital Ships ("classic:capitalShips"), played like the rulebook's example: a fleet of
 * one Dreadnought, one Carrier and four Fighters takes four hits; its owner loses two Fighters and damages
 * both Capital Ships, which fight the next round at -1. Then the slowed move, the damage kept through the
 * Status Phase, and the paid repair at a Space Dock, with their refusals.
 */
import { describe, expect, it } from "vitest";
import { decisions, type GameEvent } from "../../src/engine/index.ts";
import { expectReplayMatches, given, passActionWindows, play, refuse } from "../support/engine.ts";
import { botUntil } from "../support/pendingScenes.ts";
import {
  activateAndMove,
  clearGalaxy,
  homeOf,
  inward,
  lab,
  learn,
  place,
  scriptDice,
  waitingOn,
} from "../support/tactical.ts";

const CAPITAL = ["classic:capitalShips" as const];

/** The Hacan (me) at home `h`, Sol (them) one ring in at `a`; `b` one further. */
function capitalLab(options: (typeof CAPITAL)[number][] = CAPITAL) {
  const g = lab(["hacan", "sol", "letnev"], { settings: { options } });
  clearGalaxy(g);
  const me = g.seat.hacan as number;
  const h = homeOf(g, me);
  const a = inward(h);
  return Object.assign(g, { me, them: g.seat.sol as number, h, a, b: inward(a) });
}
type CapitalLab = ReturnType<typeof capitalLab>;

function damagedAt(g: CapitalLab, position: string, seat: number) {
  return g.state.board[position]?.space.find((f) => f.seat === seat)?.damaged ?? {};
}

function battleRolls(g: CapitalLab) {
  return g.events.filter(
    (e): e is Extract<GameEvent, { type: "combatRolled" }> =>
      e.type === "combatRolled" && e.roll === "spaceBattle",
  );
}

/** The Hacan attack Sol's Dreadnought, Carrier and four Fighters with a War Sun and a Cruiser: 4 hits. */
function fourHits(g: CapitalLab): void {
  place(g, g.them, g.a, { dreadnought: 1, carrier: 1, fighter: 4 });
  place(g, g.me, g.h, { warSun: 1, cruiser: 1 });
  // The Hacan's four dice (War Sun 3, Cruiser 1) hit; Sol's Dreadnought and Carrier miss (its Fighters roll as they fall).
  scriptDice(g, [7, 7, 7, 7, 1, 1]);
  play(g, { type: "setAutoAssignHits", seat: g.me, on: true });
  activateAndMove(g, g.me, g.a, [{ from: g.h, units: { warSun: 1, cruiser: 1 } }]);
  passActionWindows(g);
  expect(decisions(g.state).map((d) => [d.kind, d.seat])).toEqual([["assignHits", g.them]]);
}

describe("Capital Ships in battle (Borderlands)", () => {
  it("the rulebook's example: two Fighters lost, Dreadnought and Carrier damaged; they roll at -1 after", () => {
    const g = capitalLab();
    fourHits(g);
    play(g, {
      type: "assignHits",
      seat: g.them,
      destroy: { fighter: 2 },
      damage: { dreadnought: 1, carrier: 1 },
    });
    expect(damagedAt(g, g.a, g.them)).toEqual({ dreadnought: 1, carrier: 1 });
    // Round 2: Sol's damaged Dreadnought and Carrier need 1 more than in round 1; its Fighters the same.
    for (let d = decisions(g.state)[0]; d?.kind === "announceRetreat"; d = decisions(g.state)[0])
      play(g, { type: "announceRetreat", seat: d.seat, to: null });
    const sol = battleRolls(g).filter((r) => r.seat === g.them);
    const needs = (k: number) => sol[k]?.dice.map((d) => [d.unit, d.needed]);
    const first = Object.fromEntries(needs(0) ?? []);
    expect(needs(1)).toEqual([
      ["dreadnought", first.dreadnought + 1],
      ["carrier", first.carrier + 1],
      ["fighter", first.fighter],
      ["fighter", first.fighter],
    ]);
    expectReplayMatches(g);
  });

  it("without the option a Carrier cannot be damaged", () => {
    const g = capitalLab([]);
    fourHits(g);
    refuse(
      g,
      { type: "assignHits", seat: g.them, destroy: { fighter: 2 }, damage: { dreadnought: 1, carrier: 1 } },
      "ERR_HIT_ASSIGNMENT",
    );
  });
});

describe("damaged Capital Ships between battles (Borderlands)", () => {
  it("a damaged Carrier moves 1 even with XRD Transporters; a sound one moves 2", () => {
    const g = capitalLab();
    learn(g, g.me, "xrd-transporters");
    given(g, { type: "unitsDamaged", seat: g.me, position: g.h, units: { carrier: 1 } });
    play(g, { type: "tacticalAction", seat: g.me, position: g.b });
    passActionWindows(g);
    refuse(
      g,
      {
        type: "moveUnits",
        seat: g.me,
        moves: [{ from: g.h, units: { carrier: 1 }, damaged: { carrier: 1 } }],
      },
      "ERR_OUT_OF_RANGE",
    );
    play(g, { type: "moveUnits", seat: g.me, moves: [{ from: g.h, units: { carrier: 1 } }] });
    expect(damagedAt(g, g.h, g.me)).toEqual({ carrier: 1 });
    expectReplayMatches(g);
  });

  it("keeps its damage through the Status Phase, where other ships are repaired", () => {
    const g = capitalLab();
    place(g, g.me, g.h, { warSun: 1 });
    given(g, { type: "unitsDamaged", seat: g.me, position: g.h, units: { carrier: 1, warSun: 1 } });
    botUntil(g, "pickStrategyCard");
    // The bot may have moved the Carrier on: its damage goes with it, wherever it is.
    const damaged = Object.keys(g.state.board).map((position) => damagedAt(g, position, g.me));
    expect(damaged.filter((d) => Object.keys(d).length > 0)).toEqual([{ carrier: 1 }]);
    expectReplayMatches(g);
  });

  it("is repaired for 3 resources at its owner's Space Dock in the production step", () => {
    const g = capitalLab();
    given(g, { type: "unitsDamaged", seat: g.me, position: g.h, units: { carrier: 1 } });
    given(g, { type: "tradeGoodsGained", seat: g.me, amount: 3, reason: "scenario" });
    refuse(
      g,
      { type: "repairCapitalShips", seat: g.me, units: { carrier: 1 }, tradeGoods: 3 },
      "ERR_NOT_NOW",
    );
    activateAndMove(g, g.me, g.h, []);
    passActionWindows(g);
    expect(waitingOn(g)).toEqual(["repairCapitalShips", "produceUnits"]);
    refuse(
      g,
      { type: "repairCapitalShips", seat: g.me, units: { carrier: 1 }, tradeGoods: 2 },
      "ERR_PAYMENT",
    );
    refuse(
      g,
      { type: "repairCapitalShips", seat: g.me, units: { cruiser: 1 }, tradeGoods: 3 },
      "ERR_UNITS_FORM",
    );
    refuse(
      g,
      { type: "repairCapitalShips", seat: g.me, units: { carrier: 2 }, tradeGoods: 3 },
      "ERR_NOT_DAMAGED",
    );
    play(g, { type: "repairCapitalShips", seat: g.me, units: { carrier: 1 }, tradeGoods: 3 });
    expect(damagedAt(g, g.h, g.me)).toEqual({});
    expect(g.state.players[g.me]?.tradeGoods).toBe(0);
    expectReplayMatches(g);
  });
});
