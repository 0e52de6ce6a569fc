/** Rule moments of a tactical action's movement (LRR 58, 6, 101, 11, 86; digest §4.2). */
import type { Ti4Anomaly, Ti4UnitType, Ti4Wormhole } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import type { RuleError } from "../../ruleError.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4MovementHooks {
  /**
   * LRR 11, 86: true when an ability lets `seat`'s ships move into (`entering`: the active system) or
   * through (`entering` false) an anomaly its rule closes (an asteroid field, a supernova). One true answer
   * opens it.
   */
  anomalyOpen: (state: Ti4State, seat: Seat, anomaly: Ti4Anomaly, entering: boolean) => boolean;
  /**
   * LRR 101.2: wormholes a system holds for `seat`'s movement besides its printed ones (a faction technology
   * that opens one). The answers are put together.
   */
  movementWormholes: (state: Ti4State, seat: Seat, position: PositionLabel) => readonly Ti4Wormhole[];
  /**
   * LRR 101: wormholes a system holds for everyone besides its tile's (a token, a unit that carries one).
   * The answers are put together.
   */
  extraWormholes: (state: Ti4State, position: PositionLabel) => readonly Ti4Wormhole[];
  /** LRR 6: systems adjacent to `position` for `seat` only, besides the galaxy's adjacency. Answers are joined. */
  extraAdjacency: (state: Ti4State, seat: Seat, position: PositionLabel) => readonly PositionLabel[];
  /** LRR 58.4c: what is added to the move value of `seat`'s ship of this type starting at `from`. Summed. */
  moveBonus: (state: Ti4State, seat: Seat, type: Ti4UnitType, from: PositionLabel) => number;
  /**
   * LRR 58.4a: true when a group of these ship types of `seat`, moving out of `from` (when known), may pass
   * a system holding others' ships. One true answer is enough.
   */
  mayPassShips: (state: Ti4State, seat: Seat, types: readonly Ti4UnitType[], from?: PositionLabel) => boolean;
  /**
   * LRR 58.4c, as Gravity Drive gives: how many of `seat`'s ships moving into `active` this tactical action
   * may each take +1 move, one ship per bonus (Imperator: one when `active` is a legendary system). Summed.
   */
  oneShipMoveBonuses: (state: Ti4State, seat: Seat, active: PositionLabel) => number;
  /** LRR 89.1: why `seat` may not activate `position`, or undefined; the first refusal is kept. */
  activationRefused: (state: Ti4State, seat: Seat, position: PositionLabel) => RuleError | undefined;
}
