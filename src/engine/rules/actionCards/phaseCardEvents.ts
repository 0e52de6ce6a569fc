/**
 * How the events of Disclosure and Synchronicity change the state (phaseCardHands.ts). Looking at a hand
 * or at the deck changes nothing; a card taken from the deck goes to the hand, and the shuffle that follows
 * reorders the draw pile only (the discard pile stays as it is). The Strategy Cards moved by cards are
 * here too (phaseCardStrategy.ts, phaseCardDisgrace.ts).
 */
import type { EvolveTable } from "../../evolve.ts";
import type { GameState, PlayerState, Seat } from "../../state.ts";

// A local lookup: importing evolve.ts's own would make evolve.ts and this table wait on each other.
function player(state: GameState, seat: Seat): PlayerState {
  const p = state.players[seat];
  if (!p) throw new Error(`no player at seat ${seat}`);
  return p;
}

export const PHASE_CARD_EVOLVE: EvolveTable<
  | "actionCardsInspected"
  | "actionDeckSearched"
  | "actionCardTakenFromDeck"
  | "actionDrawPileShuffled"
  | "secondaryOpened"
  | "strategyCardSwapped"
  | "strategyCardPutBack"
  | "strategyCardKept"
  | "actionCardParked"
  | "parkedActionCardDiscarded"
  | "politicalDeckSearched"
  | "politicalCardPutOnTop"
  | "politicalDrawPileShuffled"
> = {
  actionCardsInspected: () => {},
  actionDeckSearched: () => {},
  actionCardTakenFromDeck: (s, e) => {
    const at = s.decks.action.draw.indexOf(e.card);
    if (at < 0) throw new Error(`${e.card} is not in the Action deck`);
    s.decks.action.draw.splice(at, 1);
    player(s, e.seat).secret.actionCards.push(e.card);
  },
  actionDrawPileShuffled: (s, e) => {
    s.decks.action.draw = [...e.cards];
  },
  strategyCardSwapped: (s, e) => {
    const held = player(s, e.seat).strategyCards.find((h) => h.card === e.gave);
    if (!held) throw new Error(`seat ${e.seat} holds no ${e.gave}`);
    held.card = e.took;
    s.strategyPool = [...s.strategyPool.filter((c) => c.card !== e.took), { card: e.gave, bonus: 0 }];
    const order = s.config.strategyCards;
    s.strategyPool.sort((a, b) => order.indexOf(a.card) - order.indexOf(b.card));
  },
  strategyCardPutBack: (s, e) => {
    const p = player(s, e.seat);
    p.strategyCards = p.strategyCards.filter((h) => h.card !== e.card);
    s.strategyPool = [...s.strategyPool, { card: e.card, bonus: e.bonus }];
    const order = s.config.strategyCards;
    s.strategyPool.sort((a, b) => order.indexOf(a.card) - order.indexOf(b.card));
    const phase = s.stack.findLast((f) => f.kind === "strategyPhase");
    if (phase?.kind !== "strategyPhase") throw new Error("no Strategy Phase to pick again in");
    phase.index -= 1;
    delete phase.lastPick;
  },
  strategyCardKept: (s, e) => {
    s.strategyPool = s.strategyPool.filter((c) => c.card !== e.card);
    player(s, e.seat).strategyCards.push({ card: e.card, played: false });
  },
  actionCardParked: (s, e) => {
    const at = s.decks.action.discard.lastIndexOf(e.card);
    if (at < 0) throw new Error(`${e.card} is not in the discard pile`);
    s.decks.action.discard.splice(at, 1);
  },
  parkedActionCardDiscarded: (s, e) => {
    s.decks.action.discard.push(e.card);
  },
  politicalDeckSearched: () => {},
  politicalCardPutOnTop: (s, e) => {
    const pile = e.from === "deck" ? s.decks.political.draw : s.decks.political.discard;
    const at = pile.indexOf(e.card);
    if (at < 0) throw new Error(`${e.card} is not in the Political ${e.from}`);
    pile.splice(at, 1);
    s.decks.political.draw.unshift(e.card);
  },
  politicalDrawPileShuffled: (s, e) => {
    s.decks.political.draw = [...e.cards];
  },
  secondaryOpened: (s, e) => {
    const action = s.stack.findLast((f) => f.kind === "strategicAction");
    if (action?.kind !== "strategicAction") throw new Error("no strategic action to follow");
    if (!action.awaiting.includes(e.seat)) action.awaiting.push(e.seat);
  },
};
