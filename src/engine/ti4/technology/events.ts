/**
 * What research adds to the log besides the technologies gained (setup/evolve.ts folds those): a
 * technology card exhausted for its ability (LRR 90 [recalled: a technology that says "exhaust this card"
 * is used once until readied]) and readied in the status phase (LRR 81.6).
 */
import type { Ti4TechnologyId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";

export type Ti4TechnologyEvent =
  | { type: "ti4TechnologyExhausted"; seat: Seat; technology: Ti4TechnologyId }
  | { type: "ti4TechnologiesReadied"; seat: Seat; technologies: Ti4TechnologyId[] };
