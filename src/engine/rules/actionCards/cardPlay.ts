/**
 * Helpers of the automated Action Card effects (the shape of an effect is kernel-level,
 * actionCardEffects.ts; the effects live in effects.ts and, by family, in combatCards.ts, boardCards.ts
 * and phaseCards.ts).
 */

import type { ActionCardEffect, CardPlay } from "../../actionCardEffects.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState } from "../../state.ts";

export type { ActionCardEffect, CardPlay };

/** The opponent a card names: another player still in the game. */
export function checkOpponent(state: GameState, play: CardPlay, rule: string): RuleError | undefined {
  const target = play.target === null ? undefined : state.players[play.target];
  if (!target || target.eliminated || play.target === play.seat) {
    return ruleError(
      "ERR_CARD_TARGET",
      rule,
      "Name the opponent this card is played on (another player's seat).",
    );
  }
  return undefined;
}
