/**
 * TE "Alliance Reference Cards": the Obsidian's card, +1 to its holder's combat rolls in The Fracture
 * (thundersEdge/allianceAbilities/obsidian.ts, LRR 18). Each combat replays (ti4FactionBoard.ts run).
 */
import { describe, expect, it } from "vitest";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { bringFractureIntoPlay } from "../../../../../src/engine/ti4/thundersEdge/fracture.ts";
import { cardGame, firstRoundModifiers } from "../../../../support/allianceAbilityScene.ts";
import { emptySystems, run } from "../../../../support/ti4FactionBoard.ts";

/** The game with The Fracture in play, `holder` holding the Obsidian's card. */
function fractured(holder: number | null): { state: Ti4State; at: string } {
  const state = run(cardGame("obsidian", holder), (tx) => bringFractureIntoPlay(tx, 0)).state;
  return { state, at: state.fracture?.positions[0] as string };
}

describe("TE Alliance Reference Cards: the Obsidian's card", () => {
  it("adds 1 to the holder's combat dice in The Fracture, and nothing outside it", () => {
    const { state, at } = fractured(0);
    expect(firstRoundModifiers(state, at)).toEqual([1, 0]);
    expect(firstRoundModifiers(state, emptySystems(state)[0] as string)).toEqual([0, 0]);
  });

  it("does nothing for a player who does not hold the card", () => {
    expect(firstRoundModifiers(fractured(1).state, fractured(1).at)).toEqual([0, 1]);
    expect(firstRoundModifiers(fractured(null).state, fractured(null).at)).toEqual([0, 0]);
  });
});
