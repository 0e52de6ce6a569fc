/**
 * The deadline run: a seat whose question has stayed open for its game's whole `deadlineHours` gets the
 * question's default action (app/safeAnswers.ts), played through the GameService like any command, so it
 * is persisted, narrated and the map drawn, then announced in the game's channel with a ping for everyone
 * it asked something new, the timed-out player included.
 *
 * The clock is the question's, not the seat's (app/reminders.ts): it starts when the question is put and
 * again when the player acts, so a decision opened a moment ago (a secondary that a default just opened)
 * is never timed out with the one before it. After a default is played its game's clocks are read again
 * before another seat of that game is judged; each seat is judged at most once a run, so an absent player
 * is never played through a whole round in one run.
 */
import type { OverdueSeat, SeatClocks } from "../app/clocks.ts";
import { defaultAction, timeoutText } from "../app/deadline.ts";
import type { GameService } from "../app/gameService.ts";
import { ti4DefaultAction } from "../app/ti4/defaultAnswer.ts";
import type { SeatlessCommand } from "../app/types.ts";
import type { Ti4State } from "../engine/ti4/state.ts";
import type { Logger } from "../log.ts";
import type { Notifier } from "./reminders.ts";

export interface DeadlineDeps {
  clocks: SeatClocks;
  service: GameService;
  notify: Notifier;
  clock: () => Date;
  log: Logger;
}

export interface DeadlineRun {
  /** Default actions played. */
  played: number;
  /** Overdue seats that no default fits (left to the reminders). */
  noDefault: number;
  /** The seats played for, which the reminder run then leaves alone. */
  timedOut: string[];
}

/** Rounds of reading the clocks again after defaults were played (each round plays at least one). */
const MAX_ROUNDS = 50;

export async function runDeadlines(deps: DeadlineDeps): Promise<DeadlineRun> {
  const now = deps.clock();
  const run: DeadlineRun = { played: 0, noDefault: 0, timedOut: [] };
  const judged = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const overdue = (await deps.clocks.overdueSeats(now)).filter((s) => !judged.has(s.seatId));
    const changed = new Set<string>();
    for (const seat of overdue) {
      // This game just moved: its other clocks may have started again; they are read at the next round.
      if (changed.has(seat.gameId)) continue;
      judged.add(seat.seatId);
      try {
        if (!(await timeOutSeat(deps, seat, run))) continue;
        changed.add(seat.gameId);
        run.timedOut.push(seat.seatId);
      } catch (error) {
        deps.log.error(
          { err: error, game: seat.gameId, user: seat.userId },
          "deadline check failed; it will be retried at the next run",
        );
      }
    }
    if (changed.size === 0) break;
  }
  return run;
}

/** Plays the seat's default action; true when it was played. */
async function timeOutSeat(deps: DeadlineDeps, overdue: OverdueSeat, run: DeadlineRun): Promise<boolean> {
  const game = await deps.clocks.game(overdue.gameId);
  // A command landed after the clock was read: the clocks it moved are judged at the next run.
  if (!game?.active || game.version !== overdue.gameVersion) return false;
  const state = game.state;
  const seat = state.players.findIndex((p) => p.userId === overdue.userId);
  const player = state.players[seat];
  if (!player || !game.waitingFor().includes(seat)) return false;
  // A Fourth Edition seat gets its own default: the first legal answer that spends nothing (app/ti4/).
  const choice = game.ti4 ? ti4DefaultAction(state as unknown as Ti4State, seat) : defaultAction(state, seat);
  if (!choice) {
    run.noDefault += 1;
    deps.log.warn({ game: game.id, seat }, "seat is overdue but no default fits its decision");
    return false;
  }
  const { seat: _seat, ...seatless } = choice.command;
  // One id per game version and seat: a second scheduler (or a retried run) plays it at most once.
  const interactionId = `deadline:${game.id}:${game.version}:${seat}`;
  const because = timeoutText(player.name, choice.said);
  const outcome = await deps.service.handle(
    game.place,
    { userId: player.userId, name: player.name },
    game.ti4
      ? { kind: "ti4Play", command: seatless, because }
      : { kind: "play", command: seatless as SeatlessCommand, because },
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
  // The timeout's sentence leads the account the outbox holds, pinging everyone asked something new,
  // the timed-out player too (nobody at the table acted); the notice has the surface say it now.
  await deps.notify({ place: game.place, userId: null, kind: "timeout", text: because, outcome });
  return true;
}
