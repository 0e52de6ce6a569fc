/**
 * TE "Breakthroughs and Synergy": Bellum Gloriosum (Federation of Sol), fighters and ground forces up to
 * the capacity of the ships produced left out of the PRODUCTION limit (thundersEdge/breakthroughs/sol.ts);
 * played, refused with the state unchanged, replayed.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { unitsIn } from "../../../../../src/engine/ti4/board/forces.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import { producersIn } from "../../../../../src/engine/ti4/production/producers.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { ti4SpaceCapacity } from "../../../../../src/engine/ti4/units.ts";
import { activateQuietly } from "../../../../support/ti4.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { homeOf } from "../../../../support/ti4Factions.ts";
import { CTX, type Played } from "../../../../support/ti4Status.ts";

const RULE = "TE Breakthroughs and Synergy: Bellum Gloriosum";

/** The Sol (seat 0) at its home's production step, with 30 trade goods and room in its fleet pool. */
function atProduction(card: boolean): Played {
  const at = eventGame(["sol", "xxcha", "jolnar"], [], 0, (s) => {
    const sol = s.players[0] as Ti4State["players"][number];
    if (card) sol.breakthrough = "solbt";
    sol.tradeGoods = 30;
    sol.tokens.fleet = 8;
  });
  const activated = activateQuietly(at.state, 0, homeOf(at.state, 0));
  return { state: activated.state, events: [...at.events, ...activated.events] };
}

/** A carrier and as many infantry as the limit and the carrier's capacity together allow, plus `over`. */
function build(state: Ti4State, over = 0): Ti4Command {
  const limit = producersIn(state, 0, homeOf(state, 0)).total;
  const capacity = ti4SpaceCapacity(state, 0, { carrier: 1 });
  return {
    type: "produceUnits",
    seat: 0,
    units: { carrier: 1, infantry: limit + capacity - 1 + over },
    payment: { planets: [], tradeGoods: 20 },
  };
}

describe(`${RULE} (Federation of Sol)`, () => {
  it("produces infantry up to the carrier's capacity beyond the limit, paid for as usual", () => {
    const at = atProduction(true);
    const command = build(at.state);
    const result = applyCommand<Ti4>(at.state, command, CTX);
    if (!result.ok) throw new Error(result.error.message);
    const home = homeOf(at.state, 0);
    expect(unitsIn(result.state.board[home], 0).carrier).toBe(
      (unitsIn(at.state.board[home], 0).carrier ?? 0) + 1,
    );
    expect(result.state.players[0]?.tradeGoods).toBe(10);
    expect(replayLog<Ti4>([...at.events, ...result.events])).toEqual(result.state);
  });

  it("refuses more than that, and the same production without the card (state unchanged)", () => {
    for (const [card, over] of [
      [true, 1],
      [false, 0],
    ] as const) {
      const at = atProduction(card);
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
