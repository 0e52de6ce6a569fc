import { describe, expect, it } from "vitest";
import type { Ti4SystemId } from "../../../src/content/ti4/systems.ts";
import { ti4System } from "../../../src/content/ti4/systems.ts";
import { ringOfLabel } from "../../../src/engine/galaxy/hex.ts";
import {
  checkTi4Placement,
  dealTi4Systems,
  placeTi4System,
  startTi4Placement,
  ti4GalaxyLayout,
  ti4LegalPlacements,
  ti4LegalPositions,
  ti4OpenRing,
  ti4SeatToPlace,
} from "../../../src/engine/galaxy/ti4/index.ts";
import type { Ti4Layout, Ti4LayoutId } from "../../../src/engine/galaxy/ti4/layouts.ts";
import type { Ti4PlacementState } from "../../../src/engine/galaxy/ti4/placement.ts";
import type { RngState } from "../../../src/engine/rng.ts";
import { pick, seedRng } from "../../../src/engine/rng.ts";
import type { RuleError } from "../../../src/engine/ruleError.ts";
import { isRuleError } from "../../../src/engine/ruleError.ts";

const boxes = ["base", "pok", "codex3"] as const;

function ok<T>(value: T | RuleError): T {
  if (isRuleError(value)) throw new Error(`${value.code}: ${value.message}`);
  return value;
}

function start(
  players: number,
  seed: string,
  id?: Ti4LayoutId,
): { state: Ti4PlacementState; layout: Ti4Layout; rng: RngState } {
  const setup = { players, boxes, ...(id ? { layout: id } : {}) };
  const layout = ok(ti4GalaxyLayout(setup));
  const deal = dealTi4Systems(layout, seedRng(seed));
  // Seats are numbered apart from the speaker order, to catch a mix-up of the two.
  const order = Array.from({ length: players }, (_, i) => (i + 2) % players);
  const { hands, extraRed } = deal.value;
  const homes = { [layout.homes[0] as string]: "1" as Ti4SystemId };
  const state = ok(startTi4Placement({ setup, order, hands, homes, extraRed }));
  return { state, layout, rng: deal.rng };
}

/**
 * Plays random legal placements to the end. With `crossCheck`, each step's legal list is checked against the
 * one-placement check for every (tile, position) of the turn (slow, so only for a few seeds).
 */
function playOut(players: number, seed: string, crossCheck: boolean, id?: Ti4LayoutId) {
  let { state, layout, rng } = start(players, seed, id);
  const rings: number[] = [];
  const seats: number[] = [];
  for (let seat = ti4SeatToPlace(state); seat !== null; seat = ti4SeatToPlace(state)) {
    const legal = ti4LegalPlacements(state, seat);
    expect(legal.length).toBeGreaterThan(0);
    // Every legal placement passes the check; every other (tile, open position) of this turn fails it.
    const hand = crossCheck ? [...new Set(state.hands[seat] ?? [])] : [];
    for (const tile of hand) {
      for (const position of layout.systemPositions) {
        const allowed = legal.some((p) => p.tile === tile && p.position === position);
        expect(checkTi4Placement(state, seat, tile, position) === null).toBe(allowed);
      }
      expect(ti4LegalPositions(state, seat, tile)).toEqual(
        legal.filter((p) => p.tile === tile).map((p) => p.position),
      );
    }
    const drawn = pick(rng, legal);
    rng = drawn.rng;
    rings.push(ringOfLabel(drawn.value.position));
    seats.push(seat);
    state = ok(placeTi4System(state, seat, drawn.value.tile, drawn.value.position));
  }
  return { state, layout, rings, seats };
}

describe("TI4 galaxy placed in turn", () => {
  const CASES: [number, Ti4LayoutId | undefined][] = [
    [3, undefined],
    [4, undefined],
    [5, undefined],
    [5, "5p-base"],
    [6, undefined],
  ];
  for (const [players, id] of CASES) {
    it(`${id ?? `${players} players`}, 20 seeds: random legal placements make a full legal galaxy`, {
      timeout: 120_000,
    }, () => {
      for (let s = 0; s < 20; s++) {
        const { state, layout, rings, seats } = playOut(players, `place-${players}-${s}`, s < 3, id);
        for (const label of layout.extraRed)
          expect(ti4System(state.galaxy[label]?.tile as never).back).toBe("red");
        if (id === "5p-base") expect(Object.keys(state.galaxy)).toHaveLength(37 - 4);
        expect(ti4OpenRing(state)).toBeNull();
        for (const label of layout.systemPositions) expect(state.galaxy[label]).toBeDefined();
        for (const hand of Object.values(state.hands)) expect(hand).toEqual([]);
        // Ring by ring.
        expect([...rings].sort((a, b) => a - b)).toEqual(rings);
        // Snake order from the speaker: the first lap is the speaker order, the second its reverse.
        expect(seats.slice(0, players)).toEqual(state.order);
        expect(seats.slice(players, 2 * players)).toEqual([...state.order].reverse());
      }
    });
  }

  it("refuses the wrong seat, a tile not in hand, a fixed position, a taken one and the wrong ring", () => {
    const { state, layout } = start(6, "refusals");
    const seat = ti4SeatToPlace(state) as number;
    const other = state.order[1] as number;
    const tile = (state.hands[seat] ?? [])[0] as Ti4SystemId;
    expect(checkTi4Placement(state, other, tile, "101")?.code).toBe("ERR_TI4_NOT_YOUR_TURN");
    const notMine = (state.hands[other] ?? [])[0] as Ti4SystemId;
    expect(checkTi4Placement(state, seat, notMine, "101")?.code).toBe("ERR_TI4_NOT_IN_HAND");
    expect(checkTi4Placement(state, seat, tile, "000")?.code).toBe("ERR_TI4_FIXED_POSITION");
    expect(checkTi4Placement(state, seat, tile, layout.homes[0] as string)?.code).toBe(
      "ERR_TI4_FIXED_POSITION",
    );
    expect(checkTi4Placement(state, seat, tile, "201")?.code).toBe("ERR_TI4_RING_ORDER");
    expect(checkTi4Placement(state, seat, tile, "999")?.code).toBe("ERR_TI4_NO_SUCH_POSITION");
    const after = ok(placeTi4System(state, seat, tile, "101"));
    const next = ti4SeatToPlace(after) as number;
    const nextTile = (after.hands[next] ?? [])[0] as Ti4SystemId;
    expect(checkTi4Placement(after, next, nextTile, "101")?.code).toBe("ERR_TI4_POSITION_TAKEN");
  });

  it("keeps anomalies apart while another choice exists", () => {
    // Seat 0 holds only anomalies; seat 1 holds only planet systems; an anomaly already sits at 101.
    const setup = { players: 6, boxes };
    const hands: Ti4SystemId[][] = [
      ["41", "42"],
      ["19", "20"],
      ["21", "22"],
      ["23", "24"],
      ["27", "28"],
      ["29", "30"],
    ];
    let state = ok(startTi4Placement({ setup, order: [0, 1, 2, 3, 4, 5], hands }));
    state = { ...state, galaxy: { ...state.galaxy, "101": { tile: "43" } } };
    // 102 and 106 touch 101; 103, 104 and 105 do not.
    expect(ti4LegalPositions(state, 0, "41").sort()).toEqual(["103", "104", "105"]);
    expect(checkTi4Placement(state, 0, "41", "102")?.code).toBe("ERR_TI4_ANOMALY_ADJACENT");
    // With only positions next to anomalies left, the rule gives way.
    state = {
      ...state,
      galaxy: { ...state.galaxy, "103": { tile: "44" }, "104": { tile: "19" }, "105": { tile: "45" } },
    };
    expect(ti4LegalPositions(state, 0, "41").sort()).toEqual(["102", "106"]);
  });

  it("keeps the same wormholes apart while another choice exists", () => {
    const setup = { players: 6, boxes };
    const hands: Ti4SystemId[][] = [["26"], ["19"], ["20"], ["21"], ["22"], ["23"]];
    let state = ok(startTi4Placement({ setup, order: [0, 1, 2, 3, 4, 5], hands }));
    state = { ...state, galaxy: { ...state.galaxy, "101": { tile: "39" } } };
    expect(ti4LegalPositions(state, 0, "26").sort()).toEqual(["103", "104", "105"]);
    expect(checkTi4Placement(state, 0, "26", "106")?.code).toBe("ERR_TI4_WORMHOLE_ADJACENT");
  });

  it("5p-base: the extra red tile is laid before the build, from outside the hands, and its position is kept", () => {
    const setup = { players: 5, boxes, layout: "5p-base" as const };
    const layout = ok(ti4GalaxyLayout(setup));
    const { hands, extraRed } = dealTi4Systems(layout, seedRng("extra")).value;
    const order = [0, 1, 2, 3, 4];
    const missing = startTi4Placement({ setup, order, hands });
    expect(isRuleError(missing) && missing.code).toBe("ERR_TI4_EXTRA_RED");
    const blue = startTi4Placement({ setup, order, hands, extraRed: { "101": "19" } });
    expect(isRuleError(blue) && blue.code).toBe("ERR_TI4_EXTRA_RED");
    const fromHand = (hands[0] ?? []).find((tile) => ti4System(tile).back === "red") as Ti4SystemId;
    const twice = startTi4Placement({ setup, order, hands, extraRed: { "101": fromHand } });
    expect(isRuleError(twice) && twice.code).toBe("ERR_TI4_EXTRA_RED");
    const elsewhere = startTi4Placement({ setup, order, hands, extraRed: { ...extraRed, "102": "41" } });
    expect(isRuleError(elsewhere) && elsewhere.code).toBe("ERR_TI4_EXTRA_RED");
    const state = ok(startTi4Placement({ setup, order, hands, extraRed }));
    expect(state.galaxy["101"]).toEqual({ tile: extraRed["101"] });
    const tile = (state.hands[0] ?? [])[0] as Ti4SystemId;
    const kept = checkTi4Placement(state, 0, tile, "101");
    expect(kept?.code).toBe("ERR_TI4_FIXED_POSITION");
    expect(kept?.message).toContain("red tile");
    // Ring 1's five open positions are the first lap.
    expect(ti4OpenRing(state)).toBe(1);
  });

  it("refuses a Home on a position that is not one", () => {
    const setup = { players: 6, boxes };
    const hands = Array.from({ length: 6 }, () => [] as Ti4SystemId[]);
    const started = startTi4Placement({ setup, order: [0, 1, 2, 3, 4, 5], hands, homes: { "302": "1" } });
    expect(isRuleError(started) && started.code).toBe("ERR_TI4_HOME_POSITION");
  });
});
