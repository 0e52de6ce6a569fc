/** Drawing Action Cards (RR §19): from the deck, reshuffling the discard pile when the deck runs out. */
import type { ActionCardId } from "../../content/index.ts";
import { shuffle } from "../rng.ts";
import type { Seat } from "../state.ts";
import type { Tx } from "../tx.ts";

export function drawActionCards(tx: Tx, seat: Seat, count: number): void {
  const drawn: ActionCardId[] = [];
  for (let i = 0; i < count; i++) {
    if (tx.state.decks.action.draw.length === drawn.length) {
      if (drawn.length > 0) tx.emit({ type: "actionCardsDrawn", seat, cards: drawn.splice(0) });
      if (tx.state.decks.action.discard.length === 0) return;
      const { value, rng } = shuffle(tx.state.rng, tx.state.decks.action.discard);
      tx.emit({ type: "actionDeckReshuffled", cards: value, rng });
    }
    drawn.push(tx.state.decks.action.draw[drawn.length] as ActionCardId);
  }
  if (drawn.length > 0) tx.emit({ type: "actionCardsDrawn", seat, cards: drawn });
}
