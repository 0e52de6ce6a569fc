/** Rule moments of the invasion step (LRR 89.4, 49, 27; digest §4.5). */
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4InvasionHooks {
  /**
   * LRR 27.2: the influence `seat` spends to take the custodians token, when an ability lowers it (6
   * otherwise). The lowest answer is the cost.
   */
  custodiansCost: (state: Ti4State, seat: Seat) => number;
}
