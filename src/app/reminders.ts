/** Starting and stopping seats' reminder clocks as the game's waiting list changes. */
import { type GameState, waitingFor } from "../engine/index.ts";
import type { GameStore, ReminderClocks } from "../store/gameStore.ts";
import { isBotUser } from "./types.ts";

/**
 * The clocks a change of the waiting list moves: seats newly waited on get a reminder one interval from
 * now; seats no longer waited on get none. Bots answer at once (app/bots.ts): nobody reminds them.
 */
export function reminderClocks(
  before: readonly number[],
  after: GameState,
  now: Date,
  intervalHours: number,
): ReminderClocks {
  const waiting = after.phase === "finished" ? [] : waitingFor(after);
  const userOf = (seat: number) => after.players[seat]?.userId;
  const start = waiting
    .filter((s) => !before.includes(s))
    .map(userOf)
    .filter((id): id is string => id !== undefined && !isBotUser(id));
  const stop = before
    .filter((s) => !waiting.includes(s))
    .map(userOf)
    .filter((id): id is string => id !== undefined);
  return { start, stop, due: new Date(now.getTime() + intervalHours * 3_600_000) };
}

/** Moves the clocks at once, for changes that are not an appended command (an undo). */
export async function updateReminders(
  store: GameStore,
  gameId: string,
  before: readonly number[],
  after: GameState,
  now: Date,
  intervalHours: number,
): Promise<void> {
  const clocks = reminderClocks(before, after, now, intervalHours);
  await store.moveReminders(gameId, clocks.start, clocks.due, clocks.stop);
}
