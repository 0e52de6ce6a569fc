/** Rule moments of the invasion step (LRR 89.4, 49, 27; digest §4.5). */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Place } from "../board/forces.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4InvasionHooks {
  /**
   * LRR 27.2: the influence `seat` spends to take the custodians token, when an ability lowers it (6
   * otherwise). The lowest answer is the cost.
   */
  custodiansCost: (state: Ti4State, seat: Seat) => number;
  /**
   * LRR 49.2: `seat` has just committed ground forces from the active system's space area to `planets` (in
   * the order named), before space cannon defense. An answer may push a frame; it resolves above the
   * action card window of the same moment (Parley), the active player's abilities first (LRR 1.19).
   */
  groundForcesCommitted: (
    tx: Tx<Ti4>,
    landing: { seat: Seat; system: PositionLabel; planets: readonly Ti4PlanetId[] },
  ) => void;
  /**
   * LRR 42 [recalled: "at the start of ground combat"]: a ground combat on `place` is about to be fought
   * (its frame pushed, no round rolled yet). An answer may push a frame asking a player; each answers in
   * book order, above the combat.
   */
  groundCombatStarts: (tx: Tx<Ti4>, combat: { place: Ti4Place; attacker: Seat; defender: Seat }) => void;
  /**
   * LRR 49.2: true when `seat` may commit fighters in `position`'s space area to its planets as if they were
   * ground forces (the Naalu's Matriarch). They fight in ground combat and go back to space after it, never
   * taking a planet by themselves. Any answer is enough.
   */
  fightersCommittedAsGroundForces: (state: Ti4State, seat: Seat, position: PositionLabel) => boolean;
}
