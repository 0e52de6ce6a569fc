/**
 * `applyCommand`: the kernel's one entry point for play. It checks the command's form and that it answers
 * a pending decision, lets the book's rule for it emit events, runs the automatic steps that follow, and
 * returns the new state with every event, or a RuleError; a refused command changes nothing.
 */
import { type RuleError, ruleError } from "../ruleError.ts";
import { bookOf } from "./book.ts";
import { advanceFrames, pendingDecisions } from "./flow.ts";
import { whileSteady } from "./steady.ts";
import { beginTx } from "./tx.ts";
import type { EngineContext, Ruleset } from "./types.ts";

export type Applied<R extends Ruleset> =
  | { ok: true; state: R["state"]; events: R["event"][] }
  | { ok: false; error: RuleError };

/**
 * Applies a command. The caller's state is never touched, unless it passes `{ consume: true }`: it then
 * gives the state up (it may be changed even when the command is refused), which saves copying it.
 */
export function applyCommand<R extends Ruleset>(
  state: R["state"],
  command: R["command"],
  ctx: EngineContext,
  options: { consume?: boolean } = {},
): Applied<R> {
  const book = bookOf<R>(state);
  // Commands arrive as JSON: a malformed one is refused before any rule reads it.
  const refused = book.checkShape(state, command) ?? answersDecision<R>(state, command);
  if (refused) return { ok: false, error: refused };
  // Rules may remember reads while they run: every event folded forgets them (kernel/steady.ts).
  return whileSteady(() => carryOut(book, state, command, ctx, options.consume === true));
}

function carryOut<R extends Ruleset>(
  book: ReturnType<typeof bookOf<R>>,
  state: R["state"],
  command: R["command"],
  ctx: EngineContext,
  consume: boolean,
): Applied<R> {
  const tx = beginTx<R>(state, ctx, consume);
  const handle = book.commands[command.type];
  if (!handle)
    throw new Error(`no module of the ${book.ruleset} rulebook answers the command ${command.type}`);
  const error = handle(tx, command);
  if (error) return { ok: false, error };
  advanceFrames(tx);
  return { ok: true, state: tx.state, events: tx.events };
}

/** The same validation apply starts with, for buttons and autocomplete: is this command possible now? */
export function answersDecision<R extends Ruleset>(
  state: R["state"],
  command: R["command"],
): RuleError | undefined {
  // The kernel cites no ruleset's book: these refusals are the table's, whatever the edition.
  if (state.phase === "finished") return ruleError("ERR_GAME_OVER", "Mecatol", "The game is over.");
  const seat = state.players[command.seat];
  if (!seat) return ruleError("ERR_NO_SEAT", "Mecatol", "You have no seat in this game.");
  if (seat.eliminated)
    return ruleError("ERR_ELIMINATED", "Mecatol", "You have been eliminated from this game.");
  if (bookOf<R>(state).alwaysAvailable.has(command.type)) return undefined;
  const pending = pendingDecisions<R>(state);
  if (pending.some((d) => d.seat === command.seat && d.kind === command.type)) return undefined;
  // An optional offer is not something the game waits for: it is not named here.
  const owed = pending.filter((d) => d.optional !== true);
  const mine = owed.filter((d) => d.seat === command.seat);
  if (mine.length > 0) {
    const asked = [...new Set(mine.map((d) => d.prompt))].join(", or ");
    return ruleError("ERR_NOT_NOW", "Mecatol", `Not now: the game is waiting for you to ${asked}.`);
  }
  const names = [...new Set(owed.map((d) => state.players[d.seat]?.name ?? `seat ${d.seat}`))];
  const who = names.length > 0 ? names.join(", ") : "nobody";
  return ruleError("ERR_NOT_YOUR_TURN", "Mecatol", `Not your turn: the game is waiting for ${who}.`);
}
