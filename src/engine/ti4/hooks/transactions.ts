/**
 * Rule moments of trading (LRR 21, 69, 92, 94): who may trade with whom and what, the moments a promissory
 * note may be played at, and the strategy token a secondary costs.
 */

import type { Ti4StrategyCardId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { RuleError } from "../../ruleError.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4TransactionHooks {
  /**
   * LRR 94.1, 60: true when `seat` may make a transaction with `other` although they are not neighbours
   * (the Hacan's Guild Ships, the Trade Convoys note in a play area). Any true answer is enough.
   */
  transactionBeyondNeighbours: (state: Ti4State, seat: Seat, other: Seat) => boolean;
  /**
   * LRR 94.3 as a galactic event changes it (Age of Commerce): true when non-faction technologies may be
   * shared in a transaction between these two seats. Any true answer is enough.
   */
  technologiesInTransactions: (state: Ti4State, seat: Seat, other: Seat) => boolean;
  /**
   * LRR 21.2 as a galactic event changes it (Age of Commerce): true when commodities have no ceiling, so
   * replenishing adds the faction's commodity value to what the seat holds. Any true answer is enough.
   */
  commoditiesWithoutCeiling: (state: Ti4State, seat: Seat) => boolean;
  /** LRR 94.3a: true when action cards may change hands in a transaction between these two seats. */
  actionCardsInTransactions: (state: Ti4State, seat: Seat, other: Seat) => boolean;
  /**
   * LRR 21.2: `seat` has just replenished `amount` commodities (the Trade Agreement's moment). Answers may
   * push frames; they run in book order.
   */
  afterCommoditiesReplenished: (tx: Tx<Ti4>, seat: Seat, amount: number) => void;
  /**
   * LRR 58: why `seat` may not move units into the active system `system` in this movement step (a
   * Ceasefire played on it), or undefined. The first refusal wins.
   */
  movementIntoSystemRefused: (state: Ti4State, seat: Seat, system: PositionLabel) => RuleError | undefined;
  /** LRR 82.2: true when `seat` uses this card's secondary without spending a strategy token (Masters of Trade). */
  secondaryWithoutToken: (state: Ti4State, seat: Seat, card: Ti4StrategyCardId) => boolean;
}
