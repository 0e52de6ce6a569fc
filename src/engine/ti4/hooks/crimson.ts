/** Rule moments the Crimson Rebellion's abilities and promissory note answer (Thunder's Edge). */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4CrimsonHooks {
  /**
   * TE Sundered: true when no wormhole but an epsilon one joins systems for `seat`'s movement (asked by
   * board/galaxy.ts ti4NeighboursFor); any answer.
   */
  onlyEpsilonWormholes: (state: Ti4State, seat: Seat) => boolean;
  /** TE Sever: true when the wormholes of `position` do nothing for movement (board/galaxy.ts); any answer. */
  wormholesSevered: (state: Ti4State, position: PositionLabel) => boolean;
  /**
   * TE Quietus: true when the units of `seat` in `position` have lost their unit abilities (asked by
   * thundersEdge/entropicScar.ts unitAbilitiesVoid, for each unit ability the engine reads); any answer.
   */
  unitAbilitiesLost: (state: Ti4State, seat: Seat, position: PositionLabel) => boolean;
}
