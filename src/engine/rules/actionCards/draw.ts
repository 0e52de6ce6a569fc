/**
 * Drawing Action and Political Cards. An empty deck is rebuilt by shuffling its discard pile (RR §19);
 * a card that names a Strategy Card not used in this game, or a system not in the galaxy, is discarded
 * and replaced (SE p.9 Option 2 note).
 */
import {
  type ActionCardId,
  familiesInPlay,
  getActionCard,
  getPoliticalCard,
  getStrategyCard,
  type PoliticalCardId,
  type StrategyFamily,
} from "../../../content/index.ts";
import { shuffle } from "../../rng.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { hasCardEffect } from "./lasting.ts";

/** Enough to get through any deck twice; a longer run means every card left is unusable. */
const MAX_REDRAWS = 300;

function familyInPlay(state: GameState, family: StrategyFamily | null): boolean {
  return family === null || familiesInPlay(state.config.strategyCards.map(getStrategyCard)).has(family);
}

export function actionCardUsable(state: GameState, card: ActionCardId): boolean {
  return familyInPlay(state, getActionCard(card).namesStrategy);
}

export function politicalCardUsable(state: GameState, card: PoliticalCardId): boolean {
  const { namesStrategy, requiresSystem } = getPoliticalCard(card);
  const systemPresent = requiresSystem === null || Object.values(state.galaxy).includes(requiresSystem);
  return familyInPlay(state, namesStrategy) && systemPresent;
}

export function drawActionCards(tx: Tx, seat: Seat, count: number): void {
  // Core Stability (Against, RR §20): nobody draws Action Cards for the rest of the round.
  if (hasCardEffect(tx.state, "coreStability")) return;
  let wanted = count;
  for (let i = 0; wanted > 0 && i < MAX_REDRAWS; i++) {
    const drawn = drawFromActionDeck(tx, seat, wanted);
    const unusable = drawn.filter((card) => !actionCardUsable(tx.state, card));
    if (unusable.length > 0) tx.emit({ type: "actionCardsDiscarded", seat, cards: unusable });
    wanted = drawn.length === 0 ? 0 : unusable.length;
  }
}

function drawFromActionDeck(tx: Tx, seat: Seat, count: number): ActionCardId[] {
  const all: ActionCardId[] = [];
  const drawn: ActionCardId[] = [];
  for (let i = 0; i < count; i++) {
    if (tx.state.decks.action.draw.length === drawn.length) {
      if (drawn.length > 0) tx.emit({ type: "actionCardsDrawn", seat, cards: [...drawn] });
      all.push(...drawn.splice(0));
      if (tx.state.decks.action.discard.length === 0) return all;
      const { value, rng } = shuffle(tx.state.rng, tx.state.decks.action.discard);
      tx.emit({ type: "actionDeckReshuffled", cards: value, rng });
    }
    drawn.push(tx.state.decks.action.draw[drawn.length] as ActionCardId);
  }
  if (drawn.length > 0) tx.emit({ type: "actionCardsDrawn", seat, cards: drawn });
  return [...all, ...drawn];
}

/** Political Cards into a hand (SE p.15 Assembly, Bureaucracy), replacing unusable ones. */
export function drawPoliticalCards(tx: Tx, seat: Seat, count: number): void {
  let wanted = count;
  for (let i = 0; wanted > 0 && i < MAX_REDRAWS; i++) {
    const drawn: PoliticalCardId[] = [];
    while (drawn.length < wanted) {
      const card = topPoliticalCard(tx);
      if (card === null) break;
      tx.emit({ type: "politicalCardsDrawn", seat, cards: [card] });
      drawn.push(card);
    }
    const unusable = drawn.filter((card) => !politicalCardUsable(tx.state, card));
    if (unusable.length > 0) tx.emit({ type: "politicalCardsDiscarded", seat, cards: unusable });
    wanted = drawn.length === 0 ? 0 : unusable.length;
  }
}

/** The top Political Card, shuffling the discards into a new deck if needed [recalled: as for Action Cards]. */
export function topPoliticalCard(tx: Tx): PoliticalCardId | null {
  const deck = tx.state.decks.political;
  if (deck.draw.length === 0 && deck.discard.length > 0) {
    const { value, rng } = shuffle(tx.state.rng, deck.discard);
    tx.emit({ type: "politicalDeckReshuffled", cards: value, rng });
  }
  return tx.state.decks.political.draw[0] ?? null;
}
