/** Rule moments about what a planet is worth (rules/planetValues.ts). */
import type { PlanetWorth } from "../rules/planetValues.ts";
import type { GameState } from "../state.ts";

export interface PlanetHooks {
  /**
   * The planet's resource and influence values as they count now, folded over its printed values: each
   * answer gives the worth as it leaves it (a swap exchanges them, so two swaps cancel out).
   */
  planetValues: (state: GameState, planet: string, worth: PlanetWorth) => PlanetWorth;
}
