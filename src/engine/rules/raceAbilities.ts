/** Race abilities used in the Strategy Phase (Mentak Pillage, the Yssaril look at a hand). */
import type { RuleModule } from "../module.ts";
import { strategyPhaseAbilityDecisions } from "./raceStrategyAbilities.ts";
import { RACE_STRATEGY_ABILITY_EVOLVE } from "./raceStrategyAbilityEvents.ts";

export const RACE_ABILITIES = {
  id: "raceAbilities",
  events: RACE_STRATEGY_ABILITY_EVOLVE,
  // Optional, at any moment of the Strategy Phase.
  hooks: { strategyPhaseOffers: strategyPhaseAbilityDecisions },
} satisfies RuleModule;
