/**
 * The Nomad alliance card (TE "Alliance Reference Cards"): its holder's flagship costs no resources to
 * produce (LRR 67).
 */
import { describe, expect, it } from "vitest";
import { produce, solProducing } from "../../../../support/allianceProduction.ts";

describe("TE alliance card: Nomad (a flagship for nothing)", () => {
  it("produces its holder's flagship paying nothing; the log replays", () => {
    const done = produce(solProducing(["nomad"]), { flagship: 1 }, 0);
    expect(done.ok && done.state.players[0]?.tradeGoods).toBe(30);
  });

  it("asks the flagship's cost of a player without the card", () => {
    const refused = produce(solProducing([]), { flagship: 1 }, 0);
    expect(refused).toEqual({ ok: false, code: "ERR_TI4_UNDERPAID" });
  });
});
