/**
 * Technology (RR §18): what other rule areas use to let a player research outside the Technology cards
 * (race abilities, Action and Political Cards): check with `canResearch` / `researchCost`, then gain with
 * `research`, which pays and emits `technologyGained`.
 */
export { planResearch, type ResearchStep, research } from "./purchase.ts";
export {
  canResearch,
  findResearchable,
  ownedTechnologies,
  ownsTechnology,
  RESEARCH_PRICES,
  type ResearchPrice,
  type ResearchVia,
  researchableTechnologies,
  researchCost,
  specialtyDiscount,
  technologyName,
} from "./research.ts";
export { TECHNOLOGY_PRIMARIES, TECHNOLOGY_SECONDARIES } from "./technologyCards.ts";
