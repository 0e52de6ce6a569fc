/**
 * Who is allied with whom (TE "Alliance Game Variant"): read from the game's config, so base rules (movement,
 * combat, blockades, space cannon, landings, the bots) can leave a seat's ally out of "another player" where
 * the variant says so. In a game without the variant nobody has an ally and every read is as before.
 */
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";

/** The seat's ally, or undefined (no alliance in this game, or none named for the seat). */
export function allyOf(state: Pick<Ti4State, "config">, seat: Seat): Seat | undefined {
  const pairs = state.config.alliance?.pairs;
  if (!pairs) return undefined;
  for (const [a, b] of pairs) {
    if (a === seat) return b;
    if (b === seat) return a;
  }
  return undefined;
}

/** True when `a` and `b` are two different seats allied with each other. */
export function areAllied(state: Pick<Ti4State, "config">, a: Seat, b: Seat): boolean {
  return a !== b && allyOf(state, a) === b;
}

/** True when `other` is another player for `seat` who is not their ally: an opponent the rules may engage. */
export function isOpponent(state: Pick<Ti4State, "config">, seat: Seat, other: Seat): boolean {
  return other !== seat && !areAllied(state, seat, other);
}

/**
 * TE "Alliance Movement and Control": true when `owner` allows `carrier`, their ally, to transport, support
 * and commit `owner`'s fighters and ground forces with `carrier`'s units that have capacity. The permission is
 * a standing one the owner keeps or withdraws at any time (thundersEdge/allianceCarry.ts); it is given from
 * the start of the game until withdrawn (our reading: the rule names no moment for asking).
 */
export function allyMayCarry(
  state: Pick<Ti4State, "config" | "allyTransportWithheld">,
  carrier: Seat,
  owner: Seat,
): boolean {
  return areAllied(state, carrier, owner) && !(state.allyTransportWithheld ?? []).includes(owner);
}

/**
 * The seats who win with `seat` when the game ends on it (TE "Alliance Winning the Game": an alliance wins
 * together): `seat` and, in the variant, their ally if still in the game.
 */
export function winnersWith(state: Ti4State, seat: Seat): Seat[] {
  const ally = allyOf(state, seat);
  return ally === undefined || state.players[ally]?.eliminated ? [seat] : [seat, ally];
}

/**
 * TE "Alliance Elimination": true when `seat` cannot be eliminated because their ally controls a planet
 * (LRR 33.1 set aside while they do).
 */
export function keptInByAlly(state: Ti4State, seat: Seat): boolean {
  const ally = allyOf(state, seat);
  if (ally === undefined) return false;
  const partner = state.players[ally];
  return partner !== undefined && !partner.eliminated && Object.keys(partner.planets).length > 0;
}
