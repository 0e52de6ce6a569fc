/** What the promissory notes read of the agenda under vote (LRR 8). */
import type { Seat } from "../../kernel/types.ts";
import type { Ti4AgendaVoteFrame } from "../agenda/frames.ts";
import type { Ti4State } from "../state.ts";

/** The agenda under vote, if any (the innermost). */
export function agendaVoteFrame(state: Ti4State): Ti4AgendaVoteFrame | undefined {
  const frame = state.stack.findLast((f) => f.kind === "ti4AgendaVote");
  return frame?.kind === "ti4AgendaVote" ? frame : undefined;
}

/**
 * Political Secret: true while `seat` may neither vote, play action cards nor use faction abilities, until
 * the agenda under vote is resolved. Action cards and abilities played at an agenda's moments ask this.
 */
export function silencedThisAgenda(state: Ti4State, seat: Seat): boolean {
  return agendaVoteFrame(state)?.silenced?.includes(seat) ?? false;
}
