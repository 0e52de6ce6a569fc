/**
 * Game states to draw when there is no real game at hand: sample renders, tests and the benchmark. Start
 * states come from the engine's createGame; "middle of a game" and "late game" states come from real games
 * the engine's bot plays against itself from that start, so they hold what real boards hold (fleets of
 * many unit types, planets changing hands, command counters, scored objectives). Deterministic: the same
 * arguments give the same state, and each bot game is played once per process.
 */
import { botCommand } from "../engine/bot/policy.ts";
import { apply, createGame, decisions, type GameState } from "../engine/index.ts";
import { type LastMove, lastMove } from "../engine/lastMove.ts";
import { type EventView, viewEvent } from "../engine/view.ts";

export const SAMPLE_NOW = "2026-12-01T12:00:00.000Z";
const CTX = { now: SAMPLE_NOW };
/** One name at Discord's 32-character limit, so the panel is drawn with the longest name it can get. */
const NAMES = [
  "Alice",
  "Bogdan",
  "Chiara",
  "Dmitri",
  "Esther",
  "Farouk",
  "Greta",
  "Hiroshi Takahashi-Vandermeulen32",
];

export function startState(players: number, seed = `sample-${players}`): GameState {
  const created = createGame(
    {
      seed,
      players: NAMES.slice(0, players).map((name, i) => ({ userId: `sample:${i}`, name })),
      settings: { boxes: ["base", "se"] },
    },
    CTX,
  );
  if (!created.ok) throw new Error(`sample game refused: ${created.error.message}`);
  return created.state;
}

/** How much a state has on its board: what makes a mid-game sample worth drawing. */
export function busyness(state: GameState): number {
  let units = 0;
  let damaged = 0;
  let counters = 0;
  for (const system of Object.values(state.board)) {
    counters += system.commandCounters.length;
    for (const force of [...system.space, ...Object.values(system.planets).flat()]) {
      for (const n of Object.values(force?.units ?? {})) units += n ?? 0;
      for (const n of Object.values(force?.damaged ?? {})) damaged += n ?? 0;
    }
  }
  return units + 5 * counters + 10 * damaged;
}

export interface BotGame {
  /** The busiest Action Phase state of round MID_ROUND (or of the last round played, if it ended first). */
  mid: GameState;
  /** The last move at `mid` (engine/lastMove.ts), as the map marks it. */
  midMove: LastMove | null;
  /** Where the game ended: finished, or stopped after MAX_COMMANDS. */
  end: GameState;
  /** The last move at `end`. */
  endMove: LastMove | null;
  /**
   * The busiest Action Phase state up to round MID_ROUND right after a move that activated a system,
   * a battle counting extra: what the goldens and the close-up's benchmark draw.
   */
  moved: { state: GameState; move: LastMove };
}

/** The round a mid-game sample is taken from, and a bound on a sample game's length. */
const MID_ROUND = 4;
const MAX_COMMANDS = 20000;

/** A sample game as far as it has been played: mid-game samples need not wait for its end. */
interface Progress {
  state: GameState;
  played: number;
  best: { state: GameState; score: number; move: LastMove | null } | null;
  moved: { state: GameState; score: number; move: LastMove } | null;
  over: boolean;
  /** The public log's last events, enough to find the last move in. */
  tail: EventView[];
}

const TAIL = 600;

const games = new Map<string, Progress>();

function progress(players: number, seed: string): Progress {
  const key = `${players}|${seed}`;
  let game = games.get(key);
  if (!game) {
    game = { state: startState(players, seed), played: 0, best: null, moved: null, over: false, tail: [] };
    games.set(key, game);
  }
  return game;
}

/** Plays bot commands until `stop` says so or the game is over, noting the busiest mid-game state. */
function advance(game: Progress, stop: (state: GameState) => boolean): void {
  while (!game.over && !stop(game.state)) {
    const { state } = game;
    if (state.phase === "action" && (game.best === null || state.round <= MID_ROUND)) {
      const score = busyness(state);
      // A later round replaces a fallback from an earlier one; within a round, later ties win.
      if (game.best === null || game.best.state.round < state.round || score >= game.best.score)
        game.best = { state, score, move: lastMove(game.tail, state.board) };
      noteMove(game, state, score);
    }
    const seats = [...new Set(decisions(state).map((d) => d.seat))];
    const command = seats.map((seat) => botCommand(state, seat, CTX)).find((c) => c !== null);
    if (!command || state.phase === "finished" || game.played >= MAX_COMMANDS) {
      game.over = true;
      break;
    }
    const result = apply(state, command, CTX);
    if (!result.ok) throw new Error(`sample bot played an illegal command: ${result.error.message}`);
    game.state = result.state;
    game.played++;
    game.tail.push(...result.events.map((e) => viewEvent(e, null)));
    if (game.tail.length > 2 * TAIL) game.tail.splice(0, game.tail.length - TAIL);
  }
}

/** Keeps the state if it is the busiest yet just after a move that activated a system. */
function noteMove(game: Progress, state: GameState, busy: number): void {
  if (state.round > MID_ROUND) return;
  const move = lastMove(game.tail, state.board);
  // A finished move: its battles are decided.
  if (!move?.activated || state.stack.some((f) => f.kind === "tacticalAction")) return;
  const score = busy + 150 * move.battles.length + 20 * move.moves.length;
  if (game.moved === null || score >= game.moved.score) game.moved = { state, score, move };
}

function midOf(game: Progress): { state: GameState; move: LastMove | null } {
  advance(game, (state) => state.round > MID_ROUND);
  if (!game.best) throw new Error("the sample game never reached its Action Phase");
  return structuredClone({ state: game.best.state, move: game.best.move });
}

/** Round 4's Action Phase (or the last round's, if the game ended before) of a game the bot plays. */
export function midGameState(players: number, seed = `sample-${players}`): GameState {
  return midOf(progress(players, seed)).state;
}

/** The same bot game at its end: the fullest board it reaches. */
export function lateGameState(players: number, seed = `sample-${players}`): GameState {
  const game = progress(players, seed);
  advance(game, () => false);
  return structuredClone(game.state);
}

/** Both samples of one bot game. Each game is played once per process; callers get their own copies. */
export function botGame(players: number, seed = `sample-${players}`): BotGame {
  const mid = midOf(progress(players, seed));
  const end = lateGameState(players, seed);
  const game = progress(players, seed);
  if (!game.moved) throw new Error("no move activated a system in the sample game's first rounds");
  const { state, move } = structuredClone(game.moved);
  return {
    mid: mid.state,
    midMove: mid.move,
    end,
    endMove: lastMove(game.tail, end.board),
    moved: { state, move },
  };
}
