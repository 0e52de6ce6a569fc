/**
 * Strategy Card abilities as module contributions (RR §6): each module lists the primaries and secondaries
 * it carries out, by the cards' effect keys (`primaries`, `secondaries` in module.ts); the strategic action
 * (rules/strategicAction.ts) finds them in the game's rulebook (rules/strategyAbilities.ts); every ability
 * of every card has one.
 */
import type { PrimaryChoice, SecondaryChoice } from "./commands.ts";
import type { StrategicActionFrame } from "./frames.ts";
import type { RuleError } from "./ruleError.ts";
import type { GameState, Seat } from "./state.ts";
import type { Tx } from "./tx.ts";

export interface PrimaryRule {
  needsAnswer(state: GameState, frame: StrategicActionFrame): boolean;
  prompt(state: GameState, frame: StrategicActionFrame): string;
  resolve(tx: Tx, frame: StrategicActionFrame, choice: PrimaryChoice): RuleError | undefined;
  /** True while the primary still needs more answers after one was resolved (several steps). */
  pending?(state: GameState, frame: StrategicActionFrame): boolean;
}

export interface SecondaryRule {
  check(state: GameState, seat: Seat, choice: SecondaryChoice): RuleError | undefined;
  resolve(tx: Tx, seat: Seat, choice: SecondaryChoice): void;
  /** True when this follower pays no Strategy Allocation counter (e.g. the Hacan following Trade). */
  free?(state: GameState, seat: Seat): boolean;
  /**
   * Runs once everyone has answered, before the card turns inactive (e.g. Trade collects clockwise). It may
   * push frames (play windows): it then runs again once they close, and must note its work done in the
   * frame's detail so as to add nothing the second time.
   */
  afterAll?(tx: Tx, frame: StrategicActionFrame): void;
}

export type PrimaryTable = Readonly<Record<string, PrimaryRule>>;
export type SecondaryTable = Readonly<Record<string, SecondaryRule>>;
