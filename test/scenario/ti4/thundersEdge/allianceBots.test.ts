/**
 * TE "Alliance Game Variant" played by the bots: a whole four-player game, paired 0-1 and 2-3, in which no
 * combat is fought between allies and no planet changes hands between them (TE "Alliance Movement and
 * Control"), the game ends with an alliance winning together and its log replays to the same state.
 */
import { describe, expect, it } from "vitest";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { areAllied } from "../../../../src/engine/ti4/board/allies.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import { ti4PlayOut } from "../../../../src/engine/ti4/policy.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import { create } from "../../../support/ti4.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };

describe("TE Alliance Game Variant: the bots", () => {
  it("play a whole game without fighting or taking from their ally, and a pair wins together", () => {
    const made = create(4, { boxes: ["base", "te"], alliance: true }, "alliance-bots-1");
    const played = ti4PlayOut(made.state, CTX, 20_000);
    const events: Ti4Event[] = [...made.events, ...played.events];
    const state = played.state;
    for (const e of events) {
      if (
        e.type === "ti4FrameUpdated" &&
        (e.frame.kind === "ti4SpaceCombat" || e.frame.kind === "ti4GroundCombat")
      ) {
        const { seat, defender } = e.frame as { seat: number; defender?: number };
        if (defender !== undefined) expect(areAllied(state, seat, defender)).toBe(false);
      }
      if (e.type === "ti4PlanetGained" && e.from !== null)
        expect(areAllied(state, e.seat, e.from)).toBe(false);
    }
    expect(state.phase).toBe("finished");
    expect(state.winners).toHaveLength(2);
    expect(areAllied(state, state.winners[0] as number, state.winners[1] as number)).toBe(true);
    expect(replayLog<Ti4>(events)).toEqual(state);
  }, 180_000);
});
