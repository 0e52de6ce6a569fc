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
import { type ApplyResult, apply, type EngineContext } from "../apply.ts";
import type { Command, CommandType } from "../commands.ts";
import { type Decision, decisions } from "../decisions.ts";
import type { GameEvent } from "../events.ts";
import type { BotCandidates } from "../module.ts";
import { rulebookOf } from "../rulebook.ts";
import type { GameState, Seat } from "../state.ts";
import { seatState } from "../view.ts";
import { type BotLevel, leveled } from "./levels.ts";

export type Candidates = BotCandidates;
export type { BotLevel } from "./levels.ts";

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
): { command: Command; result: Extract<ApplyResult, { ok: true }> } | null {
  // The decisions asked of this seat are what it is shown, so they may be read off the real state.
  const mine = decisions(state).filter((d) => d.seat === seat);
  if (mine.length === 0) return null;
  const seen = seatState(state, seat);
  for (const decision of ordered(mine)) {
    // Each module of the game's rulebook brings the candidates of its decision kinds.
    const generate = rulebookOf(state).bot[decision.kind];
    for (const command of leveled(seen, decision, generate ? generate(seen, decision) : [], level)) {
      // Legality is asked of the real state: a refusal tells the bot no more than it would tell a player
      // who sent the same command, and the command it settles on is one the rules accept.
      const result = apply(state, command, ctx);
      if (result.ok) return { command, result };
    }
  }
  return null;
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

function ordered(list: Decision[]): Decision[] {
  const rank = (d: Decision) => LATE[d.kind] ?? 0;
  return [...list].sort((a, b) => rank(a) - rank(b));
}

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
  let current = state;
  const commands: Command[] = [];
  const events: GameEvent[] = [];
  while (current.phase !== "finished" && commands.length < maxCommands) {
    const waiting = [...new Set(decisions(current).map((d) => d.seat))];
    let move: ReturnType<typeof botMove> = null;
    for (const seat of waiting) {
      move = botMove(current, seat, ctx, levelOf(seat));
      if (move) break;
    }
    if (!move) return { state: current, commands, events, stuck: true };
    const { command, result } = move;
    current = result.state;
    events.push(...result.events);
    commands.push(command);
  }
  return { state: current, commands, events, stuck: false };
}
