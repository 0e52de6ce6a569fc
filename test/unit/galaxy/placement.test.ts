import { describe, expect, it } from "vitest";
import type { SystemId } from "../../../src/content/systems.ts";
import type { Galaxy } from "../../../src/engine/galaxy/adjacency.ts";
import { dealGalaxySystems } from "../../../src/engine/galaxy/dealing.ts";
import { labelsUpToRing } from "../../../src/engine/galaxy/hex.ts";
import type { GalaxyLayout, GalaxySetup } from "../../../src/engine/galaxy/layouts.ts";
import { allGalaxySetups, galaxyLayout } from "../../../src/engine/galaxy/layouts.ts";
import type { PlacementState } from "../../../src/engine/galaxy/placement.ts";
import {
  checkPlacement,
  legalPlacements,
  openRing,
  placeSystem,
  revealedGalaxy,
  revealsHand,
  seatToPlace,
  startPlacement,
} from "../../../src/engine/galaxy/placement.ts";
import { nextInt, seedRng } from "../../../src/engine/rng.ts";
import { isRuleError } from "../../../src/engine/ruleError.ts";

const SIX: GalaxySetup = { players: 6, boxes: ["base"], larger: false };
const SIX_HOMES: Galaxy = {
  "301": "home-sol",
  "304": "home-hacan",
  "307": "home-letnev",
  "310": "home-jolnar",
  "313": "home-xxcha",
  "316": "home-naalu",
};

/** A 6-player base galaxy in progress: seat 0 to place (turn 0 unless told), with the given board. */
function given(parts: {
  board?: Galaxy;
  hand?: readonly SystemId[];
  lastPlaced?: SystemId;
  turn?: number;
}): PlacementState {
  const lastPlaced: Record<number, SystemId> = parts.lastPlaced ? { 0: parts.lastPlaced } : {};
  return {
    setup: SIX,
    galaxy: { "000": "mecatol-rex", ...parts.board },
    faceDown: {},
    pendingHomes: SIX_HOMES,
    order: [0, 1, 2, 3, 4, 5],
    hands: { 0: parts.hand ?? ["saudor", "empty", "nebula"], 1: ["wellon"], 2: [], 3: [], 4: [], 5: [] },
    lastPlaced,
    turn: parts.turn ?? 0,
  };
}

function placed(state: PlacementState | ReturnType<typeof placeSystem>): PlacementState {
  if (isRuleError(state)) throw new Error(state.message);
  return state;
}

describe("placing systems (RR §3.9, Base p.8)", () => {
  it("snakes: clockwise from the first player, then back, the last player placing twice in a row", () => {
    const state = { ...given({}), order: [2, 3, 4, 5, 0, 1] };
    const seats = [0, 1, 2, 5, 6, 7, 11, 12].map((turn) => seatToPlace({ ...state, turn }));
    expect(seats).toEqual([2, 3, 4, 1, 1, 0, 2, 2]);
  });

  it("refuses a player whose turn it is not", () => {
    expect(checkPlacement(given({}), 1, "wellon", "101")).toMatchObject({ code: "ERR_GALAXY_NOT_YOUR_TURN" });
  });

  it("refuses a system that is not in the player's hand", () => {
    expect(checkPlacement(given({}), 0, "wellon", "101")).toMatchObject({ code: "ERR_GALAXY_NOT_IN_HAND" });
  });

  it("refuses a position that is not on the board", () => {
    expect(checkPlacement(given({}), 0, "saudor", "107")).toMatchObject({
      code: "ERR_GALAXY_NO_SUCH_POSITION",
    });
    expect(checkPlacement(given({}), 0, "saudor", "401")).toMatchObject({
      code: "ERR_GALAXY_NO_SUCH_POSITION",
    });
  });

  it("keeps Home positions for the Home Systems", () => {
    expect(checkPlacement(given({}), 0, "saudor", "301")).toMatchObject({ code: "ERR_GALAXY_HOME_POSITION" });
  });

  it("refuses a position that already holds a system", () => {
    const state = given({ board: { "101": "wellon" } });
    expect(checkPlacement(state, 0, "saudor", "101")).toMatchObject({ code: "ERR_GALAXY_POSITION_TAKEN" });
  });

  it("builds ring by ring: no ring-2 system while ring 1 has an open position", () => {
    const error = checkPlacement(given({}), 0, "saudor", "201");
    expect(error).toMatchObject({ code: "ERR_GALAXY_RING_ORDER", params: { ring: 1 } });
    expect(error?.message).toContain("Ring 1 must be completed first");
  });

  it("after a system without planets, wants a planet system from a hand that holds one", () => {
    const state = given({ lastPlaced: "empty", hand: ["empty", "saudor"] });
    expect(checkPlacement(state, 0, "empty", "101")).toMatchObject({ code: "ERR_GALAXY_PLANET_NEXT" });
    expect(checkPlacement(state, 0, "saudor", "101")).toBeNull();
  });

  it("lets a hand without planet systems go on, showing the hand to prove it", () => {
    const state = given({ lastPlaced: "empty", hand: ["empty", "nebula"] });
    expect(checkPlacement(state, 0, "empty", "101")).toBeNull();
    expect(revealsHand(state, 0, "empty")).toBe(true);
    expect(revealsHand(given({ lastPlaced: "saudor" }), 0, "empty")).toBe(false);
  });

  it("keeps a Special System away from another while there is another choice", () => {
    const state = given({ board: { "101": "asteroid-field" }, hand: ["nebula", "saudor"] });
    expect(checkPlacement(state, 0, "nebula", "102")).toMatchObject({ code: "ERR_GALAXY_SPECIAL_ADJACENT" });
    expect(checkPlacement(state, 0, "nebula", "104")).toBeNull();
  });

  it("allows Special next to Special when nothing else is possible", () => {
    const board: Galaxy = {
      "101": "asteroid-field",
      "102": "saudor",
      "103": "supernova",
      "104": "wellon",
      "105": "nebula",
    };
    const state = given({ board, hand: ["asteroid-field"] });
    expect(checkPlacement(state, 0, "asteroid-field", "106")).toBeNull();
    expect(legalPlacements(state, 0)).toEqual([{ tile: "asteroid-field", position: "106" }]);
  });

  it("lists the legal placements, and none for a player waiting for their turn", () => {
    const state = given({ board: { "101": "asteroid-field" }, hand: ["nebula", "saudor"] });
    const legal = legalPlacements(state, 0);
    expect(legal.filter((p) => p.tile === "nebula").map((p) => p.position)).toEqual(["103", "104", "105"]);
    expect(legal.filter((p) => p.tile === "saudor")).toHaveLength(5);
    expect(legalPlacements(state, 1)).toEqual([]);
  });

  it("brings the Home Systems in, without a turn, when the third ring opens", () => {
    const ring1 = Object.fromEntries(
      ["101", "102", "103", "104", "105", "106"].map((l) => [l, "empty" as const]),
    );
    const ring2 = Object.fromEntries(
      labelsUpToRing(2)
        .slice(7, 18)
        .map((l) => [l, "wellon" as const]),
    );
    const state: PlacementState = {
      ...given({ board: { ...ring1, ...ring2 } }),
      turn: 17,
      order: [5, 4, 3, 2, 1, 0],
    };
    expect(openRing(state)).toBe(2);
    const next = placed(
      placeSystem({ ...state, hands: { ...state.hands, 0: ["saudor"] } }, 0, "saudor", "212"),
    );
    expect(openRing(next)).toBe(3);
    expect(next.galaxy["301"]).toBe("home-sol");
    expect(next.pendingHomes).toEqual({});
    expect(next.turn).toBe(18);
  });

  it("refuses any placement once the galaxy is complete", () => {
    const layout = galaxyLayout(SIX) as GalaxyLayout;
    const board = Object.fromEntries(layout.systemPositions.map((l) => [l, "empty" as const]));
    expect(checkPlacement(given({ board }), 0, "saudor", "101")).toMatchObject({
      code: "ERR_GALAXY_COMPLETE",
    });
  });
});

describe("starting the player-built galaxy", () => {
  it("needs the face-down systems next to Mecatol Rex (Base p.32; SE p.8)", () => {
    const setup: GalaxySetup = { players: 5, boxes: ["base"], larger: false };
    const layout = galaxyLayout(setup) as GalaxyLayout;
    const deal = dealGalaxySystems(layout, seedRng("five")).value;
    const homes = Object.fromEntries(layout.homes.map((l, i) => [l, HOME_TILES[i] as SystemId]));
    const start = { setup, order: [0, 1, 2, 3, 4], hands: deal.hands, homes };
    expect(startPlacement({ ...start, faceDown: { "201": deal.faceDown[0] as SystemId } })).toMatchObject({
      code: "ERR_GALAXY_SETUP",
    });
    expect(isRuleError(startPlacement({ ...start, faceDown: { "104": deal.faceDown[0] as SystemId } }))).toBe(
      false,
    );
  });
});

const HOME_TILES: readonly SystemId[] = [
  "home-sol",
  "home-hacan",
  "home-letnev",
  "home-jolnar",
  "home-xxcha",
  "home-naalu",
  "home-muaat",
  "home-yin",
];

/** Plays a whole placement with random legal choices; returns the finished galaxy. */
function playOut(setup: GalaxySetup, seed: string): { galaxy: Galaxy; layout: GalaxyLayout } {
  const layout = galaxyLayout(setup) as GalaxyLayout;
  const dealt = dealGalaxySystems(layout, seedRng(seed));
  const ring1 = labelsUpToRing(1).slice(1);
  const faceDown = Object.fromEntries(dealt.value.faceDown.map((id, i) => [ring1[i] as string, id]));
  const homes = Object.fromEntries(layout.homes.map((l, i) => [l, HOME_TILES[i] as SystemId]));
  const order = layout.homes.map((_, seat) => seat);
  let state = placed(startPlacement({ setup, order, hands: dealt.value.hands, faceDown, homes }));
  let rng = dealt.rng;
  for (let seat = seatToPlace(state); seat !== null; seat = seatToPlace(state)) {
    const legal = legalPlacements(state, seat);
    expect(legal.length, `seat ${seat} has no legal placement at turn ${state.turn}`).toBeGreaterThan(0);
    const choice = nextInt(rng, legal.length);
    rng = choice.rng;
    const { tile, position } = legal[choice.value] as { tile: SystemId; position: string };
    state = placed(placeSystem(state, seat, tile, position));
  }
  return { galaxy: revealedGalaxy(state) as Galaxy, layout };
}

describe("a whole player-built galaxy", () => {
  it.each(
    allGalaxySetups().map(
      (s) => [`${s.players} players ${s.boxes.join("+")}${s.larger ? " larger" : ""}`, s] as const,
    ),
  )("fills every position for %s, Homes and face-down systems included", (_, setup) => {
    const { galaxy, layout } = playOut(setup, `play-${setup.players}`);
    expect(Object.keys(galaxy).sort()).toEqual([...layout.positions].sort());
    for (const home of layout.homes) expect(galaxy[home]?.startsWith("home-")).toBe(true);
  });
});
