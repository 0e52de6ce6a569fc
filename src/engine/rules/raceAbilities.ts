/**
 * Race abilities as a module: those used in the Strategy Phase (Mentak Pillage, the Yssaril look at a
 * hand), and the Yin planet reversal where a planet's worth is read (hooks/planets.ts).
 */
import type { PlanetId } from "../../content/index.ts";
import type { RuleModule } from "../module.ts";
import { cardEffects } from "./cards/lasting.ts";
import { swapped } from "./planetValues.ts";
import { RACE_STRATEGY_ABILITY_EVOLVE } from "./raceStrategyAbilityEvents.ts";

export const RACE_ABILITIES = {
  id: "raceAbilities",
  events: RACE_STRATEGY_ABILITY_EVOLVE,
  hooks: {
    // Yin planet reversal (SE races sheet): the planet named this round has its values swapped (the
    // round-long effect is started by the ability action, technology/abilityActions.ts).
    planetValues: (state, planet, worth) =>
      cardEffects(state, "yinPlanetReversal").some((e) => e.planets.includes(planet as PlanetId))
        ? swapped(worth)
        : worth,
  },
} satisfies RuleModule;
