/**
 * The deadline run: in every active game with a deadline, a seat that has kept the game waiting longer
 * than `deadlineHours` gets its default action (src/app/deadline.ts), played through the GameService like
 * any command, so it is persisted, narrated and the map drawn, then announced in the game's channel.
 *
 * "Waiting since" is the time of the game's last accepted command: nothing has moved since then, so every
 * seat the game waits on has waited at least that long. (A seat may have waited longer, in a simultaneous
 * window where others answered meanwhile; the deadline then comes late, never early.) Each default
 * action is itself a command, so a seat that is still waited on afterwards gets a fresh deadline: an
 * absent player is never played through a whole round in one run.
 */
import { defaultAction, isOverdue, timeoutText } from "../app/deadline.ts";
import type { GameService } from "../app/gameService.ts";
import { readMeta } from "../app/lobby.ts";
import type { SeatlessCommand } from "../app/types.ts";
import { type GameState, type Seat, waitingFor } from "../engine/index.ts";
import type { Logger } from "../log.ts";
import type { GameStore, StoredGame } from "../store/gameStore.ts";
import type { Notifier } from "./reminders.ts";

export interface DeadlineDeps {
  store: GameStore;
  service: GameService;
  notify: Notifier;
  clock: () => Date;
  log: Logger;
}

export interface DeadlineRun {
  /** Default actions played. */
  played: number;
  /** Overdue seats whose decisions have no safe default (left to the reminders). */
  noDefault: number;
}

export async function runDeadlines(deps: DeadlineDeps): Promise<DeadlineRun> {
  const now = deps.clock();
  const run: DeadlineRun = { played: 0, noDefault: 0 };
  for (const game of await deps.store.listGames({ statuses: ["active"] })) {
    const hours = readMeta(game.meta).deadlineHours;
    if (hours <= 0) continue;
    try {
      await timeOutGame(deps, game, hours, now, run);
    } catch (error) {
      deps.log.error(
        { err: error, game: game.id },
        "deadline check failed; it will be retried at the next run",
      );
    }
  }
  return run;
}

/** When the game last changed: the time of its latest accepted command. */
async function waitingSince(store: GameStore, game: StoredGame): Promise<Date | null> {
  const [last] = await store.readEvents(game.id, game.version - 1);
  return last?.createdAt ?? null;
}

async function timeOutGame(
  deps: DeadlineDeps,
  game: StoredGame,
  hours: number,
  now: Date,
  run: DeadlineRun,
): Promise<void> {
  const since = await waitingSince(deps.store, game);
  if (!since || !isOverdue(now, since, hours)) return;
  let current = game;
  // The seats overdue now; after one is played for, the others are checked against the new state.
  for (const seat of waitingFor(game.state as GameState)) {
    const played = await timeOutSeat(deps, current, seat, run);
    if (!played) continue;
    const reloaded = await deps.store.loadGame(game.id);
    // Someone else's command landed meanwhile: their clock starts again from it.
    if (reloaded?.status !== "active" || reloaded.version !== current.version + 1) return;
    current = reloaded;
  }
}

/** Plays the seat's default action; true when it was played. */
async function timeOutSeat(
  deps: DeadlineDeps,
  game: StoredGame,
  seat: Seat,
  run: DeadlineRun,
): Promise<boolean> {
  const state = game.state as GameState;
  const player = state.players[seat];
  if (!player || !waitingFor(state).includes(seat)) return false;
  const choice = defaultAction(state, seat);
  if (!choice) {
    run.noDefault += 1;
    deps.log.debug({ game: game.id, seat }, "seat is overdue but has no safe default action");
    return false;
  }
  const { seat: _seat, ...seatless } = choice.command;
  const place = { guildId: game.guildId, channelId: game.channelId };
  // One id per game version and seat: a second scheduler (or a retried run) plays it at most once.
  const interactionId = `deadline:${game.id}:${game.version}:${seat}`;
  const because = timeoutText(player.name, choice.said);
  const outcome = await deps.service.handle(
    place,
    { userId: player.userId, name: player.name },
    { kind: "play", command: seatless as SeatlessCommand, because },
    interactionId,
  );
  if (outcome.duplicate) return false;
  if (!outcome.ok) {
    deps.log.warn(
      { game: game.id, seat, command: choice.command.type, error: outcome.error },
      "default action refused",
    );
    return false;
  }
  run.played += 1;
  deps.log.info(
    { game: game.id, seat, user: player.userId, command: choice.command.type },
    "seat timed out: default action played",
  );
  // The timeout's sentence leads the account the outbox holds; the notice has the surface say it now.
  await deps.notify({ place, userId: null, kind: "timeout", text: because, outcome });
  return true;
}
