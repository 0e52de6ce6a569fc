/**
 * The Action Cards that look at hidden cards (RR §19): Disclosure looks at an opponent's hand,
 * Synchronicity searches the Action deck. What is seen goes only to the players entitled, in private
 * events (events.ts visibilityOf); the choice that follows is asked in a card choice frame (choice.ts)
 * whose public data holds nothing secret.
 */
import { type ActionCardId, getActionCard, isActionCardId } from "../../../content/index.ts";
import type { CardChoiceRule } from "../../choices.ts";
import { shuffle } from "../../rng.ts";
import { ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import { nameOf, player } from "../players.ts";
import { type ActionCardEffect, checkOpponent } from "./cardPlay.ts";
import { askCardChoice } from "./choice.ts";
import { actionCardUsable } from "./draw.ts";

function distinct(cards: readonly ActionCardId[]): ActionCardId[] {
  return [...new Set(cards)].sort();
}

/** The player a Disclosure choice concerns (recorded in the frame when it was asked). */
function disclosed(data: Record<string, unknown>): Seat {
  return data.target as Seat;
}

/**
 * Disclosure: the player looks at the opponent's whole hand (a private event to the two of them) and
 * names the card the opponent discards; the discard itself is public, as every discard pile is.
 */
const disclosure: ActionCardEffect = {
  check: (state, play) => checkOpponent(state, play, "Disclosure"),
  resolvesLast: true,
  resolve(tx, play) {
    const target = play.target as Seat;
    const cards = [...player(tx.state, target).secret.actionCards];
    tx.emit({ type: "actionCardsInspected", seat: play.seat, target, cards });
    if (cards.length === 0) return;
    askCardChoice(tx, {
      effect: "disclosure",
      prompt: `Disclosure: name the Action Card ${nameOf(tx.state, target)} discards`,
      awaiting: [play.seat],
      data: { target },
    });
  },
};

const disclosureChoice: CardChoiceRule = {
  check(state, frame, _seat, answer) {
    const hand = player(state, disclosed(frame.data)).secret.actionCards;
    if (answer.choice !== undefined && (hand as string[]).includes(answer.choice)) return undefined;
    return ruleError(
      "ERR_CARD_CHOICE",
      "Disclosure",
      'Name one of the Action Cards you looked at, by its id (such as "sabotage").',
    );
  },
  resolve(tx, frame, _seat, answer) {
    const target = disclosed(frame.data);
    tx.emit({ type: "actionCardsDiscarded", seat: target, cards: [answer.choice as ActionCardId] });
  },
  options: (state, frame) =>
    distinct(player(state, disclosed(frame.data)).secret.actionCards).map((choice) => ({ choice })),
};

/** The cards of the Action deck one may take: a card naming a Strategy Card not in this game is no use. */
function searchable(state: GameState): ActionCardId[] {
  return distinct(state.decks.action.draw.filter((card) => actionCardUsable(state, card)));
}

/**
 * Synchronicity: the player looks through the Action deck (shown sorted, so its order stays unknown), takes
 * the card he names, and the deck is shuffled. The card taken and the answer naming it stay private.
 * Interpretation: with no card left in the deck (its discards not yet reshuffled) there is nothing to take.
 */
const synchronicity: ActionCardEffect = {
  check: () => undefined,
  resolvesLast: true,
  resolve(tx, play) {
    const cards = searchable(tx.state);
    tx.emit({ type: "actionDeckSearched", seat: play.seat, cards });
    if (cards.length === 0) return;
    askCardChoice(tx, {
      effect: "synchronicity",
      prompt: "Synchronicity: name the Action Card you take from the deck",
      awaiting: [play.seat],
    });
  },
};

const synchronicityChoice: CardChoiceRule = {
  check(state, _frame, _seat, answer) {
    if (answer.choice !== undefined && (searchable(state) as string[]).includes(answer.choice))
      return undefined;
    const named = answer.choice !== undefined && isActionCardId(answer.choice);
    return ruleError(
      "ERR_CARD_CHOICE",
      "Synchronicity",
      named
        ? `${getActionCard(answer.choice as ActionCardId).name} is not in the Action deck: name a card you saw there.`
        : 'Name an Action Card of the deck, by its id (such as "sabotage").',
    );
  },
  resolve(tx, _frame, seat, answer) {
    tx.emit({ type: "actionCardTakenFromDeck", seat, card: answer.choice as ActionCardId });
    const { value, rng } = shuffle(tx.state.rng, tx.state.decks.action.draw);
    tx.emit({ type: "actionDrawPileShuffled", cards: value, rng });
  },
  options: (state) => searchable(state).map((choice) => ({ choice })),
};

export const HAND_CARD_EFFECTS: Readonly<Record<string, ActionCardEffect>> = { disclosure, synchronicity };

export const HAND_CARD_CHOICES: Readonly<Record<string, CardChoiceRule>> = {
  disclosure: disclosureChoice,
  synchronicity: synchronicityChoice,
};
