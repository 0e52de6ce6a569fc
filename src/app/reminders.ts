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
  const userOf = (seat: number) => after.players[seat]?.userId;
  // Bots answer at once (app/bots.ts): nobody reminds them.
  const start = waiting
    .filter((s) => !before.includes(s))
    .map(userOf)
    .filter((id): id is string => id !== undefined && !isBotUser(id));
  const stop = before
    .filter((s) => !waiting.includes(s))
    .map(userOf)
    .filter((id): id is string => id !== undefined);
  await store.moveReminders(gameId, start, due, stop);
}
