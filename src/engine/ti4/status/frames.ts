/**
 * The status phase (LRR 81): pushed by the end of the action phase as `{ kind: "ti4StatusPhase" }`; its own
 * rules (statusPhase.ts) fill in the optional fields as they run its eight steps, then begin the agenda
 * phase or the next round. The action card hand limit (LRR 2) has its own small frame.
 */
import type { Seat } from "../../kernel/types.ts";

/** LRR 81.1-81.8, in order. */
export const TI4_STATUS_STEPS = [
  "score",
  "reveal",
  "draw",
  "removeTokens",
  "gainTokens",
  "ready",
  "repair",
  "returnCards",
] as const;
export type Ti4StatusStep = (typeof TI4_STATUS_STEPS)[number];

export interface Ti4StatusPhaseFrame {
  kind: "ti4StatusPhase";
  /** The step under way; absent until the phase's first step begins. */
  step?: Ti4StatusStep;
  /** LRR 81.1: the scoring order (initiative order, fixed as the step begins) and whose turn it is. */
  order?: Seat[];
  index?: number;
  /** LRR 61.6: what the seat scoring now has scored this status phase (one public, one secret at most). */
  scored?: ("public" | "secret")[];
  /** True once the cards are back (81.8) and the "end of the status phase" abilities have been asked. */
  ended?: boolean;
  /** The window "when strategy cards would be returned" (Political Stability) has been opened. */
  returning?: boolean;
}

/**
 * LRR 2 [recalled]: a seat holding more than 7 action cards discards down to 7; or, with `discard`, an
 * ability asks the seat to discard that many (`reason` names it: Scheming).
 */
export interface Ti4HandLimitFrame {
  kind: "ti4HandLimit";
  seat: Seat;
  discard?: number;
  reason?: string;
}
