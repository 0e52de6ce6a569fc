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
  type Seat,
  view,
  viewEvent,
  waitingFor,
} from "../engine/index.ts";
import type { Logger } from "../log.ts";
import type { GameStore, Json, StoredGame } from "../store/gameStore.ts";
import { readMeta } from "./lobby.ts";
import { narrateAll, narratePrivate } from "./narrate.ts";
import { questionsAsked, reminderClocks } from "./reminders.ts";
import {
  type Actor,
  duplicateOutcome,
  isBotUser,
  type Outcome,
  type PrivateMessage,
  refusal,
} from "./types.ts";

export type MapRenderer = (view: GameView, waiting: Seat[]) => Promise<{ png: Buffer }>;

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

export type Applied = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; outcome: Outcome };

export async function applyAndPersist(
  deps: PlayDeps,
  game: StoredGame,
  actor: Actor,
  command: Command,
  interactionId?: string,
): Promise<Applied> {
  let current = game;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const before = questionsAsked(current.state as GameState);
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
    const reminders = reminderClocks(
      before,
      result.state,
      deps.clock(),
      readMeta(current.meta).reminderHours,
      { userId: actor.userId, seat: command.seat },
    );
    const stored = await deps.store.append(current.id, current.version, {
      reminders,
      actor: actor.userId,
      command: command as unknown as Json,
      events: result.events as unknown as Json,
      state: result.state as unknown as Json,
      ...(finished ? { status: "finished" as const } : {}),
      ...(interactionId ? { interactionId } : {}),
    });
    if (stored.ok) return { ok: true, state: result.state, events: result.events };
    if (stored.reason === "duplicate") return { ok: false, outcome: duplicateOutcome() };
    deps.metrics?.conflict();
    const reloaded = await deps.store.loadGame(current.id);
    if (!reloaded) return { ok: false, outcome: refusal("ERR_NO_GAME", "The game no longer exists.") };
    current = reloaded;
  }
  return { ok: false, outcome: refusal("ERR_BUSY", "Several players acted at once; please try again.") };
}

/** Private messages for each player who saw something nobody else did. */
function privateMessages(state: GameState, events: readonly GameEvent[]): PrivateMessage[] {
  const out: PrivateMessage[] = [];
  for (const player of state.players) {
    const lines = events
      .filter((e) => viewEvent(e, null).type === "hidden" && viewEvent(e, player.seat).type !== "hidden")
      .map((e) => narratePrivate(viewEvent(e, player.seat)))
      .filter((line): line is string => line !== null);
    if (lines.length > 0 && !isBotUser(player.userId))
      out.push({ userId: player.userId, text: lines.join("\n") });
  }
  return out;
}

export async function renderFor(
  deps: Pick<PlayDeps, "renderMap">,
  state: GameState,
): Promise<Outcome["image"]> {
  if (!deps.renderMap) return undefined;
  const { png } = await deps.renderMap(view(state, null), waitingFor(state));
  return { png, name: `map-round-${state.round}.png`, description: `The galaxy, round ${state.round}` };
}

/** The outcome after a change: narration, map, private lines, and pings for players newly waited on. */
export async function publicOutcome(
  deps: PlayDeps,
  state: GameState,
  events: readonly GameEvent[],
  _actor: Actor,
  waitingBefore: Seat[],
): Promise<Outcome> {
  const text = narrateAll(
    events.map((e) => viewEvent(e, null)),
    state,
  );
  const waiting = waitingFor(state);
  const pings = waiting
    .filter((seat) => !waitingBefore.includes(seat))
    .map((seat) => state.players[seat]?.userId)
    .filter((id): id is string => id !== undefined && !isBotUser(id));
  const image = await renderFor(deps, state);
  return {
    ok: true,
    publicText: text || "Done.",
    ...(image ? { image } : {}),
    privateMessages: privateMessages(state, events),
    pings,
  };
}
