/** LRR 61.19: a seat holding more than 3 secret objectives, scored and unscored, returns one. */
import type { Seat } from "../../kernel/types.ts";

export interface Ti4SecretObjectiveLimitFrame {
  kind: "ti4SecretObjectiveLimit";
  seat: Seat;
}

/**
 * Imperial's primary (LRR 45.1): the holder may score one public objective they meet; `resolved` once they
 * scored or declined, then Mecatol Rex's point or a secret objective follows (LRR 45.2).
 */
export interface Ti4ImperialFrame {
  kind: "ti4Imperial";
  seat: Seat;
  resolved?: boolean;
}

/**
 * LRR 61.5: the moment of one or more of `seat`'s action-phase secret objectives has come (moments.ts);
 * they score one or let the moment go before play goes on.
 */
export interface Ti4ObjectiveMomentFrame {
  kind: "ti4ObjectiveMoment";
  seat: Seat;
}
