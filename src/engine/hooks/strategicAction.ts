/** Rule moments of a strategic action (RR §6). */
import type { StrategyCardId } from "../../content/index.ts";
import type { SecondaryChoice } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import type { StrategicActionFrame } from "../frames.ts";
import type { RuleError } from "../ruleError.ts";
import type { GameState, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";

export interface StrategicActionHooks {
  /** A strategic action begins, its frame pushed before the primary (rulebook order). */
  strategicActionTaken: (tx: Tx, card: StrategyCardId) => void;
  /** Optional decisions for the players the action now asks (the holder, then the followers). */
  strategicActionOffers: (
    state: GameState,
    frame: StrategicActionFrame,
    asked: readonly Seat[],
  ) => readonly Decision[];
  /** Nobody may follow the secondary now (any answer closes it). */
  secondariesClosed: (state: GameState) => boolean;
  /** A follower's answer refused before the card's own check (the first refusal counts). */
  secondaryRefused: (
    state: GameState,
    card: StrategyCardId,
    seat: Seat,
    choice: SecondaryChoice,
  ) => RuleError | undefined;
  /**
   * RR §6: the Strategy Allocation counter a follower pays. "owed": paid as the card says, whatever
   * waives it; "waived": not paid; undefined: the usual rule.
   */
  secondaryCounter: (state: GameState, card: StrategyCardId, seat: Seat) => "owed" | "waived" | undefined;
  /**
   * RR §6 Logistics secondary: the influence one command counter costs, 3 unless an answer names another
   * price (the first that does counts).
   */
  logisticsCounterPrice: (state: GameState) => number | undefined;
  /** A player declined the secondary (rulebook order). */
  secondaryDeclined: (tx: Tx, card: StrategyCardId, seat: Seat) => void;
  /** RR §6 Imperial primary: the VP it gives, 2 unless an answer names another (The Star in the Crown). */
  imperialVictoryPoints: () => number;
}
