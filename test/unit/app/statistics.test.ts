/**
 * A game's statistics (issue #23) on a scripted log: the dice of each roll and the time of each entry are
 * written here, and every figure expected below was worked out by hand from them (the sums are in the
 * comments). The table: Hacan (seat 0), Sol (seat 1), Letnev (seat 2); order of play 0, 2, 1.
 */
import { describe, expect, it } from "vitest";
import { gameStatistics, hitChance, median } from "../../../src/app/statistics.ts";
import { serverRecord, serverStatsText, spanText } from "../../../src/app/stats.ts";
import type { GameEvent } from "../../../src/engine/index.ts";
import type { CombatDie } from "../../../src/engine/rules/combat/frames.ts";
import type { StoredEvent } from "../../../src/store/gameStore.ts";
import { passActionWindows } from "../../support/engine.ts";
import { lab } from "../../support/tactical.ts";

const T0 = Date.parse("2026-12-01T12:00:00.000Z");
const at = (seconds: number) => new Date(T0 + seconds * 1000);

const die = (needed: number | null, value: number, first?: number): CombatDie => ({
  unit: needed === null ? null : "cruiser",
  value,
  needed,
  hit: needed !== null && value >= needed,
  ...(first === undefined ? {} : { first }),
});

function rolled(
  seat: number,
  roll: "spaceBattle" | "pds" | "reroll" | "genSynthesis",
  dice: CombatDie[],
): GameEvent {
  const hits = dice.filter((d) => d.hit).length;
  return {
    type: "combatRolled",
    seat,
    position: "000",
    planet: null,
    roll,
    dice,
    hits,
    rng: { s: [1, 2, 3, 4] } as never,
  };
}

/** The Action Phase's frame moved on to the player at `current` of the order of play (0, 2, 1). */
const turnTo = (current: number): GameEvent => ({
  type: "frameReplaced",
  frame: { kind: "actionPhase", order: [0, 2, 1], current, skipped: [] },
});

function scriptedLog(): StoredEvent[] {
  const g = lab(["hacan", "sol", "letnev"]);
  passActionWindows(g);
  expect(g.state.stack.at(-1)).toEqual({ kind: "actionPhase", order: [0, 2, 1], current: 0, skipped: [] });
  const entry = (seq: number, seconds: number, events: GameEvent[]): StoredEvent => ({
    seq,
    actor: "scripted",
    command: { type: "scripted" },
    events,
    schemaVersion: 1,
    createdAt: at(seconds),
  });
  return [
    // t=0: the game up to seat 0's first turn.
    entry(1, 0, [...g.events]),
    // t=60: seat 0 fights seat 2, then seat 2's turn.
    entry(2, 60, [
      rolled(0, "spaceBattle", [die(7, 8), die(7, 3), die(5, 5)]),
      rolled(2, "spaceBattle", [die(9, 10), die(9, 4)]),
      turnTo(1),
    ]),
    // t=90: seat 2 rolls its missed die again (one more throw), seat 0's PDS die re-rolled a miss (two
    // throws: 2, then 6); then a window asks seats 0 and 1 at once.
    entry(3, 90, [
      rolled(2, "reroll", [die(9, 9, 4)]),
      rolled(0, "pds", [die(6, 6, 2)]),
      {
        type: "framePushed",
        frame: { kind: "actionWindow", timing: "afterStrategyPhase" as never, awaiting: [0, 1] },
      },
    ]),
    // t=135: the window closes, seat 1's turn.
    entry(4, 135, [{ type: "framePopped" }, turnTo(2)]),
    // t=155: seat 1 misses a 3 and rolls a die that hits on no number; seat 0's turn.
    entry(5, 155, [
      rolled(1, "spaceBattle", [die(3, 1)]),
      rolled(1, "genSynthesis", [die(null, 7)]),
      turnTo(0),
    ]),
    // t=255: seat 2's turn, still under way at t=300.
    entry(6, 255, [turnTo(1)]),
  ];
}

describe("a game's statistics", () => {
  const stats = gameStatistics(scriptedLog(), at(300));
  const seat = (n: number) => stats?.players[n];

  it("counts every throw of a combat die and the hits it was expected to score", () => {
    // Seat 0: 8, 3 on 7+ (0.4 each), 5 on 5+ (0.6), then 2 and 6 on 6+ (0.5 each): 5 throws, 3 hits,
    // 0.4 + 0.4 + 0.6 + 0.5 + 0.5 = 2.4 expected.
    expect(seat(0)?.dice).toEqual({ rolled: 5, hits: 3, expected: expect.closeTo(2.4, 9) });
    // Seat 2: 10, 4 on 9+ (0.2 each), then the re-roll's 9 (0.2): 3 throws, 2 hits, 0.6 expected.
    expect(seat(2)?.dice).toEqual({ rolled: 3, hits: 2, expected: expect.closeTo(0.6, 9) });
    // Seat 1: a 1 on 3+ (0.8); the die that hits on no number is not counted.
    expect(seat(1)?.dice).toEqual({ rolled: 1, hits: 0, expected: expect.closeTo(0.8, 9) });
  });

  it("adds up the time the game waited on each seat, a shared wait counted for each", () => {
    // Seat 0: 0-60 (its turn), 90-135 (the window), 155-255 (its turn): 60 + 45 + 100 s.
    expect(seat(0)?.waitedMs).toBe(205_000);
    // Seat 1: 90-135 (the window), 135-155 (its turn): 45 + 20 s.
    expect(seat(1)?.waitedMs).toBe(65_000);
    // Seat 2: 60-90 (its turn until the window), 255-300 (its turn now): 30 + 45 s.
    expect(seat(2)?.waitedMs).toBe(75_000);
  });

  it("times each finished Action Phase turn", () => {
    expect(seat(0)?.turnsMs).toEqual([60_000, 100_000]);
    expect(seat(2)?.turnsMs).toEqual([75_000]);
    expect(seat(1)?.turnsMs).toEqual([20_000]);
    expect(median(seat(0)?.turnsMs ?? [])).toBe(80_000);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([])).toBeNull();
  });

  it("names the players with their races and colours at the end", () => {
    expect(stats?.players.map((p) => [p.name, p.race, p.color])).toEqual([
      ["Player 1", "hacan", "blue"],
      ["Player 2", "sol", "orange"],
      ["Player 3", "letnev", "green"],
    ]);
    expect(stats?.from).toEqual(at(0));
  });

  it("gives a die the chance of a ten-sided die, within 0 and 1", () => {
    expect([hitChance(1), hitChance(6), hitChance(10), hitChance(11), hitChance(-1)]).toEqual([
      1, 0.5, 0.1, 0, 1,
    ]);
    expect([spanText(45_000), spanText(80_000), spanText(2 * 3600_000)]).toEqual(["45 s", "1 min", "2 h"]);
  });

  it("is null for a log with no game in it", () => {
    expect(gameStatistics([], at(0))).toBeNull();
  });
});

describe("a server's record", () => {
  it("counts games played and finished, and the wins of each race in finished games", () => {
    const record = serverRecord([
      { status: "lobby", races: [], winners: [] },
      { status: "finished", races: ["hacan", "sol", "letnev"], winners: [1] },
      { status: "finished", races: ["sol", "jolnar", "hacan"], winners: [0] },
      { status: "finished", races: ["hacan", "letnev", null], winners: [0, 1] },
      { status: "active", races: ["sol", "hacan"], winners: [] },
      { status: "abandoned", races: ["sol", "hacan"], winners: [] },
    ]);
    expect(record).toMatchObject({ played: 5, finished: 3, running: 1, abandoned: 1 });
    expect(record.races).toEqual([
      { race: "The Federation of Sol", played: 2, won: 2 },
      { race: "The Emirates of Hacan", played: 3, won: 1 },
      { race: "The Barony of Letnev", played: 2, won: 1 },
      { race: "No race", played: 1, won: 0 },
      { race: "The Universities of Jol-Nar", played: 1, won: 0 },
    ]);
    expect(serverStatsText(record)).toContain("5 games played: 3 finished, 1 running, 1 abandoned.");
  });
});
