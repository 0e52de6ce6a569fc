/** Rule moments of gaining technologies (LRR 90). */
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { RuleError } from "../../ruleError.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4TechnologyHooks {
  /**
   * LRR 90: what `seat` does instead when it would research (the Nekro Virus's Propagation), or undefined to
   * research. The first answer is taken: the research is not made and the answer runs in its place.
   */
  researchReplaced: (
    state: Ti4State,
    seat: Seat,
    research: { cost: number; optional: boolean },
  ) => ((tx: Tx<Ti4>) => void) | undefined;
  /**
   * LRR 90: why `seat` may not research `technology` although it is in their deck (a faction technology whose
   * rule is not built yet: thundersEdge/notBuilt.ts), or undefined; the first refusal is taken.
   */
  researchRefused: (state: Ti4State, seat: Seat, technology: string) => RuleError | undefined;
}
