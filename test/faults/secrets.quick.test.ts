/** Quick secrets test: one bot segment through the service, every outcome and view checked for leaks. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FaultHarness, faultHarness } from "./harness.ts";
import { players } from "./helpers.ts";
import { secretsSegment } from "./secrets.ts";

let app: FaultHarness;
beforeAll(async () => {
  app = await faultHarness();
});
afterAll(async () => app?.close());

describe("hidden information during play", () => {
  it("never reaches the channel, another player, a view, the log or the export", async () => {
    const played = await secretsSegment(
      app,
      { guildId: "secret-guild", channelId: "secret-1" },
      players("secret", 4),
      "secret-seed-1",
      60,
    );
    // The segment must be long enough to draw cards and resolve strategy cards.
    expect(played).toBeGreaterThan(20);
  }, 60_000);
});
