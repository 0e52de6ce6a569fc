/**
 * The outbox: what the bot has to say, kept in the database until it has been said. `append` writes a
 * command's row in the same statement as its events (gameStore.ts); everything else that must be said
 * durably is enqueued here. A dispatcher (src/app/delivery.ts) claims the oldest unsent rows of one
 * channel as a batch, delivers the batch's parts in order, records each part as it goes, and marks the
 * batch sent; a batch whose dispatcher died falls due again when its claim runs out, and is sent again
 * with the same rows, so the surface's idempotency keys (Discord's message nonce) stay the same.
 */
import type { SqlSession } from "./sql.ts";

export interface OutboxPlace {
  guildId: string;
  channelId: string;
}

export interface OutboxRow {
  id: number;
  gameId: string | null;
  seq: number | null;
  body: unknown;
  createdAt: Date;
}

/** Rows claimed together: delivered as one, in order. */
export interface OutboxBatch {
  /** The id of the batch's first row; the base of its idempotency keys. */
  batch: number;
  rows: OutboxRow[];
  /** Parts delivered by an earlier attempt. */
  partsDone: number;
  /** Deliveries of this batch that failed before (a crash in between is not counted: it is no failure). */
  failures: number;
}

interface ClaimedRow {
  id: string | number;
  game_id: string | null;
  seq: number | null;
  body: unknown;
  batch: string | number;
  parts_done: number;
  attempts: number;
  created_at: Date | string;
}

/** At most this many rows go out as one batch (a long run of bot answers is split). */
const BATCH_ROWS = 40;

/**
 * Claims the next batch of a channel: the oldest unsent row decides. If an earlier attempt already gave
 * it a batch, exactly that batch is claimed again; otherwise the unsent rows without a batch become one.
 * A batch still claimed by a live dispatcher, or not due yet, is not claimed (the channel waits: its
 * rows go out in order). The head row is locked first, so two dispatchers claiming the same channel at
 * once take turns: the second then finds the head claimed and takes nothing (without the lock it could
 * take the rows behind the head under the head's batch id, and Discord would drop its posts as repeats
 * of the first's nonces). $1 guild, $2 channel, $3 the claim's length in milliseconds, $4 true to take a
 * batch still waiting out its back-off (the first catch-up after a start). Outbox times are the
 * database's own clock: delivery is plumbing, not game time, which tests may move.
 */
const CLAIM_SQL = `
WITH head AS (
  SELECT id, batch, due_at, claimed_until FROM outbox
  WHERE guild_id = $1 AND channel_id = $2 AND sent_at IS NULL
  ORDER BY id LIMIT 1
  FOR UPDATE
), chosen AS (
  SELECT o.id FROM outbox o, head
  WHERE o.guild_id = $1 AND o.channel_id = $2 AND o.sent_at IS NULL
    AND (head.due_at <= now() OR $4::boolean)
    AND (head.claimed_until IS NULL OR head.claimed_until < now())
    AND ((head.batch IS NULL AND o.batch IS NULL) OR o.batch = head.batch)
  ORDER BY o.id LIMIT ${BATCH_ROWS}
)
UPDATE outbox SET
  batch = COALESCE(outbox.batch, (SELECT id FROM head)),
  claimed_until = now() + $3 * interval '1 millisecond'
WHERE outbox.id IN (SELECT id FROM chosen)
  AND (outbox.claimed_until IS NULL OR outbox.claimed_until < now())
RETURNING outbox.id, outbox.game_id, outbox.seq, outbox.body, outbox.batch, outbox.parts_done,
  outbox.attempts, outbox.created_at`;

export type Outbox = ReturnType<typeof createOutbox>;

export function createOutbox(sql: SqlSession) {
  return {
    /** Adds a row for a channel (a notice, a lobby post); `append` adds a command's row itself. */
    async enqueue(place: OutboxPlace, body: unknown, gameId?: string | null, seq?: number): Promise<void> {
      await sql.query(
        `INSERT INTO outbox (game_id, guild_id, channel_id, seq, body)
         VALUES ($1::uuid, $2, $3, $4, $5::jsonb)`,
        [gameId ?? null, place.guildId, place.channelId, seq ?? null, JSON.stringify(body)],
        "mecatol_outbox_enqueue",
      );
    },

    /**
     * A scheduler notice said and its seat's reminder bookkeeping moved, in one statement: a notice is
     * neither lost nor repeated by a crash between the two. A field of `mark` left null stays as it is.
     * It is also the claim between processes: the seat is moved only if its reminder is still due at
     * `dueAt`, the moment this process read; when another scheduler said it first, nothing is written and
     * the answer is false.
     */
    async enqueueForSeat(
      seatId: string,
      mark: { lastPingAt: Date | null; nextReminderAt: Date | null; remindersSent: number | null },
      place: OutboxPlace,
      body: unknown,
      gameId: string,
      /** The reminder's due moment as it was read: the claim (see above). */
      dueAt: Date,
    ): Promise<boolean> {
      const rows = await sql.query(
        `WITH marked AS (
           UPDATE seats SET last_ping_at = COALESCE($2::timestamptz, last_ping_at),
             next_reminder_at = $3::timestamptz, reminders_sent = COALESCE($4::int, reminders_sent)
           WHERE id = $1::uuid AND next_reminder_at = $9::timestamptz RETURNING id)
         INSERT INTO outbox (game_id, guild_id, channel_id, seq, body)
         SELECT $5::uuid, $6, $7, NULL, $8::jsonb FROM marked RETURNING id`,
        [
          seatId,
          mark.lastPingAt?.toISOString() ?? null,
          mark.nextReminderAt?.toISOString() ?? null,
          mark.remindersSent,
          gameId,
          place.guildId,
          place.channelId,
          JSON.stringify(body),
          dueAt.toISOString(),
        ],
        "mecatol_outbox_notice",
      );
      return rows.length > 0;
    },

    /**
     * The next batch of a channel, claimed for `leaseMs`; null when there is none to send now. `anyDue`:
     * a batch still waiting out its back-off is taken too.
     */
    async claim(place: OutboxPlace, leaseMs: number, anyDue = false): Promise<OutboxBatch | null> {
      const rows = await sql.query<ClaimedRow>(
        CLAIM_SQL,
        [place.guildId, place.channelId, leaseMs, anyDue],
        "mecatol_outbox_claim",
      );
      if (rows.length === 0) return null;
      rows.sort((a, b) => Number(a.id) - Number(b.id));
      const first = rows[0] as ClaimedRow;
      return {
        batch: Number(first.batch),
        partsDone: Math.max(...rows.map((r) => r.parts_done)),
        failures: Math.max(...rows.map((r) => r.attempts)),
        rows: rows.map((r) => ({
          id: Number(r.id),
          gameId: r.game_id,
          seq: r.seq,
          body: r.body,
          createdAt: new Date(r.created_at),
        })),
      };
    },

    /** Records that the batch's first `partsDone` parts are delivered, and extends the claim. */
    async progress(batch: number, partsDone: number, leaseMs: number): Promise<void> {
      await sql.query(
        `UPDATE outbox SET parts_done = $2, claimed_until = now() + $3 * interval '1 millisecond'
         WHERE batch = $1`,
        [batch, partsDone, leaseMs],
        "mecatol_outbox_progress",
      );
    },

    async complete(batch: number): Promise<void> {
      await sql.query(
        "UPDATE outbox SET sent_at = now(), claimed_until = NULL WHERE batch = $1",
        [batch],
        "mecatol_outbox_complete",
      );
    },

    /** Gives the batch back after a failure, to be tried again in `delayMs`; the failure is counted. */
    async release(batch: number, delayMs: number, error: string): Promise<void> {
      await sql.query(
        `UPDATE outbox SET claimed_until = NULL, due_at = now() + $2 * interval '1 millisecond',
           last_error = $3, attempts = attempts + 1
         WHERE batch = $1`,
        [batch, delayMs, error.slice(0, 500)],
        "mecatol_outbox_release",
      );
    },

    /** Channels with something to send now, oldest first (the catch-up after a restart or a failure). */
    async duePlaces(limit = 50, anyDue = false): Promise<OutboxPlace[]> {
      const rows = await sql.query<{ guild_id: string; channel_id: string }>(
        `SELECT guild_id, channel_id FROM outbox
         WHERE sent_at IS NULL AND (due_at <= now() OR $2::boolean)
           AND (claimed_until IS NULL OR claimed_until < now())
         GROUP BY guild_id, channel_id ORDER BY min(id) LIMIT $1`,
        [limit, anyDue],
        "mecatol_outbox_due",
      );
      return rows.map((r) => ({ guildId: r.guild_id, channelId: r.channel_id }));
    },

    /** Rows not yet sent, in order (for tests and the operator). */
    async unsent(): Promise<{ id: number; guildId: string; channelId: string; lastError: string | null }[]> {
      const rows = await sql.query<{
        id: string;
        guild_id: string;
        channel_id: string;
        last_error: string | null;
      }>("SELECT id, guild_id, channel_id, last_error FROM outbox WHERE sent_at IS NULL ORDER BY id");
      return rows.map((r) => ({
        id: Number(r.id),
        guildId: r.guild_id,
        channelId: r.channel_id,
        lastError: r.last_error,
      }));
    },
  };
}
