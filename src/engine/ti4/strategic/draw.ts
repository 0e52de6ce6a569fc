/**
 * Drawing action cards (LRR 2, digest §1): from the top of the deck, secret to the drawer; an empty deck is
 * refilled by shuffling its discard pile (LRR 23). Politics (LRR 66) and its secondary draw with this; the
 * status phase's draw (LRR 81.3) may too.
 */
import type { Ti4ActionCardId } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { shuffle } from "../../rng.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

/** Draws up to `count` action cards for `seat`; fewer only when the deck and its discard are both out. */
export function drawActionCards(tx: Tx<Ti4>, seat: Seat, count: number): void {
  const deck = tx.state.decks.action;
  if (deck.draw.length < count && deck.discard.length > 0) {
    const shuffled = shuffle(tx.state.rng, deck.discard);
    tx.emit({ type: "ti4ActionDeckReshuffled", draw: [...deck.draw, ...shuffled.value], rng: shuffled.rng });
  }
  const cards = tx.state.decks.action.draw.slice(0, count);
  if (cards.length === 0) return;
  tx.emit({ type: "ti4ActionCardsDrawn", seat, cards, to: seat });
  tx.emit({ type: "ti4ActionCardsCounted", seat, count: cards.length });
}

export const DRAW_EVENTS = {
  ti4ActionDeckReshuffled(draft: Ti4State, e: { draw: Ti4ActionCardId[] }) {
    draft.decks.action = { draw: [...e.draw], discard: [] };
  },
  ti4ActionCardsDrawn(draft: Ti4State, e: { seat: Seat; cards: Ti4ActionCardId[] }) {
    draft.decks.action.draw = draft.decks.action.draw.filter((card) => !e.cards.includes(card));
    draft.players[e.seat]?.secret.actionCards.push(...e.cards);
  },
  ti4ActionCardsCounted() {},
};
