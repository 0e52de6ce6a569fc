/** Rule moments of a tactical action's movement (LRR 58, 6, 101, 11, 86; digest §4.2). */
import type { Ti4Anomaly, Ti4Wormhole } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
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
}
