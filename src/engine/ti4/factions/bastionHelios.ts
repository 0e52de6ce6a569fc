/**
 * The Last Bastion's space docks, 4X41C "Helios" V1 and V2 (content/ti4/units.te.ts): the planet holding one
 * has its resource value raised by 1 (V1) or 2 (V2, once they own the Helios V2 technology), and the dock's
 * PRODUCTION is that raised value plus 2 (V1) or 4 (V2). The TE rules' clarification (bradleysigma/tirules
 * F_bastion.php) reads PRODUCTION from the raised value: planetValues (agenda/laws.ts) adds this bonus, and
 * production/producers.ts reads planetValues.
 *
 * The Helios tokens and the 6 Helios cards (TE rulebook, "Components": 3 with the Last Bastion, 3 with the
 * Nekro Virus, who may copy Helios V2) mark the raised value on the board and beside the planet card. Our
 * reading: they are markers of what the board already shows, so the bonus is read from the board, not kept
 * in state: it holds while a Helios dock is on the planet and ends as the dock leaves or is destroyed
 * [recalled]. It raises the value for whoever controls the planet. A dock counts as Helios by what its owner's
 * sheet makes of it (`ti4UnitFor`): so a Nekro Virus that copied Helios V2 (LRR 97.1a) raises by 2 too.
 */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { Ti4State } from "../state.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import { ti4UnitFor } from "../units.ts";

/** What each Helios dock adds to its planet's resource value, by the unit its owner fields. */
const HELIOS_RESOURCE_BONUS: Readonly<Record<string, number>> = {
  bastion_spacedock: 1,
  bastion_spacedock2: 2,
};

/** The hook point planetResourceBonus's answer: +1 or +2 for a Helios dock on `planet` (at most one counts). */
export function heliosResourceBonus(state: Ti4State, planet: Ti4PlanetId): number {
  if (!playsThundersEdge(state)) return 0;
  for (const system of Object.values(state.board)) {
    const forces = system.planets[planet];
    if (!forces) continue;
    let bonus = 0;
    for (const force of forces) {
      if (!force.units.spaceDock || !state.players[force.seat]?.faction) continue;
      const dock = ti4UnitFor(state, force.seat, "spaceDock");
      bonus = Math.max(bonus, HELIOS_RESOURCE_BONUS[dock.id] ?? 0);
    }
    return bonus;
  }
  return 0;
}
