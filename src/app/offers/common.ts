/**
 * What every tactical offer shares: a kind of unit that may be chosen in one place, up to a number, with
 * the word the command line reads for it, and a system named as players see it on the map.
 */
import { getPlanet, getSystem, getUnit, type PlanetId, type UnitType } from "../../content/index.ts";
import type { GameState } from "../../engine/index.ts";

/** The short word the command parser reads for each unit type (src/app/catalog/units.ts). */
export const UNIT_WORDS: Record<UnitType, string> = {
  warSun: "ws",
  dreadnought: "dn",
  cruiser: "cr",
  destroyer: "dd",
  carrier: "cv",
  fighter: "ff",
  groundForce: "gf",
  shockTroop: "st",
  pds: "pds",
  spaceDock: "sd",
};

/** The unit type a command word stands for (the inverse of UNIT_WORDS). */
export function typeOfWord(word: string): UnitType | undefined {
  return (Object.keys(UNIT_WORDS) as UnitType[]).find((t) => UNIT_WORDS[t] === word);
}

/** Units of one kind in one place that may be chosen: how many are there, and how many may go. */
export interface UnitChoice {
  type: UnitType;
  /** What the command line calls it ("cv"). */
  word: string;
  name: string;
  /** How many there are. */
  count: number;
  /** How many may be chosen: ships that can make the trip, cargo within the room aboard, a dock's capacity. */
  max: number;
  /** How many the likeliest answer takes (everything that can go, within the room aboard). */
  likely: number;
  /** Taken aboard from this planet (RR §10.3); absent: in the system's space. */
  planet?: PlanetId;
  planetName?: string;
}

export function unitChoice(
  type: UnitType,
  count: number,
  max: number,
  likely: number,
  planet?: PlanetId,
): UnitChoice {
  return {
    type,
    word: UNIT_WORDS[type],
    name: getUnit(type).name,
    count,
    max,
    likely,
    ...(planet ? { planet, planetName: getPlanet(planet).name } : {}),
  };
}

/** "203 (Abyz, Fria)": a map position with the planets of its system, as the map shows them. */
export function systemLabel(state: GameState, position: string): string {
  const tile = state.galaxy[position];
  if (!tile) return position;
  try {
    const planets = getSystem(tile).planets;
    return planets.length > 0 ? `${position} (${planets.map((p) => p.name).join(", ")})` : position;
  } catch {
    return position;
  }
}
