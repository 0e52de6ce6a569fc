/**
 * Interactions answered with a private "thinking…" and not finished (issue #16). A surface notes each one
 * as it acknowledges it and lets it go when its answer is complete. A crash in between leaves the row, and
 * the next start tells the player what became of it: a saved command is answered by the outbox (its
 * private reply goes with it), so only the ones that saved nothing are told so here. Discord keeps an
 * interaction's token for 15 minutes; an older one cannot be answered any more and is only let go.
 */
import type { GameStore } from "../store/gameStore.ts";
import type { ReplyRoute } from "./announcement.ts";

/** How long Discord lets a bot edit its answer to an interaction. */
export const ANSWERABLE_MS = 15 * 60_000;

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
    /**
     * What an earlier run left open and nothing else will answer: those that saved nothing and may still
     * be answered. Every other row is let go at once.
     */
    async leftUnanswered(now: Date): Promise<LeftOpen[]> {
      const out: LeftOpen[] = [];
      for (const row of await rows.left()) {
        const answerable = now.getTime() - row.openedAt.getTime() < ANSWERABLE_MS;
        if (answerable && !row.saved)
          out.push({ id: row.id, route: { applicationId: row.applicationId, token: row.token } });
        else await rows.close(row.id);
      }
      return out;
    },
  };
}
