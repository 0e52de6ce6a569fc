/** Rule moments of the path a moving group follows (LRR 58.4; abilities that read the systems passed). */
import type { Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4PathHooks {
  /**
   * LRR 58.4a: true when a group of these ship types of `seat` may pass `position` though another player's
   * (or neutral) ships are there (the D.W.S. Luminous). One true answer is enough.
   */
  mayPassSystem: (
    state: Ti4State,
    seat: Seat,
    types: readonly Ti4UnitType[],
    position: PositionLabel,
  ) => boolean;
  /**
   * LRR 58.4c: what is added to the move value of `seat`'s ship of this type following `chain` (origin,
   * systems passed, active system). Summed.
   */
  pathMoveBonus: (state: Ti4State, seat: Seat, type: Ti4UnitType, chain: readonly PositionLabel[]) => number;
}
