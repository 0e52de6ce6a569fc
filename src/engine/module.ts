/**
 * A rule module: one rule area, card family, race, option or expansion, as one value. It brings the
 * commands it answers, the events it folds into the state, the frames it runs, the standing checks it
 * adds to the driver loop, and its answers to the hook points (hooks/) that base rules ask. A rulebook
 * (rulebook.ts, rulebooks/) is a list of modules; adding a module is one line there.
 */
import type { OptionId } from "../content/index.ts";
import type { ActionCardEffectTable } from "./actionCardEffects.ts";
import type { CardChoiceTable } from "./choices.ts";
import type { Command, CommandType } from "./commands.ts";
import type { Decision } from "./decisions.ts";
import type { GameEvent, GameEventType } from "./events.ts";
import type { EvolveHandler } from "./evolve.ts";
import type { FrameRules } from "./flow.ts";
import type { Frame, FrameKind } from "./frames.ts";
import type { HookAnswers } from "./hooks/index.ts";
import type { PhaseStart, RoundPhase } from "./phases.ts";
import type { RuleError } from "./ruleError.ts";
import type { GameState } from "./state.ts";
import type { PrimaryTable, SecondaryTable } from "./strategyCards.ts";
import type { Tx } from "./tx.ts";

/** The bot's candidate answers to a decision, most wanted first; the first `apply` accepts is played. */
export type BotCandidates = (state: GameState, decision: Decision) => Command[];

/** How a command is carried out: validate, then emit; a refusal changes nothing. */
export type CommandHandler<T extends CommandType> = (
  tx: Tx,
  command: Extract<Command, { type: T }>,
) => RuleError | undefined;

export type CommandTable = { [T in CommandType]: CommandHandler<T> };
export type FrameTable = { [K in FrameKind]: FrameRules<Extract<Frame, { kind: K }>> };
export type EvolveHandlers = { [T in GameEventType]: EvolveHandler<T> };
export type PhaseTable = { [P in RoundPhase]: PhaseStart };

export interface RuleModule {
  /** Stable and unique in its rulebook: "tactical", "actionCards", "option:tacticalRetreats". */
  readonly id: string;
  /** An option module joins a game's rulebook only when the game switches this option on. */
  readonly option?: OptionId;
  readonly commands?: Partial<CommandTable>;
  readonly events?: Partial<EvolveHandlers>;
  readonly frames?: Partial<FrameTable>;
  /** How the phases of the round it plays begin (phases.ts). */
  readonly phases?: Partial<PhaseTable>;
  /**
   * Bookkeeping that reads every event with the state before it (no rule checks), such as the
   * achievements the "this round" objectives look back on.
   */
  readonly observe?: (draft: GameState, event: GameEvent) => void;
  /**
   * Marks an event as it is emitted, with the state before it, in games that play the module's option:
   * what a viewer may see of it is decided by the mark (view.ts), e.g. a face-down Leader's move.
   */
  readonly mark?: (state: GameState, event: GameEvent) => GameEvent;
  /**
   * Standing rules the driver loop checks before every automatic step, in rulebook order (a player
   * with nothing left is out; a hand over its limit is discarded down). True when one acted.
   */
  readonly standing?: readonly ((tx: Tx) => boolean)[];
  readonly hooks?: HookAnswers;
  /** The built-in bot's candidates for the decision kinds this module asks (bot/). */
  readonly bot?: Partial<Record<CommandType, BotCandidates>>;
  /** The choices its cards ask of players (choices.ts), by effect key; a key belongs to one module. */
  readonly choices?: CardChoiceTable;
  /** The Action Card effects it carries out (actionCardEffects.ts), by effect key; one module each. */
  readonly actionCards?: ActionCardEffectTable;
  /** The Strategy Card abilities it carries out (strategyCards.ts), by effect key; one module each. */
  readonly primaries?: PrimaryTable;
  readonly secondaries?: SecondaryTable;
}
