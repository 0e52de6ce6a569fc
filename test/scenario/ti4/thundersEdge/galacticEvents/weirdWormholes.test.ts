/** TE Galactic Events: Weird Wormholes (a die for each ship through a wormhole, a smaller or larger ship). */
import { describe, expect, it } from "vitest";
import type { Ti4Event } from "../../../../../src/engine/ti4/events.ts";
import {
  throughWormhole,
  weirdReplacement,
} from "../../../../../src/engine/ti4/thundersEdge/galacticEvents/weirdWormholes.ts";
import { eventPosition, moveAccepted } from "../../../../support/ti4EventMoves.ts";
import { HOME, learn, put, SEAT, space, tile } from "../../../../support/ti4Tactical.ts";

const EVENT = ["weird_wormholes"] as const;

/** An alpha wormhole next to home (207) and another at the centre (000), a cruiser in 207. */
function wormholes(s: Parameters<Parameters<typeof eventPosition>[1]>[0]): void {
  tile(s, "207", "39");
  tile(s, "000", "26");
  put(s, "207", { cruiser: 1 });
}

type Rolled = Extract<Ti4Event, { type: "ti4WeirdWormholesRolled" }>;

describe("TE Galactic Events: Weird Wormholes", () => {
  it("rolls for a ship that came through an alpha wormhole and replaces it by the next smaller or larger ship", () => {
    const s = eventPosition(EVENT, wormholes);
    expect(throughWormhole(s, "207", "000")).toBe(true);
    expect(throughWormhole(s, HOME, "207")).toBe(false);
    const moved = moveAccepted(s, "000", [{ from: "207", units: { cruiser: 1 }, path: [] }]);
    const rolled = moved.events.filter((e): e is Rolled => e.type === "ti4WeirdWormholesRolled");
    expect(rolled).toHaveLength(1);
    const roll = rolled[0]?.rolls[0]?.roll as number;
    expect(rolled[0]?.rolls).toEqual([{ unit: "cruiser", roll }]);
    expect(space(moved.state, "000")).toEqual(roll <= 5 ? { destroyer: 1 } : { dreadnought: 1 });
    // Without the event the cruiser arrives as it left.
    const plain = moveAccepted(eventPosition([], wormholes), "000", [
      { from: "207", units: { cruiser: 1 }, path: [] },
    ]);
    expect(plain.events.some((e) => e.type === "ti4WeirdWormholesRolled")).toBe(false);
    expect(space(plain.state, "000")).toEqual({ cruiser: 1 });
  });

  it("skips a type with none left in reinforcements, and the war sun until its owner may field one", () => {
    const s = eventPosition(EVENT, (s) => {
      put(s, "207", { cruiser: 8, flagship: 1 });
    });
    // Every cruiser is on the board: a destroyer going up skips cruisers for a dreadnought.
    expect(weirdReplacement(s, SEAT, "destroyer", 9)).toBe("dreadnought");
    // The flagship is on the board and War Sun not researched: a carrier going up has nothing.
    expect(weirdReplacement(s, SEAT, "carrier", 9)).toBeUndefined();
    learn(s, "ws");
    expect(weirdReplacement(s, SEAT, "carrier", 9)).toBe("warSun");
    // A fighter has nothing smaller.
    expect(weirdReplacement(s, SEAT, "fighter", 1)).toBeUndefined();
    expect(weirdReplacement(s, SEAT, "dreadnought", 3)).toBe("destroyer");
  });
});
