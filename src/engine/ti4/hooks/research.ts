/** Rule moments of research (LRR 90): prerequisites skipped or ignored. */
import type { Ti4TechnologyId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
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
}
