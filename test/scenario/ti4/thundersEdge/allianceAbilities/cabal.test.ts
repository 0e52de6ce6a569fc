/**
 * The Cabal alliance card (TE "Alliance Reference Cards"): up to 2 of the fighters or infantry its holder
 * produces do not count toward the PRODUCTION limit (LRR 68).
 */
import { describe, expect, it } from "vitest";
import { producersIn } from "../../../../../src/engine/ti4/production/producers.ts";
import { produce, solProducing } from "../../../../support/allianceProduction.ts";
import { homeOf } from "../../../../support/ti4Factions.ts";

describe("TE alliance card: Cabal (2 fighters or infantry beyond the PRODUCTION limit)", () => {
  it("produces 2 more than the limit for its holder, not 3; the log replays", () => {
    const at = solProducing(["cabal"]);
    const limit = producersIn(at.state, 0, homeOf(at.state, 0)).total;
    expect(produce(at, { carrier: 1, fighter: limit - 2, infantry: 3 }, 10).ok).toBe(true);
    expect(produce(at, { carrier: 1, fighter: limit - 2, infantry: 4 }, 10)).toEqual({
      ok: false,
      code: "ERR_TI4_PRODUCTION_LIMIT",
    });
  });

  it("counts every one for a player without the card", () => {
    const at = solProducing([]);
    const limit = producersIn(at.state, 0, homeOf(at.state, 0)).total;
    expect(produce(at, { carrier: 1, fighter: limit - 2, infantry: 2 }, 10)).toEqual({
      ok: false,
      code: "ERR_TI4_PRODUCTION_LIMIT",
    });
  });
});
