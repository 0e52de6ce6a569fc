/**
 * Saving a player's reminder settings (time zone, quiet hours, vacation). Every surface reaches this, so
 * the values are checked here whatever the surface already checked: a real IANA time zone, quiet hours as
 * two different whole hours from 0 to 23, a vacation of 0 to 30 whole days. A refusal names the rule and
 * saves nothing.
 *
 * Vacation days come from a yearly budget per player, across all their games (issue #28): a player goes
 * away from every table at once, and a vacation holds all their reminders and time banks (app/timeBank.ts),
 * so one budget is what it costs; a budget per seat would let a player in many games take more time away
 * from each table than its others get. The budget is counted per calendar year in UTC and renews on
 * 1 January; ending a vacation early (or taking another instead) gives back its whole days not begun.
 * The vacation and the budget are saved in one statement with the banks they hold (store/seatClocks.ts),
 * and only if neither changed since they were read.
 */
import type { GameStore, StoredUserPrefs, VacationChange } from "../store/gameStore.ts";
import { type AppRequest, type Outcome, refusal } from "./types.ts";

type PreferencesRequest = Extract<AppRequest, { kind: "preferences" }>;

/** Vacation days a player may take in a calendar year (UTC), across all their games. */
export const VACATION_DAYS_A_YEAR = 30;
/** The longest vacation at once: the whole year's budget. */
export const MAX_VACATION_DAYS = VACATION_DAYS_A_YEAR;

const DAY = 86_400_000;

/** A value quoted back in a refusal, cut short: the reply must stay readable whatever was typed. */
function quoted(value: unknown): string {
  const text = String(value);
  return `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
}

/**
 * The time zone to store for what the player wrote: an IANA name the runtime knows (in any letter case,
 * stored in its usual spelling), or null. An offset such as +01:00 is refused: it follows no daylight
 * saving, so quiet hours would drift by an hour twice a year.
 */
export function ianaTimeZone(zone: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return null;
  try {
    const named = new Intl.DateTimeFormat("en-GB", { timeZone: zone }).resolvedOptions().timeZone;
    // An alias (US/Eastern) keeps the name the player wrote; only the letter case is put right.
    return named.toLowerCase() === zone.toLowerCase() ? named : zone;
  } catch {
    return null;
  }
}

const isHour = (h: unknown) => typeof h === "number" && Number.isInteger(h) && h >= 0 && h <= 23;

/** Why these quiet hours are refused, or null when they are fine (or not being changed). */
function quietHoursError(start: number | null | undefined, end: number | null | undefined): string | null {
  if (start === undefined && end === undefined) return null;
  if (start === null && end === null) return null;
  if (start === undefined || end === undefined || start === null || end === null)
    return "Give both quiet-start and quiet-end (or no-quiet to remove your quiet hours).";
  for (const hour of [start, end])
    if (!isHour(hour)) return `Quiet hours are whole hours from 0 to 23; ${quoted(hour)} is not one.`;
  if (start === end)
    return `Quiet hours from ${start} to ${end} would be none: give two different hours, or no-quiet to remove them.`;
  return null;
}

const clockHour = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

type Budget = Pick<StoredUserPrefs, "vacationUntil" | "vacationYear" | "vacationDaysUsed">;
const NO_VACATION: Budget = { vacationUntil: null, vacationYear: null, vacationDaysUsed: 0 };

/** Vacation days used this year, after giving back the whole days not begun of a vacation under way. */
export function vacationDaysUsed(prefs: Budget, now: Date): number {
  if (prefs.vacationYear !== now.getUTCFullYear()) return 0;
  const until = prefs.vacationUntil;
  const unbegun = until && until > now ? Math.floor((until.getTime() - now.getTime()) / DAY) : 0;
  return Math.max(0, prefs.vacationDaysUsed - unbegun);
}

/** The vacation to save for `days` more days from now (0: back now), or why the budget refuses it. */
export function vacationChange(prefs: Budget, days: number, now: Date): VacationChange | { refused: string } {
  const used = vacationDaysUsed(prefs, now);
  if (used + days > VACATION_DAYS_A_YEAR) {
    const left = VACATION_DAYS_A_YEAR - used;
    return {
      refused: `You have ${left} vacation day${left === 1 ? "" : "s"} left this year (${VACATION_DAYS_A_YEAR} a year, renewed on 1 January UTC): a vacation of ${days} days is more than that.`,
    };
  }
  return {
    until: days === 0 ? null : new Date(now.getTime() + days * DAY),
    year: now.getUTCFullYear(),
    daysUsed: used + days,
    read: {
      vacationUntil: prefs.vacationUntil,
      vacationYear: prefs.vacationYear,
      vacationDaysUsed: prefs.vacationDaysUsed,
    },
    at: now,
  };
}

/** `/ti rules vacation`. */
export function vacationRules(): string {
  return `Vacation (/ti-me vacation): up to ${VACATION_DAYS_A_YEAR} days a year, counted per calendar year in UTC and across all your games. While you are away you get no reminders and your time banks wait for you. Ending it early (days:0), or taking another instead, gives back the whole days not begun.`;
}

export async function savePreferences(
  store: GameStore,
  userId: string,
  request: PreferencesRequest,
  now: Date,
): Promise<Outcome> {
  const zone = request.timeZone === undefined ? undefined : ianaTimeZone(request.timeZone);
  if (zone === null) {
    return refusal(
      "ERR_TIME_ZONE",
      `${quoted(request.timeZone)} is not a time zone: use an IANA name such as Europe/Berlin or America/New_York (not an offset such as +01:00).`,
    );
  }
  const quietError = quietHoursError(request.quietStart, request.quietEnd);
  if (quietError) return refusal("ERR_QUIET_HOURS", quietError);
  const days = request.vacationDays;
  if (days !== undefined && !(Number.isInteger(days) && days >= 0 && days <= MAX_VACATION_DAYS))
    return refusal(
      "ERR_VACATION",
      `A vacation is a whole number of days from 0 (back now) to ${MAX_VACATION_DAYS}; ${quoted(days)} is not one.`,
    );
  if (days !== undefined) {
    // First, and alone guarded: if the budget refuses (or changed meanwhile), nothing is saved.
    const change = vacationChange((await store.getUserPrefs(userId)) ?? NO_VACATION, days, now);
    if ("refused" in change) return refusal("ERR_VACATION_BUDGET", change.refused);
    if (!(await store.banks.takeVacation(userId, change)))
      return refusal("ERR_CONFLICT", "Your vacation changed at the same moment; try again.");
  }
  const update: Partial<StoredUserPrefs> = {};
  if (zone !== undefined) update.timeZone = zone;
  if (request.quietStart !== undefined) update.quietStart = request.quietStart;
  if (request.quietEnd !== undefined) update.quietEnd = request.quietEnd;
  if (Object.keys(update).length > 0 || days === undefined) await store.setUserPrefs(userId, update);
  const saved = (await store.getUserPrefs(userId)) as StoredUserPrefs;
  const quiet =
    saved.quietStart === null || saved.quietEnd === null
      ? "no quiet hours"
      : `quiet from ${clockHour(saved.quietStart)} to ${clockHour(saved.quietEnd)}`;
  const year = now.getUTCFullYear();
  const left = VACATION_DAYS_A_YEAR - (saved.vacationYear === year ? saved.vacationDaysUsed : 0);
  const away =
    saved.vacationUntil && saved.vacationUntil > now
      ? `, on vacation until ${saved.vacationUntil.toISOString().slice(0, 16).replace("T", " ")} UTC (${left} vacation days left this year)`
      : days !== undefined
        ? `; ${left} vacation days left this year`
        : "";
  return {
    ok: true,
    reply: `Reminders: ${saved.timeZone}, ${quiet}${away}.`,
    privateMessages: [],
    pings: [],
  };
}
