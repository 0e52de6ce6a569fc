/**
 * Rule moments of abilities one player lets another use (TE Deepgloom Executable, the Yssaril's breakthrough):
 * the transaction such a loan opens, and the moment a lent draw ability is spent.
 */
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4LentAbilityHooks {
  /**
   * LRR 94.1 as an ability changes it: true when `seat` and `other` hold a transaction an ability opened
   * for them, made whoever is active and neighbours or not, outside the turn's once-per-pair limit (any
   * true answer is enough; transactions/transactions.ts asks it outside the agenda phase).
   */
  transactionGranted: (state: Ti4State, seat: Seat, other: Seat) => boolean;
  /** `seat` has just drawn action cards beyond a draw's own (actionCards/deck.ts): a lent Scheming is spent. */
  extraActionCardsDrawn: (tx: Tx<Ti4>, seat: Seat) => void;
}
