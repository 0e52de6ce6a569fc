/**
 * TE "Coexist" as the Deepwrought play it: coexisting structures are always blockaded (LRR 14.1: they produce
 * ground forces, never ships).
 */
import { describe, expect, it } from "vitest";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { coexisting } from "../../../../support/coexistScene.ts";
import { answer, refusal } from "../../../../support/ti4FactionBoard.ts";

describe("TE Coexist: coexisting structures are always blockaded (LRR 14.1)", () => {
  /** A Deepwrought space dock coexists on Sol's planet; the Deepwrought's production step in the system. */
  function atProduction() {
    const scene = coexisting();
    const { state, system, planet } = scene;
    const force = state.board[system]?.planets[planet]?.find((f) => f.seat === 0);
    if (!force) throw new Error("no coexisting force");
    force.units.spaceDock = 1;
    (state.players[0] as Ti4State["players"][number]).tradeGoods = 10;
    state.stack = [
      state.stack[0] as Ti4State["stack"][number],
      { kind: "ti4Production", seat: 0, system, reason: "production" },
    ];
    return { ...scene, state };
  }
  const pay = { planets: [], tradeGoods: 4 };

  it("a coexisting space dock produces no ship, the state unchanged", () => {
    const { state } = atProduction();
    expect(state.coexistence).toHaveLength(1);
    expect(
      refusal(state, { type: "produceUnits", seat: 0, units: { cruiser: 1 }, payment: pay } as Ti4Command),
    ).toEqual(["ERR_TI4_COEXIST_BLOCKADED", "TE Coexist"]);
  });

  it("it produces ground forces onto its planet, and they coexist; replays", () => {
    const { state, system, planet } = atProduction();
    const made = answer(state, {
      type: "produceUnits",
      seat: 0,
      units: { infantry: 2 },
      payment: pay,
      placements: [{ planet, infantry: 2 }],
    } as Ti4Command);
    const force = made.state.board[system]?.planets[planet]?.find((f) => f.seat === 0);
    expect(force?.units.infantry).toBe(4);
    expect(made.state.coexistence).toEqual([{ seat: 0, position: system, planet }]);
    expect(made.state.players[1]?.planets[planet]).toBeDefined();
  });

  it("a planet no longer coexisting produces ships as ever", () => {
    const { state, system } = atProduction();
    const alone = structuredClone(state);
    delete alone.coexistence;
    const made = answer(alone, {
      type: "produceUnits",
      seat: 0,
      units: { cruiser: 1 },
      payment: pay,
    } as Ti4Command);
    expect(made.state.board[system]?.space.find((f) => f.seat === 0)?.units.cruiser).toBe(1);
  });
});
