/**
 * Rule moments of a ground combat against neutral ground forces (TE "Neutral Units", LRR 42: the
 * `ti4NeutralGroundCombat` frame, combat/neutral.ts), where the player's own abilities still act: the
 * neutral side has no seat, so the hook points of a combat between two players are not asked there.
 */
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Place } from "../board/forces.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4NeutralGroundCombatHooks {
  /**
   * LRR 42: hits `seat` scores in a round of ground combat against neutral units at `place` besides its
   * dice (`hits`: what its roll scored). Answers are summed.
   */
  neutralGroundCombatExtraHits: (
    state: Ti4State,
    round: { seat: Seat; place: Ti4Place; hits: number },
  ) => number;
  /**
   * LRR 42: a ground combat against neutral units at `place` is over (`winner`: `seat` when its ground
   * forces are left there, null when neither side has any). Each answer acts in book order.
   */
  neutralGroundCombatEnded: (
    tx: Tx<Ti4>,
    combat: { seat: Seat; place: Ti4Place; winner: Seat | null },
  ) => void;
}
