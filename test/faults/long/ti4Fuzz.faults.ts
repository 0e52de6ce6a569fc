/**
 * Long TI4 fuzz: 20,000 random, misdirected and broken commands across games of 3 to 6 players, each game
 * played until it is won or has taken its share (test/support/ti4Fuzz.ts says what is checked). Every other
 * game plays Thunder's Edge with a galactic event drawn at random (issue #27).
 */
import { describe, expect, it } from "vitest";
import { type Ti4FuzzReport, ti4FuzzGame } from "../../support/ti4Fuzz.ts";
import { note } from "../helpers.ts";

const COMMANDS = 20_000;
const PER_GAME = 2_500;
const THUNDERS_EDGE = { boxes: ["base", "te"], galacticEvents: "random" } as const;

describe("20,000 random commands thrown at the TI4 engine", () => {
  it("never crash it, refusals change nothing, invariants and replay hold", () => {
    const reports: Ti4FuzzReport[] = [];
    for (let game = 0, thrown = 0; thrown < COMMANDS; game++) {
      const players = 3 + (game % 4);
      const settings = game % 2 === 1 ? THUNDERS_EDGE : {};
      const report = ti4FuzzGame(
        players,
        Math.min(PER_GAME, COMMANDS - thrown),
        `ti4-faults-${game}`,
        settings,
      );
      reports.push(report);
      thrown += report.steps;
    }
    const sum = (key: "steps" | "accepted" | "refused" | "botMoves") =>
      reports.reduce((n, r) => n + r[key], 0);
    const failures = reports.flatMap((r) => r.failures);
    note("TI4 fuzz (20,000)", {
      commands: sum("steps"),
      accepted: sum("accepted"),
      refused: sum("refused"),
      botMoves: sum("botMoves"),
      games: reports.length,
      won: reports.filter((r) => r.phase === "finished").length,
      thundersEdgeGames: reports.filter((_, game) => game % 2 === 1).length,
      furthestRound: Math.max(...reports.map((r) => r.round)),
      failures: failures.length,
    });
    expect(failures).toEqual([]);
    expect(sum("steps")).toBe(COMMANDS);
    expect(sum("accepted")).toBeGreaterThan(1_000);
    expect(reports.length).toBeGreaterThan(10);
  });
});
