/** Rule moments right after a player's action on their turn (LRR 3), before the turn ends. */
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4ActionMomentHooks {
  /**
   * LRR 3: `seat` has just performed their turn's action (Codex Master Plan is played "after you perform an
   * action"). An answer that acts returns what it does (an action card window); asked once an action,
   * before the turn's end (hook turnEnding).
   */
  actionPerformed: (state: Ti4State, seat: Seat) => ((tx: Tx<Ti4>) => void) | undefined;
}
