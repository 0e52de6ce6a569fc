/**
 * Card choices as module contributions: a card, law, directive or technology that asks players to choose
 * (which planets to exhaust, which law to discard) pushes a `cardChoice` frame naming an effect key; the
 * rule under that key, given by the module of the card's area (`choices` in module.ts), checks each
 * answer, carries it out and lists the legal answers. The frame itself is rules/actionCards/choice.ts.
 */
import type { Command } from "./commands.ts";
import type { Frame } from "./frames.ts";
import type { RuleError } from "./ruleError.ts";
import type { GameState, Seat } from "./state.ts";
import type { Tx } from "./tx.ts";

export type CardChoiceCommand = Extract<Command, { type: "answerCardChoice" }>;
/** An answer without the command's type and seat: what the player named. */
export type CardChoiceAnswer = Omit<CardChoiceCommand, "type" | "seat">;
type CardChoiceFrame = Extract<Frame, { kind: "cardChoice" }>;

export interface CardChoiceRule {
  /** Refuses an answer that does not fit (the frame stays as it was). */
  check(
    state: GameState,
    frame: CardChoiceFrame,
    seat: Seat,
    answer: CardChoiceAnswer,
  ): RuleError | undefined;
  /** Carries the answer out. It may push frames of its own; the choice frame waits beneath them. */
  resolve(tx: Tx, frame: CardChoiceFrame, seat: Seat, answer: CardChoiceAnswer): void;
  /** Legal answers for `seat` now, the most cautious first (never empty: a choice always has an answer). */
  options(state: GameState, frame: CardChoiceFrame, seat: Seat): CardChoiceAnswer[];
}

/** The choice rules of one module, by effect key. */
export type CardChoiceTable = Readonly<Record<string, CardChoiceRule>>;
