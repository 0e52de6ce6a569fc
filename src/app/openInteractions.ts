/**
 * Interactions answered with a private "thinking…" and not finished (issue #16). A surface notes each one
 * as it acknowledges it and lets it go when its answer is complete. A crash in between leaves the row, and
 * the next start tells the player what became of it: a saved command is answered by the outbox (its
 * private reply goes with it), so only the ones that saved nothing are told so here. Discord keeps an
 * interaction's token for 15 minutes; an older one cannot be answered any more and is only let go.
 * With several bot processes a row may be another live process's work in progress: only rows open
 * longer than any interaction takes (IN_FLIGHT_MS) are judged then, and they are looked at again and
 * again, not only at the start.
 */
import type { GameStore } from "../store/gameStore.ts";
import type { ReplyRoute } from "./announcement.ts";

/** How long Discord lets a bot edit its answer to an interaction. */
export const ANSWERABLE_MS = 15 * 60_000;

/**
 * With several processes, a row open for less than this may be a live process's interaction in flight
 * (between its "thinking…" and its saved command, a second or two): it is left alone.
 */
export const IN_FLIGHT_MS = 30_000;

export const NOT_CARRIED_OUT =
  "Mecatol restarted before this was carried out: nothing was changed. Please send it again.";

export interface LeftOpen {
  id: string;
  route: ReplyRoute;
}

export function openInteractions(store: GameStore) {
  const rows = store.openInteractions;
  return {
    opened: (id: string, route: ReplyRoute): Promise<void> => rows.open(id, route.applicationId, route.token),
    closed: (id: string): Promise<void> => rows.close(id),
    /** Takes a row left open for this process to explain; false when another process took it first. */
    claimed: (id: string): Promise<boolean> => rows.claim(id),
    /**
     * What an earlier run left open and nothing else will answer: those that saved nothing and may still
     * be answered. Every other row is let go at once. `settledAfterMs`: rows opened more recently are
     * not judged (another process may be working on them).
     */
    async leftUnanswered(now: Date, settledAfterMs = 0): Promise<LeftOpen[]> {
      const out: LeftOpen[] = [];
      for (const row of await rows.left()) {
        if (now.getTime() - row.openedAt.getTime() < settledAfterMs) continue;
        const answerable = now.getTime() - row.openedAt.getTime() < ANSWERABLE_MS;
        if (answerable && !row.saved)
          out.push({ id: row.id, route: { applicationId: row.applicationId, token: row.token } });
        else await rows.close(row.id);
      }
      return out;
    },
  };
}
