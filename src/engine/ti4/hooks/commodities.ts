/** Rule moments of commodities (LRR 21): commodities gained, however they come. */
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";

export interface Ti4CommodityHooks {
  /**
   * LRR 21.2 and every other effect that gives commodities: `seat` has just gained `amount` commodities
   * (> 0), for `reason` (replenishing, or another effect). Asked by economy/commodities.ts `gainCommodities`,
   * the one place commodities are gained; answers may emit events or push frames, in book order.
   */
  commoditiesGained: (tx: Tx<Ti4>, seat: Seat, amount: number, reason: string) => void;
}
