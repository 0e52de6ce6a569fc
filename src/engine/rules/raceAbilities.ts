/**
 * Race abilities that answer the round's rule moments: those used in the Strategy Phase (Mentak Pillage,
 * the Yssaril look at a hand) and Sol's extra command counter.
 */
import type { RuleModule } from "../module.ts";
import type { GameState, Seat } from "../state.ts";
import { hasAbility } from "./players.ts";
import { strategyPhaseAbilityDecisions } from "./raceStrategyAbilities.ts";
import { RACE_STRATEGY_ABILITY_EVOLVE } from "./raceStrategyAbilityEvents.ts";

/** Sol (Versatile): one command counter more in each Status Phase (RR §21.5). */
function versatile(state: GameState, seat: Seat): number {
  return hasAbility(state, seat, "solVersatile") ? 1 : 0;
}

export const RACE_ABILITIES = {
  id: "raceAbilities",
  events: RACE_STRATEGY_ABILITY_EVOLVE,
  // Optional, at any moment of the Strategy Phase.
  hooks: { strategyPhaseOffers: strategyPhaseAbilityDecisions, statusIncome: versatile },
} satisfies RuleModule;
