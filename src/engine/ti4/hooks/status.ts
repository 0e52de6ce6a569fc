/** Rule moments of the status phase (LRR 81, digest §3.3). */
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4StatusHooks {
  /**
   * LRR 81: "at the start of the status phase", before anyone scores. Each answer, in book order, may emit
   * events or push its own frames over the phase's; the scoring waits until they are done.
   */
  statusPhaseStarted: (tx: Tx<Ti4>) => void;
  /**
   * LRR 81: "at the end of the status phase", once the strategy cards are back (81.8) and before the agenda
   * phase or the next round. Each answer may emit events or push frames; the phase ends when they are done.
   */
  statusPhaseEnded: (tx: Tx<Ti4>) => void;
  /** LRR 81.5: command tokens `seat` gains in the status phase besides the 2 everyone gains. Answers are summed. */
  statusCommandTokenGain: (state: Ti4State, seat: Seat) => number;
}
