/** Rule moments of the Status Phase (RR §21). */
import type { UnitType } from "../../content/index.ts";
import type { Decision } from "../decisions.ts";
import type { CounterArea } from "../events.ts";
import type { RuleError } from "../ruleError.ts";
import type { GameState, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";

export interface StatusPhaseHooks {
  /** The Status Phase begins, before objectives are claimed: lasting effects that start or end here. */
  statusPhaseStarts: (tx: Tx) => void;
  /**
   * What is asked at the very start of the phase, before any Action Card is played (Shuttle Logistics,
   * Hyper Metabolism, War Funding). Asked in rulebook order: each answer pushes its frame over the
   * phase's Action Card window, so the last one pushed is answered first.
   */
  statusPhaseOpens: (tx: Tx) => void;
  /**
   * Asked once the Action Cards of the phase's start are played, before objectives are claimed
   * (Technology Buy-back): pushed beneath the window.
   */
  objectivesAboutToBeClaimed: (tx: Tx) => void;
  /** RR §21.1: the one-public-objective limit does not bind this player now (any answer lifts it). */
  publicObjectiveLimitLifted: (state: GameState, seat: Seat) => boolean;
  /** RR §21.5: Action Cards a player draws beyond the one (added up). */
  statusActionCards: (state: GameState, seat: Seat) => number;
  /**
   * RR §21.5: the phase's Action Cards dealt another way than drawn (Core Stability), each player owed
   * `cards`: true when an answer dealt them. The first answer that deals counts.
   */
  statusActionCardsDealt: (tx: Tx, owed: readonly { seat: Seat; cards: number }[]) => boolean;
  /** The clean-up is done (RR §21.2-5): effects that pay or start once the cards are drawn. */
  statusCleanUpDone: (tx: Tx) => void;
  /** RR §21.5: command counters gained beyond the 2 (added up). */
  statusIncome: (state: GameState, seat: Seat) => number;
  /** RR §21.6: a placement of command counters refused (the first refusal counts). */
  redistributionRefused: (
    state: GameState,
    seat: Seat,
    counters: Record<CounterArea, number>,
  ) => RuleError | undefined;
  /** Optional decisions offered to the players still redistributing (breaking agreements, trades). */
  redistributionOffers: (state: GameState, seats: readonly Seat[]) => readonly Decision[];
  /**
   * The phase would end: what must happen first (ships over Fleet Supply after War Footing). True when
   * the game now waits on it; the phase ends only once no answer acts.
   */
  statusPhaseEnds: (tx: Tx) => boolean;
  /**
   * RR §21 step 2: a damaged unit of this type is not repaired in the Status Phase (Borderlands' Capital
   * Ships stay damaged until their repair is paid for). Any answer suffices.
   */
  repairWithheld: (state: GameState, seat: Seat, unit: UnitType) => boolean;
  /** RR §21.7: the Strategy Cards have returned to the common area (a card kept with Political Stability). */
  strategyCardsReturned: (tx: Tx) => void;
}
