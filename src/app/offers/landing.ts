/**
 * Where the Ground Forces, Shock Troops and PDS aboard the ships in the activated system may land (RR §8
 * step 5, §13.1): each planet the engine's landing check (`planLandings`, the check the command makes)
 * accepts a landing on, and whether it accepts every ground unit aboard going down there at once (the
 * likeliest landing: one button).
 */
import type { PlanetId, UnitType } from "../../content/index.ts";
import { getPlanet } from "../../content/index.ts";
import { type GameState, isRuleError, type Seat } from "../../engine/index.ts";
import { planLandings } from "../../engine/rules/tactical/landing.ts";
import { count, planetsAt, spaceUnits } from "../../engine/rules/units.ts";
import type { UnitCounts } from "../../engine/state.ts";
import { systemLabel, type UnitChoice, unitChoice } from "./common.ts";

const LANDING_TYPES: readonly UnitType[] = ["groundForce", "shockTroop", "pds"];
const GROUND: readonly UnitType[] = ["groundForce", "shockTroop"];

export interface LandingPlanet {
  planet: PlanetId;
  name: string;
  /** Every Ground Force and Shock Troop aboard may land here together. */
  allGround: boolean;
}

export interface LandingOffer {
  position: string;
  name: string;
  planets: LandingPlanet[];
  /** What is aboard in the system's space and may land. */
  units: UnitChoice[];
  /** The Ground Forces and Shock Troops aboard: the likeliest landing. */
  ground: UnitCounts;
}

function accepted(state: GameState, seat: Seat, position: string, planet: PlanetId, units: UnitCounts) {
  const scope = { positions: [position], friendlyOnly: false };
  return !isRuleError(planLandings(state, seat, [{ planet, units }], scope));
}

export function landingOffer(state: GameState, seat: Seat, position: string): LandingOffer {
  const space = spaceUnits(state, position, seat);
  const aboard = LANDING_TYPES.filter((t) => count(space, t) > 0);
  const ground: UnitCounts = Object.fromEntries(
    GROUND.filter((t) => count(space, t) > 0).map((t) => [t, count(space, t)]),
  );
  const planets: LandingPlanet[] = [];
  for (const planet of planetsAt(state, position)) {
    // A planet the rules let nothing land on (a Trade Station, a law's bar) is not offered.
    if (!aboard.some((t) => accepted(state, seat, position, planet, { [t]: 1 }))) continue;
    const allGround = Object.keys(ground).length > 0 && accepted(state, seat, position, planet, ground);
    planets.push({ planet, name: getPlanet(planet).name, allGround });
  }
  return {
    position,
    name: systemLabel(state, position),
    planets,
    units: aboard.map((t) =>
      unitChoice(t, count(space, t), count(space, t), GROUND.includes(t) ? count(space, t) : 0),
    ),
    ground,
  };
}
