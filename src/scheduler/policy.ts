/**
 * When to remind a player the game waits on them: a pure function of the time, how many reminders were
 * sent, the game's interval and the player's preferences (time zone, quiet hours, vacation, a daily ping
 * budget across all their games). Reminders escalate in tone; after the last one the table is told the
 * game has stalled and who can step in, and the player is then reminded at a slower pace (once a day, or
 * once an interval if that is longer). Every moment computed here is exact: a reminder held back by quiet
 * hours falls due at the very minute they end, in the player's own time zone, whatever daylight saving
 * does that night.
 */

export interface ReminderSettings {
  intervalHours: number;
  /** Reminders before the game is declared stalled. */
  maxReminders: number;
  /** Pings a player receives per 24 hours across all their games. */
  dailyBudget: number;
  /** Hours between the reminders that follow a stall (at least the interval). */
  stalledPaceHours: number;
}

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  intervalHours: 8,
  maxReminders: 3,
  dailyBudget: 8,
  stalledPaceHours: 24,
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
  /** Ping the player; `stalled` once the game has stalled (the slower pace). */
  | { action: "remind"; level: number; next: Date; stalled: boolean }
  /** Tell the table the game has stalled; the player's next reminder comes at `next`. */
  | { action: "stall"; next: Date }
  | { action: "postpone"; until: Date; reason: "vacation" | "quiet" | "budget" };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of a time zone at a moment: hour (0-23), minute and second. */
function wallClock(at: Date, timeZone: string): { hour: number; minute: number; second: number } {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { hour: part("hour") % 24, minute: part("minute"), second: part("second") };
}

/** The hour (0-23) on the wall clock of a time zone. */
export function localHour(at: Date, timeZone: string): number {
  return wallClock(at, timeZone).hour;
}

export function isQuiet(at: Date, prefs: UserPrefs): boolean {
  const { quietStart: start, quietEnd: end } = prefs;
  if (start === null || end === null || start === end) return false;
  const hour = localHour(at, prefs.timeZone);
  return start < end ? hour >= start && hour < end : hour >= start || hour < end;
}

/** The next moment the wall clock of the time zone shows a whole hour (hh:00:00). */
function nextWholeHour(at: Date, timeZone: string): Date {
  const { minute, second } = wallClock(at, timeZone);
  const intoHour = (minute * 60 + second) * 1000 + at.getUTCMilliseconds();
  return new Date(at.getTime() + HOUR - intoHour);
}

/**
 * The moment the quiet hours are over (`now` itself when they are not on). The quiet hours change only
 * when the local hour does: at a whole hour of the wall clock, or where daylight saving moves it; so the
 * end is the first whole local hour outside them, narrowed to the minute should a clock change fall
 * between two whole hours.
 */
export function quietEndsAt(now: Date, prefs: UserPrefs): Date {
  if (!isQuiet(now, prefs)) return now;
  let quiet = now;
  // Quiet hours last at most 23 hours; 48 steps also cover an hour repeated when clocks go back.
  for (let step = 0; step < 48; step++) {
    const next = nextWholeHour(quiet, prefs.timeZone);
    if (!isQuiet(next, prefs)) return firstMinuteAfter(quiet, next, prefs);
    quiet = next;
  }
  return quiet;
}

/** Between a quiet moment and a later one that is not, the first whole minute that is not quiet. */
function firstMinuteAfter(quiet: Date, loud: Date, prefs: UserPrefs): Date {
  let lo = quiet.getTime();
  let hi = loud.getTime();
  while (hi - lo > MINUTE) {
    const mid = Math.ceil((lo + (hi - lo) / 2) / MINUTE) * MINUTE;
    if (mid >= hi) break;
    if (isQuiet(new Date(mid), prefs)) lo = mid;
    else hi = mid;
  }
  return new Date(hi);
}

function budgetLeft(now: Date, prefs: UserPrefs, settings: ReminderSettings): boolean {
  if (prefs.windowStart === null || now.getTime() - prefs.windowStart.getTime() >= DAY) return true;
  return prefs.pingsInWindow < settings.dailyBudget;
}

/** After a stall: once a day, or once an interval if the game's interval is longer. */
function stalledPace(settings: ReminderSettings): number {
  return Math.max(settings.stalledPaceHours, settings.intervalHours) * HOUR;
}

/** The pace after a stall in words: "once a day", "every 48 hours". */
export function stalledPaceText(settings: ReminderSettings): string {
  const hours = stalledPace(settings) / HOUR;
  return hours === 24 ? "once a day" : `every ${hours} hours`;
}

export function planReminder(
  now: Date,
  sent: number,
  settings: ReminderSettings,
  prefs: UserPrefs,
): ReminderPlan {
  // The stall notice goes to the table and pings nobody, so no preference holds it back.
  if (sent === settings.maxReminders)
    return { action: "stall", next: new Date(now.getTime() + stalledPace(settings)) };
  if (prefs.vacationUntil !== null && prefs.vacationUntil > now) {
    return { action: "postpone", until: prefs.vacationUntil, reason: "vacation" };
  }
  if (isQuiet(now, prefs)) return { action: "postpone", until: quietEndsAt(now, prefs), reason: "quiet" };
  if (!budgetLeft(now, prefs, settings)) {
    const windowEnds = new Date((prefs.windowStart as Date).getTime() + DAY);
    return { action: "postpone", until: windowEnds, reason: "budget" };
  }
  const stalled = sent > settings.maxReminders;
  const pace = stalled ? stalledPace(settings) : settings.intervalHours * HOUR;
  return { action: "remind", level: sent + 1, next: new Date(now.getTime() + pace), stalled };
}

/** The budget bookkeeping after one ping. */
export function afterPing(now: Date, prefs: UserPrefs): Pick<UserPrefs, "windowStart" | "pingsInWindow"> {
  const fresh = prefs.windowStart === null || now.getTime() - prefs.windowStart.getTime() >= DAY;
  return fresh
    ? { windowStart: now, pingsInWindow: 1 }
    : { windowStart: prefs.windowStart, pingsInWindow: prefs.pingsInWindow + 1 };
}

/** The reminder's wording, firmer each time; after a stall, a plain daily reminder. */
export function reminderText(level: number, max: number, prompt: string): string {
  if (level > max) return `The game is still stalled, waiting for you to ${prompt}.`;
  if (level === max)
    return `Last reminder: the game is waiting for you to ${prompt}. After this it is marked stalled.`;
  if (level > 1) return `Reminder ${level}: the game is still waiting for you to ${prompt}.`;
  return `Reminder: the game is waiting for you to ${prompt}.`;
}
