/**
 * Rule moments of casting votes (LRR 8.6-8.16) that alliance abilities answer (TE "Alliance Reference
 * Cards"): votes bought with trade goods, votes added per planet exhausted, a voter no effect can bar.
 */
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4AllianceVotingHooks {
  /** How many votes each trade good `seat` spends as it casts votes adds (0: none may be spent). Largest wins. */
  votesPerTradeGood: (state: Ti4State, seat: Seat) => number;
  /** Votes added for each planet `seat` exhausts to cast votes. Answers are summed. */
  extraVotesPerPlanet: (state: Ti4State, seat: Seat) => number;
  /** True when no game effect can stop `seat` from voting on an agenda (any answer is enough). */
  votingUnstoppable: (state: Ti4State, seat: Seat) => boolean;
}
