/**
 * The Crimson Rebellion's own commands and events (Thunder's Edge): the breach tokens (TE "Setup" step 3:
 * seven, double-sided) placed, turned over and taken away, and Resonance Generator's action.
 */
import { command, position } from "../../commands/forms.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";

/** A breach token's face: active or inactive (the two sides of the Crimson's token). */
export const TI4_BREACH_SIDES = ["active", "inactive"] as const;
export type Ti4BreachSide = (typeof TI4_BREACH_SIDES)[number];

/** TE "Setup" step 3: the Crimson Rebellion take seven breach tokens. */
export const TI4_BREACH_TOKENS = 7;

export const CRIMSON_COMMANDS = [
  /**
   * Resonance Generator (the Crimson's breakthrough), ACTION: exhaust it to turn over the breach in `system`,
   * or, where there is none, place an active breach there (a non-home system holding the seat's units).
   */
  command("resonanceGenerator", { system: position }),
  /** Sever (the Crimson's promissory note), as it is played: the sever token goes into `system`. */
  command("placeSever", { system: position }),
] as const;

export type Ti4CrimsonEvent =
  /** A breach token put into `position` with `side` up (`reason`: Sorrow, an Exile, Resonance Generator). */
  | { type: "ti4BreachPlaced"; position: PositionLabel; side: Ti4BreachSide; reason: string }
  /** The breach in `position` turned over: `side` is now up. */
  | { type: "ti4BreachFlipped"; position: PositionLabel; side: Ti4BreachSide; reason: string }
  /** The breach in `position` taken back to the Crimson's supply by `seat` (Incursion, end of status phase). */
  | { type: "ti4BreachRemoved"; position: PositionLabel; seat: Seat }
  /** Sever: its token put into `position` by `seat` (null: taken off at the end of the status phase). */
  | { type: "ti4SeverPlaced"; seat: Seat; position: PositionLabel | null };

/** Sever is being played by `seat`: the system its token goes into is asked. */
export interface Ti4SeverFrame {
  kind: "ti4Sever";
  seat: Seat;
}
