import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { startRecurring } from "../../../src/scheduler/cron.ts";

const silent = pino({ level: "silent" });
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the recurring job", () => {
  it("runs every interval without overlapping a run in progress, and stop waits for that run", async () => {
    let started = 0;
    let finished = 0;
    let overlapping = false;
    let inside = false;
    const job = startRecurring(
      "test",
      async () => {
        overlapping ||= inside;
        inside = true;
        started += 1;
        await pause(40);
        inside = false;
        finished += 1;
      },
      silent,
      10,
    );
    await pause(150);
    expect(started).toBeGreaterThanOrEqual(2);
    expect(started).toBeLessThanOrEqual(5);
    await job.stop();
    expect(finished).toBe(started);
    expect(overlapping).toBe(false);
    const after = started;
    await pause(50);
    expect(started).toBe(after);
    await job.runNow();
    expect(started).toBe(after);
  });

  it("logs a failed run and keeps going; runNow runs at once", async () => {
    let runs = 0;
    const job = startRecurring(
      "flaky",
      async () => {
        runs += 1;
        if (runs === 1) throw new Error("boom");
      },
      silent,
      60_000,
    );
    await job.runNow();
    await job.runNow();
    expect(runs).toBe(2);
    await job.stop();
  });

  it("refuses an interval too short to be meant", () => {
    expect(() => startRecurring("x", async () => {}, silent, 0)).toThrow(/interval/);
  });
});
