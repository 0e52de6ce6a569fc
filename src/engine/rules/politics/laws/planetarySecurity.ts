/** Planetary Security, For: every non-Home planet without a Ground Force goes neutral at once. */
import { getPlanet, type PlanetId } from "../../../../content/index.ts";
import { player } from "../../players.ts";
import {
  count,
  forcesOnPlanet,
  GROUND_TYPES,
  onlyTypes,
  positionOfPlanet,
  tidy,
  totalUnits,
  unitsIn,
} from "../../units.ts";
import { everyone, type Outcome } from "../agendaTools.ts";

/**
 * [interpretation] The law acts once, as it passes ("at once"); Shock Troops count as Ground Forces (SE
 * p.10); Trade Stations, which never hold Ground Forces (SE p.7), are left alone. The PDS and Space Docks
 * of the former owner on a planet gone neutral are removed, as PDS left alone on a planet not one's own
 * are (RR §13.1).
 */
export const planetarySecurityFor: Outcome = (tx) => {
  for (const seat of everyone(tx)) {
    const home = player(tx.state, seat).home;
    for (const planet of Object.keys(player(tx.state, seat).planets) as PlanetId[]) {
      const position = positionOfPlanet(tx.state, planet);
      const system = position === null ? undefined : tx.state.board[position];
      if (position === null || !system || position === home || getPlanet(planet).tradeStation) continue;
      const units = unitsIn(forcesOnPlanet(system, planet), seat);
      if (GROUND_TYPES.some((t) => count(units, t) > 0)) continue;
      const structures = tidy(onlyTypes(units, ["pds", "spaceDock"]));
      if (totalUnits(structures) > 0)
        tx.emit({
          type: "unitsRemoved",
          seat,
          position,
          planet,
          units: structures,
          reason: "Planetary Security",
        });
      tx.emit({ type: "planetReleased", seat, planet, reason: "Planetary Security" });
    }
  }
};
