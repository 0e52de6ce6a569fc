/**
 * How Master of Fate's events change the state (phaseCardFate.ts): the cards drawn leave the top of the
 * deck for the dealer's secrets (an unusable one goes to the discard pile instead), and each card dealt
 * goes from there to its receiver's hand.
 */
import type { ActionCardId } from "../../../content/index.ts";
import type { EvolveTable } from "../../evolve.ts";
import type { GameState, PlayerState, Seat } from "../../state.ts";

// A local lookup: importing evolve.ts's own would make evolve.ts and this table wait on each other.
function player(state: GameState, seat: Seat): PlayerState {
  const p = state.players[seat];
  if (!p) throw new Error(`no player at seat ${seat}`);
  return p;
}

function takeOne(list: ActionCardId[], card: ActionCardId, where: string): void {
  const at = list.indexOf(card);
  if (at < 0) throw new Error(`${card} is not ${where}`);
  list.splice(at, 1);
}

export const FATE_CARD_EVOLVE: EvolveTable<"actionCardsSetAside" | "actionCardDealt"> = {
  actionCardsSetAside: (s, e) => {
    for (const card of [...e.cards, ...e.unusable]) takeOne(s.decks.action.draw, card, "in the Action deck");
    s.decks.action.discard.push(...e.unusable);
    const p = player(s, e.seat);
    if (e.cards.length > 0) p.secret.actionCardsToDeal = [...(p.secret.actionCardsToDeal ?? []), ...e.cards];
  },
  actionCardDealt: (s, e) => {
    const dealer = player(s, e.seat).secret;
    const left = [...(dealer.actionCardsToDeal ?? [])];
    takeOne(left, e.card, `among seat ${e.seat}'s cards to deal`);
    if (left.length > 0) dealer.actionCardsToDeal = left;
    else delete dealer.actionCardsToDeal;
    player(s, e.to).secret.actionCards.push(e.card);
  },
};
