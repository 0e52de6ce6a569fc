/** Rule moments right after an objective is scored (LRR 61), for abilities that act "each time you score". */
import type { Ti4ObjectiveId } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";

export interface Ti4ObjectiveScoringHooks {
  /**
   * LRR 61: `seat` has just scored `objective` (`secret`: a secret objective) and gained its points, whatever
   * the window (status phase, action phase, Imperial, agenda phase). Answers run in book order and may emit
   * events; they push no frames.
   */
  objectiveScored: (tx: Tx<Ti4>, seat: Seat, objective: Ti4ObjectiveId, secret: boolean) => void;
}
