/**
 * The built-in player's answers in the strategy and action phases' own decisions: which strategy card to
 * take (a standing worth of each card plus the trade goods on it), playing every strategy card held, and
 * passing. The tactical action's answers are the tactical steps' (tactical/bot.ts); the bot weighs its
 * decisions in policy.ts's order, so it passes only when nothing else is worth doing.
 */
import type { Ti4StrategyCardId } from "../../../content/ti4/index.ts";
import type { Ti4Answers } from "../answer.ts";
import type { Ti4State } from "../state.ts";

/**
 * What a card is worth to a bot before the table is read [our own estimate]: Technology and Leadership build
 * for later, Imperial scores, Trade pays, Warfare and Construction expand, Politics and Diplomacy last.
 */
const CARD_WORTH: Readonly<Record<Ti4StrategyCardId, number>> = {
  leadership: 4,
  diplomacy: 2,
  politics: 2.5,
  construction: 3,
  trade: 3.5,
  warfare: 3,
  technology: 4.5,
  imperial: 4,
};

/** A card's worth to a seat: its standing worth and the trade goods lying on it (LRR 84.1). */
export function strategyCardWorth(state: Ti4State, card: Ti4StrategyCardId): number {
  const goods = state.strategyPool.find((c) => c.card === card)?.tradeGoods ?? 0;
  return CARD_WORTH[card] + goods * 1.2;
}

export const ROUND_ANSWERS: Ti4Answers = {
  pickStrategyCard: (state, d) =>
    [...((d.choices ?? []) as Ti4StrategyCardId[])]
      .sort((a, b) => strategyCardWorth(state, b) - strategyCardWorth(state, a))
      .map((card) => ({ type: "pickStrategyCard", seat: d.seat, card })),
  strategicAction: (_state, d) =>
    ((d.choices ?? []) as Ti4StrategyCardId[]).map((card) => ({
      type: "strategicAction",
      seat: d.seat,
      card,
    })),
  pass: (_state, d) => [{ type: "pass", seat: d.seat }],
};
