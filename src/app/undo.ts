/**
 * Undo: the author of the last action may take it back. The bots' answers logged after it (app/bots.ts
 * appends each as its own entry) are not actions anyone chose to take against it: they go back with it,
 * and the bots answer again on the restored game. An undo never takes back another human's action.
 *
 * The event log stays append-only: an undo is a new entry naming the entries it cancels, and the snapshot
 * is rebuilt by replaying every entry that is neither an undo nor undone. If the span taken back revealed
 * anything random or hidden (dice, a drawn card, a face-down system), whether in the action or in the
 * bots' answers, every other human player must consent first: seeing the dice and then undoing is
 * cheating. Bots never need to consent.
 *
 * A TI4 game is undone by this same rule and log (app/ti4/undo.ts reads its state and events): only what
 * the seats that reveal and the bots that answer again differ.
 */
import { type GameEvent, type GameState, replay, visibilityOf } from "../engine/index.ts";
import type { GameStore, Json, StoredEvent, StoredGame } from "../store/gameStore.ts";
import { announcementOf, openQuestions } from "./announcement.ts";
import { runBots } from "./bots.ts";
import { type GameMeta, readMeta } from "./lobby.ts";
import { type PlayDeps, publicOutcome } from "./play.ts";
import { questionsAsked, updateReminders } from "./reminders.ts";
import { isTi4Game } from "./ti4/game.ts";
import { afterTi4Undo, ti4RevealedSomething, ti4UndoTold } from "./ti4/undo.ts";
import { topUpTakenBack } from "./timeBank.ts";
import { type Actor, duplicateOutcome, isBotUser, type Outcome, refusal } from "./types.ts";

interface UndoCommand {
  type: "undo";
  /** The human's action taken back. */
  seq: number;
  /** The bots' answers logged after it, taken back with it (absent in undos written before bots were). */
  bots?: number[];
}

function isUndo(command: unknown): command is UndoCommand {
  return (command as { type?: unknown } | null)?.type === "undo";
}

/** Log entries that record undo requests and answers, and the time bank's: bookkeeping, not actions. */
const BOOKKEEPING = new Set([
  "undo",
  "undoRequested",
  "undoAnswered",
  "timeBankSet",
  "bankVoteOpened",
  "bankVoteCast",
]);

/** Entries no undo reaches past: the start, and a seat handed over (the table or a GM decided it). */
const BARRIERS = new Set(["start", "handOverSeat"]);

/** The entries that still count: actions that were not undone. */
export function effectiveEntries(entries: readonly StoredEvent[]): StoredEvent[] {
  const undone = new Set(
    entries
      .map((e) => e.command)
      .filter(isUndo)
      .flatMap((c) => [c.seq, ...(c.bots ?? [])]),
  );
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

/** What one undo takes back: a human's action, the bots' answers after it, and what stays before them. */
interface Span {
  entry: StoredEvent;
  bots: StoredEvent[];
  rest: StoredEvent[];
}

type Target = Span | { error: Outcome };

/** The seq of the span's last entry: the request for consent lapses if anything lands after it. */
const lastSeq = (span: Span): number => (span.bots.at(-1) ?? span.entry).seq;

const eventsOf = (entries: readonly StoredEvent[]): GameEvent[] =>
  entries.flatMap((e) => e.events as GameEvent[]);

async function lastAction(store: GameStore, game: StoredGame, actor: Actor): Promise<Target> {
  const entries = effectiveEntries(await store.readEvents(game.id));
  // The bots' answers at the end of the log go with the human action they followed.
  let at = entries.length - 1;
  while (at >= 0 && isBotUser((entries[at] as StoredEvent).actor)) at -= 1;
  const entry = entries[at];
  const type = (entry?.command as { type?: string } | undefined)?.type ?? "start";
  if (!entry || BARRIERS.has(type)) {
    return {
      error: refusal(
        "ERR_NOTHING_TO_UNDO",
        type === "start"
          ? "There is no action to take back: the game has just started."
          : "There is no action to take back: a seat was handed over since, which no undo takes back.",
      ),
    };
  }
  if (entry.actor !== actor.userId) {
    const author = nameOf(game.state as GameState, entry.actor) ?? "another player";
    return {
      error: refusal(
        "ERR_NOT_YOUR_ACTION",
        `Only the player who took the last action may take it back, and the last action was ${author}'s: an undo never takes back another player's action.`,
      ),
    };
  }
  return { entry, bots: entries.slice(at + 1), rest: entries.slice(0, at) };
}

function nameOf(state: GameState, userId: string): string | undefined {
  return state.players.find((p) => p.userId === userId)?.name;
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
  const before = replay(eventsOf(target.rest));
  // The consent rule covers the whole span: dice a bot rolled in answer are seen as much as the actor's.
  const spanEvents = eventsOf([target.entry, ...target.bots]);
  const needed = state.players.map((p) => p.userId).filter((id) => id !== actor.userId && !isBotUser(id));
  const revealed = isTi4Game(game) ? ti4RevealedSomething : revealedSomething;
  if (!revealed(before, state, spanEvents) || needed.length === 0) {
    return performUndo(deps, game, actor, target, interactionId);
  }
  const meta: GameMeta = {
    ...readMeta(game.meta),
    undo: {
      seq: target.entry.seq,
      ...(target.bots.length > 0 ? { through: lastSeq(target) } : {}),
      requestedBy: actor.userId,
      consents: [],
      needed,
    },
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
  const what =
    target.bots.length > 0
      ? "their last action and the bots' answers to it. Together they"
      : "their last action. It";
  return {
    ok: true,
    publicText: `${actor.name} asks to take back ${what} revealed dice or hidden cards, so every other player must agree (/ti game undo-answer agree:true, or agree:false to refuse).`,
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
  const requester = {
    userId: pending.requestedBy,
    name: nameOf(game.state as GameState, pending.requestedBy) ?? "A player",
  };
  // The request stands only while the span asked about is still the end of the log, unchanged.
  const target = await lastAction(deps.store, game, requester);
  const stillLast =
    !("error" in target) &&
    target.entry.seq === pending.seq &&
    lastSeq(target) === (pending.through ?? pending.seq);
  const consents = consent ? [...new Set([...pending.consents, actor.userId])] : pending.consents;
  const everyone = stillLast && consent && pending.needed.every((id) => consents.includes(id));
  if (everyone && !("error" in target)) {
    return performUndo(deps, game, requester, target, interactionId, { ...meta, undo: undefined });
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
  target: Span,
  interactionId?: string,
  meta?: GameMeta,
): Promise<Outcome> {
  const rebuilt = replay(eventsOf(target.rest));
  const bots = target.bots.map((e) => e.seq);
  const headline =
    bots.length > 0
      ? `${actor.name}'s last action was taken back, with the bots' answers to it.`
      : `${actor.name}'s last action was taken back.`;
  const ti4 = isTi4Game(game);
  const asked = openQuestions(ti4 ? null : (game.state as GameState));
  // The board went back: the map shows it.
  const told = ti4
    ? ti4UndoTold(game.state as GameState, rebuilt, actor.userId, headline)
    : { ...announcementOf(asked, rebuilt, [], actor.userId), text: headline, map: true };
  const saved = await deps.store.append(game.id, game.version, {
    actor: actor.userId,
    command: { type: "undo", seq: target.entry.seq, ...(bots.length > 0 ? { bots } : {}) },
    events: [],
    state: rebuilt as unknown as Json,
    announcement: told as unknown as Json,
    ...(meta ? { meta: stripUndefined(meta) } : {}),
    ...(interactionId ? { interactionId } : {}),
  });
  if (!saved.ok)
    return saved.reason === "duplicate"
      ? duplicateOutcome()
      : refusal("ERR_CONFLICT", "The game moved on meanwhile; nothing to undo.");
  if (ti4) {
    const bookkeeping = readMeta(game.meta);
    return afterTi4Undo(deps, game.id, game.state as GameState, rebuilt, bookkeeping, actor.userId, told);
  }
  await updateReminders(
    deps.store,
    game.id,
    asked.questions,
    rebuilt,
    deps.clock(),
    readMeta(game.meta).reminderHours,
    topUpTakenBack(readMeta(game.meta), asked.questions, questionsAsked(rebuilt), rebuilt, actor.userId),
  );
  // The restored game may wait on a bot (a bot run cut short before the action): the bots answer again
  // at once, so the game never sits waiting on one.
  const again = await runBots(deps, game.id, rebuilt);
  if (again.answers === 0)
    return { ok: true, queued: true, publicText: headline, privateMessages: [], pings: told.pings };
  const outcome = publicOutcome(openQuestions(rebuilt), again.state, again.events, actor);
  return { ...outcome, publicText: [headline, outcome.publicText].filter(Boolean).join("\n") };
}

function stripUndefined(meta: GameMeta): Json {
  return JSON.parse(JSON.stringify(meta)) as Json;
}
