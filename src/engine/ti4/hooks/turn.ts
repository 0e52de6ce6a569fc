/** Rule moments of a player's turn in the action phase (LRR 3, 22). */
import type { Decision } from "../../kernel/decision.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4TurnHooks {
  /**
   * LRR 22: the component actions `seat` may take on this turn, besides the tactical and strategic actions
   * and passing: an action card, a faction ability, a technology or a promissory note marked "Action". Each
   * decision's kind is the command that takes it; that command spends the turn's action with
   * `takeComponentAction` (round/actionPhase.ts). The answers are put together.
   */
  componentActions: (state: Ti4State, seat: Seat) => readonly Decision<Ti4>[];
}
