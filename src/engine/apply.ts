/**
 * `apply(state, command, ctx)`: TI3's entry point for play, through the kernel (kernel/apply.ts). It
 * checks that the command is well formed and answers a pending decision, lets the rule for it emit
 * events, runs the automatic steps that follow, and returns the new state with every event, or a
 * RuleError; a refused command changes nothing.
 */
import type { Command } from "./commands.ts";
import { type Applied, answersDecision, applyCommand } from "./kernel/apply.ts";
import type { EngineContext } from "./kernel/types.ts";
import type { RuleError } from "./ruleError.ts";
import type { GameState } from "./state.ts";
import type { Ti3 } from "./ti3.ts";

export type { EngineContext };
export type ApplyResult = Applied<Ti3>;

/**
 * Applies a command. The caller's state is never touched, unless it passes `{ consume: true }`: it then
 * gives the state up (it may be changed even when the command is refused), which saves copying it. The
 * app layer does so for a state it has just loaded and will not read again.
 */
export function apply(
  state: GameState,
  command: Command,
  ctx: EngineContext,
  options: { consume?: boolean } = {},
): ApplyResult {
  return applyCommand<Ti3>(state, command, ctx, options);
}

/** The same validation apply starts with, for buttons and autocomplete: is this command possible now? */
export function checkAnswersDecision(state: GameState, command: Command): RuleError | undefined {
  return answersDecision<Ti3>(state, command);
}
