/**
 * Card effects that end with the Action Phase: Diplomatic Envoy lasts "for the rest of this Action Phase"
 * (RR §6) and the High Alert token is removed "at the start of the next Status Phase" (SE p.16). The
 * Status Phase calls this as it starts.
 */
import type { Tx } from "../../tx.ts";

export function atStatusPhaseStart(tx: Tx): void {
  if ((tx.state.diplomacyPairs ?? []).length > 0) tx.emit({ type: "diplomacyLifted" });
  if (tx.state.highAlert) tx.emit({ type: "highAlertRemoved" });
}
