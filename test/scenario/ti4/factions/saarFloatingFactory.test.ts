/**
 * The Saar's Floating Factory (their space dock's card; LRR 58, 14): it stands in a space area, moves as a
 * ship with its own move value, and is destroyed as soon as it is blockaded (another player's ships in its
 * system, none of the Saar's). Another faction's space dock never moves. Positions: a real game's first turn
 * (test/support/ti4Tactical.ts: seat 3 at home 310, adjacent to 207).
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import type { Ti4Move } from "../../../../src/engine/ti4/tactical/movement.ts";
import { play } from "../../../support/ti4.ts";
import { giveFaction } from "../../../support/ti4GiveFaction.ts";
import { CTX, HOME, position, put, SEAT, space } from "../../../support/ti4Tactical.ts";

function moveInto(s: Ti4State, system: string, moves: Ti4Move[]) {
  const activated = play(s, { type: "tacticalAction", seat: SEAT, system });
  const moved = applyCommand<Ti4>(activated.state, { type: "moveShips", seat: SEAT, moves }, CTX);
  return { activated, moved };
}

describe("Saar: the Floating Factory moves as a ship (its card, LRR 58)", () => {
  it("moves the Saar's space dock with its move value, with a ship or alone", () => {
    const s = position((s) => {
      giveFaction(s, SEAT, "saar");
      put(s, HOME, { spaceDock: 1, carrier: 1 });
    });
    const { activated, moved } = moveInto(s, "207", [{ from: HOME, units: { spaceDock: 1, carrier: 1 } }]);
    if (!moved.ok) throw new Error(moved.error.message);
    expect(space(moved.state, "207")).toEqual({ spaceDock: 1, carrier: 1 });
    expect(space(moved.state, HOME)).toEqual({});
    const log: Ti4Event[] = [{ type: "gameCreated", state: s }, ...activated.events, ...moved.events];
    expect(replayLog<Ti4>(log)).toEqual(moved.state);
    // Its move value is 1: two systems away is out of reach.
    const far = moveInto(s, "104", [{ from: HOME, units: { spaceDock: 1 } }]).moved;
    expect(far.ok ? null : [far.error.code, far.error.rule]).toEqual(["ERR_TI4_OUT_OF_RANGE", "LRR 58.4c"]);
  });

  it("refuses to move another faction's space dock, and changes nothing", () => {
    const s = position((s) => {
      giveFaction(s, SEAT, "sol");
      put(s, HOME, { spaceDock: 1, carrier: 1 });
    });
    const { activated, moved } = moveInto(s, "207", [{ from: HOME, units: { spaceDock: 1 } }]);
    expect(moved.ok ? null : [moved.error.code, moved.error.rule]).toEqual([
      "ERR_TI4_NOT_A_SHIP",
      "LRR 58.4",
    ]);
    expect(space(activated.state, HOME)).toEqual({ spaceDock: 1, carrier: 1 });
  });
});

describe("Saar: the Floating Factory is destroyed when blockaded (its card, LRR 14)", () => {
  it("is destroyed when another player's ships arrive where the Saar have no ships", () => {
    const OTHER = (SEAT + 1) % 6;
    const s = position((s) => {
      giveFaction(s, OTHER, "saar");
      put(s, HOME, { cruiser: 1 });
      put(s, "207", { spaceDock: 1 }, OTHER);
    });
    const { activated, moved } = moveInto(s, "207", [{ from: HOME, units: { cruiser: 1 } }]);
    if (!moved.ok) throw new Error(moved.error.message);
    expect(moved.events).toContainEqual({
      type: "ti4UnitsRemoved",
      seat: OTHER,
      place: { position: "207" },
      units: { spaceDock: 1 },
      reason: "destroyed",
    });
    expect(space(moved.state, "207", OTHER)).toEqual({});
    const log: Ti4Event[] = [{ type: "gameCreated", state: s }, ...activated.events, ...moved.events];
    expect(replayLog<Ti4>(log)).toEqual(moved.state);
  });

  it("stands while a Saar ship is with it", () => {
    const OTHER = (SEAT + 1) % 6;
    const s = position((s) => {
      giveFaction(s, OTHER, "saar");
      put(s, HOME, { cruiser: 1 });
      put(s, "207", { spaceDock: 1, carrier: 1 }, OTHER);
    });
    const { moved } = moveInto(s, "207", [{ from: HOME, units: { cruiser: 1 } }]);
    if (!moved.ok) throw new Error(moved.error.message);
    expect(moved.events.some((e) => e.type === "ti4UnitsRemoved" && e.units.spaceDock)).toBe(false);
  });
});
