/** Rule moments of the Status Phase (RR §21). */
import type { Tx } from "../tx.ts";

export interface StatusPhaseHooks {
  /** The Status Phase begins, before objectives are claimed: lasting effects that start or end here. */
  statusPhaseStarts: (tx: Tx) => void;
}
