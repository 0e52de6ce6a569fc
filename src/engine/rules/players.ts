/** Small questions about players that many rule areas ask. */
import { getStrategyCard, type StrategyCardId } from "../../content/index.ts";
import type { GameState, PlayerState, Seat } from "../state.ts";
import { hasAbility } from "./abilitiesHeld.ts";

// Whether a player has a race ability now (Action Cards may void or lend one): abilitiesHeld.ts.
export { hasAbility };

export function player(state: GameState, seat: Seat): PlayerState {
  const p = state.players[seat];
  if (!p) throw new Error(`no player at seat ${seat}`);
  return p;
}

export function activePlayers(state: GameState): PlayerState[] {
  return state.players.filter((p) => !p.eliminated);
}

/** Seats clockwise starting at `from` (inclusive), skipping eliminated players. */
export function clockwiseFrom(state: GameState, from: Seat): Seat[] {
  const n = state.players.length;
  const seats: Seat[] = [];
  for (let i = 0; i < n; i++) {
    const seat = (from + i) % n;
    if (!player(state, seat).eliminated) seats.push(seat);
  }
  return seats;
}

/** The lowest initiative number on the cards a player holds (RR §5.5 errata: the lower of two). */
function printedInitiative(state: GameState, seat: Seat): number {
  const numbers = player(state, seat).strategyCards.map((h) => getStrategyCard(h.card).initiative);
  return numbers.length === 0 ? Number.POSITIVE_INFINITY : Math.min(...numbers);
}

/** A player's initiative for the order of play: the lowest card held; Naalu count as 0 (RR §5.5). */
export function initiativeOf(state: GameState, seat: Seat): number {
  if (hasAbility(state, seat, "naaluTelepathic")) return 0;
  return printedInitiative(state, seat);
}

/**
 * The order of play: lowest initiative first. Two players at 0 (the Naalu ability lent by
 * Multiculturalism): RR §25 has the Speaker settle the tie; decided instead, so that nobody is asked, that
 * the lower printed number goes first [interpretation]; then by seat.
 */
export function orderOfPlay(state: GameState): Seat[] {
  return activePlayers(state)
    .map((p) => p.seat)
    .sort(
      (a, b) =>
        initiativeOf(state, a) - initiativeOf(state, b) ||
        printedInitiative(state, a) - printedInitiative(state, b) ||
        a - b,
    );
}

/** The seat holding a Strategy Card, if any. */
export function holderOf(state: GameState, card: StrategyCardId): Seat | null {
  const holder = state.players.find((p) => p.strategyCards.some((h) => h.card === card));
  return holder ? holder.seat : null;
}

/** Seats holding a card of the Initiative family this round (they follow secondaries for free). */
export function holdsInitiative(state: GameState, seat: Seat): boolean {
  return player(state, seat).strategyCards.some((h) => getStrategyCard(h.card).family === "initiative");
}

export function nameOf(state: GameState, seat: Seat): string {
  return player(state, seat).name;
}
