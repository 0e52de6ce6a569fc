/**
 * What an agenda outcome is, and the small steps many outcomes share (politicalEffects.ts,
 * politicalLaws.ts, politicalDirectives.ts).
 */
import { getPoliticalCard, type PoliticalCardId } from "../../../content/index.ts";
import type { GameState, LawInPlay, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { clockwiseFrom, orderOfPlay, player } from "../players.ts";
import { gainVictoryPoints } from "../victory.ts";
import type { CastVote } from "./frames.ts";

export interface AgendaResult {
  card: PoliticalCardId;
  /** "for", "against", or what was elected. */
  outcome: string;
  votes: CastVote[];
  reader: Seat;
}

export type Outcome = (tx: Tx, result: AgendaResult) => void;

export interface AgendaRule {
  for?: Outcome;
  against?: Outcome;
  elected?: Outcome;
  /** A law whose lasting effect the engine applies while it is in play. */
  lasting?: boolean;
}

/** "Against: discard." The card goes to the discard pile and nothing else happens. */
export const nothing: Outcome = () => {};

export function everyone(tx: Tx): Seat[] {
  return orderOfPlay(tx.state);
}

/** VP gained (or lost) by each seat; `law`: the law whose point it is (Emperor, the Crown of Emphidia). */
export function gainVp(
  tx: Tx,
  seats: readonly Seat[],
  amount: number,
  reason: string,
  law?: PoliticalCardId,
): void {
  for (const seat of seats) gainVictoryPoints(tx, seat, amount, reason, law);
}

/**
 * A law leaves play (RR §20): Emperor's and the Crown of Emphidia's holder loses the VP it gave him (none
 * if the Homeworlds variant withheld it).
 */
export function takeBackLawVp(tx: Tx, law: LawInPlay): void {
  const { effect, name } = getPoliticalCard(law.card);
  if ((effect === "emperor" || effect === "crownOfEmphidia") && law.elected !== null && !law.vpWithheld)
    gainVp(tx, [Number(law.elected)], -1, `${name} left play`);
}

/** Trade Goods from the supply, in order of play while the supply lasts (RR §1). */
export function gainTradeGoods(tx: Tx, seats: readonly Seat[], amount: number, reason: string): void {
  for (const seat of seats) {
    const n = Math.min(amount, tx.state.tradeGoodSupply);
    if (n > 0) tx.emit({ type: "tradeGoodsGained", seat, amount: n, reason });
  }
}

/** Trade Goods discarded "if he can": as many as the player holds, up to `amount`. */
export function loseTradeGoods(
  tx: Tx,
  seats: readonly Seat[],
  amount: (seat: Seat) => number,
  reason: string,
): void {
  for (const seat of seats) {
    const n = Math.min(amount(seat), player(tx.state, seat).tradeGoods);
    if (n > 0) tx.emit({ type: "tradeGoodsSpent", seat, amount: n, reason });
  }
}

export function byVp(tx: Tx, pickMost: boolean): Seat[] {
  const vps = everyone(tx).map((seat) => player(tx.state, seat).vp);
  const target = pickMost ? Math.max(...vps) : Math.min(...vps);
  return everyone(tx).filter((seat) => player(tx.state, seat).vp === target);
}

export function forVoters(result: AgendaResult): Seat[] {
  return result.votes.filter((v) => v.choice === "for").map((v) => v.seat);
}

export function planetCount(tx: Tx, seat: Seat): number {
  return Object.keys(player(tx.state, seat).planets).length;
}

/**
 * The player on this one's left: the next seat clockwise still in the game (voting starts on the Speaker's
 * left, RR §20, and goes clockwise).
 */
export function leftNeighbour(state: GameState, seat: Seat): Seat {
  return clockwiseFrom(state, seat)[1] ?? seat;
}
