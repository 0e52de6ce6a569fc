/**
 * The built-in bot: for a seat the game waits on, a legal command. It is the engine's own proof of
 * completeness (every decision can be answered) and fills empty seats in the playground. Candidates are
 * generated per decision kind by the module that asks it (`bot` in module.ts), most wanted first, and the first one `apply` accepts is played, so the bot
 * never sends an illegal command and needs no copy of the rules' validation.
 *
 * The bot plays fair by construction: its candidates are generated from `seatState(state, seat)` (view.ts),
 * the game as its seat may see it, never from the whole state, so other hands, secret objectives, the
 * decks' order, face-down things and the generator (the dice to come) cannot sway what it chooses.
 */
import { apply, type EngineContext } from "../apply.ts";
import type { Command, CommandType } from "../commands.ts";
import type { GameEvent } from "../events.ts";
import { type BotLevel, type BotMove, type BotPolicy, botMoveWith, playOutWith } from "../kernel/bot.ts";
import type { BotCandidates } from "../module.ts";
import { rulebookOf } from "../rulebook.ts";
import type { GameState, Seat } from "../state.ts";
import type { Ti3 } from "../ti3.ts";
import { seatState } from "../view.ts";
import { leveled } from "./levels.ts";

export type Candidates = BotCandidates;
export type { BotLevel } from "../kernel/bot.ts";

/** TI3's side of the shared search (kernel/bot.ts): its view, candidates, decision order and levels. */
const TI3_POLICY: BotPolicy<Ti3> = {
  seen: seatState,
  rank: (d) => LATE[d.kind] ?? 0,
  // Each module of the game's rulebook brings the candidates of its decision kinds.
  candidates: (seen, d) => rulebookOf(seen).bot[d.kind]?.(seen, d) ?? [],
  leveled,
};

/** The command the bot plays for `seat` at `level` (levels.ts), or null when the game is not waiting on that seat. */
export function botCommand(
  state: GameState,
  seat: Seat,
  ctx: EngineContext,
  level: BotLevel = "normal",
): Command | null {
  return botMove(state, seat, ctx, level)?.command ?? null;
}

/** The bot's command for `seat` with what applying it gave, so a caller playing it need not apply it again. */
export function botMove(
  state: GameState,
  seat: Seat,
  ctx: EngineContext,
  level: BotLevel = "normal",
): BotMove<Ti3> | null {
  return botMoveWith(TI3_POLICY, state, seat, ctx, level, apply);
}

/**
 * The order in which the bot weighs its options: any answer owed within a procedure first; in the Action
 * Phase a strategic action owed, then a transfer (offered only when nothing is there to take and it moves a
 * fleet and produces in one action), then a tactical action (offered only where one gains something), then
 * an Action Card played as the action; passing last (in a play window too: a card the bot would play comes
 * before its pass). Every tactical or transfer action spends a Command
 * Pool counter, so each round the bot runs out of worthwhile actions or counters and passes.
 */
const LATE: Partial<Record<CommandType, number>> = {
  strategicAction: 1,
  transferAction: 2,
  tacticalAction: 3,
  playActionCard: 4,
  finishTurn: 5,
  skipTurn: 6,
  pass: 7,
  // In a play window, a card worth playing is weighed before passing.
  passActionWindow: 8,
};

/**
 * Plays bot commands until the game ends or `maxCommands` is reached; returns every command played.
 * `levelOf` gives each seat's level (normal for all when absent).
 */
export function playOut(
  state: GameState,
  ctx: EngineContext,
  maxCommands: number,
  levelOf: (seat: Seat) => BotLevel = () => "normal",
): { state: GameState; commands: Command[]; events: GameEvent[]; stuck: boolean } {
  return playOutWith<Ti3>((s, seat, level) => botMove(s, seat, ctx, level), state, maxCommands, levelOf);
}
