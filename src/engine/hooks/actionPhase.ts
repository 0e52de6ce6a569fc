/** Rule moments of the Action Phase (RR §7). */
import type { Decision } from "../decisions.ts";
import type { GameState, Seat } from "../state.ts";

export interface ActionPhaseHooks {
  /**
   * A player's turn: actions offered besides the tactical, transfer and strategic actions and passing,
   * such as technologies and race abilities used as an action (RR §7.4).
   */
  turnActions: (state: GameState, seat: Seat) => readonly Decision[];
}
