/** Rule moments around a space combat (LRR 78): its start, its end and who may sustain damage in it. */
import type { Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Place } from "../board/forces.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";

/** The two sides of a space combat in the active system. */
export interface Ti4SpaceCombatSides {
  system: PositionLabel;
  attacker: Seat;
  defender: Seat;
}

export interface Ti4SpaceCombatHooks {
  /**
   * LRR 78.2 [recalled: "start of combat"]: effects that act as a space combat begins, before anti-fighter
   * barrage. Each answer acts in book order (rolls with the seeded dice, pushes hit assignments).
   */
  spaceCombatStarts: (tx: Tx<Ti4>, combat: Ti4SpaceCombatSides) => void;
  /**
   * LRR 78.9-78.10: effects that act once a space combat is over (`winner` null: nobody won). `destroyed`:
   * the ships each side lost in the combat, as far as the space area tells (a side that retreated counts none).
   * The combat's frame is still on the stack (step "ended"); a frame an answer pushes is answered before it pops.
   */
  spaceCombatEnded: (
    tx: Tx<Ti4>,
    combat: Ti4SpaceCombatSides & { winner: Seat | null; destroyed: Partial<Record<Seat, Ti4UnitCounts>> },
  ) => void;
  /**
   * LRR 78.4: `seat` has announced a retreat to `to` from the space combat in `system`, against `opponent`.
   * Each answer acts in book order (the action cards' window for that moment).
   */
  retreatAnnounced: (
    tx: Tx<Ti4>,
    retreat: { system: PositionLabel; seat: Seat; to: PositionLabel; opponent: Seat },
  ) => void;
  /** LRR 87: true when `seat`'s unit of this type at `place` may not sustain damage now (any answer refuses). */
  sustainDamageBlocked: (
    state: Ti4State,
    unit: { seat: Seat; place: Ti4Place; type: Ti4UnitType },
  ) => boolean;
}
