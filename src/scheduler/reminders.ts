/**
 * The reminder run: every minute, each seat whose reminder is due is checked against the live game (is
 * the game still waiting on that player?) and the player's preferences, then reminded, postponed, or the
 * game declared stalled. The surfaces deliver the notices (through the Notifier boot.ts builds); this
 * file decides them.
 */

import { readMeta } from "../app/lobby.ts";
import type { Outcome, Place } from "../app/types.ts";
import { decisions, type GameState } from "../engine/index.ts";
import type { Logger } from "../log.ts";
import type { GameStore, StoredSeat } from "../store/gameStore.ts";
import {
  afterPing,
  DEFAULT_PREFS,
  DEFAULT_REMINDER_SETTINGS,
  planReminder,
  type ReminderSettings,
  reminderText,
} from "./policy.ts";

export interface ReminderNotice {
  place: Place;
  /** Mentioned in a reminder; null for the channel-wide notices (stalled, timed out). */
  userId: string | null;
  kind: "reminder" | "stalled" | "timeout";
  text: string;
  /** A timeout's default action, played like any command: its narration, map, pings and private lines. */
  outcome?: Outcome;
}

/** Delivers a notice to the surface that shows the game's channel (see boot.ts). */
export type Notifier = (notice: ReminderNotice) => Promise<void>;

export interface ReminderDeps {
  store: GameStore;
  notify: Notifier;
  clock: () => Date;
  log: Logger;
}

export interface ReminderRun {
  sent: number;
  postponed: number;
  stalled: number;
  cleared: number;
}

export async function runDueReminders(
  deps: ReminderDeps,
  base: Partial<ReminderSettings> = {},
): Promise<ReminderRun> {
  const now = deps.clock();
  const run: ReminderRun = { sent: 0, postponed: 0, stalled: 0, cleared: 0 };
  for (const seat of await deps.store.dueReminders(now)) {
    try {
      run[await remindSeat(deps, seat, now, base)] += 1;
    } catch (error) {
      deps.log.error({ err: error, seat: seat.id }, "reminder failed; it will be retried at the next run");
    }
  }
  return run;
}

async function remindSeat(
  deps: ReminderDeps,
  seat: StoredSeat,
  now: Date,
  base: Partial<ReminderSettings>,
): Promise<keyof ReminderRun> {
  const { store } = deps;
  const game = await store.loadGame(seat.gameId);
  const state = game?.state as GameState | undefined;
  const waitingOn = state
    ? decisions(state).filter((d) => state.players[d.seat]?.userId === seat.userId)
    : [];
  if (game?.status !== "active" || waitingOn.length === 0) {
    await store.markPinged(seat.id, seat.lastPingAt ?? now, null, 0);
    return "cleared";
  }
  const settings = {
    ...DEFAULT_REMINDER_SETTINGS,
    ...base,
    intervalHours: readMeta(game.meta).reminderHours,
  };
  const prefs = (await store.getUserPrefs(seat.userId)) ?? DEFAULT_PREFS;
  const plan = planReminder(now, seat.remindersSent, settings, prefs);
  const place = { guildId: game.guildId, channelId: game.channelId };
  if (plan.action === "postpone") {
    await store.markPinged(seat.id, seat.lastPingAt ?? now, plan.until, seat.remindersSent);
    return "postponed";
  }
  if (plan.action === "stall") {
    const name = seat.name || "a player";
    await deps.notify({
      place,
      userId: null,
      kind: "stalled",
      text: `This game has stalled: ${name} has not answered ${settings.maxReminders} reminders. A game master can step in.`,
    });
    await store.markPinged(seat.id, now, null, seat.remindersSent);
    return "stalled";
  }
  const prompt = [...new Set(waitingOn.map((d) => d.prompt))].join(" or ");
  await deps.notify({
    place,
    userId: seat.userId,
    kind: "reminder",
    text: reminderText(plan.level, settings.maxReminders, prompt),
  });
  await store.markPinged(seat.id, now, plan.next, plan.level);
  await store.setUserPrefs(seat.userId, afterPing(now, prefs));
  return "sent";
}
