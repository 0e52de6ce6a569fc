/**
 * Every card a game's decks would hold must be one Mecatol carries out: there is no "carry out by hand"
 * (issue: nothing by hand). A box or option whose deck holds a card not built yet is refused at creation
 * with the card's name, rather than leaving the table to resolve it. Cards waiting for an option that is
 * not available never reach a deck (content: requiresOption).
 */
import { actionDeck, type Box, getActionCard, getPoliticalCard, politicalDeck } from "../../content/index.ts";
import type { DeckSetup } from "../../content/options.ts";
import { AUTOMATED_ACTION_CARD_EFFECTS, AUTOMATED_POLITICAL_CARD_EFFECTS } from "../effects/automated.ts";
import { type RuleError, ruleError } from "../ruleError.ts";

/** The card effects Mecatol carries out (effects/automated.ts; a test may name fewer). */
export interface BuiltEffects {
  action: ReadonlySet<string>;
  political: ReadonlySet<string>;
}

const BUILT: BuiltEffects = {
  action: AUTOMATED_ACTION_CARD_EFFECTS,
  political: AUTOMATED_POLITICAL_CARD_EFFECTS,
};

export function checkDecksBuilt(
  boxes: readonly Box[],
  setup: DeckSetup,
  built: BuiltEffects = BUILT,
): RuleError | undefined {
  const action = actionDeck(boxes, setup)
    .map((e) => getActionCard(e.id))
    .find((c) => !built.action.has(c.effect));
  const political = politicalDeck(boxes, setup)
    .map((e) => getPoliticalCard(e.id))
    .find((c) => !built.political.has(c.effect));
  const card = action?.name ?? political?.name;
  if (!card) return undefined;
  return ruleError(
    "ERR_NOT_BUILT",
    "Mecatol",
    `Mecatol does not carry out ${card} yet, so no game can be created with the components that hold it.`,
  );
}
