/** Rule moments of space cannon offense (LRR 77.2-77.5) that abilities answer. */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";

/** One player's space cannon offense about to be rolled: who fires, at whose ships, into which system. */
export interface Ti4SpaceCannonShot {
  seat: Seat;
  target: Seat;
  system: PositionLabel;
}

export interface Ti4SpaceCannonOffenseHooks {
  /**
   * LRR 77.3: `shot.seat` has chosen to fire and is about to roll. An answer that asks its player something
   * first ("before your units use SPACE CANNON": Graviton Laser System) pushes a frame holding the shot and
   * returns true; that frame's rule then rolls it (tactical/spaceCannon.ts `rollSpaceCannonOffense`). The
   * first answer returning true holds the shot and the others are not asked; none: the roll is made at once.
   */
  spaceCannonOffenseHeld: (tx: Tx<Ti4>, shot: Ti4SpaceCannonShot) => boolean;
}
