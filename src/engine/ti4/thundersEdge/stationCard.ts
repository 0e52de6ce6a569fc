/**
 * TE "Space Stations": which planet cards are space stations. A station's card is spent and readied like a
 * planet's, but the station is no planet: structures and ground forces are never placed on or committed to
 * it, and it does not count as a planet for voting, objectives or controlling a home system. Read from the
 * planet's content (`station`, the Thunder's Edge tiles), so this file imports content only.
 */
import { type Ti4PlanetId, ti4Planet } from "../../../content/ti4/index.ts";

/** Whether a planet card is a space station's (TE "Space Stations"). */
export function isSpaceStation(planet: Ti4PlanetId): boolean {
  const card = ti4Planet(planet);
  return "station" in card && card.station === true;
}

/** The planet cards that are planets, stations left out (TE "Space Stations": no planet for these rules). */
export function trulyPlanets<P extends Ti4PlanetId>(planets: readonly P[]): P[] {
  return planets.filter((planet) => !isSpaceStation(planet));
}
