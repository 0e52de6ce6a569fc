/** Quick delivery test: 10 SIGKILLs while Discord fails a fifth of the requests; nothing lost or doubled. */
import { describe, expect, it } from "vitest";
import { deliveryTrial } from "./deliveryTrial.ts";
import { note } from "./helpers.ts";

describe("what the bot says survives kills and Discord failures", () => {
  it("delivers every saved command's account, map and private lines exactly once", async () => {
    const report = await deliveryTrial({
      kills: 10,
      seed: 5_2026_12,
      games: 2,
      maxDelayMs: 600,
      faultRate: 0.2,
    });
    note("delivery (10 kills)", report);
    expect(report.rows).toBeGreaterThan(0);
    expect(report.lost).toBe(0);
    expect(report.duplicated).toBe(0);
  }, 240_000);
});
