/** Rule moments of scoring objectives (LRR 61). */
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4ObjectiveHooks {
  /** LRR 61.16: true when `seat` may score public objectives without controlling its home planets. */
  homeControlWaived: (state: Ti4State, seat: Seat) => boolean;
}
