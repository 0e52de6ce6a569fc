/** The moment a combat round's hits have all been assigned (LRR 78.6, 42), which abilities answer. */
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Place } from "../board/forces.ts";
import type { Ti4 } from "../ruleset.ts";

/** A round of space or ground combat at `place` whose hits were just assigned. */
export interface Ti4CombatRoundAssigned {
  place: Ti4Place;
  combat: "space" | "ground";
  attacker: Seat;
  defender: Seat;
  round: number;
}

export interface Ti4CombatRoundHitsHooks {
  /**
   * LRR 78.6, 42: the end of a combat round's "assign hits" step: both sides have assigned the hits of the
   * round's combat rolls (or had none to assign). Told once per round, before what acts at the round's end
   * (spaceCombatRoundEnded, groundCombatRoundEnded) and also in a combat's last round, before it ends (a
   * side may have no units left). Each answer acts at once, in book order, and pushes no frame: in the
   * last round the combat ends right after (combat/space.ts, combat/ground.ts).
   */
  combatRoundHitsAssigned: (tx: Tx<Ti4>, round: Ti4CombatRoundAssigned) => void;
}
