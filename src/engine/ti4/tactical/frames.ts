/**
 * The steps of a tactical action (LRR 89.2-89.5), each run by its own frame. The tactical action pushes each
 * as `{ kind, seat, system }`: the active player and the active system; fields a step adds for itself are
 * optional, set by its own rules, and the step pops its frame when it is over. The order is the book's
 * (rulebooks/ti4.ts), so a ruleset module can add a step (Thunder's Edge's expedition) without editing this.
 */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";

export const TI4_TACTICAL_STEP_KINDS = [
  "ti4Movement",
  "ti4SpaceCannonOffense",
  "ti4SpaceCombat",
  "ti4Invasion",
  "ti4Production",
] as const;
export type Ti4TacticalStepKind = (typeof TI4_TACTICAL_STEP_KINDS)[number];

/** What every step's frame starts with. */
export interface Ti4TacticalStepStart {
  seat: Seat;
  system: PositionLabel;
}

/** LRR 58, digest §4.1: the active player moves ships into the active system (one `moveShips`). */
export interface Ti4MovementFrame extends Ti4TacticalStepStart {
  kind: "ti4Movement";
}

/**
 * LRR 77.2, digest §4.3: space cannon offense, starting with the active player and going clockwise;
 * `order` and `index` are set when the step begins (`index`: the seat whose choice is next).
 */
export interface Ti4SpaceCannonOffenseFrame extends Ti4TacticalStepStart {
  kind: "ti4SpaceCannonOffense";
  order?: Seat[];
  index?: number;
}

/** The frames of the tactical steps this area runs. */
export type Ti4TacticalStepFrame = Ti4MovementFrame | Ti4SpaceCannonOffenseFrame;
