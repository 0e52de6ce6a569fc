/**
 * A battle under way at a player's last action (issue #23): begun by the move before it, it is told at the
 * head of that player's catch-up, with how it ended or that it is still being fought. The log is a Space
 * Battle of test/scenario/combat.test.ts, one entry per player's command: the Hacan attack (the battle
 * begins and its first round is rolled), Sol assigns his hits twice; in round 3 both fleets are destroyed.
 */
import { describe, expect, it } from "vitest";
import { catchUp } from "../../../src/app/catchUp.ts";
import type { GameState } from "../../../src/engine/index.ts";
import type { StoredEvent } from "../../../src/store/gameStore.ts";
import { play } from "../../support/engine.ts";
import {
  activateAndMove,
  clearGalaxy,
  homeOf,
  inward,
  lab,
  place,
  scriptDice,
} from "../../support/tactical.ts";

function battleLog() {
  const g = lab(["hacan", "sol", "letnev"]);
  clearGalaxy(g);
  const me = g.seat.hacan as number;
  const them = g.seat.sol as number;
  const h = homeOf(g, me);
  const a = inward(h);
  place(g, them, a, { dreadnought: 1, destroyer: 1 });
  place(g, me, h, { cruiser: 2 });
  const entries: StoredEvent[] = [];
  const states: GameState[] = [];
  let from = 0;
  const entry = (seat: number | null) => {
    entries.push({
      seq: entries.length + 1,
      actor: seat === null ? "system" : `user-${seat}`,
      command: seat === null ? { type: "start" } : { type: "scripted", seat },
      events: g.events.slice(from),
      schemaVersion: 1,
      createdAt: new Date(Date.UTC(2026, 11, 1, 12, entries.length)),
    });
    from = g.events.length;
    states.push(structuredClone(g.state));
  };
  entry(null);
  // Round 1: Hacan Cruisers 7 and 3 (one hit); Sol Dreadnought 2, Destroyer 9 (one hit).
  scriptDice(g, [7, 3, 2, 9]);
  activateAndMove(g, me, a, [{ from: h, units: { cruiser: 2 } }]);
  entry(me);
  // Round 2: the last Cruiser hits (8); the damaged Dreadnought and the Destroyer miss.
  scriptDice(g, [8, 1, 1]);
  play(g, { type: "assignHits", seat: them, destroy: {}, damage: { dreadnought: 1 } });
  entry(them);
  // Round 3: both hit; the damaged Dreadnought and the Cruiser are destroyed.
  scriptDice(g, [9, 5]);
  play(g, { type: "assignHits", seat: them, destroy: { destroyer: 1 } });
  entry(them);
  expect(g.state.stack.some((f) => f.kind === "spaceBattle")).toBe(false);
  return { entries, states, me, them, a };
}

describe("a battle under way at the player's last action", () => {
  const log = battleLog();

  it("is told with how it ended, when it ended after that action", () => {
    // The Hacan's last action began the battle; Sol's answers after it ended it.
    const told = catchUp(log.entries, `user-${log.me}`, log.states[3] as GameState);
    expect(told.since).toBe(2);
    expect(told.text).toMatch(
      new RegExp(
        `⚔ Space Battle at [^\\n]*${log.a}[^\\n]*, under way at your last action: both sides were destroyed\\.`,
      ),
    );
    expect(told.text.match(/⚔/g)?.length).toBe(1);
  });

  it("is told as still being fought, when it still is", () => {
    // Sol's last action (his first assignment) left the battle going: nothing has happened since.
    const told = catchUp(log.entries.slice(0, 3), `user-${log.them}`, log.states[2] as GameState);
    expect(told.since).toBe(3);
    expect(told.text).toMatch(
      /⚔ Space Battle at [^\n]*, under way at your last action: still being fought\./,
    );
  });

  it("is told once, as begun, to a player who has not acted since before it", () => {
    const told = catchUp(log.entries, "user-2", log.states[3] as GameState);
    expect(told.text).not.toContain("under way at your last action");
    expect(told.text).toMatch(/⚔ Space Battle at [^\n]*: both sides were destroyed\./);
    expect(told.text.match(/⚔/g)?.length).toBe(1);
  });
});
