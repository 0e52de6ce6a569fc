/**
 * Choices a card's effect asks of players after it is played or voted: which planets to exhaust, where
 * to place the free units, which law to discard. The rule that asks pushes a `cardChoice` frame naming
 * its effect key; each asked player answers with `answerCardChoice`, checked and carried out by the rule
 * its rulebook gives under that key (choices.ts). Answers are taken one by one in the listed order
 * (`inOrder`, when one answer can change the next) or all at once. Every rule also lists legal answers
 * (`options`) so the bot and the deadline can answer for an absent player without guessing.
 *
 * Register a rule by adding it to the table of its area (combatCards.ts, boardCards.ts, phaseCards.ts,
 * politics/...) and that table to the area's module (`choices`).
 */
import type { CardChoiceCommand, CardChoiceRule } from "../../choices.ts";
import type { Decision } from "../../decisions.ts";
import type { FrameRules } from "../../flow.ts";
import { rulebookOf } from "../../rulebook.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import type { CardChoiceFrame } from "./frames.ts";

/** The rule a game's rulebook gives for an effect key (each area's module lists its own). */
function cardChoiceRule(state: GameState, effect: string): CardChoiceRule | undefined {
  return rulebookOf(state).choices[effect];
}

export interface CardChoiceRequest {
  effect: string;
  /** The card's name and what it asks, e.g. "Local Unrest: name a planet to exhaust". */
  prompt: string;
  awaiting: readonly Seat[];
  inOrder?: boolean;
  data?: CardChoiceFrame["data"];
}

/** Asks players for a card's choice; nothing happens when nobody is left to ask. */
export function askCardChoice(tx: Tx, request: CardChoiceRequest): void {
  if (!cardChoiceRule(tx.state, request.effect)) throw new Error(`no card choice rule for ${request.effect}`);
  const awaiting = [...new Set(request.awaiting)].filter((s) => !tx.state.players[s]?.eliminated);
  if (awaiting.length === 0) return;
  tx.emit({
    type: "framePushed",
    frame: {
      kind: "cardChoice",
      effect: request.effect,
      prompt: request.prompt,
      awaiting,
      inOrder: request.inOrder ?? false,
      data: request.data ?? {},
    },
  });
}

function askedNow(frame: CardChoiceFrame): Seat[] {
  return frame.inOrder ? frame.awaiting.slice(0, 1) : frame.awaiting;
}

export const CARD_CHOICE_FRAME_RULES: FrameRules<CardChoiceFrame> = {
  decisions(_state, frame): Decision[] {
    return askedNow(frame).map((seat) => ({
      kind: "answerCardChoice" as const,
      seat,
      simultaneous: !frame.inOrder,
      prompt: frame.prompt,
    }));
  },
  advance(tx, frame) {
    if (frame.awaiting.length > 0) return false;
    tx.emit({ type: "framePopped" });
    return true;
  },
};

export function answerCardChoice(tx: Tx, command: CardChoiceCommand): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "cardChoice" || !askedNow(frame).includes(command.seat)) {
    return ruleError("ERR_NOT_NOW", "RR §19", "No card is asking you for a choice now.");
  }
  const rule = cardChoiceRule(tx.state, frame.effect);
  if (!rule) throw new Error(`no card choice rule for ${frame.effect}`);
  const { type: _type, seat, ...answer } = command;
  const refused = rule.check(tx.state, frame, seat, answer);
  if (refused) return refused;
  tx.emit({ type: "cardChoiceAnswered", seat, effect: frame.effect, answer });
  tx.emit({ type: "frameReplaced", frame: { ...frame, awaiting: frame.awaiting.filter((s) => s !== seat) } });
  rule.resolve(tx, frame, seat, answer);
  return undefined;
}

/** The legal answers for the player asked now (the bot's and the deadline's candidates). */
export function cardChoiceOptions(state: GameState, seat: Seat): CardChoiceCommand[] {
  const frame = state.stack.at(-1);
  if (frame?.kind !== "cardChoice" || !askedNow(frame).includes(seat)) return [];
  const rule = cardChoiceRule(state, frame.effect);
  return (rule?.options(state, frame, seat) ?? []).map((a) => ({ type: "answerCardChoice", seat, ...a }));
}
