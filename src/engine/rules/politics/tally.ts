/** Counting an agenda's votes (RR §20), read by the vote and by the outcome that records the result. */
import type { AgendaFrame } from "./frames.ts";

/** Votes per option, abstentions left out. */
export function tally(frame: AgendaFrame): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const vote of frame.votes) {
    if (vote.choice !== null) totals[vote.choice] = (totals[vote.choice] ?? 0) + vote.votes;
  }
  return totals;
}
