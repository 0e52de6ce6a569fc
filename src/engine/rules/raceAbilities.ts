/** Race abilities used in the Strategy Phase (Mentak Pillage, the Yssaril look at a hand). */
import type { RuleModule } from "../module.ts";
import { RACE_STRATEGY_ABILITY_EVOLVE } from "./raceStrategyAbilityEvents.ts";

export const RACE_ABILITIES = {
  id: "raceAbilities",
  events: RACE_STRATEGY_ABILITY_EVOLVE,
} satisfies RuleModule;
