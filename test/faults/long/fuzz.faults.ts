/** Long fuzz: 100,000 random commands across many games through `apply`. */
import { describe, expect, it } from "vitest";
import { fuzz } from "../fuzzRun.ts";
import { note } from "../helpers.ts";

describe("100,000 random commands thrown at the engine", () => {
  it("never crash it, refusals change nothing, invariants and replay hold", () => {
    const report = fuzz({ commands: 100_000, seed: "faults-long", perGame: 2_000 });
    note("fuzz (100,000)", { ...report, codes: Object.keys(report.codes).length });
    expect(report.failures).toEqual([]);
    expect(report.random).toBe(100_000);
    expect(report.accepted).toBeGreaterThan(1_000);
    expect(report.games).toBeGreaterThan(20);
  });
});
