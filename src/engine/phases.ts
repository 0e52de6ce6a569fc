/**
 * The round as data (RR §4): the Strategy, Action and Status Phases, in that order, the Status Phase
 * leading into the next round's Strategy Phase. Each phase's module says how the phase begins (`phases`
 * in module.ts); a phase that ends asks for the next one here, so no phase's rules name another's.
 */
import { rulebookOf } from "./rulebook.ts";
import type { Phase } from "./state.ts";
import type { Tx } from "./tx.ts";

export type RoundPhase = Exclude<Phase, "setup" | "finished">;

/** How a phase begins: it announces itself and pushes its frame. */
export type PhaseStart = (tx: Tx) => void;

const ROUND: readonly RoundPhase[] = ["strategy", "action", "status"];

/** Begins a phase as the game's rulebook plays it (setup begins the first Strategy Phase this way). */
export function beginPhase(tx: Tx, phase: RoundPhase): void {
  rulebookOf(tx.state).phases[phase](tx);
}

/** A phase is over: the next one of the round begins (after the Status Phase, the next round's Strategy Phase). */
export function beginPhaseAfter(tx: Tx, ended: RoundPhase): void {
  const next = ROUND[(ROUND.indexOf(ended) + 1) % ROUND.length] as RoundPhase;
  beginPhase(tx, next);
}
