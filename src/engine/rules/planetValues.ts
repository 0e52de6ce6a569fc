/**
 * What a planet is worth now: its printed resource and influence values (content/planets.ts), changed
 * by the rules that swap them (hooks/planets.ts: Labor Force Politics, a law; the Yin planet reversal, a
 * race ability). Every rule that spends, counts or compares a planet's current worth reads it here;
 * galaxy setup and balance keep reading the printed values.
 */
import { getPlanet } from "../../content/index.ts";
import { answers } from "../hooks/index.ts";
import type { GameState } from "../state.ts";

export interface PlanetWorth {
  resources: number;
  influence: number;
}

/** The planet's resource and influence values as they count now. */
export function planetValues(state: GameState, planet: string): PlanetWorth {
  const { resources, influence } = getPlanet(planet);
  let worth: PlanetWorth = { resources, influence };
  for (const answer of answers(state, "planetValues")) worth = answer(state, planet, worth);
  return worth;
}

/** A planet's values exchanged: what a swap answers with (two swaps give the printed values back). */
export function swapped(worth: PlanetWorth): PlanetWorth {
  return { resources: worth.influence, influence: worth.resources };
}
