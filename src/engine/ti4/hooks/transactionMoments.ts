/** Rule moments that follow a transaction (LRR 94): what answers one just made. */
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";

export interface Ti4TransactionMomentHooks {
  /**
   * LRR 94.5: the two seats have just completed a transaction (the goods have changed hands). Answers may
   * push frames (TE Lie in Wait's window); they run in book order.
   */
  transactionMade: (tx: Tx<Ti4>, seats: readonly [Seat, Seat]) => void;
}
