/** Saving a player's reminder settings (time zone, quiet hours, vacation). */
import type { GameStore, StoredUserPrefs } from "../store/gameStore.ts";
import { type AppRequest, type Outcome, refusal } from "./types.ts";

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export async function savePreferences(
  store: GameStore,
  userId: string,
  request: Extract<AppRequest, { kind: "preferences" }>,
  now: Date,
): Promise<Outcome> {
  if (request.timeZone !== undefined && !isTimeZone(request.timeZone)) {
    return refusal(
      "ERR_TIME_ZONE",
      `"${request.timeZone}" is not a time zone; use a name such as Europe/Berlin or America/New_York.`,
    );
  }
  const update: Partial<StoredUserPrefs> = {};
  if (request.timeZone !== undefined) update.timeZone = request.timeZone;
  if (request.quietStart !== undefined) update.quietStart = request.quietStart;
  if (request.quietEnd !== undefined) update.quietEnd = request.quietEnd;
  if (request.vacationDays !== undefined) {
    update.vacationUntil =
      request.vacationDays === 0 ? null : new Date(now.getTime() + request.vacationDays * 86_400_000);
  }
  await store.setUserPrefs(userId, update);
  const saved = (await store.getUserPrefs(userId)) as StoredUserPrefs;
  const quiet =
    saved.quietStart === null
      ? "no quiet hours"
      : `quiet from ${saved.quietStart}:00 to ${saved.quietEnd}:00`;
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
