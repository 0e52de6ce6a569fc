/**
 * The Action Card effects Mecatol carries out itself, by the cards' effect keys (texts in
 * content/actionCards.*.ts). Every other card is still playable in its window and is then carried out by
 * hand (play.ts). Register the keys in effects/automated.ts.
 */
import type { ActionCardId } from "../../../content/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { player } from "../players.ts";
import { COUNCIL_CARD_EFFECTS } from "../politics/councilCards.ts";

/** What the player said when playing the card: the card, and the player or amount it names. */
export interface CardPlay {
  seat: Seat;
  card: ActionCardId;
  target: Seat | null;
  tradeGoods: number;
}

export interface ActionCardEffect {
  /** Checked when the card is played and again when it resolves (a card that no longer applies fizzles). */
  check(state: GameState, play: CardPlay): RuleError | undefined;
  resolve(tx: Tx, play: CardPlay): void;
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

function homePlanets(state: GameState, seat: Seat): string[] {
  const home = player(state, seat).home;
  return home ? Object.keys(state.board[home]?.planets ?? {}) : [];
}

/** Good Year: 1 Trade Good per planet held outside the Home System, while the supply lasts. */
const goodYear: ActionCardEffect = {
  check: () => undefined,
  resolve(tx, play) {
    const home = homePlanets(tx.state, play.seat);
    const outside = Object.keys(player(tx.state, play.seat).planets).filter((id) => !home.includes(id));
    const amount = Math.min(outside.length, tx.state.tradeGoodSupply);
    if (amount > 0) tx.emit({ type: "tradeGoodsGained", seat: play.seat, amount, reason: "Good Year" });
  },
};

/** Privateers: the opponent loses all his Trade Goods; the player keeps half, rounded down. */
const privateers: ActionCardEffect = {
  check: (state, play) => checkOpponent(state, play, "Privateers"),
  resolve(tx, play) {
    const target = play.target as Seat;
    const taken = player(tx.state, target).tradeGoods;
    if (taken === 0) return;
    tx.emit({ type: "tradeGoodsSpent", seat: target, amount: taken, reason: "Privateers" });
    const kept = Math.floor(taken / 2);
    if (kept > 0) tx.emit({ type: "tradeGoodsGained", seat: play.seat, amount: kept, reason: "Privateers" });
  },
};

/** Insubordination: the opponent loses a counter from his Command Pool (to his reinforcements). */
const insubordination: ActionCardEffect = {
  check: (state, play) => checkOpponent(state, play, "Insubordination"),
  resolve(tx, play) {
    const target = play.target as Seat;
    if (player(tx.state, target).counters.command < 1) return;
    tx.emit({
      type: "commandCountersSpent",
      seat: target,
      counters: { command: 1 },
      reason: "Insubordination",
    });
  },
};

/** Sabotage is resolved the moment it is played (play.ts): nothing can answer it. */
const sabotage: ActionCardEffect = { check: () => undefined, resolve: () => {} };

export const ACTION_CARD_EFFECTS: Readonly<Record<string, ActionCardEffect>> = {
  sabotage,
  goodYear,
  privateers,
  insubordination,
  ...COUNCIL_CARD_EFFECTS,
};
