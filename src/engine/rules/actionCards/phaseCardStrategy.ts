/**
 * The Action Cards that change who holds which Strategy Card (RR §5, §19): Strategic Flexibility swaps a
 * chosen card for one nobody took; Political Stability keeps a card into the next round in place of a
 * pick (phaseCardBars.ts: keepStrategyCards, picksWithoutKeptCards).
 */
import { getStrategyCard, isStrategyCardId, type StrategyCardId } from "../../../content/index.ts";
import type { CardChoiceRule } from "../../choices.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { player } from "../players.ts";
import { revealForBonusCounters } from "../strategyCards/bureaucracy.ts";
import { isInitiativeCard, pickableCards } from "../strategyPhase.ts";
import type { ActionCardEffect, CardPlay } from "./cardPlay.ts";
import { askCardChoice } from "./choice.ts";
import { startCardEffect } from "./lasting.ts";

function held(state: GameState, seat: Seat): StrategyCardId[] {
  return player(state, seat).strategyCards.map((h) => h.card);
}

function names(cards: readonly StrategyCardId[]): string {
  return cards.map((card) => `${getStrategyCard(card).name} (${card})`).join(", ");
}

/**
 * The card taken gets what a pick would give (RR §5): its Bonus Counters, and the Speaker with Initiative.
 * Interpretation: the Bonus Counters come as Trade Goods (as far as the supply goes), since no split is asked;
 * the card given back carries none. Last round's Initiative holder may not take it again (pickableCards).
 */
function swap(tx: Tx, seat: Seat, gave: StrategyCardId, took: StrategyCardId): void {
  const bonus = tx.state.strategyPool.find((c) => c.card === took)?.bonus ?? 0;
  tx.emit({ type: "strategyCardSwapped", seat, gave, took });
  const tradeGoods = Math.min(bonus, tx.state.tradeGoodSupply);
  if (tradeGoods > 0)
    tx.emit({ type: "tradeGoodsGained", seat, amount: tradeGoods, reason: "bonus counters" });
  if (isInitiativeCard(took) && tx.state.speaker !== seat) tx.emit({ type: "speakerChanged", seat });
  revealForBonusCounters(tx, took, bonus);
}

function checkTaken(state: GameState, play: CardPlay): RuleError | undefined {
  const open = pickableCards(state, play.seat);
  if (play.choice !== null && isStrategyCardId(play.choice) && open.includes(play.choice)) {
    return held(state, play.seat).length > 0
      ? undefined
      : ruleError("ERR_CARD_CONDITION", "Strategic Flexibility", "You hold no Strategy Card to swap.");
  }
  return ruleError(
    "ERR_CARD_CHOICE",
    "Strategic Flexibility",
    `Name the Strategy Card nobody took that you swap yours for: one of ${names(open)}.`,
  );
}

/**
 * Strategic Flexibility: at the end of the Strategy Phase, before the Bonus Counters go on, the player swaps
 * his card for one nobody took (the play names it). Holding two (3 players), he is asked which he gives back.
 */
const strategicFlexibility: ActionCardEffect = {
  check: checkTaken,
  resolvesLast: true,
  resolve(tx, play) {
    const took = play.choice as StrategyCardId;
    const mine = held(tx.state, play.seat);
    if (mine.length === 1) {
      swap(tx, play.seat, mine[0] as StrategyCardId, took);
      return;
    }
    askCardChoice(tx, {
      effect: "strategicFlexibility",
      prompt: `Strategic Flexibility: name the Strategy Card you give back for ${getStrategyCard(took).name}`,
      awaiting: [play.seat],
      data: { took },
    });
  },
};

const strategicFlexibilityChoice: CardChoiceRule = {
  check(state, _frame, seat, answer) {
    const mine = held(state, seat);
    if (answer.choice !== undefined && (mine as string[]).includes(answer.choice)) return undefined;
    return ruleError(
      "ERR_CARD_CHOICE",
      "Strategic Flexibility",
      `Name the Strategy Card you give back: one of ${names(mine)}.`,
    );
  },
  resolve(tx, frame, seat, answer) {
    swap(tx, seat, answer.choice as StrategyCardId, frame.data.took as StrategyCardId);
  },
  options: (state, _frame, seat) => held(state, seat).map((choice) => ({ choice })),
};

/** Political Stability keeps a card that is neither Imperial nor Initiative (RR §23 FAQ). */
function keepable(state: GameState, seat: Seat): StrategyCardId[] {
  return held(state, seat).filter(
    (card) => !["imperial", "initiative"].includes(getStrategyCard(card).family),
  );
}

/** The card kept: the one named, or the only keepable one. */
function keptCard(state: GameState, play: CardPlay): StrategyCardId | undefined {
  const cards = keepable(state, play.seat);
  if (play.choice !== null) return cards.find((card) => card === play.choice);
  return cards.length === 1 ? cards[0] : undefined;
}

/**
 * Political Stability (RR §23 FAQ): in the Status Phase, the player keeps his Strategy Card into the next
 * round and skips a pick then. With two cards (3 or 4 players) only a card that is neither Imperial nor
 * Initiative may be kept; holding no such card, the card cannot be played. Interpretation: holding two
 * that may be kept, the play names one (`choice`).
 */
const politicalStability: ActionCardEffect = {
  check(state, play) {
    const cards = keepable(state, play.seat);
    if (cards.length === 0) {
      return ruleError(
        "ERR_CARD_CONDITION",
        "RR §23",
        "Political Stability keeps a Strategy Card that is neither Imperial nor Initiative, and you hold none.",
      );
    }
    if (keptCard(state, play)) return undefined;
    return ruleError(
      "ERR_CARD_CHOICE",
      "Political Stability",
      `Name the card you keep: one of ${names(cards)}.`,
    );
  },
  resolve(tx, play) {
    const card = keptCard(tx.state, play);
    if (!card) return;
    startCardEffect(tx, { effect: "politicalStability", seat: play.seat, choice: card });
  },
};

export const STRATEGY_CARD_EFFECTS: Readonly<Record<string, ActionCardEffect>> = {
  strategicFlexibility,
  politicalStability,
};

export const STRATEGY_CARD_CHOICES: Readonly<Record<string, CardChoiceRule>> = {
  strategicFlexibility: strategicFlexibilityChoice,
};
