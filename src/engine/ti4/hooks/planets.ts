/** Rule moments of a planet's values (LRR 64 "planets": resources and influence) that abilities answer. */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4PlanetHooks {
  /**
   * TE the Last Bastion's Helios space docks: what is added to `planet`'s resource value wherever it is read
   * (agenda/laws.ts `planetValues`: spending, objectives, PRODUCTION); answers are summed.
   */
  planetResourceBonus: (state: Ti4State, planet: Ti4PlanetId) => number;
}
