/** Rule moments of the Strategy Phase (RR §5). */
import type { StrategyCardId } from "../../content/index.ts";
import type { Decision } from "../decisions.ts";
import type { RuleError } from "../ruleError.ts";
import type { GameState, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";

export interface StrategyPhaseHooks {
  /** A new round begins, before its Strategy Phase is announced: what was held over the round ends. */
  roundBegins: (tx: Tx) => void;
  /** RR §5.1: the picks of the phase, each answer reshaping the order the one before it left. */
  strategyPicks: (state: GameState, order: readonly Seat[]) => Seat[];
  /**
   * Strategy Cards nobody may pick this round, and, when a seat is given, those that seat may not pick now
   * (every answer's list counts).
   */
  strategyCardsBarred: (state: GameState, seat?: Seat) => readonly string[];
  /** A legal pick refused by a lasting effect (the first refusal counts). */
  strategyPickRefused: (state: GameState, seat: Seat, card: StrategyCardId) => RuleError | undefined;
  /** A pick accepted, just before the card is taken: what it costs is paid (rulebook order). */
  strategyCardTaken: (tx: Tx, seat: Seat, card: StrategyCardId) => void;
  /** The card is taken with the Bonus Counters it carried: what follows from it (rulebook order). */
  strategyCardPicked: (tx: Tx, seat: Seat, card: StrategyCardId, bonus: number) => void;
  /** Optional decisions open at any moment of the phase, beside the pick (every answer's list counts). */
  strategyPhaseOffers: (state: GameState) => readonly Decision[];
}
