/**
 * How the economy laws' own events change the state (RR §20; economyLaws.ts). No rule checks here; the
 * Technological Jihad die only moves the generator on (evolve.ts reads `rng`).
 */
import type { EvolveTable } from "../../evolve.ts";

export const ECONOMY_LAW_EVOLVE: EvolveTable<"technologyReturned" | "technologicalJihadRolled"> = {
  // Technology Buy-back: the technology leaves the player's tree technologies.
  technologyReturned: (s, e) => {
    const p = s.players[e.seat];
    if (!p) throw new Error(`no player at seat ${e.seat}`);
    p.technologies = p.technologies.filter((t) => t !== e.technology);
  },
  technologicalJihadRolled: () => {},
};
