/**
 * TE "Breakthroughs and Synergy": who holds which breakthrough. A breakthrough's own ability is a module of
 * its faction's (factions/ or thundersEdge/breakthroughs/), asking `holdsBreakthrough` first; the card's
 * synergy is synergy.ts.
 */
import type { Ti4BreakthroughId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";
import { playsThundersEdge } from "./inPlay.ts";

/** Whether `seat` holds the breakthrough `id` in a game that plays Thunder's Edge. */
export function holdsBreakthrough(state: Ti4State, seat: Seat, id: Ti4BreakthroughId): boolean {
  return playsThundersEdge(state) && state.players[seat]?.breakthrough === id;
}

/** The seats holding the breakthrough `id` (at most one: each faction has its own card). */
export function breakthroughHolders(state: Ti4State, id: Ti4BreakthroughId): Seat[] {
  return state.players.flatMap((_, seat) => (holdsBreakthrough(state, seat, id) ? [seat] : []));
}
