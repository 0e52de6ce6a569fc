/**
 * Shared pieces of the fault tests: a seeded random source (tests never use Math.random), the bot's next
 * command for a stored game, and the check that a stored game is whole: versions 1..N with no gap, and the
 * replayed event log equal to the stored snapshot.
 */
import { expect } from "vitest";
import type { GameService } from "../../src/app/gameService.ts";
import type { Actor, Outcome, Place, SeatlessCommand } from "../../src/app/types.ts";
import { botCommand } from "../../src/engine/bot/policy.ts";
import { type Command, decisions, type GameEvent, type GameState, replay } from "../../src/engine/index.ts";
import type { GameStore, StoredEvent, StoredGame } from "../../src/store/gameStore.ts";

/** The clock every fault test's service and engine context use. */
export const NOW = "2026-12-01T12:00:00.000Z";
export const CTX = { now: NOW };

/** A small deterministic generator (mulberry32): the same seed gives the same faults. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function players(prefix: string, count: number): Actor[] {
  return Array.from({ length: count }, (_, i) => ({
    userId: `${prefix}-user-${i}`,
    name: `${prefix} ${i + 1}`,
  }));
}

/** Opens a lobby in `place`, seats everyone and starts the game; returns the stored game. */
export async function startViaService(
  service: GameService,
  store: GameStore,
  place: Place,
  table: Actor[],
  seed: string,
): Promise<StoredGame> {
  const [creator, ...others] = table as [Actor, ...Actor[]];
  const opened = await service.handle(place, creator, { kind: "newGame", settings: {} });
  expect(opened.error).toBeUndefined();
  for (const actor of others) expect((await service.handle(place, actor, { kind: "join" })).ok).toBe(true);
  const started = await service.handle(place, creator, { kind: "start", seed });
  expect(started.error).toBeUndefined();
  const game = await store.loadByChannel(place.guildId, place.channelId);
  if (!game) throw new Error("the started game is not in the store");
  return game;
}

/** The bot's command for the first waiting seat it can answer, or null when it has none. */
export function nextBotCommand(state: GameState): Command | null {
  const seats = [...new Set(decisions(state).map((d) => d.seat))];
  for (const seat of seats) {
    const command = botCommand(state, seat, CTX);
    if (command) return command;
  }
  return null;
}

/** The command without its seat, the way a player sends it through the service. */
export function seatless(command: Command): SeatlessCommand {
  const { seat: _seat, ...rest } = command as Command & { seat: number };
  return rest as SeatlessCommand;
}

export function actorOf(state: GameState, seat: number, table: Actor[]): Actor {
  const userId = state.players[seat]?.userId;
  const actor = table.find((a) => a.userId === userId);
  if (!actor) throw new Error(`no actor sits at seat ${seat}`);
  return actor;
}

/**
 * Checks one stored game: the log's sequence numbers run 1..version without a gap, and replaying every
 * stored event reproduces the stored snapshot exactly. Returns the log for further checks.
 */
export async function expectWholeGame(store: GameStore, gameId: string): Promise<StoredEvent[]> {
  const game = await store.loadGame(gameId);
  expect(game, `game ${gameId} must load`).not.toBeNull();
  if (!game) return [];
  const log = await store.readEvents(gameId);
  expect(
    log.map((e) => e.seq),
    `game ${gameId}: versions must be contiguous`,
  ).toEqual(Array.from({ length: game.version }, (_, i) => i + 1));
  const events = log.flatMap((entry) => entry.events as GameEvent[]);
  if (events.length > 0) {
    expect(replay(events), `game ${gameId}: replay must reproduce the snapshot`).toEqual(game.state);
  } else {
    // A lobby (or a game abandoned in its lobby) has no engine state yet.
    expect(game.state).toEqual({});
  }
  return log;
}

/** A refusal must be a clear answer: a code and one sentence, never an internal failure. */
export function expectClearRefusal(outcome: Outcome, context: string): void {
  expect(outcome.ok, context).toBe(false);
  expect(outcome.error?.code, `${context}: ${JSON.stringify(outcome.error)}`).toMatch(/^ERR_[A-Z_]+$/);
  expect(outcome.error?.code, `${context}: ${outcome.error?.message}`).not.toBe("ERR_INTERNAL");
  expect(outcome.error?.message.length ?? 0, context).toBeGreaterThan(10);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Plays bot commands through the service until `until(state)` holds; returns that state, or null when the
 * bot runs out of commands (or steps) first.
 */
export async function playUntil(
  service: GameService,
  store: GameStore,
  place: Place,
  table: Actor[],
  until: (state: GameState) => boolean,
  maxSteps = 400,
): Promise<GameState | null> {
  for (let step = 0; step < maxSteps; step++) {
    const game = await store.loadByChannel(place.guildId, place.channelId);
    const state = game?.state as GameState;
    if (until(state)) return state;
    const command = nextBotCommand(state);
    if (!command) return null;
    const outcome = await service.handle(place, actorOf(state, command.seat, table), {
      kind: "play",
      command: seatless(command),
    });
    expect(outcome.error, `${command.type} through the service`).toBeUndefined();
  }
  return null;
}

/** True when at least two seats are asked to answer at the same time. */
export function simultaneous(state: GameState): boolean {
  return new Set(decisions(state).map((d) => d.seat)).size >= 2;
}

/** JSON with object keys sorted, to compare values that went through jsonb (which reorders keys). */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

/** Prints a trial's figures when FAULTS_VERBOSE is set (the long suite sets it in its config). */
export function note(name: string, figures: object): void {
  if (process.env.FAULTS_VERBOSE) console.info(`${name}: ${JSON.stringify(figures)}`);
}
