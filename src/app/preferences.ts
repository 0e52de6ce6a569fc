/**
 * Saving a player's reminder settings (time zone, quiet hours, vacation). Every surface reaches this, so
 * the values are checked here whatever the surface already checked: a real IANA time zone, quiet hours as
 * two different whole hours from 0 to 23, a vacation of 0 to 60 whole days. A refusal names the rule and
 * saves nothing.
 */
import type { GameStore, StoredUserPrefs } from "../store/gameStore.ts";
import { type AppRequest, type Outcome, refusal } from "./types.ts";

type PreferencesRequest = Extract<AppRequest, { kind: "preferences" }>;

export const MAX_VACATION_DAYS = 60;

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
  const update: Partial<StoredUserPrefs> = {};
  if (zone !== undefined) update.timeZone = zone;
  if (request.quietStart !== undefined) update.quietStart = request.quietStart;
  if (request.quietEnd !== undefined) update.quietEnd = request.quietEnd;
  if (days !== undefined)
    update.vacationUntil = days === 0 ? null : new Date(now.getTime() + days * 86_400_000);
  await store.setUserPrefs(userId, update);
  const saved = (await store.getUserPrefs(userId)) as StoredUserPrefs;
  const quiet =
    saved.quietStart === null || saved.quietEnd === null
      ? "no quiet hours"
      : `quiet from ${clockHour(saved.quietStart)} to ${clockHour(saved.quietEnd)}`;
  const away = saved.vacationUntil
    ? `, on vacation until ${saved.vacationUntil.toISOString().slice(0, 16).replace("T", " ")} UTC`
    : "";
  return {
    ok: true,
    reply: `Reminders: ${saved.timeZone}, ${quiet}${away}.`,
    privateMessages: [],
    pings: [],
  };
}
