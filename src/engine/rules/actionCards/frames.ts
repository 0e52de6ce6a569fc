/**
 * The frames of the Action Card framework (RR §19). None holds a secret: a played card is public the
 * moment it is played, and a hand is only ever counted.
 */
import type { ActionCardId, ActionTiming, PlanetId } from "../../../content/index.ts";
import type { PositionLabel, Seat, UnitCounts } from "../../state.ts";

/**
 * A play window: the players listed may still play an Action Card of this timing, or pass. The window
 * pops when all have passed (a Sabotage window also when the card it watches is cancelled).
 */
export interface ActionWindowFrame {
  kind: "actionWindow";
  timing: ActionTiming;
  awaiting: Seat[];
  /** Players asked here for the first time in the game, whose pass may be "pass every window". */
  autoPassOffered?: Seat[];
  /** The player the moment concerns, when a card needs him: the trade partner who just collected. */
  about?: Seat;
}

/** A played Action Card waiting to resolve, under the window in which others may Sabotage it. */
export interface ActionCardPlayFrame {
  kind: "actionCardPlay";
  seat: Seat;
  card: ActionCardId;
  /** Played as the player's whole action in the Action Phase (RR §7.4): resolving it ends the turn. */
  asAction: boolean;
  /** The player the card names, for cards that name one. */
  target: Seat | null;
  /** Trade Goods the card spends (Bribery). */
  tradeGoods: number;
  /** What else the card names (effects.ts: CardPlay); absent in frames saved before these existed. */
  planets?: PlanetId[];
  system?: PositionLabel | null;
  choice?: string | null;
  amount?: number;
  units?: UnitCounts;
  /** Sabotaged: discarded without effect, and an action card does not use up the action (RR §7.4). */
  cancelled: boolean;
}

/** Players over a hand limit discard down before anything else happens (RR §19; SE Assembly sidebar). */
export interface HandLimitFrame {
  kind: "handLimit";
}

/**
 * An effect left to the players in a game saved before every card was carried out by the engine: announced
 * with `resolvedByHand`, then confirmed by each player it affects (byHand.ts; no rule opens one now).
 */
export interface ByHandFrame {
  kind: "byHand";
  seat: Seat;
  what: string;
  awaiting: Seat[];
}

/**
 * A choice a card's effect asks of players (choice.ts): the rule registered under `effect` checks and
 * carries out each answer. `data` holds what the asking rule needs to remember (plain JSON, public).
 */
export interface CardChoiceFrame {
  kind: "cardChoice";
  effect: string;
  prompt: string;
  /** Players still to answer; with `inOrder` only the first is asked, otherwise all at once. */
  awaiting: Seat[];
  inOrder: boolean;
  data: Record<string, string | number | boolean | null | string[] | number[]>;
}
