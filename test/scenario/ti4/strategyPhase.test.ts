/**
 * TI4's strategy phase (LRR 84, digest §3.1): from the speaker clockwise each player takes a card and the
 * trade goods on it; at 3 and 4 players a second pass gives everyone two; the speaker then puts 1 trade good
 * on each card nobody took, and the action phase begins.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { create, finishSetup, play } from "../../support/ti4.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };

/** Takes the cards named, one per decision, in the order the phase asks. */
function pickAll(start: { state: Ti4State; events: Ti4["event"][] }, cards: string[]) {
  let state = start.state;
  const events = [...start.events];
  const pickers: number[] = [];
  for (const card of cards) {
    const seat = pendingDecisions<Ti4>(state)[0]?.seat as number;
    pickers.push(seat);
    const result = play(state, { type: "pickStrategyCard", seat, card: card as never });
    state = result.state;
    events.push(...result.events);
  }
  return { state, events, pickers };
}

describe("TI4 strategy phase (LRR 84)", () => {
  it("gives each of six players one card from the speaker clockwise, and 1 trade good to each card left", () => {
    const ready = finishSetup(create(6, {}, "strategy-6"));
    const speaker = ready.state.speaker;
    const done = pickAll(ready, ["leadership", "diplomacy", "politics", "construction", "trade", "warfare"]);
    expect(done.pickers).toEqual([0, 1, 2, 3, 4, 5].map((i) => (speaker + i) % 6));
    for (const [i, seat] of done.pickers.entries())
      expect(done.state.players[seat]?.strategyCards.map((c) => c.card)).toEqual([
        ["leadership", "diplomacy", "politics", "construction", "trade", "warfare"][i],
      ]);
    expect(done.state.strategyPool).toEqual([
      { card: "technology", tradeGoods: 1 },
      { card: "imperial", tradeGoods: 1 },
    ]);
    expect(done.state.phase).toBe("action");
    // LRR 3: the holder of the lowest card (Leadership) takes the first turn.
    expect(done.state.stack).toEqual([{ kind: "ti4ActionPhase", current: done.pickers[0], acted: false }]);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("has four players take two cards each in two passes, leaving none for trade goods", () => {
    const ready = finishSetup(create(4, {}, "strategy-4"));
    const cards = [
      "imperial",
      "technology",
      "warfare",
      "trade",
      "construction",
      "politics",
      "diplomacy",
      "leadership",
    ];
    const done = pickAll(ready, cards);
    expect(done.pickers.slice(0, 4)).toEqual(done.pickers.slice(4));
    for (const player of done.state.players) expect(player.strategyCards).toHaveLength(2);
    expect(done.state.strategyPool).toEqual([]);
    expect(done.state.phase).toBe("action");
  });

  it("gives the picker the trade goods lying on the card", () => {
    const ready = finishSetup(create(5, { boxes: ["base", "pok"] }, "strategy-5"));
    const state = structuredClone(ready.state);
    const trade = state.strategyPool.find((c) => c.card === "trade");
    if (trade) trade.tradeGoods = 2;
    const seat = pendingDecisions<Ti4>(state)[0]?.seat as number;
    const before = state.players[seat]?.tradeGoods as number;
    const after = play(state, { type: "pickStrategyCard", seat, card: "trade" });
    expect(after.state.players[seat]?.tradeGoods).toBe(before + 2);
  });

  it("refuses a card already taken, and a pick out of turn, changing nothing", () => {
    const ready = finishSetup(create(3, {}, "strategy-3"));
    const first = pendingDecisions<Ti4>(ready.state)[0]?.seat as number;
    const taken = play(ready.state, { type: "pickStrategyCard", seat: first, card: "leadership" });
    const second = pendingDecisions<Ti4>(taken.state)[0]?.seat as number;
    const again = applyCommand<Ti4>(
      taken.state,
      { type: "pickStrategyCard", seat: second, card: "leadership" },
      CTX,
    );
    expect(again.ok || again.error.code).toBe("ERR_TI4_CARD_NOT_IN_POOL");
    // It says whose the card is, by name.
    const holder = taken.state.players[first]?.name;
    expect(again.ok || again.error.message).toMatch(
      new RegExp(`^Leadership is already ${holder}'s this round: take one of `),
    );
    const early = applyCommand<Ti4>(
      taken.state,
      { type: "pickStrategyCard", seat: first, card: "trade" },
      CTX,
    );
    expect(early.ok || early.error.code).toBe("ERR_NOT_YOUR_TURN");
    const unknown = applyCommand<Ti4>(
      taken.state,
      { type: "pickStrategyCard", seat: second, card: "bogus" as never },
      CTX,
    );
    expect(unknown.ok || unknown.error.code).toBe("ERR_TI4_CARD_NOT_IN_POOL");
    expect(unknown.ok || unknown.error.message).toMatch(
      /^There is no strategy card "bogus" in the common area/,
    );
  });
});
