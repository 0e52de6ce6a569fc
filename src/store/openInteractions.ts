/**
 * Discord interactions acknowledged with a private "thinking…" and not finished yet. A row is written when
 * the acknowledgement goes out and removed when the answer is complete; what a crash leaves here is
 * looked at on the next start (src/app/openInteractions.ts).
 */
import type { SqlSession } from "./sql.ts";

export interface OpenInteractionRow {
  id: string;
  applicationId: string;
  token: string;
  openedAt: Date;
}

export function createOpenInteractions(sql: SqlSession) {
  return {
    async open(id: string, applicationId: string, token: string): Promise<void> {
      await sql.query(
        `INSERT INTO open_interactions (id, application_id, token) VALUES ($1, $2, $3)
         ON CONFLICT (id) DO NOTHING`,
        [id, applicationId, token],
        "mecatol_interaction_open",
      );
    },

    async close(id: string): Promise<void> {
      await sql.query("DELETE FROM open_interactions WHERE id = $1", [id], "mecatol_interaction_close");
    },

    /**
     * Removes the row and says whether this call removed it: of several processes looking at the same row,
     * exactly one gets true (the one that then tells the player).
     */
    async claim(id: string): Promise<boolean> {
      const rows = await sql.query<{ id: string }>(
        "DELETE FROM open_interactions WHERE id = $1 RETURNING id",
        [id],
        "mecatol_interaction_claim",
      );
      return rows.length > 0;
    },

    /** Every row, oldest first, with whether a saved command came of it. */
    async left(): Promise<(OpenInteractionRow & { saved: boolean })[]> {
      const rows = await sql.query<{
        id: string;
        application_id: string;
        token: string;
        opened_at: Date;
        saved: boolean;
      }>(
        `SELECT o.id, o.application_id, o.token, o.opened_at,
           EXISTS (SELECT 1 FROM processed_interactions p WHERE p.interaction_id = o.id) AS saved
         FROM open_interactions o ORDER BY o.opened_at`,
        [],
        "mecatol_interactions_left",
      );
      return rows.map((r) => ({
        id: r.id,
        applicationId: r.application_id,
        token: r.token,
        openedAt: new Date(r.opened_at),
        saved: r.saved,
      }));
    },
  };
}
