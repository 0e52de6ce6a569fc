/**
 * The Naalu alliance card (TE "Alliance Reference Cards"): its holder may produce 1 fighter more, paid for
 * as usual, beyond the PRODUCTION limit (LRR 68); played, refused with the state unchanged, replayed.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { unitsIn } from "../../../../../src/engine/ti4/board/forces.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import { producersIn } from "../../../../../src/engine/ti4/production/producers.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { solProducing } from "../../../../support/allianceProduction.ts";
import { homeOf } from "../../../../support/ti4Factions.ts";
import { CTX } from "../../../../support/ti4Status.ts";

/** A carrier and fighters filling the limit, plus `over` fighters. */
function build(state: Ti4State, over: number): Ti4Command {
  const limit = producersIn(state, 0, homeOf(state, 0)).total;
  return {
    type: "produceUnits",
    seat: 0,
    units: { carrier: 1, fighter: limit - 1 + over },
    payment: { planets: [], tradeGoods: 10 },
  };
}

describe("TE alliance card: Naalu (1 fighter beyond the PRODUCTION limit)", () => {
  it("produces 1 fighter more than the limit for its holder, paid for as usual; the log replays", () => {
    const at = solProducing(["naalu"]);
    const home = homeOf(at.state, 0);
    const result = applyCommand<Ti4>(at.state, build(at.state, 1), CTX);
    if (!result.ok) throw new Error(result.error.message);
    const limit = producersIn(at.state, 0, home).total;
    expect(unitsIn(result.state.board[home], 0).fighter).toBe(
      (unitsIn(at.state.board[home], 0).fighter ?? 0) + limit,
    );
    expect(replayLog<Ti4>([...at.events, ...result.events])).toEqual(result.state);
  });

  it("refuses a second fighter over the limit, and the one fighter without the card (state unchanged)", () => {
    for (const [cards, over] of [
      [["naalu"], 2],
      [[], 1],
    ] as const) {
      const at = solProducing([...cards]);
      const before = structuredClone(at.state);
      const result = applyCommand<Ti4>(at.state, build(at.state, over), CTX);
      expect(result.ok ? null : [result.error.code, result.error.rule]).toEqual([
        "ERR_TI4_PRODUCTION_LIMIT",
        "LRR 68",
      ]);
      expect(at.state).toEqual(before);
    }
  });
});
