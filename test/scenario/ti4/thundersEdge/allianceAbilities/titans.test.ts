/**
 * The Titans alliance card (TE "Alliance Reference Cards"): each time its holder's units use PRODUCTION,
 * they take 1 trade good.
 */
import { describe, expect, it } from "vitest";
import { produce, solProducing } from "../../../../support/allianceProduction.ts";

describe("TE alliance card: Titans (a trade good per production)", () => {
  it("gives its holder 1 trade good for the production, paid 1; the log replays", () => {
    const done = produce(solProducing(["titans"]), { infantry: 2 }, 1);
    expect(done.ok && done.state.players[0]?.tradeGoods).toBe(30);
  });

  it("gives nothing to a player without the card", () => {
    const done = produce(solProducing([]), { infantry: 2 }, 1);
    expect(done.ok && done.state.players[0]?.tradeGoods).toBe(29);
  });
});
