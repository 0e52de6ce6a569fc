/**
 * Pillage (Mentak faction sheet): whenever a neighbour resolves a transaction or gains trade goods and ends up
 * with 3 trade goods or more, the Mentak may take 1 of their trade goods or commodities (a commodity reaches
 * the Mentak as a trade good, LRR 21.5). Promise of Protection in the neighbour's play area spares them.
 */
import { describe, expect, it } from "vitest";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { run } from "../../../support/ti4FactionBoard.ts";
import {
  neighbours,
  offer,
  player,
  refusal,
  replayed,
  setFaction,
  step,
  tradingTable,
  waiting,
} from "../../../support/ti4Trade.ts";

const MENTAK = 2;

/** The trading table with seat 2 playing the Mentak, a destroyer in the homes of seats 0 and 1. */
function pillaging(edit: (draft: Ti4State) => void = () => {}) {
  return tradingTable((draft) => {
    for (const seat of [0, 1, 3]) setFaction(draft, seat, "sol");
    setFaction(draft, MENTAK, "mentak");
    neighbours(draft, MENTAK, 0);
    neighbours(draft, MENTAK, 1);
    player(draft, 0).commodities = 0;
    player(draft, MENTAK).tradeGoods = 0;
    edit(draft);
  });
}

function pillageTargets(state: Ti4State): number[] {
  return state.stack.flatMap((f) => (f.kind === "ti4Pillage" ? [f.target] : []));
}

describe("Pillage (Mentak ability)", () => {
  it("opens after a transaction leaving a neighbour with 3 trade goods or more; the trade good changes hands", () => {
    let game = pillaging();
    game = step(game, {
      type: "proposeTransaction",
      seat: 0,
      with: 1,
      give: offer({ tradeGoods: 1 }),
      receive: offer({ commodities: 2 }),
    });
    game = step(game, { type: "answerTransaction", seat: 1, accept: true });
    // Seat 0 ends with 4 trade goods, seat 1 with 2 and 1 commodity: only seat 0 is pillaged.
    expect(pillageTargets(game.state)).toEqual([0]);
    expect(waiting(game.state)).toEqual([{ seat: MENTAK, kind: "pillage" }]);
    game = step(game, { type: "pillage", seat: MENTAK, take: "tradeGood" });
    expect(player(game.state, 0).tradeGoods).toBe(3);
    expect(player(game.state, MENTAK).tradeGoods).toBe(1);
    expect(game.state.stack.at(-1)?.kind).toBe("ti4ActionPhase");
    expect(replayed(game)).toEqual(game.state);
  });

  it("opens after any gain of trade goods; a commodity taken arrives as a trade good", () => {
    const start = pillaging((draft) => {
      player(draft, 1).commodities = 2;
    });
    const small = run(start.state, (tx) =>
      tx.emit({ type: "ti4TradeGoodsChanged", seat: 1, amount: 1, reason: "test" }),
    );
    expect(pillageTargets(small.state)).toEqual([]);
    const gained = run(start.state, (tx) =>
      tx.emit({ type: "ti4TradeGoodsChanged", seat: 1, amount: 2, reason: "test" }),
    );
    let game = { state: gained.state, events: [...start.events, ...gained.events] };
    expect(pillageTargets(game.state)).toEqual([1]);
    game = step(game, { type: "pillage", seat: MENTAK, take: "commodity" });
    expect([player(game.state, 1).tradeGoods, player(game.state, 1).commodities]).toEqual([3, 1]);
    expect(player(game.state, MENTAK).tradeGoods).toBe(1);
    expect(replayed(game)).toEqual(game.state);
  });

  it("refuses a commodity the neighbour does not have; may be declined; spares a holder of Promise of Protection", () => {
    let game = pillaging();
    game = step(game, {
      type: "proposeTransaction",
      seat: 0,
      with: 1,
      give: offer({ tradeGoods: 1 }),
      receive: offer({ commodities: 2 }),
    });
    game = step(game, { type: "answerTransaction", seat: 1, accept: true });
    expect(refusal(game.state, { type: "pillage", seat: MENTAK, take: "commodity" })).toEqual([
      "ERR_TI4_PILLAGE_NOTHING",
      "Pillage",
    ]);
    const decision = pendingDecisions<Ti4>(game.state)[0];
    if (!decision) throw new Error("no decision");
    expect(ti4Answers(game.state, decision)[0]).toEqual({ type: "pillage", seat: MENTAK, take: "tradeGood" });
    game = step(game, { type: "pillage", seat: MENTAK, take: null });
    expect(player(game.state, 0).tradeGoods).toBe(4);
    expect(replayed(game)).toEqual(game.state);

    let spared = pillaging((draft) => {
      player(draft, 0).promissoryPlayArea = [{ note: "pop", owner: MENTAK }];
    });
    spared = step(spared, {
      type: "proposeTransaction",
      seat: 0,
      with: 1,
      give: offer({ tradeGoods: 1 }),
      receive: offer({ commodities: 2 }),
    });
    spared = step(spared, { type: "answerTransaction", seat: 1, accept: true });
    expect(pillageTargets(spared.state)).toEqual([]);
  });
});
