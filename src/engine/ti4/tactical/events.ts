/**
 * What the first steps of a tactical action add to the log beyond the shared board events (board/events.ts,
 * which carry the units moved and removed): the dice of a gravity rift (LRR 41) and of space cannon offense
 * (LRR 77), each with the generator's next state, and a player's choice not to fire.
 */
import type { Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import type { RngState } from "../../rng.ts";
import type { Ti4UnitCounts } from "../state.ts";

export interface Ti4UnitRoll {
  unit: Ti4UnitType;
  roll: number;
  /** The value the die needed (after modifiers). */
  hitsOn: number;
}

export type Ti4TacticalEvent =
  /**
   * LRR 41.2: a die for each ship leaving or passing through the gravity rift at `rift` on its way from
   * `from`; those rolling 1-3 are removed (the removal itself is a `ti4UnitsRemoved`).
   */
  | {
      type: "ti4GravityRiftRolled";
      seat: Seat;
      rift: PositionLabel;
      from: PositionLabel;
      rolls: Ti4UnitRoll[];
      destroyed: Ti4UnitCounts;
      rng: RngState;
    }
  /** LRR 77.2-77.3: a player's space cannon fired at `target`'s ships in the active system. */
  | {
      type: "ti4SpaceCannonFired";
      seat: Seat;
      target: Seat;
      position: PositionLabel;
      rolls: Ti4UnitRoll[];
      hits: number;
      rng: RngState;
    }
  /** LRR 77.2: a player who could fire chose not to. */
  | { type: "ti4SpaceCannonHeld"; seat: Seat; position: PositionLabel };
