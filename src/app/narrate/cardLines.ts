/**
 * The public lines of Action Cards and the lasting card effects: a card is named once it is played or
 * discarded (both public); hands, searches and peeks are told without naming a card.
 */
import type { GameEvent } from "../../engine/events.ts";
import type { Ctx, LineTable } from "./context.ts";
import {
  actionName,
  cardName,
  clause,
  componentName,
  effectName,
  planetName,
  planetNames,
  plural,
  politicalName,
  reasonText,
  unitsText,
} from "./names.ts";

/** What a player named in answer to a card's choice, in words. */
function answerText(
  answer: Extract<GameEvent, { type: "cardChoiceAnswered" }>["answer"],
  c: Pick<Ctx, "who" | "at">,
): string {
  const parts = [
    answer.planets?.length ? planetNames(answer.planets) : null,
    answer.system ? c.at(answer.system) : null,
    answer.target !== undefined ? c.who(answer.target) : null,
    answer.choice !== undefined ? componentName(answer.choice) : null,
    answer.amount !== undefined ? String(answer.amount) : null,
    answer.units ? unitsText(answer.units) : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(", ") : "nothing";
}

/** Lasting effects that end before their round does, by effect key: how long they last, in words. */
const ENDS_EARLY: Readonly<Record<string, string>> = {
  temporaryStability:
    "until the Status Phase begins, or until a player lifts it by discarding 3 Action Cards",
};

export const CARD_LINES = {
  actionCardPlayed: (e, c) =>
    `🃏 ${c.who(e.seat)} plays ${actionName(e.card)}${e.target === null ? "" : ` on ${c.who(e.target)}`}.`,
  actionCardResolved: (e, c) =>
    `${c.who(e.seat)}'s ${actionName(e.card)} ${e.cancelled ? "is cancelled" : "takes effect"}.`,
  actionCardSabotaged: (e, c) => `${c.who(e.seat)}'s ${actionName(e.card)} is sabotaged.`,
  // One line per pass would flood the channel; the command's own sentence tells a player's pass.
  actionWindowPassed: null,
  actionCardLostAtRandom: (e, c) => `${c.who(e.seat)} loses ${actionName(e.card)} at random.`,
  byHandConfirmed: (e, c) => `${c.who(e.seat)} has carried out: ${clause(e.what)}.`,
  // A personal setting: confirmed to its player alone (narratePrivate), never announced.
  windowPassPreferenceSet: null,
  // Bookkeeping: the offer is the "pass every window" button of the player's first window, his alone.
  autoPassOffered: null,
  cardEffectStarted: ({ effect: e }, c) =>
    `${e.seat === null ? "" : `${c.who(e.seat)}'s `}${effectName(e.effect)} lasts ${ENDS_EARLY[e.effect] ?? (e.lastRound === null ? "until it is used or ended" : e.lastRound === e.round ? "until the end of this round" : `through round ${e.lastRound}`)}.`,
  actionCardsInspected: (e, c) => `${c.who(e.seat)} looks at ${c.who(e.target)}'s Action Cards (Disclosure).`,
  actionCardsPeeked: (e, c) => `${c.who(e.seat)} looks at ${c.who(e.target)}'s Action Cards (Yssaril).`,
  actionDeckSearched: (e, c) => `${c.who(e.seat)} searches the Action deck (Synchronicity).`,
  actionCardTakenFromDeck: (e, c) => `${c.who(e.seat)} takes an Action Card from the deck (Synchronicity).`,
  actionCardsSetAside: (e, c) =>
    `${c.who(e.seat)} draws ${plural(e.cards.length, "Action Card")} to deal (Master of Fate).`,
  actionCardDealt: (e, c) => `${c.who(e.seat)} deals ${c.who(e.to)} an Action Card (Master of Fate).`,
  actionDrawPileShuffled: () => "The Action deck is shuffled.",
  strategyCardSwapped: (e, c) =>
    `${c.who(e.seat)} swaps ${cardName(e.gave)} for ${cardName(e.took)} (Strategic Flexibility).`,
  strategyCardPutBack: (e, c) =>
    `${c.who(e.seat)} puts ${cardName(e.card)} back${e.bonus > 0 ? ` with its ${e.bonus} Bonus Counter(s)` : ""} and picks again (Public Disgrace).`,
  strategyCardKept: (e, c) =>
    `${c.who(e.seat)} keeps ${cardName(e.card)} into the next round (Political Stability).`,
  actionCardParked: (e, c) =>
    `${c.who(e.seat)} parks ${actionName(e.card)} on ${planetName(e.planet)}: its influence counts double for votes.`,
  parkedActionCardDiscarded: (e) => `${actionName(e.card)} is discarded (${reasonText(e.reason)}).`,
  politicalDeckSearched: (e, c) => `${c.who(e.seat)} searches the Political deck (Determine Policy).`,
  politicalCardPutOnTop: (e, c) =>
    `${c.who(e.seat)} puts ${politicalName(e.card)} on top of the Political deck, from its ${e.from === "deck" ? "deck" : "discard pile"} (Determine Policy).`,
  politicalDrawPileShuffled: () => "The Political deck is shuffled.",
  secondaryOpened: (e, c) =>
    `${c.who(e.seat)} may follow their own card's secondary ability too (${reasonText(e.reason)}).`,
  cardChoiceAnswered: (e, c) =>
    `${c.who(e.seat)} answers ${effectName(e.effect)}: ${answerText(e.answer, c)}.`,
  actionCardReturnedToHand: (e, c) => `${actionName(e.card)} goes back to ${c.who(e.seat)}'s hand.`,
  planetLost: (e, c) =>
    `${planetName(e.planet)} turns neutral: ${c.who(e.seat)} loses it (${reasonText(e.reason)}).`,
  cardEffectEnded: (e, c) =>
    `${e.seat === null ? "" : `${c.who(e.seat)}'s `}${effectName(e.effect)} no longer applies.`,
} satisfies Partial<LineTable>;
