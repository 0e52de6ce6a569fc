/**
 * A Thunder's Edge game's galaxy through the set-up (TE rulebook, "Expansion Integration": TE's red and blue
 * tiles shuffled into the piles, TE's Mecatol Rex in place of the base one; "Setup Variations": five players
 * on TE's hyperlane board, 3 blue and 2 red tiles each). Every game here is replayed from its log.
 */
import { describe, expect, it } from "vitest";
import { ti4System } from "../../../src/content/ti4/index.ts";
import "../../../src/engine/index.ts";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { mecatolPosition } from "../../../src/engine/ti4/board/galaxy.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import { create, finishSetup } from "../../support/ti4.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };

describe("Thunder's Edge galaxy (TE Expansion Integration, Setup Variations)", () => {
  it("five players build on TE's hyperlane board around TE's Mecatol Rex, and the game replays", () => {
    const made = create(5, { boxes: ["base", "pok", "te"], galaxyMode: "playerBuilt" }, "te-galaxy-5");
    const frame = made.state.stack.at(-1);
    if (frame?.kind !== "ti4GalaxyBuild") throw new Error("no galaxy build");
    for (const hand of Object.values(frame.hands)) {
      expect(hand.filter((id) => ti4System(id as never).back === "blue")).toHaveLength(3);
      expect(hand.filter((id) => ti4System(id as never).back === "red")).toHaveLength(2);
    }
    // A hyperlane's position is laid before the build: a placement there is refused and changes nothing.
    const seat = made.state.speaker;
    const tile = frame.hands[seat]?.[0] as string;
    const refused = applyCommand<Ti4>(made.state, { type: "placeSystem", seat, tile, position: "104" }, CTX);
    expect(refused.ok).toBe(false);
    const done = finishSetup(made);
    expect(done.state.phase).toBe("strategy");
    expect(done.state.galaxy["000"]?.tile).toBe("112");
    expect(mecatolPosition(done.state)).toBe("000");
    const lanes = ["104", "206", "208", "309", "310", "311"].map((label) => done.state.galaxy[label]?.tile);
    expect(lanes.sort()).toEqual(["119A", "120A", "121A", "122A", "123A", "124A"]);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  for (const players of [3, 4, 6]) {
    it(`${players} players: TE's Mecatol Rex at the centre of the built galaxy, and the game replays`, () => {
      const done = finishSetup(create(players, { boxes: ["base", "te"] }, `te-galaxy-${players}`));
      expect(done.state.galaxy["000"]?.tile).toBe("112");
      expect(pendingDecisions<Ti4>(done.state).length).toBeGreaterThan(0);
      expect(replayLog<Ti4>(done.events)).toEqual(done.state);
    });
  }
});
