/**
 * What scoring adds to the log (LRR 61): an objective scored (public, with the secret revealed as it is
 * scored, LRR 61.21), a secret objective drawn (Imperial, LRR 45: its seat's alone) and one returned to the
 * deck over the limit of 3 (LRR 61.19), and the moment of an action-phase secret come and gone (LRR 61.5).
 * The points come by the table's `ti4VictoryPointsGained`.
 */
import type { Ti4ObjectiveId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";

export type Ti4ObjectiveEvent =
  | { type: "ti4ObjectiveScored"; seat: Seat; objective: Ti4ObjectiveId; secret: boolean }
  | { type: "ti4SecretObjectiveDrawn"; seat: Seat; objective: Ti4ObjectiveId; to: Seat }
  | { type: "ti4SecretObjectiveReturned"; seat: Seat; objective: Ti4ObjectiveId; to: Seat }
  /** LRR 61.5: the moment of a secret objective `seat` holds has come (their secret, until scored). */
  | { type: "ti4ObjectiveMomentMet"; seat: Seat; objective: Ti4ObjectiveId; combat?: string; to: Seat }
  /**
   * LRR 61.5, 61.7: `seat`'s moments are over, one scored (in `scoredIn`, a combat) or all let go; with
   * `objective` (the agenda phase, no combat limit), only that scored one goes.
   */
  | { type: "ti4ObjectiveMomentsPassed"; seat: Seat; scoredIn?: string; objective?: Ti4ObjectiveId; to: Seat }
  /** LRR 61.7: the tactical action is over, and with it the limit of one objective per combat. */
  | { type: "ti4ObjectiveCombatsCleared"; seat: Seat; to: Seat };
