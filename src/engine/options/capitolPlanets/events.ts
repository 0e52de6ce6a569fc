/** How the Capital Planet events change the state (Borderlands, "Capital Planets"). No rule checks here. */
import type { EvolveTable } from "../../evolve.ts";
import type { GameState } from "../../state.ts";
import type { CapitalPlanetsState } from "./board.ts";

type CapitalPlanetEvent = "capitalPlanetsCalled" | "capitalPlanetChosen" | "capitalPlanetConquered";

function capitalsOf(s: GameState): CapitalPlanetsState {
  s.capitalPlanets ??= { capitals: [], conquests: [] };
  return s.capitalPlanets;
}

export const CAPITAL_PLANET_EVOLVE: EvolveTable<CapitalPlanetEvent> = {
  capitalPlanetsCalled: (s) => {
    capitalsOf(s);
  },
  capitalPlanetChosen: (s, e) => {
    capitalsOf(s).capitals.push({ seat: e.seat, planet: e.planet });
  },
  capitalPlanetConquered: (s, e) => {
    const capitals = capitalsOf(s);
    capitals.capitals = capitals.capitals.filter((c) => c.seat !== e.from);
    capitals.conquests.push({ from: e.from, by: e.by, planet: e.planet });
  },
};
