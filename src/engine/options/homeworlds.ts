/**
 * The Homeworlds variant (FFG variants sheet, RR §24.6): a player gains no VP from any source while a
 * planet of his Home System is not his, and the points he misses are not kept for later. Objectives are
 * already refused then (RR §21.1, rules/objectives/claim.ts); every other gain (the Imperial primary,
 * Imperial II's Mecatol Rex point, the laws) is withheld here (rules/victory.ts, gainVictoryPoints).
 * Decision: the Saar's ability lets them claim objectives without their Home System, and no more; their
 * other VP are withheld like anyone's (the variant speaks of every source, the ability of objectives).
 */
import type { RuleModule } from "../module.ts";
import { homePlanets } from "../rules/objectives/board.ts";
import { player } from "../rules/players.ts";
import type { GameState, Seat } from "../state.ts";

function homeNotHeld(state: GameState, seat: Seat): string | undefined {
  const held = player(state, seat).planets;
  if (homePlanets(state, seat).every((planet) => planet in held)) return undefined;
  return "a planet of their Home System is not theirs (the Homeworlds variant)";
}

export const HOMEWORLDS: RuleModule = {
  id: "option:homeworlds",
  option: "homeworlds",
  hooks: { victoryPointsWithheld: homeNotHeld },
};
