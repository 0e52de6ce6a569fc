/**
 * The frames of the action phase (LRR 3): the phase itself, whose turn it is, and a tactical action under
 * way with the step it has reached (LRR 89).
 */
import type { Ti4ActionCardId, Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";

/** The action phase: `current` is taking a turn; `acted` once their action has begun (or they passed). */
export interface Ti4ActionPhaseFrame {
  kind: "ti4ActionPhase";
  current: Seat;
  acted: boolean;
  /** Minister of War kept by its owner after this action (asked once per action); absent: not asked. */
  warKept?: boolean;
  /** The end of `current`'s turn has been told (hook `turnEnding`); absent: not yet. */
  ending?: boolean;
  /**
   * An extra action, not a turn (TE Puppets on a String): `current` takes one action, then the round goes
   * on after `resumeAfter`. Absent: an ordinary turn.
   */
  resumeAfter?: Seat;
  /** The moment right after the action has been told (hook `actionPerformed`); absent: not yet. */
  afterActionAsked?: boolean;
  /**
   * A turn of 2 actions (Fleet Logistics, round/secondAction.ts): `current` is taking, or has taken or
   * declined, the turn's second action, so no other is given (also set when Minister of Peace ends the
   * turn on the spot). Absent: the turn's first action.
   */
  secondAction?: true;
}

/**
 * A tactical action (LRR 89): `step` counts the steps already begun. Each step runs in its own frame, pushed
 * over this one as `{ kind, seat, system }` (tactical/frames.ts); the steps a game plays are the book's.
 */
export interface Ti4TacticalFrame {
  kind: "ti4Tactical";
  seat: Seat;
  system: PositionLabel;
  step: number;
  /** LRR 69, Ceasefire: the players who played the active player's Ceasefire on this system (absent: none). */
  ceasefireBy?: Seat[];
  /** Spatial Conduit Cylinders exhausted for this activation: the active system is adjacent to every other one
   * holding the active player's units (factions/jolnar.ts; absent: not used). */
  conduit?: boolean;
  /** The planets of the active system the seat controlled as the action began (set by its first step). */
  heldAtStart?: Ti4PlanetId[];
  /** Action cards played on this tactical action whose effect lasts until it ends (Flank Speed...). */
  cards?: Ti4CardInForce[];
  /** TE Ionian Fuel Refinery used on this activation: one more ship has +1 move (absent: not used). */
  ionianFuelRefinery?: true;
}

/** An action card in force until a tactical action or an invasion ends: whose, and what its play named. */
export interface Ti4CardInForce {
  card: Ti4ActionCardId;
  seat: Seat;
  system?: PositionLabel;
  planet?: Ti4PlanetId;
}
