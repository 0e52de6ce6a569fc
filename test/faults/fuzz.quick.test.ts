/** Quick fuzz: 3,000 random commands across many games, through the engine's `apply`. */
import { describe, expect, it } from "vitest";
import { fuzz } from "./fuzzRun.ts";

describe("random commands thrown at the engine", () => {
  it("never crash it, refusals change nothing, invariants and replay hold (3,000 commands)", () => {
    const report = fuzz({ commands: 3_000, seed: "faults-quick", perGame: 600 });
    expect(report.failures).toEqual([]);
    expect(report.random).toBe(3_000);
    // The run must exercise both sides: accepted random commands and refusals of many kinds.
    expect(report.accepted).toBeGreaterThan(0);
    expect(Object.keys(report.codes).length).toBeGreaterThan(5);
    expect(report.games).toBeGreaterThan(1);
  }, 60_000);
});
