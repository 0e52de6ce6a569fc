/**
 * Race abilities as a module: those used in the Strategy Phase (Mentak Pillage, the Yssaril look at a
 * hand), Sol's extra command counter, the Yssaril hand, and the Yin planet reversal where a planet's worth
 * is read.
 */
import type { PlanetId } from "../../content/index.ts";
import type { RuleModule } from "../module.ts";
import type { GameState, Seat } from "../state.ts";
import { cardEffects } from "./actionCards/lasting.ts";
import { swapped } from "./planetValues.ts";
import { hasAbility } from "./players.ts";
import {
  isStrategyPhaseAbility,
  strategyPhaseAbilityDecisions,
  useStrategyPhaseAbility,
} from "./raceStrategyAbilities.ts";
import { RACE_STRATEGY_ABILITY_EVOLVE } from "./raceStrategyAbilityEvents.ts";

/** Sol (Versatile): one command counter more in each Status Phase (RR §21.5). */
function versatile(state: GameState, seat: Seat): number {
  return hasAbility(state, seat, "solVersatile") ? 1 : 0;
}

export const RACE_ABILITIES = {
  id: "raceAbilities",
  events: RACE_STRATEGY_ABILITY_EVOLVE,
  hooks: {
    // Optional, at any moment of the Strategy Phase.
    strategyPhaseOffers: strategyPhaseAbilityDecisions,
    statusIncome: versatile,
    // Mentak Pillage and the Yssaril look at a hand share the ability command; they are not actions.
    abilityUsedOutsideAction(tx, command) {
      const ability = command.ability;
      if (!isStrategyPhaseAbility(ability)) return undefined;
      return { refused: useStrategyPhaseAbility(tx, { ...command, ability }) };
    },
    // Yssaril (Spy Network): no Action Card hand limit, and one more card in each Status Phase (RR §19).
    actionHandLimit: (state, seat) =>
      hasAbility(state, seat, "yssarilSpyNetwork") ? Number.POSITIVE_INFINITY : undefined,
    statusActionCards: (state, seat) => (hasAbility(state, seat, "yssarilSpyNetwork") ? 1 : 0),
    // Yin planet reversal (SE races sheet): the planet named this round has its values swapped (the
    // round-long effect is started by the ability action, technology/abilityActions.ts).
    planetValues: (state, planet, worth) =>
      cardEffects(state, "yinPlanetReversal").some((e) => e.planets.includes(planet as PlanetId))
        ? swapped(worth)
        : worth,
  },
} satisfies RuleModule;
