/**
 * Initiative order (LRR 48, digest §3.1): players act from the lowest strategy card number up; a player
 * holding two cards uses the lower. Players without a card (none picked yet) come after, clockwise from the
 * speaker, which is also the order LRR 98.4 uses when nobody holds a card.
 */
import { ti4StrategyCard } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4State } from "../state.ts";

/** A seat's initiative: its lowest card, or what the hook `initiativeOverride` puts in its place (LRR 48). */
export function initiativeOf(state: Ti4State, seat: Seat): number {
  const cards = state.players[seat]?.strategyCards ?? [];
  if (cards.length === 0) return Number.POSITIVE_INFINITY;
  const own = Math.min(...cards.map((c) => ti4StrategyCard(c.card).initiative));
  const overrides = hookAnswers(state, "initiativeOverride")
    .map((answer) => answer(state, seat))
    .filter((n): n is number => n !== undefined);
  return overrides.length > 0 ? Math.min(...overrides) : own;
}

/** Every seat not eliminated, in initiative order. */
export function initiativeOrder(state: Ti4State): Seat[] {
  const n = state.players.length;
  const fromSpeaker = (seat: Seat) => (seat - state.speaker + n) % n;
  return state.players
    .filter((p) => !p.eliminated)
    .map((p) => p.seat)
    .sort((a, b) => initiativeOf(state, a) - initiativeOf(state, b) || fromSpeaker(a) - fromSpeaker(b));
}
