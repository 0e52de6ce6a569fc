/** Rule moments of how many actions a turn holds (LRR 3; Fleet Logistics). */
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4TurnActionHooks {
  /**
   * LRR 3 with an ability's text: true when `seat` may perform 2 actions on its turn in the action phase
   * instead of 1 (Fleet Logistics). Asked once its first action is done; one true answer is enough.
   */
  takesTwoActions: (state: Ti4State, seat: Seat) => boolean;
}
