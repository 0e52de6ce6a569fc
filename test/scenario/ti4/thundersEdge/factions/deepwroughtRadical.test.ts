/**
 * Radical Advancement, the Deepwrought's faction technology (TE faction sheet; LRR 81 "at the start of the
 * status phase"): replace a technology that is not a unit upgrade with one of its colour with exactly 1 more
 * prerequisite.
 */
import { describe, expect, it } from "vitest";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import {
  radicalSwaps,
  TE_RADICAL_ADVANCEMENT,
} from "../../../../../src/engine/ti4/factions/deepwroughtRadical.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { landingScene } from "../../../../support/coexistScene.ts";
import { answer, refusal, run } from "../../../../support/ti4FactionBoard.ts";

const RULE = "TE The Deepwrought Scholarate: Radical Advancement";

/** The Deepwrought (seat 0) own Radical Advancement, Neural Motivator and Gravity Drive; `edit` changes more. */
function holder(edit?: (s: Ti4State) => void): Ti4State {
  const { start } = landingScene();
  const state = structuredClone(start);
  (state.players[0] as Ti4State["players"][number]).technologies = ["radical", "nm", "gd"];
  edit?.(state);
  return state;
}

/** The status phase begins: Radical Advancement's answer pushes its frame. */
function statusBegins(state: Ti4State) {
  return run(state, (tx) => TE_RADICAL_ADVANCEMENT.hooks?.statusPhaseStarted?.(tx));
}

describe("TE Deepwrought: Radical Advancement", () => {
  it("offers each swap: same colour, exactly 1 more prerequisite, not owned, no unit upgrade", () => {
    const swaps = radicalSwaps(holder(), 0);
    expect(swaps).toContainEqual({ technology: "nm", replacement: "dxa" });
    expect(swaps).toContainEqual({ technology: "radical", replacement: "hm" });
    expect(swaps).toContainEqual({ technology: "gd", replacement: "fl" });
    expect(swaps.some((s) => s.technology === "nm" && s.replacement === "hm")).toBe(false);
    expect(swaps.some((s) => s.replacement === "radical" || s.replacement === "nm")).toBe(false);
  });

  it("as the status phase begins, the holder replaces Neural Motivator with Dacxive Animators; replays", () => {
    const begun = statusBegins(holder());
    const asked = pendingDecisions<Ti4>(begun.state).map((d) => [d.kind, d.seat]);
    expect(asked).toEqual([
      ["radicalAdvancement", 0],
      ["declineRadicalAdvancement", 0],
    ]);
    const swapped = answer(begun.state, {
      type: "radicalAdvancement",
      seat: 0,
      technology: "nm",
      replacement: "dxa",
    });
    expect(swapped.events).toContainEqual({
      type: "teTechnologyReplaced",
      seat: 0,
      technology: "nm",
      replacement: "dxa",
    });
    expect(swapped.state.players[0]?.technologies).toEqual(["radical", "dxa", "gd"]);
    expect(swapped.state.stack.some((f) => f.kind === "teRadicalAdvancement")).toBe(false);
  });

  it("declining replaces nothing", () => {
    const begun = statusBegins(holder());
    const declined = answer(begun.state, { type: "declineRadicalAdvancement", seat: 0 });
    expect(declined.state.players[0]?.technologies).toEqual(["radical", "nm", "gd"]);
    expect(declined.state.stack.some((f) => f.kind === "teRadicalAdvancement")).toBe(false);
  });

  it("refuses a swap the card does not allow, and use out of its moment, the state unchanged", () => {
    const begun = statusBegins(holder());
    for (const replacement of ["hm", "sar", "gd"] as const)
      expect(
        refusal(begun.state, { type: "radicalAdvancement", seat: 0, technology: "nm", replacement }),
      ).toEqual(["ERR_TI4_RADICAL_SWAP", RULE]);
    expect(
      refusal(holder(), { type: "radicalAdvancement", seat: 0, technology: "nm", replacement: "dxa" })?.[0],
    ).toBeDefined();
  });

  it("is not asked of a seat without the technology, nor outside Thunder's Edge", () => {
    const without = statusBegins(
      holder((s) => {
        (s.players[0] as Ti4State["players"][number]).technologies = ["nm"];
      }),
    );
    expect(without.events).toEqual([]);
    const base = statusBegins(
      holder((s) => {
        s.config = { ...s.config, boxes: s.config.boxes.filter((b) => b !== "te") };
      }),
    );
    expect(base.events).toEqual([]);
  });

  it("the bot swaps up, keeping Radical Advancement", () => {
    const begun = statusBegins(holder());
    const decision = pendingDecisions<Ti4>(begun.state).find((d) => d.kind === "radicalAdvancement");
    const first = radicalSwaps(begun.state, 0).find((swap) => swap.technology !== "radical");
    expect(first?.technology).toBe("nm");
    expect(ti4Answers(begun.state, decision as never)).toEqual([
      { type: "radicalAdvancement", seat: 0, ...first },
    ]);
  });
});
