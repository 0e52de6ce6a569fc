/** LRR 61.19: a seat holding more than 3 secret objectives, scored and unscored, returns one. */
import type { Seat } from "../../kernel/types.ts";

export interface Ti4SecretObjectiveLimitFrame {
  kind: "ti4SecretObjectiveLimit";
  seat: Seat;
}
