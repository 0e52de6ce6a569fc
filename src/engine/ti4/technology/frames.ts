/**
 * A research under way (LRR 90): the seat researches one technology, paying `cost` resources (0 for the
 * Technology primary's first, LRR 91.1); an `optional` research may be declined (the primary's second).
 */
import type { Seat } from "../../kernel/types.ts";

export interface Ti4ResearchFrame {
  kind: "ti4Research";
  seat: Seat;
  cost: number;
  optional: boolean;
  reason: string;
  /** Prerequisites this research may leave unmet (Dangerous Wilds; absent: none beyond the usual). */
  skips?: number;
  /** Only a unit upgrade may be researched (N'orr Supremacy, TE "Breakthroughs and Synergy"). */
  unitUpgradesOnly?: boolean;
  /** Only a technology that is neither a faction's nor a unit upgrade (Visionaria Select, TE). */
  genericOnly?: boolean;
}
