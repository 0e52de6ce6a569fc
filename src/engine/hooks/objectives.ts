/** Rule moments of scoring objectives (RR §22). */
import type { Objective, ObjectiveId } from "../../content/index.ts";
import type { RuleError } from "../ruleError.ts";
import type { GameState, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";

export interface ObjectiveHooks {
  /** VP a player scores beyond the objective's own when he scores it now (added up). */
  objectiveVpBonus: (state: GameState, seat: Seat, id: ObjectiveId) => number;
  /**
   * RR §3 step 7: the public objective deck has just been built and shuffled. What an option does with it
   * then (Age of Empire, RR §24.2, deals it face up); each answer runs, in rulebook order.
   */
  objectiveDeckBuilt: (tx: Tx) => void;
  /** A claim of this card by this player now refused by an option (the first refusal counts). */
  objectiveClaimRefused: (state: GameState, seat: Seat, objective: Objective) => RuleError | undefined;
  /**
   * RR §22: a player would gain VP now other than by scoring an objective (the Imperial primary, a law).
   * An answer naming a reason withholds them, and they are lost (the Homeworlds variant, RR §24.6).
   */
  victoryPointsWithheld: (state: GameState, seat: Seat) => string | undefined;
  /**
   * RR §22: the fewest VP a loss of VP may leave this player with (SE option 5: one per artifact he holds).
   * The largest answer counts; 0 when none answers.
   */
  victoryPointFloor: (state: GameState, seat: Seat) => number;
}
