/**
 * Rule moments where an anomaly's own rule is read (LRR 9, 11, 41, 59, 86; TE "Entropic Scar Anomaly"): what
 * an effect changes in how nebulas, asteroid fields, supernovas, gravity rifts and entropic scars act.
 */
import type { Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4AnomalyHooks {
  /**
   * LRR 59.3: what the defender in a nebula applies to each of its combat rolls in place of +1. The
   * largest answer counts; with none it is +1.
   */
  nebulaDefenceModifier: (state: Ti4State) => number;
  /**
   * LRR 78: true when `seat`'s units of `type` in `position`'s space area take no part in the space
   * combat there: they roll no dice, take none of its hits (anti-fighter barrage's included) and do not
   * keep the combat going. One true answer is enough.
   */
  sitsOutSpaceCombat: (state: Ti4State, seat: Seat, type: Ti4UnitType, position: PositionLabel) => boolean;
  /** LRR 68: what is added to the PRODUCTION value of each of `seat`'s producing units in `position`. Summed. */
  unitProductionBonus: (state: Ti4State, seat: Seat, position: PositionLabel) => number;
  /**
   * LRR 41: what a group of `seat`'s ships leaving a gravity rift may choose to take (the move's
   * `riftSurge`): `move` added to their move values, and its rift dice then remove a ship on `removesOn` or
   * less. The first answer counts; with none the choice is refused.
   */
  riftSurge: (state: Ti4State, seat: Seat) => { move: number; removesOn: number } | undefined;
  /** LRR 6: systems adjacent to `position` for everyone, besides edges, hyperlanes and wormholes. Joined. */
  systemsJoined: (state: Ti4State, position: PositionLabel) => readonly PositionLabel[];
}
