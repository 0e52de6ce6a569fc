/**
 * Hope's End 2.3, "Movement of Leaders": just before the Movement Segment a Leader goes from a planet
 * onto a friendly ship in its system, or from one ship to another there, whether that ship then moves or
 * stays; at no other moment (options/leaders/reboard.ts).
 */
import { describe, expect, it } from "vitest";
import type { Command } from "../../src/engine/index.ts";
import type { LeaderPlace } from "../../src/engine/state.ts";
import { expectReplayMatches, passActionWindows, play, refuse, type Scenario } from "../support/engine.ts";
import { clearGalaxy, homeOf, inward, lab, place, space } from "../support/tactical.ts";

const CLASSIC = { settings: { options: ["classic:leaders"] } };

/** Sol at home with a Dreadnought and a Destroyer, its Leaders on its home planet; Hacan beside. */
function homeFleet() {
  const g = lab(["sol", "hacan", "letnev"], CLASSIC);
  clearGalaxy(g);
  const me = g.seat.sol as number;
  const hacan = g.seat.hacan as number;
  const h = homeOf(g, me);
  place(g, me, h, { dreadnought: 1, destroyer: 1 });
  return Object.assign(g, { me, hacan, h, a: inward(h) });
}

const where = (g: Scenario, id: string): LeaderPlace | undefined =>
  g.state.leaders?.find((l) => l.id === id)?.at;

const change = (seat: number, leader: string, ship: string) =>
  ({ type: "changeLeaderShip", seat, leader, ship }) as Command;

function activate(g: ReturnType<typeof homeFleet>): void {
  play(g, { type: "tacticalAction", seat: g.me, position: g.a });
  passActionWindows(g);
}

describe("changing ships before movement (Hope's End 2.3)", () => {
  it("a Leader on the home planet boards the Dreadnought that stays, as the Destroyer leaves", () => {
    const g = homeFleet();
    expect(where(g, "delouis")).toMatchObject({ on: "planet", position: g.h });
    activate(g);
    play(g, change(g.me, "delouis", "dreadnought"));
    expect(where(g, "delouis")).toEqual({ on: "ship", position: g.h, ship: "dreadnought" });
    play(g, { type: "moveUnits", seat: g.me, moves: [{ from: g.h, units: { destroyer: 1 } }] });
    expect(where(g, "delouis")).toEqual({ on: "ship", position: g.h, ship: "dreadnought" });
    expect(space(g, g.h, g.me).dreadnought).toBe(1);
    expectReplayMatches(g);
  });

  it("a Leader aboard one ship goes over to another that stays", () => {
    const g = homeFleet();
    activate(g);
    play(g, change(g.me, "delouis", "destroyer"));
    play(g, change(g.me, "delouis", "dreadnought"));
    expect(where(g, "delouis")).toEqual({ on: "ship", position: g.h, ship: "dreadnought" });
    expectReplayMatches(g);
  });

  it("is refused outside the move step, for a ship not there or not a ship, and for another's Leader", () => {
    const g = homeFleet();
    // Before any tactical action: no Movement Segment is about to begin.
    refuse(g, change(g.me, "delouis", "dreadnought"), "ERR_LEADER_SHIP_TIMING");
    activate(g);
    expect(space(g, g.h, g.me).warSun ?? 0).toBe(0);
    refuse(g, change(g.me, "delouis", "warSun"), "ERR_LEADER_SHIP");
    refuse(g, change(g.me, "delouis", "groundForce"), "ERR_LEADER_SHIP");
    refuse(g, change(g.me, "harrugh", "dreadnought"), "ERR_LEADER_UNKNOWN");
    // Another player's turn is not his Movement Segment, even for his own ships.
    const hacanHome = homeOf(g, g.hacan);
    place(g, g.hacan, hacanHome, { cruiser: 1 });
    refuse(g, change(g.hacan, "harrugh", "cruiser"), "ERR_LEADER_SHIP_TIMING");
    play(g, { type: "moveUnits", seat: g.me, moves: [{ from: g.h, units: { destroyer: 1 } }] });
    // After the move, Leaders change ships no more this action.
    const before = structuredClone(g.state);
    refuse(g, change(g.me, "delouis", "dreadnought"), "ERR_LEADER_SHIP_TIMING");
    expect(g.state).toEqual(before);
  });
});
