/** Rule moments of the production step (LRR 68, 89.5) that abilities answer before the units are produced. */
import type { Tx } from "../../kernel/tx.ts";
import type { Ti4ProductionFrame } from "../production/frames.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4ProductionMomentHooks {
  /**
   * LRR 68: the production step opens, its seat's units about to use PRODUCTION (Codex War Machine is played
   * "when" they do). An answer that acts returns what it does (an action card window pushed above the step);
   * asked once a step, as soon as the step is on top.
   */
  productionStepOpening: (state: Ti4State, frame: Ti4ProductionFrame) => ((tx: Tx<Ti4>) => void) | undefined;
}
