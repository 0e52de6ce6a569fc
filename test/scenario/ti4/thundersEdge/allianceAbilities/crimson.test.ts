/**
 * TE "Alliance Reference Cards": the Crimson Rebellion's card, after each combat its holder takes part in, 1
 * commodity gained or 1 converted to a trade good (thundersEdge/allianceAbilities/crimson.ts); asked only
 * when both are open. Each step replays (ti4FactionBoard.ts run and answer).
 */
import { describe, expect, it } from "vitest";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { cardGame } from "../../../../support/allianceAbilityScene.ts";
import { answer, refusal, spaceCombatWon } from "../../../../support/ti4FactionBoard.ts";

/** Seat 0 (the Hacan, commodity value 6) with `commodities` wins a space combat; `holder` holds the card. */
function won(holder: number | null, commodities: number) {
  const state = cardGame("crimson", holder, (s) => {
    for (const p of s.players) {
      p.commodities = commodities;
      p.tradeGoods = 0;
    }
  });
  return spaceCombatWon(state, 0).state;
}

const wealth = (s: Ti4State, seat = 0) => [s.players[seat]?.commodities, s.players[seat]?.tradeGoods];

describe("TE Alliance Reference Cards: the Crimson Rebellion's card", () => {
  it("asks the holder when both are open; gaining and converting each replay", () => {
    const state = won(0, 2);
    expect(pendingDecisions<Ti4>(state)[0]).toMatchObject({
      kind: "crimsonAllianceCommodity",
      seat: 0,
      choices: ["gain", "convert"],
    });
    expect(
      wealth(answer(state, { type: "crimsonAllianceCommodity", seat: 0, choice: "gain" }).state),
    ).toEqual([3, 0]);
    expect(
      wealth(answer(state, { type: "crimsonAllianceCommodity", seat: 0, choice: "convert" }).state),
    ).toEqual([1, 1]);
  });

  it("gains without asking when no commodity is held, converts when at the commodity value", () => {
    expect(wealth(won(0, 0))).toEqual([1, 0]);
    expect(wealth(won(0, 6))).toEqual([5, 1]);
  });

  it("works for the losing side too, and does nothing for a player who does not hold the card", () => {
    expect(wealth(won(1, 0), 1)).toEqual([1, 0]);
    expect(wealth(won(2, 0), 2)).toEqual([0, 0]);
    expect(wealth(won(null, 0))).toEqual([0, 0]);
  });

  it("refuses an answer not asked for, or a way not open, the state unchanged", () => {
    const asked = won(0, 2);
    expect(refusal(asked, { type: "crimsonAllianceCommodity", seat: 1, choice: "gain" })?.[0]).toBe(
      "ERR_NOT_YOUR_TURN",
    );
    const full = structuredClone(asked);
    (full.players[0] as Ti4State["players"][number]).commodities = 6;
    expect(refusal(full, { type: "crimsonAllianceCommodity", seat: 0, choice: "gain" })?.[0]).toBe(
      "ERR_TI4_CRIMSON_ALLIANCE_CHOICE",
    );
  });
});
