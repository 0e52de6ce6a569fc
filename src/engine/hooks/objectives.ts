/** Rule moments of scoring objectives (RR §22). */
import type { ObjectiveId } from "../../content/index.ts";
import type { GameState, Seat } from "../state.ts";

export interface ObjectiveHooks {
  /** VP a player scores beyond the objective's own when he scores it now (added up). */
  objectiveVpBonus: (state: GameState, seat: Seat, id: ObjectiveId) => number;
}
