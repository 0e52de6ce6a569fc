/** Rule moments of playing and holding Action Cards (RR §19). */
import type { ActionCardId, ActionTiming } from "../../content/index.ts";
import type { Decision } from "../decisions.ts";
import type { RuleError } from "../ruleError.ts";
import type { GameState, Seat } from "../state.ts";

export interface ActionCardHooks {
  /**
   * No Action Card may be played now but one that answers a card just played (Communications Breakdown):
   * no other window opens, and an open one offers nothing else (any answer).
   */
  actionCardsSilenced: (state: GameState) => boolean;
  /**
   * A card refused before its timing is looked at, with the sentence that says why (Temporary Stability:
   * nothing but Sabotage until the Status Phase). The first refusal counts.
   */
  actionCardPlayRefused: (state: GameState, seat: Seat, card: ActionCardId) => RuleError | undefined;
  /**
   * Timings a player may play now although no window is open (just before buying a technology, while a
   * Technology card asks him to); the answers are put together.
   */
  playTimingsOutsideWindows: (state: GameState, seat: Seat) => readonly ActionTiming[];
  /**
   * RR §19: this player's Action Card hand limit, when something in play sets it (a law lowers it, a race
   * has none). The largest answer counts, as a limit lifted outranks one lowered; 7 when none answers.
   */
  actionHandLimit: (state: GameState, seat: Seat) => number | undefined;
  /**
   * What else than an Action Card may cancel a card just played, as a Sabotage does (an Agent given up,
   * RR §24.4): the decisions offered to `seat` in that window. A seat offered one is asked even without
   * a card in hand.
   */
  playedCardAnswers: (state: GameState, seat: Seat) => readonly Decision[];
}
