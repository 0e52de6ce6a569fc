/**
 * What an automated Action Card effect is: a check when the card is played (and again when it resolves)
 * and its resolution. The effects live in effects.ts and, by area, in combatCards.ts, boardCards.ts and
 * phaseCards.ts.
 */
import type { ActionCardId, PlanetId } from "../../../content/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";

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

/** The opponent a card names: another player still in the game. */
export function checkOpponent(state: GameState, play: CardPlay, rule: string): RuleError | undefined {
  const target = play.target === null ? undefined : state.players[play.target];
  if (!target || target.eliminated || play.target === play.seat) {
    return ruleError(
      "ERR_CARD_TARGET",
      rule,
      "Name the opponent this card is played on (another player's seat).",
    );
  }
  return undefined;
}
