/** Rule moments of a tactical action's activation (LRR 89.1). */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";

export interface Ti4TacticalHooks {
  /**
   * LRR 89.1: just after `seat` activated `system` (its token placed), before the movement step. An answer
   * emits what the moment changes or pushes a frame asking a player; each answers in book order.
   */
  afterSystemActivated: (tx: Tx<Ti4>, seat: Seat, system: PositionLabel) => void;
}
