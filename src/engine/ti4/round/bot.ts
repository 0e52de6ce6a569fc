/**
 * The built-in player's answers in the strategy and action phases' own decisions: which strategy card to
 * take (a standing worth of each card plus the trade goods on it), playing every strategy card held, and
 * passing. The tactical action's answers are the tactical steps' (tactical/bot.ts); the bot weighs its
 * decisions in policy.ts's order, so it passes only when nothing else is worth doing.
 */
import { type Ti4ObjectiveId, type Ti4StrategyCardId, ti4Objective } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Answers } from "../answer.ts";
import { publicsMetNow } from "../objectives/aims.ts";
import { meetsObjective } from "../objectives/requirements.ts";
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

/** The kinds of objective requirement each card helps toward (its primary gets there sooner). */
const CARD_HELPS: Partial<Record<Ti4StrategyCardId, readonly string[]>> = {
  technology: ["unitUpgrades", "technologyColours", "factionTechnologies"],
  trade: ["spend"],
  construction: ["structures", "unitsOnBoard", "planetsWith"],
  leadership: ["spend"],
};

/**
 * What a card adds for this seat's objectives (objectives/aims.ts): Imperial scores a public objective it
 * meets now and, holding Mecatol Rex, a point more (LRR 45.1-45.2); a card whose primary helps toward an
 * objective it aims at and does not meet yet is worth a little more.
 */
function aimWorth(state: Ti4State, seat: Seat, card: Ti4StrategyCardId): number {
  if (card === "imperial") {
    const met = publicsMetNow(state, seat).length;
    // The status phase scores one of them anyway: Imperial scores a second (LRR 61.6 does not limit it).
    const mecatol = state.players[seat]?.planets.mecatolrex ? 3 : 0;
    return (met >= 2 ? 5 : met === 1 ? 2.5 : 0) + mecatol;
  }
  const helps = CARD_HELPS[card];
  if (!helps) return 0;
  const wanted = state.objectives.filter(
    (o) =>
      !o.scoredBy.includes(seat) &&
      helps.includes(ti4ObjectiveKind(o.id)) &&
      meetsObjective(state, seat, o.id) === false,
  ).length;
  return Math.min(wanted, 2);
}

function ti4ObjectiveKind(id: Ti4ObjectiveId): string {
  return ti4Objective(id).requirement?.kind ?? "moment";
}

/** A card's worth: its standing worth, the trade goods lying on it (LRR 84.1) and, for a seat, its aims. */
export function strategyCardWorth(state: Ti4State, card: Ti4StrategyCardId, seat?: Seat): number {
  const goods = state.strategyPool.find((c) => c.card === card)?.tradeGoods ?? 0;
  return CARD_WORTH[card] + goods * 1.2 + (seat === undefined ? 0 : aimWorth(state, seat, card));
}

export const ROUND_ANSWERS: Ti4Answers = {
  pickStrategyCard: (state, d) => {
    const cards = (d.choices ?? []) as Ti4StrategyCardId[];
    // Each card weighed once: its aims read the table (objectives/aims.ts).
    const worth = new Map(cards.map((card) => [card, strategyCardWorth(state, card, d.seat)]));
    return [...cards]
      .sort((a, b) => (worth.get(b) ?? 0) - (worth.get(a) ?? 0))
      .map((card) => ({ type: "pickStrategyCard", seat: d.seat, card }));
  },
  strategicAction: (_state, d) =>
    ((d.choices ?? []) as Ti4StrategyCardId[]).map((card) => ({
      type: "strategicAction",
      seat: d.seat,
      card,
    })),
  pass: (_state, d) => [{ type: "pass", seat: d.seat }],
  // A turn's second action (round/secondAction.ts): ended only when no other answer was taken (policy.ts).
  endTurn: (_state, d) => [{ type: "endTurn", seat: d.seat }],
};
