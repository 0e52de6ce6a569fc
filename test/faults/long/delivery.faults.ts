/**
 * Long delivery test: 100 SIGKILLs of the worker at seeded random moments while the Discord fake fails a
 * fifth of every request (server errors, rate limits, connections dropped before or after the request was
 * handled). Every saved command's account, map and private lines must be said exactly once, in order.
 */
import { describe, expect, it } from "vitest";
import { deliveryTrial } from "../deliveryTrial.ts";
import { note } from "../helpers.ts";

describe("what the bot says, across 100 kills and Discord failures on every endpoint", () => {
  it("loses nothing and doubles nothing", async () => {
    const report = await deliveryTrial({
      kills: 100,
      seed: 11_2026_12,
      games: 3,
      maxDelayMs: 800,
      faultRate: 0.2,
    });
    note("delivery (100 kills)", report);
    expect(report.kills).toBe(100);
    // How much is played between kills depends on the machine's load; every row counts.
    expect(report.rows).toBeGreaterThan(50);
    expect(report.lost).toBe(0);
    expect(report.duplicated).toBe(0);
    // The faults reached every kind.
    for (const count of Object.values(report.faults)) expect(count).toBeGreaterThan(0);
  });
});
