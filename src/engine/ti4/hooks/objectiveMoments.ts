/** Rule moments of secret objectives met at a moment of play (LRR 61.5). */
import type { Ti4ObjectiveId } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";

export interface Ti4ObjectiveMomentHooks {
  /**
   * LRR 61.5: the moment of the secret objective `objective` has just come for `seat` (a combat won, a last
   * unit destroyed, a player elected), whether or not `seat` holds it (objectives/moments.ts asks, before it
   * tells a holder). Answers may emit events; they run in book order.
   */
  objectiveMomentCame: (tx: Tx<Ti4>, seat: Seat, objective: Ti4ObjectiveId) => void;
}
