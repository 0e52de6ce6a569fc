/**
 * The Fracture (TE rulebook, "The Fracture"): the systems set aside at set-up that may come into play
 * later, their planets, and the neutral units printed on their backs.
 *
 * Ids and contents are the community's (public data of the TI4 tools): seven systems in a row, fracture1
 * to fracture7, held by the box's three Fracture tiles. fracture1 holds Cocytus, fracture4 Styx and
 * fracture7 Lethe and Phlegethon; fracture2 and fracture6 each hold an egress, fracture3 and fracture5
 * are empty. Planet values are the cards' as the public data gives them. The rulebook: every planet in
 * The Fracture has a relic icon, and Styx is also legendary ("A Song Like Marrow").
 *
 * The neutral units printed on the tiles' backs could not be read from any public source we had: the
 * forces below are a stand-in [recalled, unverified] and must be checked against the tiles.
 */
import { deepFreeze } from "../common.ts";
import type { Ti4UnitType } from "./common.ts";
import type { Ti4Planet } from "./planets.ts";
import type { Ti4System } from "./systems.ts";

const NONE: readonly never[] = [];

function fracturePlanet<const Id extends string>(
  id: Id,
  name: string,
  resources: number,
  influence: number,
  legendaryAbility?: string,
): Ti4Planet<Id> {
  const legendary =
    legendaryAbility === undefined ? { legendary: false } : { legendary: true, legendaryAbility };
  return { id, name, box: "te", resources, influence, traits: NONE, specialties: NONE, ...legendary };
}

/** The Fracture's planets (planets.ts lists them with the others). */
export const TI4_FRACTURE_PLANET_ROWS = [
  fracturePlanet("cocytus", "Cocytus", 3, 0),
  fracturePlanet("styx", "Styx", 4, 0, "A Song Like Marrow"),
  fracturePlanet("lethe", "Lethe", 0, 2),
  fracturePlanet("phlegethon", "Phlegethon", 1, 2),
] as const;

export type Ti4FracturePlanetId = (typeof TI4_FRACTURE_PLANET_ROWS)[number]["id"];

/** TE "The Fracture": each planet in The Fracture has a relic icon. */
export const TI4_RELIC_ICON_PLANETS: readonly Ti4FracturePlanetId[] = deepFreeze(
  TI4_FRACTURE_PLANET_ROWS.map((p) => p.id),
);

function fractureSystem<const Id extends string>(
  id: Id,
  planets: readonly Ti4FracturePlanetId[],
): Ti4System<Id> {
  return { id, box: "te", back: "red", planets, wormholes: [], anomalies: [], homeOf: null, hyperlanes: [] };
}

/** The seven systems of The Fracture, in their row's order (systems.ts lists them with the others). */
export const TI4_FRACTURE_SYSTEM_ROWS = [
  fractureSystem("fracture1", ["cocytus"]),
  fractureSystem("fracture2", []),
  fractureSystem("fracture3", []),
  fractureSystem("fracture4", ["styx"]),
  fractureSystem("fracture5", []),
  fractureSystem("fracture6", []),
  fractureSystem("fracture7", ["lethe", "phlegethon"]),
] as const;

export type Ti4FractureSystemId = (typeof TI4_FRACTURE_SYSTEM_ROWS)[number]["id"];

/** The Fracture's systems in row order. */
export const TI4_FRACTURE_SYSTEMS: readonly Ti4FractureSystemId[] = deepFreeze(
  TI4_FRACTURE_SYSTEM_ROWS.map((s) => s.id),
);

export function isTi4FractureSystem(id: string): id is Ti4FractureSystemId {
  return (TI4_FRACTURE_SYSTEMS as readonly string[]).includes(id);
}

/** TE "The Fracture": the systems printed with an egress (the community's "Egress Left" and "Egress Right"). */
export const TI4_EGRESS_SYSTEMS: readonly Ti4FractureSystemId[] = deepFreeze(["fracture2", "fracture6"]);

/** Neutral units in one place: a system's space area, or one of its planets. */
export type Ti4NeutralPlacement = Partial<Record<Ti4UnitType, number>>;

export interface Ti4FractureForces {
  readonly space: Ti4NeutralPlacement;
  readonly planets: Readonly<Partial<Record<Ti4FracturePlanetId, Ti4NeutralPlacement>>>;
}

/** The neutral units placed as the Fracture comes into play [recalled, unverified: see the file's note]. */
export const TI4_FRACTURE_NEUTRAL_UNITS: Readonly<Partial<Record<Ti4FractureSystemId, Ti4FractureForces>>> =
  deepFreeze({
    fracture1: { space: { cruiser: 1, destroyer: 2 }, planets: { cocytus: { infantry: 2 } } },
    fracture4: {
      space: { dreadnought: 1, carrier: 1, fighter: 2 },
      planets: { styx: { mech: 1, infantry: 2, pds: 1 } },
    },
    fracture7: {
      space: { cruiser: 1, destroyer: 1 },
      planets: { lethe: { infantry: 2 }, phlegethon: { mech: 1, infantry: 1 } },
    },
  });
