/**
 * Applying one engine command for a player and persisting it, with the reminder clocks it starts and
 * stops: optimistic concurrency with a reload and retry while the command is still legal; then the outcome everyone sees (narration with dice, the new
 * map) and what only some see (private draws), and who to ping.
 */
import {
  apply,
  type Command,
  type GameEvent,
  type GameState,
  type GameView,
  type LastMove,
  lastMove,
  type Seat,
  view,
  viewEvent,
  waitingFor,
} from "../engine/index.ts";
import type { PositionLabel } from "../engine/state.ts";
import type { Logger } from "../log.ts";
import type { GameStore, Json, SeatHandOver, StoredGame } from "../store/gameStore.ts";
import {
  announcementOf,
  type OpenQuestions,
  type OutboxBody,
  openQuestions,
  type ReplyRoute,
} from "./announcement.ts";
import { seedRevealLine } from "./gameRecord.ts";
import { type GameMeta, readMeta } from "./lobby.ts";
import { questionsAsked, reminderClocks } from "./reminders.ts";
import { bankBookkeeping } from "./timeBank.ts";
import { type Actor, duplicateOutcome, type Outcome, refusal } from "./types.ts";

/**
 * Draws what is posted with an account: the map, with the last move marked (engine/lastMove.ts), and the
 * close-up of the system it activated if it did; each with its description in words, if the renderer
 * gives one.
 */
export type MapRenderer = (
  view: GameView,
  waiting: Seat[],
  move?: LastMove | null,
  /** Systems outlined plainly: those changed since a player last looked (catchUp.ts). */
  changed?: readonly PositionLabel[],
) => Promise<{
  png: Buffer;
  description?: string;
  closeUp?: { png: Buffer; description: string } | null;
}>;

export interface PlayDeps {
  store: GameStore;
  log: Logger;
  clock: () => Date;
  renderMap?: MapRenderer;
  /** Counts version conflicts (each one is followed by a reload and a retry); used by the benchmark. */
  metrics?: { conflict(): void };
}

/** How often a command is retried after another player's command landed first. */
const MAX_ATTEMPTS = 3;

export type Applied =
  | {
      ok: true;
      state: GameState;
      events: GameEvent[];
      /** What the change said in the actor's words, before any rewording (the outbox holds the reworded). */
      told: OutboxBody;
    }
  | { ok: false; outcome: Outcome };

/** How a command is persisted, beyond the command itself. */
export interface Persisting {
  /** The interaction (or request) that caused it, recorded once. */
  interactionId?: string;
  /** Where the actor's private answer waits (their Discord interaction). */
  route?: ReplyRoute;
  /** Rewords the account before it is saved (a GM correction names the GM, a timeout says why). */
  reword?: (told: OutboxBody, events: readonly GameEvent[], state: GameState) => OutboxBody;
  /** Played for the seat, not by its player (a timeout): they are pinged like anyone asked anew. */
  onBehalf?: boolean;
  /** The game's bookkeeping changed with the command (a vote on a seat decided: app/bankVotes.ts). */
  meta?: (meta: GameMeta) => GameMeta;
  /** The seat's row changes hands with the command (app/handOver.ts). */
  handOver?: SeatHandOver;
}

export async function applyAndPersist(
  deps: PlayDeps,
  game: StoredGame,
  actor: Actor,
  command: Command,
  how: Persisting = {},
): Promise<Applied> {
  const { interactionId, route, reword } = how;
  let current = game;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    // Read before apply, which may reuse the loaded state as its draft.
    const asked = openQuestions(current.state as GameState);
    // The loaded state is read here only: the engine may use it as its draft instead of copying it.
    const result = apply(
      current.state as GameState,
      command,
      { now: deps.clock().toISOString() },
      { consume: true },
    );
    if (!result.ok) {
      // A repeat delivery that looked before the first one committed meets the newer state here, where
      // its command is no longer legal: it is still "already handled", not a refusal.
      if (interactionId !== undefined && (await deps.store.isInteractionProcessed(interactionId)))
        return { ok: false, outcome: duplicateOutcome() };
      const { code, message } = result.error;
      const lost =
        attempt > 1 ? " (another player acted first, and after their move this is no longer possible)" : "";
      return { ok: false, outcome: refusal(code, `${message}${lost}`) };
    }
    const finished = result.state.phase === "finished";
    // What each seat is asked now, worked out once: the clocks and the pings both follow it.
    const askedAfter = questionsAsked(result.state);
    const reminders = reminderClocks(
      asked.questions,
      result.state,
      deps.clock(),
      readMeta(current.meta).reminderHours,
      { userId: actor.userId, seat: command.seat },
      askedAfter,
    );
    const told = announcementOf(
      asked,
      result.state,
      result.events,
      how.onBehalf ? "" : actor.userId,
      route ? { userId: actor.userId, text: "", route } : undefined,
      command,
      askedAfter,
    );
    const reworded = reword ? reword(told, result.events, result.state) : told;
    // The time banks it tops up and the votes it ends (app/timeBank.ts), saved with it.
    const meta = how.meta ? how.meta(readMeta(current.meta)) : readMeta(current.meta);
    const bank = bankBookkeeping(
      meta,
      asked.questions,
      askedAfter,
      result.state,
      command,
      actor.userId,
      how.onBehalf === true,
    );
    const newMeta = bank.meta ?? (how.meta ? meta : undefined);
    // The game's last entry tells the seed its fingerprint promised (app/gameRecord.ts).
    const closing = [bank.line, finished ? seedRevealLine(current.seed) : undefined].filter(Boolean);
    const announcement =
      closing.length > 0
        ? { ...reworded, text: [reworded.text, ...closing].filter(Boolean).join("\n") }
        : reworded;
    const stored = await deps.store.append(current.id, current.version, {
      reminders,
      ...(bank.banks ? { banks: bank.banks } : {}),
      ...(newMeta ? { meta: newMeta as unknown as Json } : {}),
      ...(how.handOver ? { handOver: how.handOver } : {}),
      announcement: announcement as unknown as Json,
      actor: actor.userId,
      command: command as unknown as Json,
      events: result.events as unknown as Json,
      state: result.state as unknown as Json,
      ...(finished ? { status: "finished" as const } : {}),
      ...(interactionId ? { interactionId } : {}),
    });
    if (stored.ok) return { ok: true, state: result.state, events: result.events, told };
    if (stored.reason === "duplicate") return { ok: false, outcome: duplicateOutcome() };
    deps.metrics?.conflict();
    const reloaded = await deps.store.loadGame(current.id);
    if (!reloaded) return { ok: false, outcome: refusal("ERR_NO_GAME", "The game no longer exists.") };
    current = reloaded;
  }
  return { ok: false, outcome: refusal("ERR_BUSY", "Several players acted at once; please try again.") };
}

/** Log entries read back to find the last move in: more than any one turn of play writes. */
const LAST_MOVE_ENTRIES = 400;

/** The last move of a game, read off the end of its public log (what the map marks). */
export async function lastMoveOf(
  store: Pick<GameStore, "readEvents">,
  game: Pick<StoredGame, "id" | "version">,
  state: GameState,
): Promise<LastMove | null> {
  const entries = await store.readEvents(game.id, Math.max(0, game.version - LAST_MOVE_ENTRIES));
  const events = entries.flatMap((entry) => (entry.events as GameEvent[]).map((e) => viewEvent(e, null)));
  return lastMove(events, state.board);
}

/** The map to post for a game as it is: with the close-up of the last move's system when there is one. */
export async function renderFor(
  deps: Pick<PlayDeps, "renderMap" | "store">,
  game: Pick<StoredGame, "id" | "version">,
  state: GameState,
): Promise<Outcome["image"]> {
  if (!deps.renderMap) return undefined;
  const move = await lastMoveOf(deps.store, game, state);
  const drawn = await deps.renderMap(view(state, null), waitingFor(state), move);
  const description = drawn.description ?? `The galaxy, round ${state.round}`;
  const name = `map-round-${state.round}.png`;
  const closeUp = drawn.closeUp
    ? {
        png: drawn.closeUp.png,
        name: `close-up-${move?.activated ?? "map"}.png`,
        description: drawn.closeUp.description,
      }
    : undefined;
  return { png: drawn.png, name, description, ...(closeUp ? { closeUp } : {}) };
}

/**
 * The outcome after saved changes, for the caller: the same narration, pings and private lines the
 * outbox holds (`queued`: the surfaces deliver them from there, with the map, not from this outcome).
 */
export function publicOutcome(
  before: OpenQuestions,
  state: GameState,
  events: readonly GameEvent[],
  actor: Actor,
  command?: Command,
  onBehalf = false,
): Outcome {
  return outcomeOf(announcementOf(before, state, events, onBehalf ? "" : actor.userId, undefined, command));
}

/**
 * The outcome of a saved command and the bots' answers after it. Without bot answers it is what the
 * command's own account said, worked out once when it was saved.
 */
export function playedOutcome(
  before: OpenQuestions,
  applied: Extract<Applied, { ok: true }>,
  bots: { state: GameState; events: readonly GameEvent[] },
  actor: Actor,
  command?: Command,
  onBehalf = false,
): Outcome {
  if (bots.events.length === 0 && command !== undefined) return outcomeOf(applied.told);
  const events = [...applied.events, ...bots.events];
  return publicOutcome(before, bots.state, events, actor, command, onBehalf);
}

/** A command's outcome once its account is queued in the outbox: what it tells, to whom, and whom it pings. */
export function outcomeOf(told: OutboxBody): Outcome {
  return {
    ok: true,
    queued: true,
    ...(told.text ? { publicText: told.text } : {}),
    privateMessages: told.privates,
    pings: told.pings,
  };
}
