/**
 * TI4 fleet pool (LRR 37) when the command sheet is rearranged (LRR 81.5, 20.2): a fleet pool may shrink
 * below the ships in a system; the owner then removes the excess ships other than fighters, of their choice,
 * before play goes on (LRR 37: "immediately"). Fighters never count (LRR 76.2a).
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { CTX, HOME, position, put, SEAT, space } from "../../support/ti4Tactical.ts";

/** Seat 3 with 2 dreadnoughts, a destroyer and 2 fighters at home, arranging its sheet (3/3/2) after gaining 2. */
function sheet(): Ti4State {
  return position((s) => {
    (s.players[SEAT] as Ti4State["players"][number]).tokens = { tactic: 3, fleet: 3, strategy: 2 };
    put(s, HOME, { dreadnought: 2, destroyer: 1, fighter: 2 });
    s.stack.push({ kind: "ti4CommandTokens", waiting: [SEAT], gain: 2, redistribute: true, reason: "test" });
  });
}

function apply(s: Ti4State, command: Parameters<typeof applyCommand<Ti4>>[1]) {
  const out = applyCommand<Ti4>(s, command, CTX);
  if (!out.ok) throw new Error(out.error.message);
  return out;
}

/** The sheet rearranged to a fleet pool of 2: one ship over it at home. */
function shrunk() {
  return apply(sheet(), { type: "arrangeCommandTokens", seat: SEAT, tactic: 8, fleet: 2, strategy: 0 });
}

describe("TI4 fleet pool excess (LRR 37)", () => {
  it("keeps a fleet pool as large as the ships in the most crowded system without asking; fighters do not count", () => {
    const s = sheet();
    const kept = apply(s, { type: "arrangeCommandTokens", seat: SEAT, tactic: 7, fleet: 3, strategy: 0 });
    expect(kept.state.players[SEAT]?.tokens).toEqual({ tactic: 7, fleet: 3, strategy: 0 });
    expect(kept.state.stack.some((f) => f.kind === "ti4FleetExcess")).toBe(false);
    expect(replayLog<Ti4>([{ type: "gameCreated", state: s }, ...kept.events])).toEqual(kept.state);
  });

  it("asks the owner which ships go when the sheet leaves a system over the pool, then goes on", () => {
    const s = sheet();
    const first = shrunk();
    expect(first.state.players[SEAT]?.tokens.fleet).toBe(2);
    expect(first.state.stack.at(-1)).toEqual({ kind: "ti4FleetExcess", seat: SEAT, position: HOME });
    const [decision] = pendingDecisions<Ti4>(first.state);
    expect(decision).toMatchObject({ kind: "removeExcessShips", seat: SEAT });
    expect(decision?.prompt).toMatch(/remove 1 of your ships/);
    // The owner keeps the destroyer and gives up a dreadnought: their choice, not the cheapest.
    const removed = apply(first.state, { type: "removeExcessShips", seat: SEAT, units: { dreadnought: 1 } });
    expect(space(removed.state, HOME)).toEqual({ dreadnought: 1, destroyer: 1, fighter: 2 });
    expect(
      removed.state.stack.some((f) => f.kind === "ti4FleetExcess" || f.kind === "ti4CommandTokens"),
    ).toBe(false);
    // Returned to reinforcements, not destroyed (no ability answering a destruction is asked).
    expect(removed.events).toContainEqual(
      expect.objectContaining({ type: "ti4UnitsRemoved", reason: "returned", units: { dreadnought: 1 } }),
    );
    const log: Ti4Event[] = [{ type: "gameCreated", state: s } as never, ...first.events, ...removed.events];
    expect(replayLog<Ti4>(log as never)).toEqual(removed.state);
  });

  it("refuses to remove too few ships, fighters, or ships that are not there, and changes nothing", () => {
    const { state } = shrunk();
    const before = structuredClone(state);
    const tries = [
      [{ dreadnought: 1, destroyer: 1 }, "ERR_TI4_FLEET_EXCESS_COUNT", /remove exactly 1 of them, not 2/],
      [{ fighter: 1 }, "ERR_TI4_FLEET_EXCESS_UNIT", /Only ships other than fighters/],
      [{ carrier: 1 }, "ERR_TI4_FLEET_EXCESS_UNIT", /You have 0 Carriers in 310, not 1/],
    ] as const;
    for (const [units, code, message] of tries) {
      const out = applyCommand<Ti4>(state, { type: "removeExcessShips", seat: SEAT, units }, CTX);
      expect(out.ok ? null : [out.error.code, out.error.rule]).toEqual([code, "LRR 37"]);
      expect(out.ok ? "" : out.error.message).toMatch(message);
    }
    expect(state).toEqual(before);
  });

  it("the bot removes the cheapest ships over the pool", () => {
    const { state } = shrunk();
    const [decision] = pendingDecisions<Ti4>(state);
    const [answer] = ti4Answers(state, decision as never);
    expect(answer).toEqual({ type: "removeExcessShips", seat: SEAT, units: { destroyer: 1 } });
    const done = apply(state, answer as never);
    expect(space(done.state, HOME)).toEqual({ dreadnought: 2, fighter: 2 });
  });
});
