/**
 * SE Option 3, Variant Objectives (SE p.9): SE's Stage I and Stage II decks replace the base ones. The
 * effect is which deck setup builds from: content's publicDeckFor (content/objectives.ts), read by
 * setup/createGame.ts; each card's requirement is checked like any other (rules/objectives/).
 */
import type { RuleModule } from "../module.ts";

export const VARIANT_OBJECTIVES: RuleModule = {
  id: "option:variantObjectives",
  option: "variantObjectives",
};
