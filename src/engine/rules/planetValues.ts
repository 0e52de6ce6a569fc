/**
 * What a planet is worth now: its printed resource and influence values (content/planets.ts), changed
 * by the rules that swap them. Every rule that spends, counts or compares a planet's current worth reads
 * it here; galaxy setup and balance keep reading the printed values.
 *
 * - Yin planet reversal (Yin race ability, SE races sheet): once per round, as an action, the Yin player
 *   swaps one ready planet's values until the round ends (a lasting effect "yinPlanetReversal" naming the
 *   planet; rules/technology/abilityActions.ts).
 * - Labor Force Politics (law, For): every planet's values swap while the law is in play.
 *
 * interpretation: a swap is an exchange, so two swaps on one planet (the reversed planet while Labor
 * Force Politics is in play) give the printed values back; they cancel out rather than stack.
 */
import { getPlanet, type PlanetId } from "../../content/index.ts";
import type { GameState } from "../state.ts";
import { cardEffects } from "./cards/lasting.ts";
import { lawInPlay } from "./politics/laws.ts";

export interface PlanetWorth {
  resources: number;
  influence: number;
}

/** True when the planet's resource and influence values are swapped now. */
export function planetValuesSwapped(state: GameState, planet: string): boolean {
  let swaps = 0;
  // Labor Force Politics (For): every planet.
  if (lawInPlay(state, "laborForcePolitics")) swaps += 1;
  // Yin planet reversal: the planet named this round.
  if (cardEffects(state, "yinPlanetReversal").some((e) => e.planets.includes(planet as PlanetId))) swaps += 1;
  return swaps % 2 === 1;
}

/** The planet's resource and influence values as they count now. */
export function planetValues(state: GameState, planet: string): PlanetWorth {
  const { resources, influence } = getPlanet(planet);
  return planetValuesSwapped(state, planet)
    ? { resources: influence, influence: resources }
    : { resources, influence };
}
