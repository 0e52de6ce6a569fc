/** Long crash test: 200 SIGKILLs of the worker at seeded random moments; nothing acknowledged is lost. */
import { describe, expect, it } from "vitest";
import { crashTrial } from "../crashTrial.ts";
import { note } from "../helpers.ts";

describe("a bot process killed at random moments, 200 times", () => {
  it("loses no acknowledged command and leaves every game whole", async () => {
    const report = await crashTrial({ kills: 200, seed: 7_2026_12, games: 4, maxDelayMs: 1_500 });
    note("crash (200 kills)", report);
    expect(report.kills).toBe(200);
    expect(report.killsMidPlay).toBeGreaterThan(100);
    expect(report.acknowledged).toBeGreaterThanOrEqual(report.killsMidPlay);
  });
});
