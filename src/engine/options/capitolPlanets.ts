/**
 * Classic option "classic:capitolPlanets": TI1 Borderlands' Capital Planets (ti1-borderlands.txt, "Capital
 * Planets"; the rulebook spells it "Capitol" once, and the id keeps the issue's spelling). Each player names
 * one in round 3 (capitolPlanets/naming.ts); it is worth 3 more resources (hook planetValues) and 1 more
 * Trade Good per Trade Agreement of its player's when he collects (hook tradeCollectionBonus); taking one
 * rewards the invader and costs its player (capitolPlanets/conquest.ts; votes through hook extraVotes).
 * The counter is drawn on the map (render/capitals.ts).
 *
 * [decision] "1 extra credit for each Trade Agreement he has in play": TI1 paid trade every turn; TI3 pays
 * it when the Trade Strategy Card has a player collect, so the credit comes then, one per agreement that
 * pays him.
 */
import { chooseCapitalPlanetCandidates } from "../bot/borderlands.ts";
import type { RuleModule } from "../module.ts";
import { agreementsOf } from "../rules/trade/agreements.ts";
import { CAPITAL_RESOURCES, capitalHolder, capitalOf, capitalVotes } from "./capitolPlanets/board.ts";
import { capitalTaken } from "./capitolPlanets/conquest.ts";
import { CAPITAL_PLANET_EVOLVE } from "./capitolPlanets/events.ts";
import { askCapitals, CAPITAL_PLANETS_RULES, chooseCapitalPlanet } from "./capitolPlanets/naming.ts";

export const CAPITOL_PLANETS = {
  id: "option:classic:capitolPlanets",
  option: "classic:capitolPlanets" as const,
  commands: { chooseCapitalPlanet },
  events: CAPITAL_PLANET_EVOLVE,
  frames: { capitalPlanets: CAPITAL_PLANETS_RULES },
  hooks: {
    statusPhaseOpens: askCapitals,
    planetValues: (state, planet, worth) =>
      capitalHolder(state, planet) === undefined
        ? worth
        : { ...worth, resources: worth.resources + CAPITAL_RESOURCES },
    tradeCollectionBonus: (state, seat) =>
      capitalOf(state, seat) === undefined ? 0 : agreementsOf(state, seat).length,
    planetTaken: capitalTaken,
    extraVotes: capitalVotes,
  },
  bot: { chooseCapitalPlanet: chooseCapitalPlanetCandidates },
} satisfies RuleModule;
