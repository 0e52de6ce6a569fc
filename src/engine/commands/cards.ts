/**
 * Action Cards (rules/actionCards): played with what the card names, windows passed, hands discarded down to
 * their limit, effects carried out by hand confirmed, and the answers to a card's own choice.
 */
import type { ActionCardId, PlanetId, PoliticalCardId } from "../../content/index.ts";
import { command, count, flag, id, listOf, position, units, word } from "./forms.ts";

export const CARD_COMMANDS = [
  command("playActionCard", {
    card: id<ActionCardId>(),
    /** What the card names, for the cards that name something (rules/actionCards/effects.ts: CardPlay). */
    target: count.optional(),
    tradeGoods: count.optional(),
    planets: listOf(id<PlanetId>()).optional(),
    system: position.optional(),
    choice: word.optional(),
    amount: count.optional(),
    /** The units the card moves by type (Transport: Ground Forces and Shock Troops), instead of amount. */
    units: units.optional(),
  }),
  /** `everyWindow`: and pass every window from now on (the autopass preference, window.ts). */
  command("passActionWindow", { everyWindow: flag.optional() }),
  command("discardDownToLimit", {
    actionCards: listOf(id<ActionCardId>()).optional(),
    politicalCards: listOf(id<PoliticalCardId>()).optional(),
  }),
  command("confirmByHand", {}),
  /** The answer to a card's choice (rules/actionCards/choice.ts): whichever fields the card asks for. */
  command("answerCardChoice", {
    target: count.optional(),
    planets: listOf(id<PlanetId>()).optional(),
    system: position.optional(),
    choice: word.optional(),
    amount: count.optional(),
    units: units.optional(),
  }),
  /** A standing preference (rules/actionCards/window.ts): Action Card windows do not wait for me. */
  command("setAutoPassWindows", { on: flag }),
  /** Temporary Stability lifted by discarding 3 Action Cards, at any moment (phaseCardStability.ts). */
  command("liftTemporaryStability", { cards: listOf(id<ActionCardId>()) }),
] as const;
