/**
 * Who a TI3 game is waiting for, and on what (kernel/flow.ts): everything that needs "whose move is it"
 * (buttons, pings, reminders, the bot policy, apply's first check) reads this one function, which
 * derives the answer from the frame stack.
 */
import type { Decision as KernelDecision } from "./kernel/decision.ts";
import { pendingDecisions, seatsWaitedOn } from "./kernel/flow.ts";
import type { GameState, Seat } from "./state.ts";
import type { Ti3 } from "./ti3.ts";

export type Decision = KernelDecision<Ti3>;

export function decisions(state: GameState): Decision[] {
  return pendingDecisions<Ti3>(state);
}

/** The seats the game is waiting for, without repeats, in seat order (optional offers do not count). */
export function waitingFor(state: GameState): Seat[] {
  return seatsWaitedOn<Ti3>(state);
}
