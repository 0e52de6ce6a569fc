/**
 * The action card deck (LRR 2, digest §1): cards drawn from the top, secret to the drawer (everyone sees how
 * many); an empty deck refilled by shuffling its discard pile (LRR 23); cards discarded face up. Politics
 * (LRR 66), the status phase's draw (LRR 81.3), the hand limit and objectives' costs all go through here, and
 * this module alone folds these events.
 */
import type { Ti4ActionCardId } from "../../../content/ti4/index.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RngState, shuffle } from "../../rng.ts";
import { dataSkimmerCatcher } from "../factions/ralnelDataSkimmer.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

/**
 * Draws up to `count` action cards for `seat`; fewer only when the deck and its discard are both out. An
 * ability drawing more then discarding as many (Scheming: hooks/actionCards.ts) adds its draws and asks
 * for the discard (the hand limit's frame, with a count).
 */
export function drawActionCards(tx: Tx<Ti4>, seat: Seat, count: number): void {
  const extra =
    count > 0
      ? hookAnswers(tx.state, "extraActionCardDraws").reduce((n, more) => n + more(tx.state, seat), 0)
      : 0;
  const drawn = drawFromDeck(tx, seat, count + extra);
  // The discard is asked once the step drawing is done (status/statusPhase.ts's standing hand limit rule).
  if (extra > 0 && drawn > 0) {
    const owed = (tx.state.players[seat]?.owedDiscards?.count ?? 0) + Math.min(extra, drawn);
    tx.emit({ type: "ti4ActionCardDiscardsOwed", seat, count: owed, reason: "Scheming" });
    for (const drew of hookAnswers(tx.state, "extraActionCardsDrawn")) drew(tx, seat);
  }
}

function drawFromDeck(tx: Tx<Ti4>, seat: Seat, count: number): number {
  const deck = tx.state.decks.action;
  if (deck.draw.length < count && deck.discard.length > 0) {
    const shuffled = shuffle(tx.state.rng, deck.discard);
    tx.emit({ type: "ti4ActionDeckReshuffled", draw: [...deck.draw, ...shuffled.value], rng: shuffled.rng });
  }
  const cards = tx.state.decks.action.draw.slice(0, count);
  if (cards.length === 0) return 0;
  tx.emit({ type: "ti4ActionCardsDrawn", seat, cards, to: seat });
  tx.emit({ type: "ti4ActionCardsCounted", seat, count: cards.length });
  return cards.length;
}

export type Ti4ActionDeckEvent =
  /** Action cards drawn from the top of the deck (secret: `to`). */
  | { type: "ti4ActionCardsDrawn"; seat: Seat; cards: Ti4ActionCardId[]; to: Seat }
  /** How many a player drew, for everyone (the cards themselves are the event above's). */
  | { type: "ti4ActionCardsCounted"; seat: Seat; count: number }
  /** LRR 23: the whole new deck, the discard pile shuffled under what was left; its order is secret. */
  | { type: "ti4ActionDeckReshuffled"; draw: Ti4ActionCardId[]; rng: RngState }
  /** Action cards discarded face up (everyone sees them), and why; `rng` when they were picked at random. */
  | { type: "ti4ActionCardsDiscarded"; seat: Seat; cards: Ti4ActionCardId[]; reason: string; rng?: RngState }
  /** Action cards an ability has `seat` discard once the step is done (0: none owed any more). */
  | { type: "ti4ActionCardDiscardsOwed"; seat: Seat; count: number; reason: string };

const DECK_EVENTS = {
  ti4ActionDeckReshuffled(draft: Ti4State, e: { draw: Ti4ActionCardId[] }) {
    draft.decks.action = { draw: [...e.draw], discard: [] };
  },
  ti4ActionCardsDrawn(draft: Ti4State, e: { seat: Seat; cards: Ti4ActionCardId[] }) {
    const deck = draft.decks.action;
    for (const card of e.cards) {
      const at = deck.draw.indexOf(card);
      if (at < 0) throw new Error(`${card} is not in the action deck`);
      deck.draw.splice(at, 1);
    }
    draft.players[e.seat]?.secret.actionCards.push(...e.cards);
  },
  ti4ActionCardsCounted() {},
  ti4ActionCardDiscardsOwed(draft: Ti4State, e: { seat: Seat; count: number; reason: string }) {
    const player = draft.players[e.seat];
    if (!player) throw new Error(`no seat ${e.seat}`);
    if (e.count > 0) player.owedDiscards = { count: e.count, reason: e.reason };
    else delete player.owedDiscards;
  },
  ti4ActionCardsDiscarded(draft: Ti4State, e: { seat: Seat; cards: Ti4ActionCardId[] }) {
    const secret = draft.players[e.seat]?.secret;
    if (!secret) throw new Error(`no seat ${e.seat}`);
    for (const card of e.cards) {
      const at = secret.actionCards.indexOf(card);
      if (at < 0) throw new Error(`seat ${e.seat} discards ${card}, which it does not hold`);
      secret.actionCards.splice(at, 1);
    }
    // Data Skimmer (the Ral Nel's breakthrough) catches others' discards while its holder has not passed.
    const catcher = dataSkimmerCatcher(draft, e.seat);
    const skimmer = catcher === undefined ? undefined : draft.players[catcher];
    if (skimmer) skimmer.dataSkimmer = [...(skimmer.dataSkimmer ?? []), ...e.cards];
    else draft.decks.action.discard.push(...e.cards);
  },
};

export const TI4_ACTION_DECK: KernelModule<Ti4> = { id: "actionDeck", events: DECK_EVENTS };
