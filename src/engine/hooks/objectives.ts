/** Rule moments of scoring objectives (RR §22). */
import type { ObjectiveId } from "../../content/index.ts";
import type { GameState, Seat } from "../state.ts";

export interface ObjectiveHooks {
  /** VP a player scores beyond the objective's own when he scores it now (added up). */
  objectiveVpBonus: (state: GameState, seat: Seat, id: ObjectiveId) => number;
  /**
   * RR §22: the fewest VP a loss of VP may leave this player with (SE option 5: one per artifact he holds).
   * The largest answer counts; 0 when none answers.
   */
  victoryPointFloor: (state: GameState, seat: Seat) => number;
}
