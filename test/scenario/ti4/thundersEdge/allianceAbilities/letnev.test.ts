/**
 * TE "Alliance Reference Cards": the Barony of Letnev's card, 1 trade good each time a unit of its holder's
 * uses SUSTAIN DAMAGE (thundersEdge/allianceAbilities/letnev.ts, LRR 87); taken without asking [our
 * reading: never worse]. Each answer replays (ti4FactionBoard.ts answer).
 */
import { describe, expect, it } from "vitest";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import { cardGame, hitsToAssign } from "../../../../support/allianceAbilityScene.ts";
import { answer, refusal } from "../../../../support/ti4FactionBoard.ts";

const SUSTAIN_TWO: Ti4Command = { type: "assignHits", seat: 0, sustain: { dreadnought: 2 }, destroy: {} };

/** Seat 0's trade goods before and after its two dreadnoughts sustain two hits; `holder` holds the card. */
function tradeGoods(holder: number | null, command: Ti4Command = SUSTAIN_TWO) {
  const state = hitsToAssign(cardGame("letnev", holder), 0, { dreadnought: 2, cruiser: 1 }, 2);
  const before = state.players[0]?.tradeGoods ?? 0;
  return (answer(state, command).state.players[0]?.tradeGoods ?? 0) - before;
}

describe("TE Alliance Reference Cards: the Barony of Letnev's card", () => {
  it("gives the holder 1 trade good for each unit that sustains damage", () => {
    expect(tradeGoods(0)).toBe(2);
    const one: Ti4Command = {
      type: "assignHits",
      seat: 0,
      sustain: { dreadnought: 1 },
      destroy: { cruiser: 1 },
    };
    expect(tradeGoods(0, one)).toBe(1);
  });

  it("gives nothing when no unit sustains, or to a player who does not hold the card", () => {
    const none: Ti4Command = {
      type: "assignHits",
      seat: 0,
      sustain: {},
      destroy: { cruiser: 1, dreadnought: 1 },
    };
    expect(tradeGoods(0, none)).toBe(0);
    expect(tradeGoods(1)).toBe(0);
    expect(tradeGoods(null)).toBe(0);
  });

  it("gives nothing for a sustain the rules refuse, the state unchanged", () => {
    const state = hitsToAssign(cardGame("letnev", 0), 0, { dreadnought: 2, cruiser: 1 }, 2);
    const cruiser: Ti4Command = {
      type: "assignHits",
      seat: 0,
      sustain: { cruiser: 1 },
      destroy: { cruiser: 1 },
    };
    expect(refusal(state, cruiser)?.[0]).toMatch(/^ERR_TI4_/);
  });
});
