/** Rule moments of a tactical action's activation, movement and production (LRR 89.1, 58, 37, 68). */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";

export interface Ti4TacticalHooks {
  /**
   * LRR 89.1: just after `seat` activated `system` (its token placed), before the movement step. An answer
   * emits what the moment changes or pushes a frame asking a player; each answers in book order.
   */
  afterSystemActivated: (tx: Tx<Ti4>, seat: Seat, system: PositionLabel) => void;
  /**
   * LRR 58: just after `seat`'s ships moved into the active `system` (at least one unit moved), before the
   * movement step ends. An answer may push a frame asking a player; each answers in book order.
   */
  afterShipsMoved: (tx: Tx<Ti4>, seat: Seat, system: PositionLabel) => void;
  /**
   * LRR 68: just after `seat` produced `units` in `system` (placed, paid), in the production step or an
   * ability's production. An answer may push a frame; each answers in book order.
   */
  afterUnitsProduced: (tx: Tx<Ti4>, seat: Seat, system: PositionLabel, units: Ti4UnitCounts) => void;
  /**
   * LRR 37, 16: how many ships `excess` fighters beyond capacity count as against `seat`'s fleet pool when
   * their unit lets them stay (Fighter II), or undefined to count one each. The first answer is taken.
   */
  excessFightersFleetCount: (state: Ti4State, seat: Seat, excess: number) => number | undefined;
}
