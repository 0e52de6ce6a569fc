/** Quick outage test: the scratch database's connections are cut for 3 seconds in the middle of a load. */
import { describe, expect, it } from "vitest";
import { outageTrial } from "./outageTrial.ts";

describe("the database going away under load", () => {
  it("gets errors, not crashes, recovers by itself and loses nothing acknowledged", async () => {
    const report = await outageTrial({
      games: 3,
      method: "terminate",
      outageMs: 3_000,
      warmMs: 800,
      tag: "quick",
    });
    expect(report.terminated).toBeGreaterThan(0);
    expect(report.acknowledged).toBeGreaterThan(3);
  }, 90_000);
});
