/**
 * The moment a player's last ship in the active system is destroyed (TE Crash Landing's timing): told once
 * per loss that leaves the player no ship there, by hits or directly (combat/lastShip.ts watches both).
 */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";

export interface Ti4LastShipHooks {
  /**
   * `seat`'s last ship in the active system `position` has just been destroyed; its ground forces and
   * fighters in that space area are still there (capacity is checked later: LRR 16.3). Each answer acts in
   * book order; a frame one pushes is answered before the game goes on.
   */
  lastShipDestroyed: (tx: Tx<Ti4>, loss: { seat: Seat; position: PositionLabel }) => void;
}
