/**
 * Which relics a player holds (TE rulebook "Relics": they lie face up in the play area), read from the state
 * alone: the one place every relic's rule asks, the combat files included, with nothing of the relic module
 * imported (relics.ts draws, exhausts, readies and purges them).
 */
import type { Ti4RelicId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";
import { playsThundersEdge } from "./inPlay.ts";

/** The relics `seat` holds (in its play area). */
export function relicsOf(state: Ti4State, seat: Seat): Ti4RelicId[] {
  return (state.players[seat]?.relics ?? []).map((r) => r.id);
}

export function holdsRelic(state: Ti4State, seat: Seat, relic: Ti4RelicId): boolean {
  return relicsOf(state, seat).includes(relic);
}

/** Whether `seat` holds `relic` in a game playing Thunder's Edge: the relics whose rule acts by itself ask this. */
export function keepsRelic(state: Ti4State, seat: Seat, relic: Ti4RelicId): boolean {
  return playsThundersEdge(state) && holdsRelic(state, seat, relic);
}

/** True when `seat` holds `relic` and it is ready (LRR 34). */
export function relicReady(state: Ti4State, seat: Seat, relic: Ti4RelicId): boolean {
  const held = state.players[seat]?.relics?.find((r) => r.id === relic);
  return held !== undefined && !held.exhausted;
}
