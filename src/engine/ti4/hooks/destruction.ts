/**
 * Rule moments of units destroyed otherwise than by hits (LRR 31): an ability, card or agenda that names
 * ships and destroys them outright, with no hits and so no sustain damage (LRR 87). What hits destroy is
 * told by hitsAssigned (combat.ts); together the two tell every ship destroyed, so a "when this ship is
 * destroyed" ability (the Van Hauge's) answers both.
 */
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Place } from "../board/forces.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4UnitCounts } from "../state.ts";

export interface Ti4DestructionHooks {
  /**
   * LRR 31: `seat`'s `ships` in the space area `place` have just been destroyed directly (board/destroyed.ts
   * `destroyUnitsDirectly`), already off the board; `cause` names what destroyed them, for the log's readers.
   * Ground forces the Alastor has fighting as ships are told here too (combat/combatants.ts
   * `lostAsShipsDirectly`), with `place` their planet for those fighting from one.
   * Each answer acts in book order.
   */
  shipsDestroyedDirectly: (
    tx: Tx<Ti4>,
    loss: { seat: Seat; place: Ti4Place; ships: Ti4UnitCounts; cause: string },
  ) => void;
}
