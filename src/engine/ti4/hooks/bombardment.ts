/** Rule moments of bombardment's hits (LRR 15) that abilities answer. */
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Place } from "../board/forces.ts";
import type { Ti4 } from "../ruleset.ts";

export interface Ti4BombardmentHooks {
  /**
   * LRR 15: `hits` produced by a bombardment roll are about to be assigned by `seat` to its ground forces at
   * `place` (every bombardment's hits, whoever rolled: a unit's BOMBARDMENT, the L1Z1X's Harrow, TE Proxima
   * Targeting). An answer cancels some of them, emitting what it cancels, and returns how many (at most
   * `hits`); the answers are asked in book order, each told the hits still left.
   */
  bombardmentHitsCancelled: (tx: Tx<Ti4>, hits: { seat: Seat; place: Ti4Place; hits: number }) => number;
}
