/**
 * The L1Z1X Mindnet's breakthrough, Fealty Uplink (TE "Breakthroughs and Synergy"; the card's text as the
 * community bot's breakthrough data gives it): when its holder gains control of a planet (LRR 25), it places
 * as many infantry from its reinforcements on that planet as the planet's influence (infantry are never
 * short: tokens stand in, LRR 96.2). Answers `planetControlGained`; a planet with no system on the board
 * gets none.
 */

import type { Ti4PlanetId } from "../../../../content/ti4/index.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { planetValues } from "../../agenda/laws.ts";
import { positionOfPlanet } from "../../board/galaxy.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import { holdsBreakthrough } from "../breakthroughs.ts";

function fealtyUplink(tx: Tx<Ti4>, gain: { seat: Seat; planet: Ti4PlanetId }): void {
  if (!holdsBreakthrough(tx.state, gain.seat, "l1z1xbt")) return;
  const influence = planetValues(tx.state, gain.planet).influence;
  const position = positionOfPlanet(tx.state, gain.planet);
  if (influence <= 0 || position === null) return;
  tx.emit({
    type: "ti4UnitsPlaced",
    seat: gain.seat,
    place: { position, planet: gain.planet },
    units: { infantry: influence },
    reason: "Fealty Uplink",
  });
}

export const TE_L1Z1X_BREAKTHROUGH: Ti4Module = {
  id: "breakthrough:l1z1x",
  hooks: { planetControlGained: fealtyUplink },
};
