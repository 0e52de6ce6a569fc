/** The one way system records are written: no wormholes, anomalies, home or lanes unless stated. */
import type { FactionId, Ti4Box } from "./common.ts";
import type { Ti4PlanetId } from "./planets.ts";
import type { Ti4TeHomeFaction } from "./systems.te.ts";
import type { Ti4Anomaly, Ti4Lane, Ti4System, Ti4TileBack, Ti4Wormhole } from "./systems.ts";

export interface SystemExtra {
  readonly wormholes?: readonly Ti4Wormhole[];
  readonly anomalies?: readonly Ti4Anomaly[];
  readonly homeOf?: FactionId;
  readonly hyperlanes?: readonly Ti4Lane[];
  readonly teHomeOf?: Ti4TeHomeFaction;
}

export function system<const Id extends string>(
  id: Id,
  box: Ti4Box,
  back: Ti4TileBack,
  planets: readonly Ti4PlanetId[],
  extra: SystemExtra = {},
): Ti4System<Id> {
  return {
    id,
    box,
    back,
    planets,
    wormholes: extra.wormholes ?? [],
    anomalies: extra.anomalies ?? [],
    homeOf: extra.homeOf ?? null,
    hyperlanes: extra.hyperlanes ?? [],
    ...(extra.teHomeOf ? { teHomeOf: extra.teHomeOf } : {}),
  };
}
