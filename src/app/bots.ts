/**
 * Seats played by Mecatol's built-in bot (the engine's `botCommand`), for a table short of players and for
 * trying the game alone in the playground. A bot seat is an ordinary seat whose user id starts with
 * "bot:"; after each human command the service lets the bots answer every decision waiting on them, each
 * answer persisted as its own log entry with the bot as actor, until the game waits on a human again.
 * Those answers do not stand in the way of the human's undo: they go back with the action they followed,
 * and the bots run again on the restored game (app/undo.ts).
 *
 * The bot decides from what its seat may see (the engine's `seatState`); only the check that its answer is
 * legal reads the whole game, as a human's refusal would. A seat plays at the level it was seated with.
 */
import type { BotLevel } from "../engine/bot/levels.ts";
import { botCommand } from "../engine/bot/policy.ts";
import { type GameEvent, type GameState, type Seat, waitingFor } from "../engine/index.ts";
import { applyAndPersist, type PlayDeps } from "./play.ts";
import { type Actor, BOT_USER_PREFIX, isBotUser } from "./types.ts";

export { isBotUser };

/** At most this many bot answers follow one human command (a whole round of six bots is about 150). */
export const BOT_ANSWERS_PER_COMMAND = 400;

/**
 * The user id and name for the n-th bot (1-based) added to a table, playing at `level` (engine/bot/
 * levels.ts). The level is part of the id ("bot:hard:3"), so it needs no column and stays with the seat;
 * a normal bot's id is "bot:3", as every bot's was before levels.
 */
export function botSeat(n: number, level: BotLevel = "normal"): { userId: string; name: string } {
  if (level === "normal") return { userId: `${BOT_USER_PREFIX}${n}`, name: `Bot ${n}` };
  return { userId: `${BOT_USER_PREFIX}${level}:${n}`, name: `Bot ${n} (${level})` };
}

/** The number a bot seat was given ("bot:3", "bot:hard:3": 3), or NaN for an id of another form. */
export function botNumberOf(userId: string): number {
  return Number(userId.slice(BOT_USER_PREFIX.length).split(":").at(-1));
}

/** The level a bot seat plays at, read from its user id. */
export function botLevelOf(userId: string): BotLevel {
  const level = userId.slice(BOT_USER_PREFIX.length).split(":")[0];
  return level === "easy" || level === "hard" ? level : "normal";
}

export interface BotRun {
  state: GameState;
  events: GameEvent[];
  /** How many bot answers were persisted. */
  answers: number;
  /** A bot seat the game waits on that the bot could not answer (the game then waits on it as on anyone). */
  stuck: Seat | null;
}

/** Plays the bot seats the game waits on, one persisted command at a time, until a human is waited on. */
export async function runBots(deps: PlayDeps, gameId: string, state: GameState): Promise<BotRun> {
  const run: BotRun = { state, events: [], answers: 0, stuck: null };
  // Most tables have no bots: nothing to load then.
  if (!state.players.some((p) => isBotUser(p.userId))) return run;
  while (run.answers < BOT_ANSWERS_PER_COMMAND) {
    // Each answer is decided from the stored game, so a command that landed meanwhile is seen.
    const game = await deps.store.loadGame(gameId);
    if (game?.status !== "active") return run;
    const current = game.state as GameState;
    run.state = current;
    const bots = waitingFor(current).filter((seat) => isBotUser(current.players[seat]?.userId ?? ""));
    if (bots.length === 0) return run;
    const ctx = { now: deps.clock().toISOString() };
    const pick = bots
      .map((seat) => ({
        seat,
        command: botCommand(current, seat, ctx, botLevelOf(current.players[seat]?.userId ?? "")),
      }))
      .find((p) => p.command !== null);
    if (!pick?.command) {
      run.stuck = bots[0] as Seat;
      deps.log.warn({ gameId, seat: run.stuck }, "a bot seat has no legal answer; the game waits on it");
      return run;
    }
    const player = current.players[pick.seat];
    const actor: Actor = { userId: player?.userId ?? "", name: player?.name ?? "Bot" };
    const applied = await applyAndPersist(deps, game, actor, pick.command);
    if (!applied.ok) {
      deps.log.warn({ gameId, seat: pick.seat, error: applied.outcome.error }, "a bot answer was refused");
      return run;
    }
    run.state = applied.state;
    run.events.push(...applied.events);
    run.answers += 1;
  }
  return run;
}
