/**
 * When a card carried out by hand may be played at all: a few printed conditions the engine checks even
 * though the effect itself is left to the players (play.ts). Keyed by the cards' effect keys.
 */
import { getStrategyCard, type StrategyCardId } from "../../../content/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState } from "../../state.ts";
import { player } from "../players.ts";
import type { CardPlay } from "./effects.ts";

export interface ByHandCondition {
  check(state: GameState, play: CardPlay): RuleError | undefined;
  /** What the players are told to do, beyond the card's text. */
  note?(state: GameState, play: CardPlay): string;
}

/** Political Stability keeps a card that is neither Imperial nor Initiative (RR §23, FAQ). */
function keepable(state: GameState, play: CardPlay): StrategyCardId[] {
  return player(state, play.seat)
    .strategyCards.map((h) => h.card)
    .filter((card) => !["imperial", "initiative"].includes(getStrategyCard(card).family));
}

/**
 * Political Stability (RR §23, FAQ): with two Strategy Cards (3 or 4 players) only the card that is
 * neither Imperial nor Initiative is kept; holding both, or holding only one of them, it cannot be played.
 */
const politicalStability: ByHandCondition = {
  check(state, play) {
    if (keepable(state, play).length > 0) return undefined;
    return ruleError(
      "ERR_CARD_CONDITION",
      "RR §23",
      "Political Stability keeps a Strategy Card that is neither Imperial nor Initiative, and you hold none.",
    );
  },
  note(state, play) {
    const kept = keepable(state, play).map((card) => getStrategyCard(card).name);
    return `the card kept: ${kept.join(" or ")}`;
  },
};

export const BY_HAND_CONDITIONS: Readonly<Record<string, ByHandCondition>> = { politicalStability };
