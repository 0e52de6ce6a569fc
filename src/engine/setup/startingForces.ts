/**
 * Starting forces (RR §3 steps 10-11): each race's units go into its Home System (ships in space, ground
 * units and structures on the home planets), with its starting technologies, command counters and trade
 * contracts. The rules let a player split the planet units freely; Mecatol places the Space Dock on the
 * home planet with the most resources and deals Ground Forces and PDS round the planets from there, so no
 * one waits on a choice that rarely matters. [decision: a later option may ask the player instead]
 */
import {
  type Box,
  getRace,
  homeSystemId,
  type PlanetId,
  planetsOf,
  type RaceId,
  startingPlacement,
  technologyInPlay,
  UNIT_TYPES,
} from "../../content/index.ts";
import type { GameEvent } from "../events.ts";
import type { PositionLabel, Seat, UnitCounts } from "../state.ts";

export function startingForcesEvent(
  seat: Seat,
  race: RaceId,
  position: PositionLabel,
  boxes: readonly Box[],
): Extract<GameEvent, { type: "startingForcesPlaced" }> {
  const sheet = getRace(race);
  const planets = [...planetsOf(homeSystemId(race))]
    .sort((a, b) => b.resources - a.resources)
    .map((p) => p.id as PlanetId);
  const space: UnitCounts = {};
  const onPlanets: Partial<Record<PlanetId, UnitCounts>> = {};
  let next = 0;
  for (const unit of UNIT_TYPES) {
    const count = sheet.startingUnits[unit] ?? 0;
    for (let i = 0; i < count; i++) {
      if (startingPlacement(sheet, unit) === "space" || planets.length === 0) {
        space[unit] = (space[unit] ?? 0) + 1;
        continue;
      }
      const planet =
        unit === "spaceDock" ? (planets[0] as PlanetId) : (planets[next++ % planets.length] as PlanetId);
      const units = onPlanets[planet] ?? {};
      units[unit] = (units[unit] ?? 0) + 1;
      onPlanets[planet] = units;
    }
  }
  const { strategy, fleet, command } = sheet.commandCounters;
  return {
    type: "startingForcesPlaced",
    seat,
    position,
    space,
    planets: onPlanets,
    technologies: sheet.startingTechnologies.map((id) => technologyInPlay(id, boxes)),
    counters: { strategy, fleet, command },
    tradeContracts: [sheet.tradeContracts[0], sheet.tradeContracts[1]],
  };
}
