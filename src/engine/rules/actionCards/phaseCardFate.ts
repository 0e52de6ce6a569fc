/**
 * Master of Fate (SE; RR §19, §21.5), played in the Status Phase before anyone draws: the player draws one
 * Action Card per player still in the game, looks at them alone, and deals one to each player, himself
 * included, choosing who gets which; then everyone draws one fewer Action Card this Status Phase (the
 * lasting effect `masterOfFate`, read by the draw step through `statusActionCards`).
 *
 * Secrecy: the cards drawn wait in the player's secrets (`actionCardsToDeal`), told to him alone by a
 * private event; each card dealt is told to the dealer and its receiver only, and the answer naming it is
 * the dealer's (events.ts visibilityOf). The choice frame holds only the seats still owed a card.
 *
 * Decided: a card naming a Strategy Card not in the game is discarded and replaced as on any draw (SE p.9);
 * with Core Stability in play nobody draws (RR §20), so nothing is dealt; a deck too thin for every player
 * deals what it has, the dealer choosing who goes without. The last card to the last player goes at once.
 */
import { type ActionCardId, getActionCard, isActionCardId } from "../../../content/index.ts";
import type { CardChoiceRule } from "../../choices.ts";
import { shuffle } from "../../rng.ts";
import { ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { clockwiseFrom, nameOf, player } from "../players.ts";
import type { ActionCardEffect } from "./cardPlay.ts";
import { askCardChoice } from "./choice.ts";
import { actionCardUsable } from "./draw.ts";
import type { CardChoiceFrame } from "./frames.ts";
import { cardEffects, hasCardEffect, startCardEffect } from "./lasting.ts";

const RULE = "Master of Fate";

/** Enough to get through the deck twice; a longer run means every card left is unusable. */
const MAX_DRAWS = 300;

/** The cards the player drew for Master of Fate and has yet to deal. */
export function cardsToDeal(state: GameState, seat: Seat): ActionCardId[] {
  return player(state, seat).secret.actionCardsToDeal ?? [];
}

/**
 * Draws `count` usable cards into the player's hands-off pile, shuffling the discards into a new deck when
 * the deck runs out (RR §19), and replacing the unusable ones (SE p.9).
 */
function drawToDeal(tx: Tx, seat: Seat, count: number): void {
  // Core Stability (Against, RR §20): nobody draws Action Cards for the rest of the round.
  if (hasCardEffect(tx.state, "coreStability")) return;
  let cards: ActionCardId[] = [];
  let unusable: ActionCardId[] = [];
  const setAside = () => {
    if (cards.length + unusable.length > 0) tx.emit({ type: "actionCardsSetAside", seat, cards, unusable });
    cards = [];
    unusable = [];
  };
  let kept = 0;
  for (let i = 0; kept < count && i < MAX_DRAWS; i++) {
    const taken = cards.length + unusable.length;
    if (tx.state.decks.action.draw.length === taken) {
      setAside();
      if (tx.state.decks.action.discard.length === 0) return;
      const { value, rng } = shuffle(tx.state.rng, tx.state.decks.action.discard);
      tx.emit({ type: "actionDeckReshuffled", cards: value, rng });
    }
    const card = tx.state.decks.action.draw[cards.length + unusable.length] as ActionCardId;
    if (actionCardUsable(tx.state, card)) {
      cards.push(card);
      kept += 1;
    } else unusable.push(card);
  }
  setAside();
}

const masterOfFate: ActionCardEffect = {
  check: () => undefined,
  resolvesLast: true,
  resolve(tx, play) {
    const owed = clockwiseFrom(tx.state, play.seat);
    startCardEffect(tx, { effect: "masterOfFate", seat: play.seat });
    drawToDeal(tx, play.seat, owed.length);
    dealOn(tx, play.seat, owed);
  },
};

/** The seats still owed a card, as the choice frame records them (public: who, never which card). */
function owedIn(frame: CardChoiceFrame): Seat[] {
  return (frame.data.owed as number[] | undefined) ?? [];
}

/** Asks the dealer for the next card, or deals the last one at once; nothing when all is dealt. */
function dealOn(tx: Tx, dealer: Seat, owed: readonly Seat[]): void {
  const cards = cardsToDeal(tx.state, dealer);
  if (cards.length === 0 || owed.length === 0) return;
  if (owed.length === 1 && cards.length === 1) {
    tx.emit({ type: "actionCardDealt", seat: dealer, to: owed[0] as Seat, card: cards[0] as ActionCardId });
    return;
  }
  const prompt = `${RULE}: deal one of the Action Cards you drew (name it as the choice) to a player still owed one (the target)`;
  const top = tx.state.stack.at(-1);
  // Answering the choice: the same frame asks again for the next card.
  if (top?.kind === "cardChoice" && top.effect === "masterOfFate") {
    tx.emit({ type: "frameReplaced", frame: { ...top, awaiting: [dealer], data: { owed: [...owed] } } });
    return;
  }
  askCardChoice(tx, {
    effect: "masterOfFate",
    prompt,
    awaiting: [dealer],
    inOrder: true,
    data: { owed: [...owed] },
  });
}

const masterOfFateChoice: CardChoiceRule = {
  check(state, frame, seat, answer) {
    const owed = owedIn(frame);
    if (answer.target === undefined || !owed.includes(answer.target)) {
      const names = owed.map((s) => `${nameOf(state, s)} (seat ${s})`).join(", ");
      return ruleError("ERR_CARD_TARGET", RULE, `Name a player still owed a card: ${names}.`);
    }
    const cards = cardsToDeal(state, seat);
    if (answer.choice === undefined || !(cards as string[]).includes(answer.choice)) {
      const what =
        answer.choice !== undefined && isActionCardId(answer.choice)
          ? `${getActionCard(answer.choice).name} is not among the cards you drew to deal.`
          : "Name the card to deal by its id.";
      return ruleError("ERR_CARD_CHOICE", RULE, `${what} Deal one of the cards you drew for ${RULE}.`);
    }
    return undefined;
  },
  resolve(tx, frame, seat, answer) {
    const to = answer.target as Seat;
    tx.emit({ type: "actionCardDealt", seat, to, card: answer.choice as ActionCardId });
    dealOn(
      tx,
      seat,
      owedIn(frame).filter((s) => s !== to),
    );
  },
  // Each card to each player owed one, the dealer first (the bot keeps the first card for itself).
  options: (state, frame, seat) =>
    owedIn(frame).flatMap((target) =>
      [...new Set(cardsToDeal(state, seat))].map((choice) => ({ target, choice })),
    ),
};

/** RR §21.5: one Action Card fewer for everyone for each Master of Fate played this round. */
export function fewerCardsDrawn(state: GameState): number {
  return -cardEffects(state, "masterOfFate").length;
}

export const FATE_CARD_EFFECTS: Readonly<Record<string, ActionCardEffect>> = { masterOfFate };

export const FATE_CARD_CHOICES: Readonly<Record<string, CardChoiceRule>> = {
  masterOfFate: masterOfFateChoice,
};
