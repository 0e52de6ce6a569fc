/**
 * TI4 fleet pool (LRR 37) when the command sheet is rearranged (LRR 81.5, 20.2): a fleet pool may shrink
 * only as far as the ships other than fighters in each system allow; removing the excess ships is not
 * carried out yet, so an arrangement that would call for it is refused with a sentence and changes nothing.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { CTX, HOME, position, put, SEAT } from "../../support/ti4Tactical.ts";

/** Seat 3 with 3 dreadnoughts and 4 fighters at home, arranging its sheet (3/3/2) after gaining 2. */
function sheet(): Ti4State {
  return position((s) => {
    (s.players[SEAT] as Ti4State["players"][number]).tokens = { tactic: 3, fleet: 3, strategy: 2 };
    put(s, HOME, { dreadnought: 3, fighter: 4 });
    s.stack.push({ kind: "ti4CommandTokens", waiting: [SEAT], gain: 2, redistribute: true, reason: "test" });
  });
}

describe("TI4 fleet pool when the sheet is rearranged (LRR 37)", () => {
  it("keeps the fleet pool at the ships of the most crowded system; fighters do not count", () => {
    const s = sheet();
    const kept = applyCommand<Ti4>(
      s,
      { type: "arrangeCommandTokens", seat: SEAT, tactic: 7, fleet: 3, strategy: 0 },
      CTX,
    );
    if (!kept.ok) throw new Error(kept.error.message);
    expect(kept.state.players[SEAT]?.tokens).toEqual({ tactic: 7, fleet: 3, strategy: 0 });
    expect(replayLog<Ti4>([{ type: "gameCreated", state: s }, ...kept.events])).toEqual(kept.state);
  });

  it("refuses a fleet pool smaller than the ships in a system, and changes nothing", () => {
    const s = sheet();
    const before = structuredClone(s);
    const shrunk = applyCommand<Ti4>(
      s,
      { type: "arrangeCommandTokens", seat: SEAT, tactic: 8, fleet: 2, strategy: 0 },
      CTX,
    );
    expect(shrunk.ok ? null : [shrunk.error.code, shrunk.error.rule]).toEqual([
      "ERR_TI4_FLEET_POOL_EXCESS",
      "LRR 37",
    ]);
    expect(shrunk.ok ? "" : shrunk.error.message).toMatch(/at least 3 tokens/);
    expect(s).toEqual(before);
  });
});
