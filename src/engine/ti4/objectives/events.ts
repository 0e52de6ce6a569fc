/**
 * What scoring adds to the log (LRR 61): an objective scored (public, with the secret revealed as it is
 * scored, LRR 61.21), a secret objective drawn (Imperial, LRR 45: its seat's alone) and one returned to the
 * deck over the limit of 3 (LRR 61.19). The points come by the table's `ti4VictoryPointsGained`.
 */
import type { Ti4ObjectiveId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";

export type Ti4ObjectiveEvent =
  | { type: "ti4ObjectiveScored"; seat: Seat; objective: Ti4ObjectiveId; secret: boolean }
  | { type: "ti4SecretObjectiveDrawn"; seat: Seat; objective: Ti4ObjectiveId; to: Seat }
  | { type: "ti4SecretObjectiveReturned"; seat: Seat; objective: Ti4ObjectiveId; to: Seat };
