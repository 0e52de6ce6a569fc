/**
 * Undo: the author of the last action may take it back. The event log stays append-only: an undo is a
 * new entry naming the entry it cancels, and the snapshot is rebuilt by replaying every entry that is
 * neither an undo nor undone. If the action revealed anything random or hidden (dice, a drawn card, a
 * face-down system), every other player must consent first: seeing the dice and then undoing is cheating.
 */
import { type GameEvent, type GameState, replay, visibilityOf } from "../engine/index.ts";
import type { GameStore, Json, StoredEvent, StoredGame } from "../store/gameStore.ts";
import { type GameMeta, readMeta } from "./lobby.ts";
import { type PlayDeps, renderFor } from "./play.ts";
import { questionsAsked, updateReminders } from "./reminders.ts";
import { type Actor, duplicateOutcome, type Outcome, refusal } from "./types.ts";

interface UndoCommand {
  type: "undo";
  seq: number;
}

function isUndo(command: unknown): command is UndoCommand {
  return (command as { type?: unknown } | null)?.type === "undo";
}

/** Log entries that record undo requests and answers: bookkeeping, not actions. */
const BOOKKEEPING = new Set(["undo", "undoRequested", "undoAnswered"]);

/** The entries that still count: actions that were not undone. */
export function effectiveEntries(entries: readonly StoredEvent[]): StoredEvent[] {
  const undone = new Set(entries.filter((e) => isUndo(e.command)).map((e) => (e.command as UndoCommand).seq));
  return entries.filter(
    (e) => !BOOKKEEPING.has((e.command as { type?: string }).type ?? "") && !undone.has(e.seq),
  );
}

export function effectiveEvents(entries: readonly StoredEvent[]): GameEvent[] {
  return effectiveEntries(entries).flatMap((e) => e.events as GameEvent[]);
}

/**
 * True when an action drew on the generator, took anything from a hidden deck (a drawn card, a revealed
 * objective, a face-down system) or showed someone something private.
 */
export function revealedSomething(
  before: GameState,
  after: GameState,
  events: readonly GameEvent[],
): boolean {
  if (JSON.stringify(before.rng) !== JSON.stringify(after.rng)) return true;
  if (JSON.stringify(before.decks) !== JSON.stringify(after.decks)) return true;
  return events.some((e) => visibilityOf(e) !== "public");
}

type Target = { entry: StoredEvent; rest: StoredEvent[] } | { error: Outcome };

async function lastAction(store: GameStore, game: StoredGame, actor: Actor): Promise<Target> {
  const entries = effectiveEntries(await store.readEvents(game.id));
  const entry = entries.at(-1);
  if (!entry || (entry.command as { type?: string }).type === "start") {
    return {
      error: refusal("ERR_NOTHING_TO_UNDO", "There is no action to take back: the game has just started."),
    };
  }
  if (entry.actor !== actor.userId) {
    return {
      error: refusal("ERR_NOT_YOUR_ACTION", "Only the player who took the last action may take it back."),
    };
  }
  return { entry, rest: entries.slice(0, -1) };
}

export async function requestUndo(
  deps: PlayDeps,
  game: StoredGame,
  actor: Actor,
  interactionId?: string,
): Promise<Outcome> {
  const target = await lastAction(deps.store, game, actor);
  if ("error" in target) return target.error;
  const state = game.state as GameState;
  const before = replay(target.rest.flatMap((e) => e.events as GameEvent[]));
  if (!revealedSomething(before, state, target.entry.events as GameEvent[])) {
    return performUndo(deps, game, actor, target, interactionId);
  }
  const needed = state.players.map((p) => p.userId).filter((id) => id !== actor.userId);
  const meta: GameMeta = {
    ...readMeta(game.meta),
    undo: { seq: target.entry.seq, requestedBy: actor.userId, consents: [], needed },
  };
  const saved = await deps.store.append(game.id, game.version, {
    actor: actor.userId,
    command: { type: "undoRequested", seq: target.entry.seq },
    events: [],
    state: game.state as Json,
    meta: meta as unknown as Json,
    ...(interactionId ? { interactionId } : {}),
  });
  if (!saved.ok)
    return saved.reason === "duplicate"
      ? duplicateOutcome()
      : refusal("ERR_CONFLICT", "The game moved on meanwhile; nothing to undo.");
  return {
    ok: true,
    publicText: `${actor.name} asks to take back their last action. It revealed dice or hidden cards, so every other player must agree (/ti game undo-answer).`,
    privateMessages: [],
    pings: needed,
  };
}

export async function answerUndo(
  deps: PlayDeps,
  game: StoredGame,
  actor: Actor,
  consent: boolean,
  interactionId?: string,
): Promise<Outcome> {
  const meta = readMeta(game.meta);
  const pending = meta.undo;
  if (!pending?.needed.includes(actor.userId)) {
    return refusal("ERR_NO_UNDO_REQUEST", "Nobody is asking you to agree to an undo.");
  }
  const entries = effectiveEntries(await deps.store.readEvents(game.id));
  const stillLast = entries.at(-1)?.seq === pending.seq;
  const consents = consent ? [...new Set([...pending.consents, actor.userId])] : pending.consents;
  const everyone = stillLast && consent && pending.needed.every((id) => consents.includes(id));
  if (everyone) {
    const entry = entries.at(-1) as StoredEvent;
    const requester = { userId: pending.requestedBy, name: actor.name };
    return performUndo(deps, game, requester, { entry, rest: entries.slice(0, -1) }, interactionId, {
      ...meta,
      undo: undefined,
    });
  }
  const next: GameMeta =
    consent && stillLast ? { ...meta, undo: { ...pending, consents } } : { ...meta, undo: undefined };
  const saved = await deps.store.append(game.id, game.version, {
    actor: actor.userId,
    command: { type: "undoAnswered", consent },
    events: [],
    state: game.state as Json,
    meta: stripUndefined(next),
    ...(interactionId ? { interactionId } : {}),
  });
  if (!saved.ok)
    return saved.reason === "duplicate"
      ? duplicateOutcome()
      : refusal("ERR_CONFLICT", "The game moved on meanwhile; try again.");
  const text = !stillLast
    ? "The game has moved on: the undo request lapses."
    : consent
      ? `${actor.name} agrees to the undo.`
      : `${actor.name} refuses the undo; the action stands.`;
  return { ok: true, publicText: text, privateMessages: [], pings: [] };
}

async function performUndo(
  deps: PlayDeps,
  game: StoredGame,
  actor: Actor,
  target: { entry: StoredEvent; rest: StoredEvent[] },
  interactionId?: string,
  meta?: GameMeta,
): Promise<Outcome> {
  const rebuilt = replay(target.rest.flatMap((e) => e.events as GameEvent[]));
  const saved = await deps.store.append(game.id, game.version, {
    actor: actor.userId,
    command: { type: "undo", seq: target.entry.seq },
    events: [],
    state: rebuilt as unknown as Json,
    ...(meta ? { meta: stripUndefined(meta) } : {}),
    ...(interactionId ? { interactionId } : {}),
  });
  if (!saved.ok)
    return saved.reason === "duplicate"
      ? duplicateOutcome()
      : refusal("ERR_CONFLICT", "The game moved on meanwhile; nothing to undo.");
  const before = questionsAsked(game.state as GameState);
  await updateReminders(
    deps.store,
    game.id,
    before,
    rebuilt,
    deps.clock(),
    readMeta(game.meta).reminderHours,
  );
  const image = await renderFor(deps, rebuilt);
  return {
    ok: true,
    publicText: `${actor.name}'s last action was taken back.`,
    ...(image ? { image } : {}),
    privateMessages: [],
    pings: [],
  };
}

function stripUndefined(meta: GameMeta): Json {
  return JSON.parse(JSON.stringify(meta)) as Json;
}
