/**
 * TI1 Borderlands' Assassins (ti1-borderlands.txt, "Assassins" to "Bodyguards"): who holds how many, who
 * sent them when, who was struck when. Plain data in the state (`assassins`, absent until the first is
 * bought), changed only by the option's events (events.ts); the questions of the Status Phase are one frame.
 *
 * TI1 to TI3 [decision]:
 * - Credits: "20 credits" an Assassin is 4 resources, TI1 credits counted five to a TI3 resource as the
 *   other Borderlands options count them (a surprise attack's 30 credits are 6 resources).
 * - Influence: TI1's influence not tied to a planet is what it counted at the council, so the "ten
 *   influence" an attempt costs for two turns is 2 votes (five to one again) in every agenda of the two
 *   rounds that follow; the rulebook's "to a minimum of zero" is the vote count's floor (voting.ts).
 * - Turns: an attempt comes in the Status Phase of round N (the TI1 Political Phase followed the players'
 *   turns); "this turn" for the council and "the next Individual Turn" for attacks are round N+1's agendas
 *   and Action Phase, and "two turns" are rounds N+1 and N+2.
 */
import { planetValues } from "../../rules/planetValues.ts";
import { player } from "../../rules/players.ts";
import type { GameState, Seat } from "../../state.ts";

export const RULE = "Borderlands, Assassins";

/** "20 credits" in TI3 resources [decision, see above]. */
export const ASSASSIN_COST = 4;
/** "There can only be 6 Assassins in play." */
export const ASSASSINS_IN_ALL = 6;
/** "No one player may hold more than 3 Assassins at any one time." */
export const ASSASSINS_EACH = 3;
/** "Looses ten influence ... for two turns": 2 votes [decision] for the 2 rounds after the attempt. */
export const VOTES_LOST_PER_ATTEMPT = 2;
export const ROUNDS_OF_LOST_VOTES = 2;
/** "Receives a -2 to all offensive attacks during its next Individual Turn." */
export const ATTACK_PENALTY = 2;
/** The table: 1-4 success; 5-9 failure; the die's 10 (TI1's "0") the Assassin betrays its master. */
export const STRIKES_UP_TO = 4;
export const BETRAYAL_FACE = 10;

export interface AssassinsState {
  /** Assassins beside each player's sheet, by seat (as a string key); a seat absent holds none. */
  held: Record<string, number>;
  /** One entry per Assassin sent (each costs its sender votes for two rounds), pruned once past. */
  sent: { seat: Seat; round: number }[];
  /** Players struck (by a success against them, or by their own Assassin's betrayal), by round. */
  struck: { seat: Seat; round: number }[];
}

/** An attempt declared in the Status Phase, waiting for its die. */
export interface AssassinAttempt {
  seat: Seat;
  target: Seat;
}

/** An order to buy Assassins, with the payment offered for all of them. */
export interface AssassinOrder {
  seat: Seat;
  count: number;
  planets: string[];
  tradeGoods: number;
}

/**
 * The Assassins of a Status Phase: first everyone holding Assassins sends them at once ("send"); then
 * each attempt is rolled in turn, its target asked before the die whether a bodyguard stands in ("roll");
 * then the purchases, asked of everyone at once and shared out by influence when too few are left ("buy").
 */
export interface AssassinsFrame {
  kind: "assassins";
  step: "send" | "roll" | "buy";
  /** Who has yet to answer this step (send, buy); empty while rolling. */
  awaiting: Seat[];
  /** The attempts sent, yet to be rolled, in order of play of their senders. */
  attempts: AssassinAttempt[];
  /** The first attempt's target has answered: a bodyguard (true) or none (false); absent: not yet. */
  bodyguard?: boolean;
  /** The purchases asked for (buy). */
  orders: AssassinOrder[];
}

export function heldBy(state: GameState, seat: Seat): number {
  return state.assassins?.held[String(seat)] ?? 0;
}

/** Assassins nobody holds: those bought, sent and spent as bodyguards all come back here. */
export function assassinsLeft(state: GameState): number {
  const held = Object.values(state.assassins?.held ?? {}).reduce((a, b) => a + b, 0);
  return ASSASSINS_IN_ALL - held;
}

export function sentThisRound(state: GameState, seat: Seat): boolean {
  return (state.assassins?.sent ?? []).some((s) => s.seat === seat && s.round === state.round);
}

export function struckIn(state: GameState, seat: Seat, round: number): boolean {
  return (state.assassins?.struck ?? []).some((s) => s.seat === seat && s.round === round);
}

/** Hook extraVotes: 2 votes fewer for each Assassin sent in the two rounds before this one. */
export function votesLostToAttempts(state: GameState, seat: Seat): number {
  const sent = (state.assassins?.sent ?? []).filter(
    (s) => s.seat === seat && state.round > s.round && state.round <= s.round + ROUNDS_OF_LOST_VOTES,
  );
  return 0 - VOTES_LOST_PER_ATTEMPT * sent.length;
}

/** Hook votingBarred: a player struck in the last round's Status Phase casts no votes this round. */
export function struckSilent(state: GameState, seat: Seat): boolean {
  return struckIn(state, seat, state.round - 1);
}

/** The influence that orders buyers when Assassins run short: every planet a player controls. */
export function influenceOf(state: GameState, seat: Seat): number {
  return Object.keys(player(state, seat).planets).reduce((n, id) => n + planetValues(state, id).influence, 0);
}

/** What a player could pay now: his ready planets' resources and his Trade Goods. */
export function resourcesAtHand(state: GameState, seat: Seat): number {
  const p = player(state, seat);
  const ready = Object.entries(p.planets as Record<string, { exhausted: boolean }>)
    .filter(([, card]) => !card.exhausted)
    .reduce((n, [id]) => n + planetValues(state, id).resources, 0);
  return ready + p.tradeGoods;
}
