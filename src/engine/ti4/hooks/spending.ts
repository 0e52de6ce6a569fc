/** Rule moments of spending resources and influence (LRR 75, 47) that abilities answer (Thunder's Edge). */
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4SpendingHooks {
  /**
   * TE Archon's Gift: true when `seat` may spend a planet's influence as resources and its resources as
   * influence (economy/spend.ts reads the better of its two values); any answer.
   */
  spendsEitherValue: (state: Ti4State, seat: Seat) => boolean;
}
