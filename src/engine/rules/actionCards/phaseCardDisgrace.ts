/**
 * Public Disgrace (RR §19; the Strategy Phase, RR §5): played right after a player picks a Strategy Card
 * (the window strategyPhase.ts opens after each pick, asking everyone but the picker), it makes him put the
 * card back and pick another, which he may not take again for this pick.
 *
 * Decided [interpretation], since the card says no more:
 * - The pick is undone as a whole. The card goes back on the table with the Bonus Counters it carried (RR
 *   §5.3: they lie on the card until it is taken), and the picker gives back what they became: the Trade
 *   Goods to the supply, the command counters from the areas he put them in (as far as he still has them).
 *   He then takes the Bonus Counters of the card he picks instead, as any pick does.
 * - Initiative put back takes the Speaker token back to whoever held it before the pick (RR §5.4: it comes
 *   with taking Initiative).
 * - The order of picks stays as the Speaker's turn set it (RR §5.1): the picker picks again at once, and
 *   the players after him wait; a later pick of his (3 or 4 players) is untouched.
 * - What taking the card set off stays done: objectives revealed by Bureaucracy's Bonus Counters stay face
 *   up (and, the counters back on the card, its next taker reveals again), and a law's price for the pick
 *   (Council's Censure) stays paid.
 * - A card the picker no longer holds (given on under Checks and Balances) cannot be put back, and the card
 *   cannot be played when no other card is left that he may pick.
 */
import { getStrategyCard, type StrategyCardId } from "../../../content/index.ts";
import type { CounterArea } from "../../events.ts";
import type { StrategyPick } from "../../frames.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { COUNTER_AREAS } from "../counters.ts";
import { nameOf, player } from "../players.ts";
import { isInitiativeCard, pickableCards } from "../strategyPhase.ts";
import type { ActionCardEffect } from "./cardPlay.ts";
import { cardEffects, endCardEffect, startCardEffect } from "./lasting.ts";

const RULE = "Public Disgrace";

/** The pick just made, while its picker still holds the card. */
export function pickJustMade(state: GameState): StrategyPick | undefined {
  const phase = state.stack.findLast((f) => f.kind === "strategyPhase");
  const pick = phase?.kind === "strategyPhase" ? phase.lastPick : undefined;
  if (!pick) return undefined;
  const holds = player(state, pick.seat).strategyCards.some((h) => h.card === pick.card);
  return holds ? pick : undefined;
}

const publicDisgrace: ActionCardEffect = {
  check(state, play): RuleError | undefined {
    const pick = pickJustMade(state);
    if (!pick) {
      return ruleError(
        "ERR_CARD_CONDITION",
        RULE,
        "Public Disgrace is played right after a player picks a Strategy Card, while he still holds it.",
      );
    }
    if (play.target !== null && play.target !== pick.seat) {
      return ruleError(
        "ERR_CARD_TARGET",
        RULE,
        `Public Disgrace falls on the player who just picked: ${nameOf(state, pick.seat)}, or name nobody.`,
      );
    }
    // The card just taken is off the table, so what he may pick now is what is left to him once it is back.
    if (pickableCards(state, pick.seat).length === 0) {
      return ruleError(
        "ERR_CARD_CONDITION",
        RULE,
        `No other Strategy Card is left that ${nameOf(state, pick.seat)} may pick: the pick cannot be undone.`,
      );
    }
    return undefined;
  },
  resolve(tx, play) {
    const pick = pickJustMade(tx.state);
    if (!pick) return;
    tx.emit({ type: "strategyCardPutBack", seat: pick.seat, card: pick.card, bonus: pick.bonus });
    giveBackBonus(tx, pick);
    if (isInitiativeCard(pick.card) && tx.state.speaker !== pick.speaker) {
      tx.emit({ type: "speakerChanged", seat: pick.speaker });
    }
    startCardEffect(tx, { effect: "publicDisgrace", seat: play.seat, target: pick.seat, choice: pick.card });
  },
};

/** The Trade Goods and command counters the card's Bonus Counters became go back (RR §5.3). */
function giveBackBonus(tx: Tx, pick: StrategyPick): void {
  const p = player(tx.state, pick.seat);
  const asCounters = COUNTER_AREAS.reduce((n, area) => n + (pick.counters[area] ?? 0), 0);
  const tradeGoods = Math.min(pick.bonus - asCounters, p.tradeGoods);
  if (tradeGoods > 0) tx.emit({ type: "tradeGoodsSpent", seat: pick.seat, amount: tradeGoods, reason: RULE });
  const counters: Partial<Record<CounterArea, number>> = {};
  for (const area of COUNTER_AREAS) {
    const back = Math.min(pick.counters[area] ?? 0, p.counters[area]);
    if (back > 0) counters[area] = back;
  }
  if (Object.keys(counters).length > 0) {
    tx.emit({ type: "commandCountersSpent", seat: pick.seat, counters, reason: RULE });
  }
}

/** The card a player put back, out of his reach until he has picked again (strategyCardsBarred). */
export function disgracedCards(state: GameState, seat?: Seat): string[] {
  if (seat === undefined) return [];
  return cardEffects(state, "publicDisgrace", { target: seat }).flatMap((e) => (e.choice ? [e.choice] : []));
}

/** The pick of the card put back is refused with the card's own reason (strategyPickRefused). */
export function disgracedPickRefusal(
  state: GameState,
  seat: Seat,
  card: StrategyCardId,
): RuleError | undefined {
  if (!disgracedCards(state, seat).includes(card)) return undefined;
  return ruleError(
    "ERR_PUBLIC_DISGRACE",
    RULE,
    `You had to put ${getStrategyCard(card).name} back (Public Disgrace): pick another Strategy Card.`,
  );
}

/** The new pick is made: the card put back is open to him again (strategyCardTaken). */
export function endDisgrace(tx: Tx, seat: Seat): void {
  for (const effect of cardEffects(tx.state, "publicDisgrace", { target: seat })) endCardEffect(tx, effect);
}

export const DISGRACE_CARD_EFFECTS: Readonly<Record<string, ActionCardEffect>> = { publicDisgrace };
