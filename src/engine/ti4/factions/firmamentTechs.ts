/**
 * The Firmament's faction technologies (TE faction sheet; content/ti4/technologies.factions.te.ts):
 *  - Planesplitter: when the Firmament gain it, The Fracture comes into play if it is set aside, and its
 *    ingress tokens are placed as when a breakthrough's roll brings it in (TE "The Fracture"; the
 *    Firmament's breakthrough synergy colours). In play already: no effect (a public ruling).
 *  - Neural Parasite: as the status phase begins (LRR 81), 1 infantry from reinforcements onto a planet of
 *    the home system its owner controls. The planet is not asked: the first of the home planets they control
 *    in the tile's order [our simplification: one infantry either way].
 * The Obsidian's faces (Planesplitter moving an ingress token, Neural Parasite destroying an infantry) are not
 * carried out yet: they are gained by the flip only, never researched (technology/research.ts), and have no
 * effect in play until they are built.
 */
import type { Ti4PlanetId, Ti4TechnologyId } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Module } from "../hooks/index.ts";
import { homePlanets } from "../objectives/requirements.ts";
import type { Ti4 } from "../ruleset.ts";
import { fractureComesIntoPlay } from "../thundersEdge/ingress.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import { ti4Reinforcements } from "../units.ts";

type Ti4Tx = Tx<Ti4>;

function afterTechnologyResearched(tx: Ti4Tx, seat: Seat, technology: Ti4TechnologyId): void {
  if (technology !== "planesplitter-firm" || !playsThundersEdge(tx.state) || tx.state.fracture) return;
  fractureComesIntoPlay(tx, seat);
}

function statusPhaseStarted(tx: Ti4Tx): void {
  if (!playsThundersEdge(tx.state)) return;
  for (const player of tx.state.players) {
    if (player.eliminated || !player.home || !player.technologies.includes("parasite-firm")) continue;
    if (ti4Reinforcements(tx.state, player.seat, "infantry") < 1) continue;
    const planet = homePlanets(tx.state, player.seat).find((p: Ti4PlanetId) => player.planets[p]);
    if (!planet) continue;
    tx.emit({
      type: "ti4UnitsPlaced",
      seat: player.seat,
      place: { position: player.home, planet },
      units: { infantry: 1 },
      reason: "Neural Parasite",
    });
  }
}

export const TI4_FIRMAMENT_TECHNOLOGIES: Ti4Module = {
  id: "firmamentTechnologies",
  hooks: { afterTechnologyResearched, statusPhaseStarted },
};
