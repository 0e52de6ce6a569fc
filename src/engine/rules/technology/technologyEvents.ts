/**
 * How the technology events change the state. A tree technology joins the player's technologies; a
 * race's own technology (SE p.9 Option 4) joins `raceTechnologies`, created on the first one.
 */
import { isTechnologyId } from "../../../content/index.ts";
import type { EvolveTable } from "../../evolve.ts";

export const TECHNOLOGY_EVOLVE: EvolveTable<"technologyGained"> = {
  technologyGained: (s, e) => {
    const p = s.players[e.seat];
    if (!p) throw new Error(`no player at seat ${e.seat}`);
    if (isTechnologyId(e.technology)) p.technologies.push(e.technology);
    else p.raceTechnologies = [...(p.raceTechnologies ?? []), e.technology];
  },
};
