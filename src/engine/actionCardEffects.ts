/**
 * What an automated Action Card effect is (RR §19): a check when the card is played (and again when it
 * resolves) and its resolution. Each card family's module lists its effects by effect key
 * (`actionCards` in module.ts); the rulebook merges them and play (rules/actionCards/play.ts) reads them there.
 */
import type { ActionCardId, PlanetId } from "../content/index.ts";
import type { RuleError } from "./ruleError.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "./state.ts";
import type { Tx } from "./tx.ts";

/**
 * What the player said when playing the card: the card and whatever it names. Each card reads the fields
 * it needs and refuses the play (check) when one is missing; the others are ignored.
 */
export interface CardPlay {
  seat: Seat;
  card: ActionCardId;
  /** A player the card names. */
  target: Seat | null;
  /** Trade Goods the card spends (Bribery). */
  tradeGoods: number;
  /** Planets the card names, in the order its text names them. */
  planets: PlanetId[];
  /** A system the card names, by map position. */
  system: PositionLabel | null;
  /** Any other choice the card asks for: a unit type, a card id, a Strategy Card, a technology. */
  choice: string | null;
  /** A number the card asks for (how many units, ...). */
  amount: number;
  /** The units the card moves, by type (Transport), when named so rather than by amount. */
  units?: UnitCounts;
}

export interface ActionCardEffect {
  /** Checked when the card is played and again when it resolves (a card that no longer applies fizzles). */
  check(state: GameState, play: CardPlay): RuleError | undefined;
  resolve(tx: Tx, play: CardPlay): void;
  /**
   * Resolved once the card is discarded and the turn it was played as has ended (play.ts), so `resolve`
   * may push frames of its own (a card choice) that the game then waits on.
   */
  resolvesLast?: boolean;
}

/** The automated effects of one module, by effect key. */
export type ActionCardEffectTable = Readonly<Record<string, ActionCardEffect>>;
