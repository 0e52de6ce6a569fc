/**
 * The Star in the Crown (FFG variants sheet; RR §6, §24.6), played with Age of Empire: the Imperial
 * primary gives 1 VP instead of 2. The primary itself is rules/strategyAbilities.ts (imperialClaim), which
 * asks this module for its VP.
 */
import type { RuleModule } from "../module.ts";

export const STAR_IN_THE_CROWN: RuleModule = {
  id: "option:starInTheCrown",
  option: "starInTheCrown",
  hooks: { imperialVictoryPoints: () => 1 },
};
