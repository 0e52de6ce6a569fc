/** Rule moments of a player's turn in the action phase (LRR 3, 22). */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
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
  /**
   * LRR 89.1: `seat` has just activated `system` with a tactical action (its frame is pushed, no step has
   * begun). Answers may push frames, which resolve before the movement step; they run in book order.
   */
  afterSystemActivated: (tx: Tx<Ti4>, seat: Seat, system: PositionLabel) => void;
  /**
   * LRR 84: every strategy card is taken and the action phase has not begun. Answers may push frames, which
   * resolve before it begins; they run in book order.
   */
  endOfStrategyPhase: (tx: Tx<Ti4>) => void;
}
