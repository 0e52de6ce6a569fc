/**
 * When a card carried out by hand may be played at all: a few printed conditions the engine checks even
 * though the effect itself is left to the players (play.ts). Keyed by the cards' effect keys.
 */
import type { RuleError } from "../../ruleError.ts";
import type { GameState } from "../../state.ts";
import type { CardPlay } from "./effects.ts";

export interface ByHandCondition {
  check(state: GameState, play: CardPlay): RuleError | undefined;
  /** What the players are told to do, beyond the card's text. */
  note?(state: GameState, play: CardPlay): string;
}

/** Political Stability's condition moved into its effect (phaseCardStrategy.ts) when it was automated. */
export const BY_HAND_CONDITIONS: Readonly<Record<string, ByHandCondition>> = {};
