/** Rule moments of trade (RR §17, and the Trade Strategy Cards of RR §6, SE p.16). */
import type { RuleError } from "../ruleError.ts";
import type { GameState, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";

/** How a pool of the Trade cards' Trade Goods is handed out, from each seat's dues (in order). */
export type TradePoolSharing = (tx: Tx, dues: readonly (readonly [Seat, number])[]) => void;

export interface TradeHooks {
  /**
   * A trade between two players refused: "agreement" for a trade agreement, "gift" for Trade Goods or
   * Action Cards handed over. The first refusal counts.
   */
  tradeRefused: (
    state: GameState,
    seat: Seat,
    partner: Seat,
    deal: "agreement" | "gift",
  ) => RuleError | undefined;
  /** What a Trade Contract is worth now, from its printed value: each answer changes what the one before gave. */
  contractValue: (state: GameState, value: number) => number;
  /** Trade Goods a player collecting from at least one agreement receives beyond them (added up). */
  tradeCollectionBonus: (state: GameState, seat: Seat) => number;
  /**
   * The Trade Goods a Trade card hands out go to a pool shared once every due is known (Class Struggle):
   * how it is shared. The first answer counts; with none, each player receives his own.
   */
  tradePool: (state: GameState) => TradePoolSharing | undefined;
  /** A player has followed the Trade secondary (each answer, in rulebook order). */
  tradeSecondaryFollowed: (tx: Tx, seat: Seat) => void;
}
