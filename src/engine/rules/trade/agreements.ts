/**
 * Trade agreements (RR §17): each race has two Trade Contracts; in an agreement each partner holds the
 * other's contract and collects its value. At most one agreement per pair, so at most two per player
 * (one per contract). Collecting takes Trade Goods from the finite supply (RR §1); breaking returns the
 * contracts to their owners.
 */
import { answers } from "../../hooks/index.ts";
import type { GameState, Seat, TradeAgreement } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { hasAbility, player } from "../players.ts";

/** The Hacan ability keys (content races) that touch trade. */
export const HACAN_FREE_TRADES = "hacanFreeTrades";
export const HACAN_MERCHANT_GUILD = "hacanMerchantGuild";
export const HACAN_BINDING_CONTRACTS = "hacanBindingContracts";
export const HACAN_CARD_TRADING = "hacanCardTrading";

/** Micro Technology, base card and SE reprint: the errata pays it whenever agreements pay out (RR §17, §27.1). */
const MICRO_TECHNOLOGY = ["micro-technology", "micro-technology-se"];

export function agreementsOf(state: GameState, seat: Seat): TradeAgreement[] {
  return state.tradeAgreements.filter((a) => a.seats.includes(seat));
}

export function agreementBetween(state: GameState, a: Seat, b: Seat): TradeAgreement | undefined {
  return state.tradeAgreements.find((t) => t.seats.includes(a) && t.seats.includes(b));
}

/** What `seat` collects from one agreement: the partner's contract in front of it. */
export function valueFor(agreement: TradeAgreement, seat: Seat): number {
  return agreement.values[agreement.seats[0] === seat ? 0 : 1];
}

export function partnerIn(agreement: TradeAgreement, seat: Seat): Seat {
  return agreement.seats[0] === seat ? agreement.seats[1] : agreement.seats[0];
}

/** The player's own contracts not handed to a partner, by value (a contract is known by its value). */
export function freeContracts(state: GameState, seat: Seat): number[] {
  const free = [...player(state, seat).tradeContracts];
  for (const agreement of agreementsOf(state, seat)) {
    const given = valueFor(agreement, partnerIn(agreement, seat));
    const at = free.indexOf(given);
    if (at >= 0) free.splice(at, 1);
  }
  return free;
}

/** RR §17: Hacan agreements cannot be broken in the Status Phase (only war or a card ends them). */
export function isHacanBound(state: GameState, agreement: TradeAgreement): boolean {
  return agreement.seats.some((seat) => hasAbility(state, seat, HACAN_BINDING_CONTRACTS));
}

export function samePair(a: readonly [Seat, Seat], b: readonly [Seat, Seat]): boolean {
  return (a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]);
}

export interface Collection {
  /** Agreements not paying now: those formed during this Trade action (RR §6). */
  exclude?: readonly [Seat, Seat][];
  /** Trade II: players other than its holder receive 1 fewer in total (SE p.16). */
  less?: number;
  reason: string;
}

/** What the player's agreements pay: contract values, +1 each for the Hacan and for Micro Technology. */
export function collectionValue(state: GameState, seat: Seat, options: Omit<Collection, "reason">): number {
  const paying = agreementsOf(state, seat).filter(
    (a) => !(options.exclude ?? []).some((pair) => samePair(pair, a.seats)),
  );
  const perAgreement =
    (hasAbility(state, seat, HACAN_MERCHANT_GUILD) ? 1 : 0) +
    (player(state, seat).technologies.some((t) => MICRO_TECHNOLOGY.includes(t)) ? 1 : 0);
  // Free Trade (law, RR §20): a bonus for collecting at all.
  const bonus =
    paying.length > 0
      ? answers(state, "tradeCollectionBonus").reduce((n, extra) => n + extra(state, seat), 0)
      : 0;
  // Intergalactic Commerce (Against): every contract is worth 1 this round.
  const changes = answers(state, "contractValue");
  const worth = (printed: number) => changes.reduce((value, change) => change(state, value), printed);
  const total = paying.reduce((sum, a) => sum + worth(valueFor(a, seat)) + perAgreement, bonus);
  return Math.max(0, total - (paying.length > 0 ? (options.less ?? 0) : 0));
}

/** Gives Trade Goods from the supply: an empty supply gives nothing more (RR §1). Returns what was given. */
export function gainTradeGoods(tx: Tx, seat: Seat, amount: number, reason: string): number {
  const given = Math.min(amount, tx.state.tradeGoodSupply);
  if (given > 0) {
    const short = given < amount ? ` (the supply ran out: ${amount - given} short)` : "";
    tx.emit({ type: "tradeGoodsGained", seat, amount: given, reason: `${reason}${short}` });
  }
  return given;
}

/** The player collects from their active agreements (RR §17). */
export function collectFromAgreements(tx: Tx, seat: Seat, options: Collection): number {
  return gainTradeGoods(tx, seat, collectionValue(tx.state, seat, options), options.reason);
}

export function breakAgreement(tx: Tx, agreement: TradeAgreement, by: Seat | null, reason: string): void {
  tx.emit({ type: "tradeAgreementBroken", seats: [...agreement.seats], by, reason });
}

/**
 * RR §17: a Space Battle or Invasion Combat between partners breaks their agreement, the Hacan's included;
 * PDS fire and Action Cards do not. For the combat rules to call.
 */
export function breakAgreementByWar(tx: Tx, a: Seat, b: Seat): void {
  const agreement = agreementBetween(tx.state, a, b);
  if (agreement) breakAgreement(tx, agreement, null, "war between the partners");
}

/** RR §22 (SE errata, Elimination): an eliminated race's agreements leave the game. For elimination to call. */
export function removeAgreementsOf(tx: Tx, seat: Seat): void {
  for (const agreement of agreementsOf(tx.state, seat)) breakAgreement(tx, agreement, null, "elimination");
}
