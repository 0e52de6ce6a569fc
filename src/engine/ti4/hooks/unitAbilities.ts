/** Rule moments where a unit gains an ability its sheet lacks (LRR 96: the unit's values as the rules read them). */
import type { Ti4Roll, Ti4UnitType } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4UnitAbilityHooks {
  /**
   * LRR 15: the BOMBARDMENT a unit of `seat`'s of type `type` has while its sheet gives none (Codex Blitz),
   * or null; the first answer that gives one counts.
   */
  bombardmentGained: (state: Ti4State, seat: Seat, type: Ti4UnitType) => Ti4Roll | null;
}
