/** The one way planet records are written: no traits, specialties or legendary ability unless stated. */
import type { PlanetTrait, Ti4Box, Ti4TechColor } from "./common.ts";
import type { Ti4Planet } from "./planets.ts";

export interface PlanetExtra {
  readonly traits?: readonly PlanetTrait[];
  readonly specialties?: readonly Ti4TechColor[];
  /** true, or the name of the legendary ability when the data gives it. */
  readonly legendary?: true | string;
  /** A relic icon (TE "The Fracture"). */
  readonly relic?: true;
  /** A space station, no planet (TE "Space Stations"). */
  readonly station?: true;
}

export function planet<const Id extends string>(
  id: Id,
  name: string,
  box: Ti4Box,
  resources: number,
  influence: number,
  extra: PlanetExtra = {},
): Ti4Planet<Id> {
  const ability = typeof extra.legendary === "string" ? { legendaryAbility: extra.legendary } : {};
  return {
    id,
    name,
    box,
    resources,
    influence,
    traits: extra.traits ?? [],
    specialties: extra.specialties ?? [],
    legendary: extra.legendary !== undefined,
    ...ability,
    ...(extra.relic ? { relic: true as const } : {}),
    ...(extra.station ? { station: true as const } : {}),
  };
}
