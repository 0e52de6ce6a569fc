/**
 * A seeded property test of the TI4 engine (issue #26), as engine.test.ts is for TI3: games of 3 to 6
 * players thrown random, misdirected and broken commands among the bot's answers (test/support/ti4Fuzz.ts).
 * Nothing throws, refusals change nothing, every accepted state keeps the invariants and replay rebuilds
 * the state. MECATOL_FUZZ_STEPS sets the steps per player count; the long fault suite runs many more.
 */
import { describe, expect, it } from "vitest";
import { ti4FuzzGame } from "../support/ti4Fuzz.ts";

const STEPS = Number(process.env.MECATOL_FUZZ_STEPS ?? 400);
const THUNDERS_EDGE = { boxes: ["base", "te"], galacticEvents: "random" } as const;

describe("the TI4 engine under random and broken commands", () => {
  for (const players of [3, 4, 5, 6]) {
    it(`${players} players: never throws, refusals change nothing, invariants and replay hold`, () => {
      const report = ti4FuzzGame(players, STEPS, `ti4-fuzz-${players}`);
      expect(report.failures).toEqual([]);
      expect(report.accepted).toBeGreaterThan(10);
    });
  }
  // Thunder's Edge (issue #27): its commands, decisions and galactic events under the same checks.
  for (const players of [4, 6]) {
    it(`${players} players with Thunder's Edge and a galactic event: the same holds`, () => {
      const report = ti4FuzzGame(players, STEPS, `ti4-te-fuzz-${players}`, THUNDERS_EDGE);
      expect(report.failures).toEqual([]);
      expect(report.accepted).toBeGreaterThan(10);
    });
  }
});
