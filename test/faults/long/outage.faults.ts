/**
 * Long outage tests: connections cut for 15 seconds under load, then a real restart of the PostgreSQL
 * server (which cuts every connection on the machine; set FAULTS_SKIP_RESTART=1 where other suites share
 * the server at the same time).
 */
import { describe, expect, it } from "vitest";
import { note } from "../helpers.ts";
import { outageTrial } from "../outageTrial.ts";

describe("the database going away under load, at length", () => {
  it("survives 15 seconds of cut connections", async () => {
    const report = await outageTrial({
      games: 4,
      method: "terminate",
      outageMs: 15_000,
      warmMs: 2_000,
      tag: "long",
    });
    note("outage (terminate 15 s)", report);
    expect(report.terminated).toBeGreaterThan(10);
  });

  it.skipIf(process.env.FAULTS_SKIP_RESTART === "1")(
    "survives a restart of the PostgreSQL server",
    async () => {
      const report = await outageTrial({
        games: 4,
        method: "restart",
        outageMs: 0,
        warmMs: 2_000,
        tag: "restart",
      });
      note("outage (server restart)", report);
      expect(report.acknowledged).toBeGreaterThan(4);
    },
  );
});
