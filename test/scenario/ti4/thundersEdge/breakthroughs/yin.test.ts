/**
 * TE "Breakthroughs and Synergy": Yin Ascendant (Yin Brotherhood) grants alliance abilities, a part of
 * Prophecy of Kings, which Mecatol does not play: `useBreakthrough` refuses it saying so, state unchanged.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { CTX } from "../../../../support/ti4Status.ts";

describe("TE Breakthroughs and Synergy: Yin Ascendant (Yin Brotherhood)", () => {
  it("is refused as needing Prophecy of Kings, with the state unchanged", () => {
    const at = eventGame(["yin", "sol", "xxcha"], [], 0, (s) => {
      (s.players[0] as Ti4State["players"][number]).breakthrough = "yinbt";
    });
    const before = structuredClone(at.state);
    const result = applyCommand<Ti4>(at.state, { type: "useBreakthrough", seat: 0 }, CTX);
    expect(result.ok ? null : [result.error.code, result.error.rule]).toEqual([
      "ERR_TI4_BREAKTHROUGH_NOT_PLAYED",
      "TE Breakthroughs and Synergy",
    ]);
    expect(result.ok ? "" : result.error.message).toContain("Prophecy of Kings");
    expect(at.state).toEqual(before);
  });
});
