/** Rule moments of the status phase's action card draw (LRR 81.3). */
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4StatusDrawHooks {
  /**
   * LRR 81.3: action cards `seat` draws in the status phase besides the 1 everyone draws (Neural
   * Motivator). Answers are summed.
   */
  statusActionCardDraws: (state: Ti4State, seat: Seat) => number;
}
