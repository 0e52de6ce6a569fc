/** Rule moments of production (LRR 68) that alliance abilities answer (TE "Alliance Reference Cards"). */
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4AllianceProductionHooks {
  /**
   * LRR 68: true when fighters and infantry `seat` produces may be placed at any of its unblockaded space
   * docks (the Saar alliance card; production/toDocks.ts); any answer is enough.
   */
  producedAtAnyDock: (state: Ti4State, seat: Seat) => boolean;
}
