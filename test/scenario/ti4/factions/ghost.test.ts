/**
 * The Ghosts of Creuss (factions/ghost.ts): Quantum Entanglement (LRR 6, 101), Slipstream (LRR 58.4c),
 * Dimensional Splicer as a space combat begins (LRR 78: its ship chosen by the Creuss), and Hil Colish's
 * delta wormhole (LRR 101). Movement runs from a real game's first turn (the active seat's home 310 is adjacent to 207, 309 and 311; 207 to 104).
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { ti4Neighbours, wormholesAt } from "../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../../../../src/engine/ti4/state.ts";
import type { Ti4Move } from "../../../../src/engine/ti4/tactical/moveGroup.ts";
import { ti4SeatState } from "../../../../src/engine/ti4/view.ts";
import { play } from "../../../support/ti4.ts";
import {
  answer,
  emptySystems,
  fight,
  learn,
  put as putFor,
  refusal,
  withFactions,
} from "../../../support/ti4FactionBoard.ts";
import { CTX, HOME, position, put, SEAT, space, tile } from "../../../support/ti4Tactical.ts";

function moveInto(s: Ti4State, system: string, moves: Ti4Move[]) {
  const activated = play(s, { type: "tacticalAction", seat: SEAT, system });
  const moved = applyCommand<Ti4>(activated.state, { type: "moveShips", seat: SEAT, moves }, CTX);
  if (!moved.ok) return [moved.error.code, moved.error.rule];
  const log: Ti4Event[] = [{ type: "gameCreated", state: s }, ...activated.events, ...moved.events];
  expect(replayLog<Ti4>(log)).toEqual(moved.state);
  return moved.state;
}

const as = (faction: "ghost" | "l1z1x", edit: (s: Ti4State) => void) =>
  position((s) => {
    (s.players[SEAT] as Ti4State["players"][number]).faction = faction;
    edit(s);
  });

describe("Quantum Entanglement (Creuss ability)", () => {
  const board = (s: Ti4State) => {
    tile(s, "309", "26"); // Lodor: alpha
    tile(s, "101", "40"); // beta
    put(s, "309", { cruiser: 1 });
  };

  it("makes an alpha wormhole system adjacent to a beta one for the Creuss", () => {
    const moved = moveInto(as("ghost", board), "101", [{ from: "309", units: { cruiser: 1 }, path: [] }]);
    expect(space(moved as Ti4State, "101")).toEqual({ cruiser: 1 });
  });

  it("is no one else's", () => {
    expect(moveInto(as("l1z1x", board), "101", [{ from: "309", units: { cruiser: 1 }, path: [] }])).toEqual([
      "ERR_TI4_NOT_ADJACENT",
      "LRR 6.1",
    ]);
  });
});

describe("Slipstream (Creuss ability)", () => {
  const board = (s: Ti4State) => put(s, HOME, { carrier: 1 });

  it("gives +1 move to a Creuss ship starting in their home system", () => {
    const moved = moveInto(as("ghost", board), "104", [{ from: HOME, units: { carrier: 1 }, path: ["207"] }]);
    expect(space(moved as Ti4State, "104")).toEqual({ carrier: 1 });
  });

  it("is no one else's", () => {
    expect(
      moveInto(as("l1z1x", board), "104", [{ from: HOME, units: { carrier: 1 }, path: ["207"] }]),
    ).toEqual(["ERR_TI4_OUT_OF_RANGE", "LRR 58.4c"]);
  });
});

describe("Dimensional Splicer (Creuss technology)", () => {
  function clash(
    technology: boolean,
    wormhole: boolean,
    defender: Ti4UnitCounts = { cruiser: 1, carrier: 1 },
  ) {
    const state = withFactions("ghost", "sol", "hacan");
    if (technology) learn(state, 0, "ds");
    const at = emptySystems(state)[0] as string;
    if (wormhole) (state.galaxy as Record<string, { tile: string }>)[at] = { tile: "39" };
    putFor(state, at, 0, { destroyer: 1 });
    putFor(state, at, 1, defender);
    return { at, ...fight(state, 0, at) };
  }
  const afterBegun = (events: Ti4Event[]) =>
    events[events.findIndex((e) => e.type === "ti4CombatRoundBegan") + 1];

  it("as a combat begins in a wormhole system, the Creuss choose the opponent's ship its hit goes to (LRR 78)", () => {
    const done = clash(true, true);
    expect(afterBegun(done.events)).toMatchObject({
      type: "ti4FramePushed",
      frame: { kind: "ti4Splice", seat: 0 },
    });
    const decision = pendingDecisions<Ti4>(done.state)[0];
    expect(decision).toMatchObject({ kind: "dimensionalSplice", seat: 0 });
    expect(decision?.choices).toEqual(expect.arrayContaining(["cruiser", "carrier"]));
    const aimed = answer(done.state, { type: "dimensionalSplice", seat: 0, unit: "carrier" });
    // The carrier cannot sustain damage: the hit limited to it destroys it without asking its owner.
    expect(aimed.events).toContainEqual(
      expect.objectContaining({
        type: "ti4UnitsRemoved",
        seat: 1,
        units: { carrier: 1 },
        reason: "destroyed",
      }),
    );
  });

  it("refuses a ship type the opponent has not there, leaving the state as it was", () => {
    const done = clash(true, true);
    expect(refusal(done.state, { type: "dimensionalSplice", seat: 0, unit: "dreadnought" })).toEqual([
      "ERR_TI4_SPLICE_TARGET",
      "LRR 78",
    ]);
  });

  it("asks nothing when the opponent has ships of one type: the hit goes to them", () => {
    const done = clash(true, true, { cruiser: 2 });
    expect(afterBegun(done.events)).toMatchObject({
      type: "ti4FramePushed",
      frame: { kind: "ti4AssignHits", seat: 1, hits: 1, only: ["cruiser"] },
    });
  });

  it("does nothing without a wormhole there, or without the technology", () => {
    for (const done of [clash(true, false), clash(false, true)])
      expect(afterBegun(done.events)).not.toMatchObject({ type: "ti4FramePushed" });
  });

  it("is aimed by the bot at the dearest ship that cannot cancel the hit", () => {
    const done = clash(true, true);
    const decision = pendingDecisions<Ti4>(done.state)[0];
    if (!decision) throw new Error("not asked");
    expect(ti4Answers(ti4SeatState(done.state, 0), decision)[0]).toEqual({
      type: "dimensionalSplice",
      seat: 0,
      unit: "carrier",
    });
  });
});

describe("Hil Colish (Creuss flagship)", () => {
  it("holds a delta wormhole, joining its system to the Creuss Gate", () => {
    const state = withFactions("ghost", "sol", "hacan");
    const gate = emptySystems(state)[0] as string;
    (state.galaxy as Record<string, { tile: string }>)[gate] = { tile: "17" };
    const at = emptySystems(state).find(
      (p) => p !== gate && !ti4Neighbours(state, gate).includes(p),
    ) as string;
    expect(ti4Neighbours(state, at)).not.toContain(gate);
    putFor(state, at, 0, { flagship: 1 });
    expect(wormholesAt(state, at)).toContain("delta");
    expect(ti4Neighbours(state, at)).toContain(gate);
    expect(ti4Neighbours(state, gate)).toContain(at);
  });

  it("is no other flagship's", () => {
    const state = withFactions("ghost", "sol", "hacan");
    const at = emptySystems(state)[0] as string;
    putFor(state, at, 1, { flagship: 1 });
    expect(wormholesAt(state, at)).not.toContain("delta");
  });
});
