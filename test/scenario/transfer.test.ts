/**
 * The transfer action (RR §9): two adjacent systems holding only your units, one counter from the Command
 * Pool and one from reinforcements; ships move between them; landings only on your planets; production in
 * one of the two.
 */
import { describe, expect, it } from "vitest";
import { reinforcements } from "../../src/engine/rules/counters.ts";
import { expectReplayMatches, play, refuse, seatToAnswer } from "../support/engine.ts";
import {
  clearGalaxy,
  given,
  homeOf,
  inward,
  type Lab,
  lab,
  onPlanet,
  owns,
  place,
  space,
  tiles,
  waitingOn,
} from "../support/tactical.ts";

/** Sol at home (Jord with a dock) and next door in Abyz / Fria, where they hold Abyz and a Cruiser. */
function transferLab(): Lab & { me: number; h: string; a: string } {
  const g = lab(["sol", "hacan", "letnev"]);
  clearGalaxy(g);
  const me = g.seat.sol!;
  const h = homeOf(g, me);
  const a = inward(h);
  tiles(g, { [a]: "abyz-fria" });
  owns(g, me, "abyz");
  place(g, me, a, { cruiser: 1 });
  return Object.assign(g, { me, h, a });
}

describe("the transfer action (RR §9)", () => {
  it("takes a Command Pool counter and one from reinforcements, moves, lands on your planets, produces in one system", () => {
    const g = transferLab();
    const before = reinforcements(g.state, g.me);
    play(g, { type: "transferAction", seat: g.me, from: g.h, to: g.a });
    expect(g.state.players[g.me]?.counters.command).toBe(2);
    expect(reinforcements(g.state, g.me)).toBe(before - 1);
    expect([g.state.board[g.h]?.commandCounters, g.state.board[g.a]?.commandCounters]).toEqual([
      [g.me],
      [g.me],
    ]);

    play(g, {
      type: "moveUnits",
      seat: g.me,
      moves: [
        { from: g.h, units: { carrier: 1 }, pickUp: [{ planet: "jord", units: { groundForce: 3 } }] },
        { from: g.a, units: { cruiser: 1 } },
      ],
    });
    expect(space(g, g.a, g.me)).toEqual({ carrier: 1, groundForce: 3 });
    expect(waitingOn(g)).toEqual(["landUnits"]);
    refuse(
      g,
      { type: "landUnits", seat: g.me, landings: [{ planet: "fria", units: { groundForce: 1 } }] },
      "ERR_TRANSFER_LANDING",
    );
    play(g, { type: "landUnits", seat: g.me, landings: [{ planet: "abyz", units: { groundForce: 3 } }] });
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({ groundForce: 3 });

    expect(waitingOn(g)).toEqual(["produceUnits"]);
    const build = {
      type: "produceUnits" as const,
      seat: g.me,
      orders: [{ dock: "jord" as const, units: { fighter: 2 } }],
      planets: ["jord"],
    };
    refuse(g, build, "ERR_PRODUCTION_SYSTEM");
    play(g, { ...build, position: g.h });
    expect(space(g, g.h, g.me)).toMatchObject({ fighter: 2 });
    expect(seatToAnswer(g, "tacticalAction")).not.toBe(g.me);
    expectReplayMatches(g);
  });

  it("moves ships only between its two systems", () => {
    const g = transferLab();
    play(g, { type: "transferAction", seat: g.me, from: g.h, to: g.a });
    place(g, g.me, inward(g.a), { destroyer: 1 });
    refuse(
      g,
      { type: "moveUnits", seat: g.me, moves: [{ from: inward(g.a), units: { destroyer: 1 } }] },
      "ERR_TRANSFER_SYSTEMS",
    );
  });

  /** Each row sets the board up; the transfer then asks for home and `to` (by default next door). */
  type Row = [
    string,
    (g: ReturnType<typeof transferLab>) => void,
    string,
    ((g: ReturnType<typeof transferLab>) => string)?,
  ];
  const refusals: Row[] = [
    [
      "systems that are not adjacent",
      (g) => place(g, g.me, inward(g.a), { destroyer: 1 }),
      "ERR_NOT_ADJACENT",
      (g) => inward(g.a),
    ],
    ["a system without your units", (g) => tiles(g, { [g.a]: "empty" }), "ERR_TRANSFER_SYSTEMS"],
    [
      "a system with another player's units (even Ground Forces)",
      (g) => place(g, g.seat.hacan!, g.a, { groundForce: 1 }, "fria"),
      "ERR_TRANSFER_SYSTEMS",
    ],
    [
      "a system you activated earlier",
      (g) => given(g, { type: "systemActivated", seat: g.me, position: g.a, from: "reinforcements" }),
      "ERR_ALREADY_ACTIVATED",
    ],
    [
      "with an empty Command Pool",
      (g) =>
        given(g, { type: "commandCountersSpent", seat: g.me, counters: { command: 3 }, reason: "scenario" }),
      "ERR_NO_COMMAND_COUNTER",
    ],
  ];
  it.each(refusals)("refuses %s", (_name, setup, code, to) => {
    const g = transferLab();
    setup(g);
    refuse(g, { type: "transferAction", seat: g.me, from: g.h, to: to ? to(g) : g.a }, code);
  });

  it("counts matching wormholes as adjacent", () => {
    const g = transferLab();
    const far = `2${String(((Number(g.a.slice(1)) + 5) % 12) + 1).padStart(2, "0")}`;
    tiles(g, { [g.a]: "empty-beta-wormhole", [far]: "quann" });
    place(g, g.me, g.a, { cruiser: 1 });
    place(g, g.me, far, { destroyer: 1 });
    play(g, { type: "transferAction", seat: g.me, from: g.a, to: far });
    play(g, { type: "moveUnits", seat: g.me, moves: [{ from: far, units: { destroyer: 1 } }] });
    expect(space(g, g.a, g.me)).toEqual({ cruiser: 1, destroyer: 1 });
    expectReplayMatches(g);
  });
});
