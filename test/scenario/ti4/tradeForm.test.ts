/**
 * What the playground's transaction form offers a seat (engine/ti4/transactions/tradeForm.ts): the
 * players it may trade with now (LRR 94.1: the active player and neighbours), its goods and the notes in
 * its own hand, never another seat's hand; nothing when no transaction is open.
 */
import { describe, expect, it } from "vitest";
import { ti4TradeForm } from "../../../src/engine/ti4/transactions/tradeForm.ts";
import { actionPhase, edited, neighbours, player, strangers, turnOf } from "../../support/ti4Trade.ts";

describe("the transaction form's offer (LRR 94)", () => {
  it("lists the neighbours of the active player, with what each side holds", () => {
    const { state } = edited(actionPhase(), (draft) => {
      turnOf(draft, 0);
      neighbours(draft, 1, 0);
      player(draft, 0).tradeGoods = 3;
      player(draft, 1).commodities = 2;
    });
    const form = ti4TradeForm(state, 0);
    expect(form?.tradeGoods).toBe(3);
    const partner = form?.partners.find((p) => p.seat === 1);
    expect(partner).toMatchObject({ seat: 1, commodities: 2, actionCards: false });
    expect(partner?.notes.map((n) => n.owner)).toEqual([1, 1, 1, 1]);
    // The seat's own hand of notes, and nobody else's.
    expect(form?.notes.every((n) => n.owner === 0)).toBe(true);
    expect(form?.actionCards).toEqual([]);
  });

  it("offers nothing to a seat that may not trade now, and leaves out strangers", () => {
    const game = actionPhase();
    const [a, b] = strangers(game.state);
    const { state } = edited(game, (draft) => turnOf(draft, a));
    expect(ti4TradeForm(state, a)?.partners.some((p) => p.seat === b) ?? false).toBe(false);
    const other = [0, 1, 2, 3].find((s) => s !== a) as number;
    const partnersOfOther = ti4TradeForm(state, other)?.partners.map((p) => p.seat) ?? [];
    expect(partnersOfOther.every((s) => s === a)).toBe(true);
  });
});
