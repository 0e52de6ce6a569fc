/** Long secrets test: bot segments at 3 to 6 players, every outcome and view checked for leaks. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FaultHarness, faultHarness } from "../harness.ts";
import { note, players } from "../helpers.ts";
import { secretsSegment } from "../secrets.ts";

let app: FaultHarness;
beforeAll(async () => {
  app = await faultHarness();
});
afterAll(async () => app?.close());

describe("hidden information during many segments", () => {
  for (const count of [3, 4, 5, 6]) {
    for (const seed of ["a", "b"]) {
      it(`never leaks at ${count} players (seed ${seed})`, async () => {
        const played = await secretsSegment(
          app,
          { guildId: "secret-guild", channelId: `secret-${count}-${seed}` },
          players(`secret${count}${seed}`, count),
          `secret-long-${count}-${seed}`,
          400,
        );
        note(`secrets ${count}p ${seed}`, { played });
        expect(played).toBeGreaterThan(20);
      });
    }
  }
});
