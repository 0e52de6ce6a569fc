/** Rule moments of production (LRR 68, 67; digest §4.6). */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Seat } from "../../kernel/types.ts";
import type { RuleError } from "../../ruleError.ts";
import type { Ti4ProductionFrame } from "../production/frames.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4ProductionHooks {
  /**
   * LRR 68: PRODUCTION `seat` has in a system's space area besides its units' (an ability giving a system
   * PRODUCTION as if it were a unit there). Answers are summed; units it makes are placed as a unit in space
   * would place them.
   */
  extraProduction: (state: Ti4State, seat: Seat, position: PositionLabel) => number;
  /**
   * LRR 68: why `seat` may produce no unit at all in `position` now (an effect forbidding it there, such as
   * Stymie), or undefined. The first refusal in book order is the answer; producing nothing stays open.
   */
  productionForbiddenIn: (state: Ti4State, seat: Seat, position: PositionLabel) => RuleError | undefined;
  /**
   * LRR 68: what the producing seat may do in a production step before it produces, as the step's
   * decisions beside its own (Hegemonic Trade Policy's swap of a planet's values for the payment). Only
   * asked while the seat has PRODUCTION in the system; answers are joined and listed first.
   */
  productionStepOffers: (state: Ti4State, frame: Ti4ProductionFrame) => readonly Decision<Ti4>[];
}
