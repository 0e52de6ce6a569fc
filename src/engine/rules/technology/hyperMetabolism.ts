/**
 * Hyper Metabolism (SE green technology), second half: "before drawing Action Cards" in the Status Phase the
 * owner may discard 1 Action Card to draw 1 more. (The first half, 1 more command counter, is
 * technologyChoices.ts:hyperMetabolismIncome.)
 *
 * Asked at the start of the Status Phase through a `cardChoice` frame under the key "hyperMetabolism":
 * the answer names the card discarded (`choice: <card id>`) or "none" (the cautious answer the bot and
 * deadlines give). Interpretation: the extra card is drawn at once, before the Status Phase draw; the
 * cards drawn in all are the same as drawing it along with the others.
 */
import { type ActionCardId, getTechnology } from "../../../content/index.ts";
import type { CardChoiceRule } from "../../choices.ts";
import { ruleError } from "../../ruleError.ts";
import type { Tx } from "../../tx.ts";
import { askCardChoice } from "../actionCards/choice.ts";
import { drawActionCards } from "../actionCards/draw.ts";
import { orderOfPlay, player } from "../players.ts";
import { hasTechEffect } from "../units.ts";

export const HYPER_METABOLISM = "hyperMetabolism";
const NAME = getTechnology("hyper-metabolism").name;

export const hyperMetabolism: CardChoiceRule = {
  check(state, _frame, seat, answer) {
    if (answer.choice === "none") return undefined;
    const hand = player(state, seat).secret.actionCards;
    if (answer.choice === undefined || !hand.includes(answer.choice as ActionCardId)) {
      return ruleError(
        "ERR_CARD_NOT_IN_HAND",
        NAME,
        'Name an Action Card from your hand to discard (choice), or "none" to keep them all.',
      );
    }
    return undefined;
  },
  resolve(tx, _frame, seat, answer) {
    if (answer.choice === "none" || answer.choice === undefined) return;
    tx.emit({ type: "actionCardsDiscarded", seat, cards: [answer.choice as ActionCardId] });
    drawActionCards(tx, seat, 1);
  },
  options: () => [{ choice: "none" }],
};

/** Start of the Status Phase: ask each owner holding an Action Card, in order of play. */
export function askHyperMetabolism(tx: Tx): void {
  const seats = orderOfPlay(tx.state).filter(
    (seat) =>
      hasTechEffect(tx.state, seat, HYPER_METABOLISM) && player(tx.state, seat).secret.actionCards.length > 0,
  );
  if (seats.length === 0) return;
  askCardChoice(tx, {
    effect: HYPER_METABOLISM,
    prompt: `${NAME}: discard 1 Action Card to draw 1 more (choice: the card), or "none"`,
    awaiting: seats,
    inOrder: true,
  });
}
