/** Rule moments of a retreat once it is made (LRR 78.7), for abilities that act "when this unit retreats". */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4UnitCounts } from "../state.ts";

export interface Ti4RetreatHooks {
  /**
   * LRR 78.7: `seat`'s announced retreat from the space combat in `system` has just been made, its `units`
   * moved to `to` (a Skilled Retreat at a round's start is no such retreat). Each answer acts in book order
   * and may push frames, answered before the combat goes on.
   */
  retreatMade: (
    tx: Tx<Ti4>,
    retreat: { system: PositionLabel; seat: Seat; to: PositionLabel; units: Ti4UnitCounts },
  ) => void;
}
