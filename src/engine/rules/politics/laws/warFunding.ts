/**
 * Fleet Supply surplus (RR §15): War Funding, For (as the Status Phase starts) and Against. The choice of
 * the ships removed is rules/fleetSurplus.ts's, kept under the key "warFunding" here.
 */
import type { Tx } from "../../../tx.ts";
import { askFleetSurplus, fleetSurplusChoice } from "../../fleetSurplus.ts";
import { player } from "../../players.ts";
import { everyone, type Outcome } from "../agendaTools.ts";
import { lawInPlay } from "../laws.ts";

export { fleetSurplusChoice };

/** Asks each player over his Fleet Supply which ships he removes, one system at a time (RR §15). */
export function removeFleetSurplus(tx: Tx, reason: string): void {
  askFleetSurplus(tx, everyone(tx), reason, "warFunding");
}

/** As the Status Phase starts (statusPhaseOpens, answered in lawModule.ts): War Funding's surplus ships go. */
export function warFundingAtStatusPhaseStart(tx: Tx): void {
  if (lawInPlay(tx.state, "warFunding")) removeFleetSurplus(tx, "War Funding");
}

/** War Funding, Against: every player returns a Fleet Supply counter; ships over the new limit go. */
export const warFundingAgainst: Outcome = (tx) => {
  for (const seat of everyone(tx).filter((s) => player(tx.state, s).counters.fleet > 0))
    tx.emit({ type: "commandCountersSpent", seat, counters: { fleet: 1 }, reason: "War Funding" });
  removeFleetSurplus(tx, "War Funding");
};
