/** Rule moments of research (LRR 90): prerequisites skipped or ignored, a technology researched. */
import type { Ti4TechnologyId } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

/** A technology card `seat` may exhaust, paying `resources` more, to ignore every prerequisite of a research. */
export interface Ti4PrerequisiteWaiver {
  technology: Ti4TechnologyId;
  resources: number;
}

export interface Ti4ResearchHooks {
  /**
   * LRR 90.8: how many prerequisites `seat` may leave unmet when researching `technology` (after the
   * planets' specialties). Answers are summed.
   */
  prerequisitesSkipped: (state: Ti4State, seat: Seat, technology: Ti4TechnologyId) => number;
  /** LRR 90.8: the ready cards `seat` may exhaust to ignore every prerequisite of one research. Joined. */
  prerequisiteWaivers: (state: Ti4State, seat: Seat) => readonly Ti4PrerequisiteWaiver[];
  /**
   * LRR 90: `seat` has just researched `technology` (paid and gained; not a technology gained otherwise).
   * Answers may emit events or push frames; they run in book order.
   */
  afterTechnologyResearched: (tx: Tx<Ti4>, seat: Seat, technology: Ti4TechnologyId) => void;
}
