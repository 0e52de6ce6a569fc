/**
 * The Crimson Rebellion's Incursion (their faction sheet, Thunder's Edge): breach tokens turned over when the
 * Crimson activate their system, systems with active breaches adjacent to one another, and active breaches
 * taken away at the end of the status phase by the players with ships there.
 *
 * - When the Crimson activate a system with an inactive breach, it turns active (hook afterSystemActivated).
 *   [Our reading: the card lets them turn it over; turning an inactive one active is always what the
 *   ability is for, so it is done without asking, and an active one is left as it is.]
 * - Every system holding an active breach is adjacent to every other one, for every player's movement and
 *   retreats (hook extraAdjacency, read by board/galaxy.ts ti4NeighboursFor).
 * - At the end of the status phase, an active breach in a system holding ships of a player other than the
 *   Crimson is taken away by that player (the first such seat in seat order). [Our reading: a player may take
 *   it; another player always does, and the Crimson never take their own.]
 */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { seatsWithShips } from "../board/forces.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import { activeBreaches, breachAt, isCrimson } from "./crimsonBreaches.ts";

/** Incursion: the Crimson activate a system with an inactive breach, which turns active. */
function flipOnActivation(tx: Tx<Ti4>, seat: Seat, system: PositionLabel): void {
  if (!isCrimson(tx.state, seat) || breachAt(tx.state, system) !== "inactive") return;
  tx.emit({ type: "ti4BreachFlipped", position: system, side: "active", reason: "Incursion" });
}

/** Incursion: the other systems with active breaches, when `position` holds one. */
export function breachAdjacency(state: Ti4State, _seat: Seat, position: PositionLabel): PositionLabel[] {
  if (!playsThundersEdge(state) || breachAt(state, position) !== "active") return [];
  return activeBreaches(state).filter((other) => other !== position);
}

/** Incursion: at the end of the status phase, other players' ships take active breaches away. */
function clearBreaches(tx: Tx<Ti4>): void {
  if (!playsThundersEdge(tx.state)) return;
  for (const position of activeBreaches(tx.state)) {
    const taker = seatsWithShips(tx.state.board[position])
      .filter((seat) => !isCrimson(tx.state, seat))
      .sort((a, b) => a - b)[0];
    if (taker !== undefined) tx.emit({ type: "ti4BreachRemoved", position, seat: taker });
  }
}

export const TI4_CRIMSON_INCURSION: Ti4Module = {
  id: "faction:crimson:incursion",
  hooks: {
    afterSystemActivated: flipOnActivation,
    extraAdjacency: breachAdjacency,
    statusPhaseEnded: clearBreaches,
  },
};
