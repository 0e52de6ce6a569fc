import { describe, expect, it } from "vitest";
import {
  isTi4StrategyCardId,
  TI4_STRATEGY_CARD_IDS,
  TI4_STRATEGY_CARDS,
  ti4StrategyCard,
  ti4StrategyCardPrinting,
} from "../../../src/content/ti4/strategyCards.ts";

describe("TI4 strategy cards", () => {
  it("eight cards, one per initiative from 1 to 8, in the id list's order", () => {
    expect(TI4_STRATEGY_CARDS.map((card) => card.id)).toEqual([...TI4_STRATEGY_CARD_IDS]);
    expect(TI4_STRATEGY_CARDS.map((card) => card.initiative)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(isTi4StrategyCardId("warfare")).toBe(true);
    expect(isTi4StrategyCardId("logistics")).toBe(false);
    expect(() => ti4StrategyCard("logistics" as never)).toThrow(/Unknown TI4 strategy card/);
  });

  it("every card is a base-game card with a primary and a secondary", () => {
    for (const card of TI4_STRATEGY_CARDS) {
      expect(card.box, card.id).toBe("base");
      expect(card.primary.length, card.id).toBeGreaterThan(20);
      expect(card.secondary.length, card.id).toBeGreaterThan(20);
    }
  });

  it("only Leadership's secondary is followed without a strategy token (LRR 52)", () => {
    const free = TI4_STRATEGY_CARDS.filter((card) => !card.secondarySpendsStrategyToken).map(
      (card) => card.id,
    );
    expect(free).toEqual(["leadership"]);
    for (const card of TI4_STRATEGY_CARDS.filter((c) => c.secondarySpendsStrategyToken)) {
      expect(card.secondary, card.id).toMatch(/strategy token/);
    }
  });

  it("Diplomacy readies planets of the chosen system only in its base printing; Codex I readies any 2", () => {
    const base = ti4StrategyCardPrinting("diplomacy", ["base", "pok"]);
    const codex = ti4StrategyCardPrinting("diplomacy", ["base", "pok", "codex1"]);
    expect(base.box).toBe("base");
    expect(base.primary).toMatch(/in that system/);
    expect(codex.box).toBe("codex1");
    expect(codex.primary).toMatch(/up to 2 exhausted planets/);
    expect(codex.primary).not.toMatch(/in that system\.$/);
    expect(codex.secondary).toBe(base.secondary);
  });

  it("a card with no reprint reads the same with every box", () => {
    for (const card of TI4_STRATEGY_CARDS.filter((c) => c.reprints.length === 0)) {
      const printing = ti4StrategyCardPrinting(card.id, [
        "base",
        "pok",
        "codex1",
        "codex2",
        "codex3",
        "codex4",
      ]);
      expect(printing).toEqual({ box: "base", primary: card.primary, secondary: card.secondary });
    }
  });

  it("reprints are in a later box than the base game", () => {
    for (const card of TI4_STRATEGY_CARDS) {
      for (const reprint of card.reprints) {
        expect(reprint.box, card.id).not.toBe("base");
        expect(reprint.primary ?? reprint.secondary, card.id).toBeTruthy();
      }
    }
  });
});
