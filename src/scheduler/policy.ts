/**
 * When to remind a player the game waits on them: a pure function of the time, how many reminders were
 * sent, the game's interval and the player's preferences (time zone, quiet hours, vacation, a daily ping
 * budget across all their games). Reminders escalate in tone; after the last one the game is declared
 * stalled and reminders stop.
 */

export interface ReminderSettings {
  intervalHours: number;
  /** Reminders before the game is declared stalled. */
  maxReminders: number;
  /** Pings a player receives per 24 hours across all their games. */
  dailyBudget: number;
}

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  intervalHours: 8,
  maxReminders: 3,
  dailyBudget: 8,
};

export interface UserPrefs {
  timeZone: string;
  quietStart: number | null;
  quietEnd: number | null;
  vacationUntil: Date | null;
  windowStart: Date | null;
  pingsInWindow: number;
}

export const DEFAULT_PREFS: UserPrefs = {
  timeZone: "UTC",
  quietStart: null,
  quietEnd: null,
  vacationUntil: null,
  windowStart: null,
  pingsInWindow: 0,
};

export type ReminderPlan =
  | { action: "remind"; level: number; next: Date }
  | { action: "stall" }
  | { action: "postpone"; until: Date; reason: "vacation" | "quiet" | "budget" };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The hour (0-23) on the wall clock of a time zone. */
export function localHour(at: Date, timeZone: string): number {
  const text = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(at);
  return Number(text) % 24;
}

export function isQuiet(at: Date, prefs: UserPrefs): boolean {
  const { quietStart: start, quietEnd: end } = prefs;
  if (start === null || end === null || start === end) return false;
  const hour = localHour(at, prefs.timeZone);
  return start < end ? hour >= start && hour < end : hour >= start || hour < end;
}

/** The first moment, in 15-minute steps, when the quiet hours are over (follows daylight-saving changes). */
export function quietEndsAt(now: Date, prefs: UserPrefs): Date {
  let t = new Date(now.getTime());
  for (let i = 0; i < 4 * 26 && isQuiet(t, prefs); i++) t = new Date(t.getTime() + 15 * 60_000);
  return t;
}

function budgetLeft(now: Date, prefs: UserPrefs, settings: ReminderSettings): boolean {
  if (prefs.windowStart === null || now.getTime() - prefs.windowStart.getTime() >= DAY) return true;
  return prefs.pingsInWindow < settings.dailyBudget;
}

export function planReminder(
  now: Date,
  sent: number,
  settings: ReminderSettings,
  prefs: UserPrefs,
): ReminderPlan {
  if (sent >= settings.maxReminders) return { action: "stall" };
  if (prefs.vacationUntil !== null && prefs.vacationUntil > now) {
    return { action: "postpone", until: prefs.vacationUntil, reason: "vacation" };
  }
  if (isQuiet(now, prefs)) return { action: "postpone", until: quietEndsAt(now, prefs), reason: "quiet" };
  if (!budgetLeft(now, prefs, settings)) {
    const windowEnds = new Date((prefs.windowStart as Date).getTime() + DAY);
    return { action: "postpone", until: windowEnds, reason: "budget" };
  }
  return { action: "remind", level: sent + 1, next: new Date(now.getTime() + settings.intervalHours * HOUR) };
}

/** The budget bookkeeping after one ping. */
export function afterPing(now: Date, prefs: UserPrefs): Pick<UserPrefs, "windowStart" | "pingsInWindow"> {
  const fresh = prefs.windowStart === null || now.getTime() - prefs.windowStart.getTime() >= DAY;
  return fresh
    ? { windowStart: now, pingsInWindow: 1 }
    : { windowStart: prefs.windowStart, pingsInWindow: prefs.pingsInWindow + 1 };
}

/** The reminder's wording, firmer each time. */
export function reminderText(level: number, max: number, prompt: string): string {
  if (level >= max)
    return `Last reminder: the game is waiting for you to ${prompt}. After this it is marked stalled.`;
  if (level > 1) return `Reminder ${level}: the game is still waiting for you to ${prompt}.`;
  return `Reminder: the game is waiting for you to ${prompt}.`;
}
