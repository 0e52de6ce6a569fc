/** Rule moments of the PRODUCTION limit (LRR 68) that abilities answer (Thunder's Edge). */
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";

export interface Ti4ProductionLimitHooks {
  /**
   * TE Bellum Gloriosum: how many of the `units` `seat` produces at once do not count against its
   * PRODUCTION limit (production/producers.ts); answers are summed.
   */
  productionLimitExempt: (state: Ti4State, seat: Seat, units: Ti4UnitCounts) => number;
}
