/** Rule moments of a player's turn in the action phase (LRR 3, 22). */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4TurnHooks {
  /**
   * LRR 3: `seat`'s turn in the action phase has begun, before it chooses its action ("at the start of your
   * turn"). Answers may emit events or push frames, resolved before the turn's action; they run in book order.
   */
  turnStarted: (tx: Tx<Ti4>, seat: Seat) => void;
  /**
   * LRR 3: `seat`'s turn in the action phase is ending: its action (and anything it allowed, such as Minister
   * of War's) is done, and the next turn has not begun ("at the end of your turn": TE's expedition). An
   * answer with something to do returns it; the steps returned run in book order, once per turn, and may
   * emit events or push frames, resolved before the next turn. A turn with nothing to do ends as before.
   */
  turnEnding: (state: Ti4State, seat: Seat) => ((tx: Tx<Ti4>) => void) | undefined;
  /**
   * LRR 22: the component actions `seat` may take on this turn, besides the tactical and strategic actions
   * and passing: an action card, a faction ability, a technology or a promissory note marked "Action". Each
   * decision's kind is the command that takes it; that command spends the turn's action with
   * `takeComponentAction` (round/actionPhase.ts). The answers are put together.
   */
  componentActions: (state: Ti4State, seat: Seat) => readonly Decision<Ti4>[];
  /**
   * LRR 84: every strategy card is taken and the action phase has not begun. Answers may push frames, which
   * resolve before it begins; they run in book order.
   */
  endOfStrategyPhase: (tx: Tx<Ti4>) => void;
  /**
   * LRR 89: a tactical action is over (its last step done, its frame gone). `gained` lists the planets of the
   * active system `seat` controls now and did not as the action began. Each answer may emit events or push
   * frames, resolved before the next turn.
   */
  tacticalActionEnded: (
    tx: Tx<Ti4>,
    action: { seat: Seat; system: PositionLabel; gained: readonly Ti4PlanetId[] },
  ) => void;
  /**
   * LRR 3: `seat` has just chosen the action of its turn (a component action as it is taken), before it
   * resolves ("if that player's next action is not a strategic action": TE Extreme Duress). Answers may emit
   * events; they run in book order.
   */
  actionChosen: (tx: Tx<Ti4>, seat: Seat, action: "tactical" | "strategic" | "component" | "pass") => void;
  /** LRR 3.4, "when you pass": `seat` has just passed. Answers may emit events or push frames, in book order. */
  playerPassed: (tx: Tx<Ti4>, seat: Seat) => void;
}
