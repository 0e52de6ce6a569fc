/**
 * The reminder run: every minute, each seat whose reminder is due is checked against the live game (is
 * the game still waiting on that player?) and the player's preferences, then reminded, postponed to the
 * exact moment it may be sent, or the game declared stalled (the table is told who can step in, and the
 * player is reminded once a day after that). A seat timed out in the same run is left alone: its default
 * was just played for it. Each notice is saved in the outbox together with its seat's bookkeeping (app/
 * clocks.ts), so a crash neither loses nor repeats it; the Notifier boot.ts builds then has the channel
 * delivered. This file decides them, and reads and writes through the app.
 */

import { type DueSeat, type SeatClocks, stallHelp } from "../app/clocks.ts";
import type { Outcome, Place } from "../app/types.ts";
import type { Logger } from "../log.ts";
import {
  afterPing,
  DEFAULT_PREFS,
  DEFAULT_REMINDER_SETTINGS,
  planReminder,
  type ReminderSettings,
  reminderText,
  stalledPaceText,
} from "./policy.ts";

/** A notice the scheduler has saved in the outbox (or, for a timeout, its command did): its channel is
 * delivered now, and tests read what was said from here. */
export interface ReminderNotice {
  place: Place;
  /** Mentioned in a reminder; null for the channel-wide notices (stalled, timed out, a bank run out). */
  userId: string | null;
  kind: "reminder" | "stalled" | "timeout" | "timeBank";
  text: string;
  /**
   * A timeout's default action, played like any command: its narration, map, private lines, and the
   * players to ping (everyone it asked something new, the timed-out player included).
   */
  outcome?: Outcome;
}

/** Has the game's channel delivered after a notice was saved (see boot.ts). */
export type Notifier = (notice: ReminderNotice) => Promise<void>;

export interface ReminderDeps {
  clocks: SeatClocks;
  notify: Notifier;
  clock: () => Date;
  log: Logger;
}

export interface ReminderRun {
  sent: number;
  postponed: number;
  stalled: number;
  cleared: number;
  /** Due reminders another process's scheduler said first (each seat's reminder is said once). */
  takenElsewhere: number;
}

export async function runDueReminders(
  deps: ReminderDeps,
  base: Partial<ReminderSettings> = {},
  /** Seats timed out in this run: never also reminded by it. */
  timedOut: ReadonlySet<string> = new Set(),
): Promise<ReminderRun> {
  const now = deps.clock();
  const run: ReminderRun = { sent: 0, postponed: 0, stalled: 0, cleared: 0, takenElsewhere: 0 };
  for (const seat of await deps.clocks.dueReminders(now)) {
    if (timedOut.has(seat.seatId)) continue;
    try {
      run[await remindSeat(deps, seat, now, base)] += 1;
    } catch (error) {
      deps.log.error(
        { err: error, seat: seat.seatId },
        "reminder failed; it will be retried at the next run",
      );
    }
  }
  return run;
}

async function remindSeat(
  deps: ReminderDeps,
  seat: DueSeat,
  now: Date,
  base: Partial<ReminderSettings>,
): Promise<keyof ReminderRun> {
  const { clocks } = deps;
  const game = await clocks.game(seat.gameId);
  // What the seat owes, read by its game's edition (app/clocks.ts).
  const waitingOn = game ? game.owed(seat.userId) : [];
  if (!game?.active || waitingOn.length === 0) {
    await clocks.mark(seat.seatId, { nextReminderAt: null, remindersSent: 0 });
    return "cleared";
  }
  const settings = { ...DEFAULT_REMINDER_SETTINGS, ...base, intervalHours: game.reminderHours };
  const prefs = (await clocks.preferences(seat.userId)) ?? DEFAULT_PREFS;
  const plan = planReminder(now, seat.remindersSent, settings, prefs);
  const name = seat.name || "a player";
  if (plan.action === "postpone") {
    await clocks.mark(seat.seatId, { nextReminderAt: plan.until });
    return "postponed";
  }
  if (plan.action === "stall") {
    const text = `This game has stalled: ${name} has not answered ${settings.maxReminders} reminders. ${stallHelp()} ${name} will be reminded ${stalledPaceText(settings)}.`;
    const mark = { nextReminderAt: plan.next, remindersSent: settings.maxReminders + 1 };
    if (!(await clocks.say(seat, game, mark, { text, userId: null }))) return "takenElsewhere";
    await deps.notify({ place: game.place, userId: null, kind: "stalled", text });
    return "stalled";
  }
  const prompt = [...new Set(waitingOn)].join(" or ");
  const plain = reminderText(plan.level, settings.maxReminders, prompt);
  const text = plan.stalled ? `${plain} ${stallHelp()}` : plain;
  const mark = { lastPingAt: now, nextReminderAt: plan.next, remindersSent: plan.level };
  if (!(await clocks.say(seat, game, mark, { text, userId: seat.userId }))) return "takenElsewhere";
  await deps.notify({ place: game.place, userId: seat.userId, kind: "reminder", text });
  await clocks.notePing(seat.userId, afterPing(now, prefs));
  return "sent";
}
