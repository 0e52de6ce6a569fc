/** Starting and stopping seats' reminder clocks as the game's waiting list changes. */
import { type GameState, waitingFor } from "../engine/index.ts";
import type { GameStore } from "../store/gameStore.ts";
import { isBotUser } from "./types.ts";

/** Seats newly waited on get a reminder one interval from now; seats no longer waited on get none. */
export async function updateReminders(
  store: GameStore,
  gameId: string,
  before: readonly number[],
  after: GameState,
  now: Date,
  intervalHours: number,
): Promise<void> {
  const waiting = after.phase === "finished" ? [] : waitingFor(after);
  const due = new Date(now.getTime() + intervalHours * 3_600_000);
  for (const seat of waiting.filter((s) => !before.includes(s))) {
    const userId = after.players[seat]?.userId;
    // Bots answer at once (app/bots.ts): nobody reminds them.
    if (userId && !isBotUser(userId)) await store.setReminder(gameId, userId, due);
  }
  for (const seat of before.filter((s) => !waiting.includes(s))) {
    const userId = after.players[seat]?.userId;
    if (userId) await store.setReminder(gameId, userId, null);
  }
}
