/**
 * TE "Alliance Game Variant": set-up (the pairs, the player counts, the "14" track), winning together and
 * elimination held off by an ally's planets. Positions are a real game's action phase, edited; what follows
 * is played by the rules and replayed.
 */
import { describe, expect, it } from "vitest";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { allyOf, areAllied } from "../../../../src/engine/ti4/board/allies.ts";
import { mustBeEliminated } from "../../../../src/engine/ti4/round/elimination.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import { createTi4Game, type Ti4Settings } from "../../../../src/engine/ti4/setup/create.ts";
import type { Ti4PlayerState, Ti4State } from "../../../../src/engine/ti4/state.ts";
import { allianceNotOffered } from "../../../../src/engine/ti4/thundersEdge/alliance.ts";
import { allianceGame } from "../../../support/allianceScene.ts";
import { allCardsPlayed } from "../../../support/ti4Factions.ts";
import { send } from "../../../support/ti4Status.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };

function made(players: number, settings: Ti4Settings) {
  return createTi4Game(
    {
      seed: "alliance-setup",
      players: Array.from({ length: players }, (_, i) => ({ userId: `u${i}`, name: `P${i}` })),
      settings,
    },
    CTX,
  );
}

function refused(players: number, settings: Ti4Settings): [string, string, string] {
  const result = made(players, settings);
  if (result.ok) throw new Error("the game was created");
  return [result.error.code, result.error.rule, result.error.message];
}

const TE = ["base", "te"] as const;

describe("TE Alliance Game Variant: set-up (Alliance Setup step 2)", () => {
  it("pairs neighbours in seat order when no pairs are named, and plays to 14 points", () => {
    const result = made(4, { boxes: TE, alliance: true });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.state.config.alliance?.pairs).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(result.state.config.vpTarget).toBe(14);
    expect(allyOf(result.state, 3)).toBe(2);
    expect(areAllied(result.state, 0, 2)).toBe(false);
  });

  it("takes the table's own pairs at six players", () => {
    const result = made(6, {
      boxes: TE,
      alliance: [
        [0, 3],
        [1, 4],
        [2, 5],
      ],
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(allyOf(result.state, 4)).toBe(1);
    expect(areAllied(result.state, 2, 5)).toBe(true);
  });

  it("is refused at a player count other than four, six or eight", () => {
    for (const players of [3, 5])
      expect(refused(players, { boxes: TE, alliance: true })).toEqual([
        "ERR_TI4_ALLIANCE_PLAYERS",
        "TE Alliance Game Variant",
        `The Alliance variant is played by four, six or eight players in pairs of allies, not ${players}.`,
      ]);
  });

  it("is refused without Thunder's Edge, on the 10-point track, and with pairs that do not seat everyone once", () => {
    expect(refused(4, { alliance: true })[0]).toBe("ERR_TI4_ALLIANCE");
    expect(refused(4, { boxes: TE, alliance: true, vpTarget: 10 })).toEqual([
      "ERR_TI4_ALLIANCE_VP",
      "TE Alliance Game Variant, Alliance Winning the Game",
      "The Alliance variant is played to 14 victory points, not 10.",
    ]);
    expect(
      refused(4, {
        boxes: TE,
        alliance: [
          [0, 1],
          [1, 2],
        ],
      })[2],
    ).toBe("Seat 1 is named in two pairs of allies: each player has exactly one ally.");
    expect(refused(4, { boxes: TE, alliance: [[0, 1]] })[2]).toBe(
      "Every player must be given an ally: the pairs name 2 of the 4 seats.",
    );
    expect(
      refused(4, {
        boxes: TE,
        alliance: [
          [0, 1],
          [2, 7],
        ],
      })[2],
    ).toBe("Seat 7 is not at this 4-player table, so it cannot be in a pair of allies.");
  });

  it("is not offered on the surfaces while the Alliance reference cards are not carried out", () => {
    expect(allianceNotOffered()).toMatch(/^The Alliance variant is not offered yet: \d+ of its parts/);
  });
});

function points(s: Ti4State, vp: readonly number[]): void {
  allCardsPlayed(s);
  vp.forEach((v, seat) => {
    (s.players[seat] as Ti4PlayerState).vp = v;
  });
}

describe("TE Alliance Game Variant: winning (Alliance Winning the Game)", () => {
  it("a player at 14 does not win while their ally has fewer than 10", () => {
    const at = allianceGame(0, (s) => points(s, [14, 9, 3, 3]));
    const passed = send(at, { type: "pass", seat: 0 });
    expect(passed.state.phase).not.toBe("finished");
    expect(passed.state.winners).toEqual([]);
  });

  it("a player at 14 with their ally at 10 wins with them", () => {
    const at = allianceGame(0, (s) => points(s, [14, 10, 12, 13]));
    const passed = send(at, { type: "pass", seat: 0 });
    expect(passed.state.winners).toEqual([0, 1]);
    expect(passed.state.phase).toBe("finished");
    expect(replayLog<Ti4>(passed.events)).toEqual(passed.state);
  });

  it("ten points no longer win", () => {
    const at = allianceGame(0, (s) => points(s, [10, 10, 10, 10]));
    expect(send(at, { type: "pass", seat: 0 }).state.winners).toEqual([]);
  });
});

/** Takes every planet and unit from `seat` (every strategy card played, so seat 0 may pass). */
function strip(s: Ti4State, seat: number): void {
  allCardsPlayed(s);
  for (const system of Object.values(s.board)) {
    system.space = system.space.filter((f) => f.seat !== seat);
    for (const [planet, forces] of Object.entries(system.planets))
      (system.planets as Record<string, unknown>)[planet] = (forces ?? []).filter((f) => f.seat !== seat);
  }
  (s.players[seat] as Ti4PlayerState).planets = {};
}

describe("TE Alliance Game Variant: elimination (Alliance Elimination)", () => {
  it("a player with nothing left is not eliminated while their ally controls a planet", () => {
    const at = allianceGame(0, (s) => strip(s, 1));
    expect(mustBeEliminated(at.state, 1)).toBe(false);
    const passed = send(at, { type: "pass", seat: 0 });
    expect(passed.state.players[1]?.eliminated).toBe(false);
  });

  it("is eliminated once their ally controls no planet either", () => {
    const at = allianceGame(0, (s) => {
      strip(s, 1);
      (s.players[0] as Ti4PlayerState).planets = {};
    });
    expect(mustBeEliminated(at.state, 1)).toBe(true);
    const passed = send(at, { type: "pass", seat: 0 });
    expect(passed.state.players[1]?.eliminated).toBe(true);
    expect(replayLog<Ti4>(passed.events)).toEqual(passed.state);
  });

  it("the last pair of allies standing wins together", () => {
    const at = allianceGame(0, (s) => {
      strip(s, 2);
      strip(s, 3);
    });
    const passed = send(at, { type: "pass", seat: 0 });
    expect(passed.state.winners).toEqual([0, 1]);
    expect(replayLog<Ti4>(passed.events)).toEqual(passed.state);
  });
});
