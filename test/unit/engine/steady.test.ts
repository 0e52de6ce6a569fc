/**
 * Reads remembered while a state holds still (kernel/steady.ts), and the movement search that leans on
 * them: outside a steady read nothing is remembered, inside it an answer is kept until an event is folded,
 * and the cut search for chains (tactical/paths.ts) finds exactly the chains a full search finds.
 */
import { describe, expect, it } from "vitest";
import type { PositionLabel } from "../../../src/engine/galaxy/hex.ts";
import { remembered, stateChanged, whileSteady } from "../../../src/engine/kernel/steady.ts";
import { systemPositions, ti4NeighboursFor } from "../../../src/engine/ti4/board/galaxy.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { chainsTo, entryProblem } from "../../../src/engine/ti4/tactical/paths.ts";
import { actionPhase, SEAT } from "../../support/ti4Tactical.ts";

describe("remembered reads", () => {
  it("computes every time outside a steady read", () => {
    const state = {};
    let calls = 0;
    remembered(state, "k", () => ++calls);
    remembered(state, "k", () => ++calls);
    expect(calls).toBe(2);
  });

  it("keeps an answer per state and key while steady, and forgets it when an event is folded", () => {
    const one = {};
    const two = {};
    let calls = 0;
    whileSteady(() => {
      expect(remembered(one, "k", () => ++calls)).toBe(1);
      expect(remembered(one, "k", () => ++calls)).toBe(1);
      expect(remembered(two, "k", () => ++calls)).toBe(2);
      expect(remembered(one, "other", () => ++calls)).toBe(3);
      stateChanged();
      expect(remembered(one, "k", () => ++calls)).toBe(4);
    });
    whileSteady(() => expect(remembered(one, "k", () => ++calls)).toBe(5));
  });
});

/** Every chain from `from` to `active` of at most `most` moves, searched with no cut at all. */
function everyChain(state: Ti4State, from: PositionLabel, active: PositionLabel, most: number): string[] {
  const found: string[] = [];
  const walk = (chain: PositionLabel[]) => {
    if (chain.length - 1 >= most) return;
    for (const next of ti4NeighboursFor(state, SEAT, chain.at(-1) as PositionLabel)) {
      if (chain.includes(next)) continue;
      if (next === active) {
        if (!entryProblem(state, SEAT, next, true)) found.push([...chain, next].join(">"));
      } else if (!entryProblem(state, SEAT, next, false)) walk([...chain, next]);
    }
  };
  walk([from]);
  return found.sort();
}

describe("the chains ships may follow (LRR 58.4)", () => {
  it("are the same whether the search is cut by distance or not, remembered or not", () => {
    const state = actionPhase();
    const systems = systemPositions(state);
    const pairs = systems.flatMap((from, i) => (i % 5 === 0 ? systems.map((to) => [from, to] as const) : []));
    let compared = 0;
    for (const [from, active] of pairs) {
      if (from === active) continue;
      const full = everyChain(state, from, active, 3);
      const cut = chainsTo(state, SEAT, from, active, 3).map((chain) => chain.join(">"));
      expect([...cut].sort()).toEqual(full);
      expect(whileSteady(() => chainsTo(state, SEAT, from, active, 3).map((c) => c.join(">")))).toEqual(cut);
      compared += full.length;
    }
    expect(compared).toBeGreaterThan(50);
  });
});
