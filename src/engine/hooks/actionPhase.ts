/** Rule moments of the Action Phase (RR §7). */
import type { Decision } from "../decisions.ts";
import type { GameState, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";

export interface ActionPhaseHooks {
  /**
   * A player's turn: actions offered besides the tactical, transfer and strategic actions and passing,
   * such as technologies and race abilities used as an action (RR §7.4).
   */
  turnActions: (state: GameState, seat: Seat) => readonly Decision[];
  /** A player who takes his turn now, ahead of the order of play (the first answer counts). */
  turnOutOfOrder: (state: GameState, order: readonly Seat[]) => Seat | undefined;
  /**
   * A turn ends: true when it was one taken out of order, so the player who was due still has his turn
   * (the first answer that says so counts).
   */
  outOfOrderTurnEnds: (tx: Tx, order: readonly Seat[]) => boolean;
}
