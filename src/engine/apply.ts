/**
 * `apply(state, command, ctx)`: the engine's one entry point for play. It checks that the command answers
 * a pending decision, lets the rule for it emit events, runs the automatic steps that follow, and returns
 * the new state with every event, or a RuleError; a refused command changes nothing.
 */
import { checkCommandShape } from "./commandShape.ts";
import type { Command, CommandType } from "./commands.ts";
import { ALWAYS_AVAILABLE } from "./commands.ts";
import { decisions } from "./decisions.ts";
import type { GameEvent } from "./events.ts";
import { advance } from "./flow.ts";
import type { CommandHandler } from "./module.ts";
import { rulebookOf } from "./rulebook.ts";
import { type RuleError, ruleError } from "./ruleError.ts";
import { nameOf } from "./rules/players.ts";
import type { GameState } from "./state.ts";
import { beginTx, type EngineContext } from "./tx.ts";

export type { EngineContext };

export type ApplyResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; error: RuleError };

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
  // Commands arrive as JSON: a malformed one is refused before any rule reads it (commandShape.ts).
  const refused = checkCommandShape(state, command) ?? checkAnswersDecision(state, command);
  if (refused) return { ok: false, error: refused };
  const tx = beginTx(state, ctx, options.consume === true);
  const handle = rulebookOf(state).commands[command.type] as CommandHandler<CommandType>;
  const error = handle(tx, command);
  if (error) return { ok: false, error };
  advance(tx);
  return { ok: true, state: tx.state, events: tx.events };
}

/** The same validation apply starts with, for buttons and autocomplete: is this command possible now? */
export function checkAnswersDecision(state: GameState, command: Command): RuleError | undefined {
  if (state.phase === "finished") return ruleError("ERR_GAME_OVER", "RR §22", "The game is over.");
  const seat = state.players[command.seat];
  if (!seat) return ruleError("ERR_NO_SEAT", "Mecatol", "You have no seat in this game.");
  if (seat.eliminated)
    return ruleError("ERR_ELIMINATED", "RR §22", "You have been eliminated from this game.");
  if (ALWAYS_AVAILABLE.has(command.type)) return undefined;
  const pending = decisions(state);
  if (pending.some((d) => d.seat === command.seat && d.kind === command.type)) return undefined;
  // An optional offer (decisions.ts) is not something the game waits for: it is not named here.
  const owed = pending.filter((d) => d.optional !== true);
  const mine = owed.filter((d) => d.seat === command.seat);
  if (mine.length > 0) {
    const options = [...new Set(mine.map((d) => d.prompt))].join(", or ");
    return ruleError("ERR_NOT_NOW", "Mecatol", `Not now: the game is waiting for you to ${options}.`);
  }
  const waiting = [...new Set(owed.map((d) => nameOf(state, d.seat)))];
  const who = waiting.length > 0 ? waiting.join(", ") : "nobody";
  return ruleError("ERR_NOT_YOUR_TURN", "Mecatol", `Not your turn: the game is waiting for ${who}.`);
}
