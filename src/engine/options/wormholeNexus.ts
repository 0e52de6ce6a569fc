/**
 * SE Option 8, The Wormhole Nexus (SE p.10): a system of its own, off the board, reached through Alpha and
 * Beta wormholes. Once the galaxy is complete the Nexus tile joins it at the pseudo-position "nexus"
 * (galaxy/adjacency.ts): it then has a board entry like any system, with its planet Mallice (0 resources,
 * 3 influence), so ships may be moved, fight, land and produce there, and players may activate it. Its
 * adjacency (every Alpha and Beta system, never by an edge) is the adjacency rules' own, asked with
 * `wormholeNexus` on; since wormholes carry movement only (RR §10.4), PDS never fire into or out of it.
 * Keeper of Gates does not count it (rules/objectives/board.ts).
 */
import { NEXUS_POSITION } from "../galaxy/adjacency.ts";
import type { RuleModule } from "../module.ts";

export const WORMHOLE_NEXUS: RuleModule = {
  id: "option:wormholeNexus",
  option: "wormholeNexus",
  hooks: {
    galaxyCompleted: (tx) => {
      if (tx.state.galaxy[NEXUS_POSITION] !== undefined) return;
      tx.emit({ type: "galaxyTilesPlaced", tiles: { [NEXUS_POSITION]: "wormhole-nexus" } });
    },
  },
};
