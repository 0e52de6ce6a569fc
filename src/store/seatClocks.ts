/**
 * The seats' clocks in SQL: the question each seat owes (reminders, deadline: `asked_at`) and its time
 * bank (`bank_ms` left as of `bank_since`; app/timeBank.ts). One UPDATE moves them all, written once here
 * and run inside `append`'s statement (with the command that moved them) and by `moveReminders` (an
 * undo), so a bank never runs on a question the saved game no longer asks.
 *
 * A bank runs from the moment the game waits on the seat (or, for a player on vacation, from the end of
 * the vacation: `bank_since` then lies ahead), and is settled when the game stops waiting on it: what ran
 * is taken off, never below zero, and a seat whose own turn ended gets its top-up, up to the cap.
 */

import type { SqlSession } from "./sql.ts";

/** What the change does to the banks, beyond starting and stopping them with the questions. */
export interface BankMoves {
  /**
   * The time bank turned on or changed at `at` (every seat named gets `bankMs`, the others none), or off
   * ([]). A seat the game waits on starts running then (the command's own moment, if it has one).
   */
  reset?: { userIds: readonly string[]; bankMs: number | null; at: Date };
  /**
   * Seats (user ids) whose turn of play this change ended: topped up by `topUpMs`, at most `capMs` (an
   * undo takes a top-up back with a negative `topUpMs`; a bank never goes below zero).
   */
  toppedUp: readonly string[];
  topUpMs: number;
  capMs: number;
}

/** A seat that changes hands in the same statement (a seat given to Mecatol's bot). */
export interface SeatHandOver {
  seatIndex: number;
  userId: string;
  name: string;
}

/** The placeholders (with their casts) the UPDATE reads, numbered as its caller's statement numbers them. */
export interface ClockPlaceholders {
  start: string;
  due: string;
  stop: string;
  at: string;
  reset: string;
  resetIds: string;
  resetMs: string;
  topped: string;
  topUp: string;
  cap: string;
  handSeat: string;
  handUser: string;
  handName: string;
}

/** The parameter values of the placeholders above, in that order. */
export function clockValues(
  clocks: { start: readonly string[]; due: Date; stop: readonly string[]; at: Date } | undefined,
  banks: BankMoves | undefined,
  handOver: SeatHandOver | undefined,
): unknown[] {
  return [
    clocks?.start ?? [],
    (clocks?.due ?? new Date(0)).toISOString(),
    clocks?.stop ?? [],
    (clocks?.at ?? banks?.reset?.at ?? new Date(0)).toISOString(),
    banks?.reset !== undefined,
    banks?.reset?.userIds ?? [],
    banks?.reset?.bankMs ?? null,
    banks?.toppedUp ?? [],
    banks?.topUpMs ?? 0,
    banks?.capMs ?? 0,
    handOver?.seatIndex ?? null,
    handOver?.userId ?? null,
    handOver?.name ?? null,
  ];
}

/** The placeholders numbered from `first` on, in the order of `clockValues`. */
export function clockPlaceholders(first: number): ClockPlaceholders {
  const n = (i: number, cast: string) => `$${first + i}::${cast}`;
  return {
    start: n(0, "text[]"),
    due: n(1, "timestamptz"),
    stop: n(2, "text[]"),
    at: n(3, "timestamptz"),
    reset: n(4, "boolean"),
    resetIds: n(5, "text[]"),
    resetMs: n(6, "bigint"),
    topped: n(7, "text[]"),
    topUp: n(8, "bigint"),
    cap: n(9, "bigint"),
    handSeat: n(10, "int"),
    handUser: n(11, "text"),
    handName: n(12, "text"),
  };
}

/** What is left of a running bank at `at` (milliseconds, never below zero). */
export function bankHeldSql(at: string, alias = "s"): string {
  return `GREATEST(0, ${alias}.bank_ms - GREATEST(0, FLOOR(EXTRACT(EPOCH FROM (${at} - ${alias}.bank_since)) * 1000))::bigint)`;
}

/**
 * The UPDATE of the seats of the games `games` (a subquery or a placeholder) whose clocks the change
 * moves. Every SET expression reads the row as it was, so the order of the columns does not matter.
 */
export function seatClocksUpdate(p: ClockPlaceholders, games: string): string {
  const started = `s.user_id = ANY(${p.start})`;
  const stopped = `s.user_id = ANY(${p.stop})`;
  const handed = `s.seat_index IS NOT DISTINCT FROM ${p.handSeat}`;
  // A player on vacation: their bank waits until it ends (user_preferences.vacation_until).
  const resumes = `GREATEST(${p.at}, (SELECT u.vacation_until FROM user_preferences AS u WHERE u.user_id = s.user_id))`;
  const waited = `(${started} OR (s.asked_at IS NOT NULL AND NOT ${stopped}))`;
  const held = bankHeldSql(p.at);
  const topped = `s.user_id = ANY(${p.topped})`;
  return `
  UPDATE seats AS s SET
    next_reminder_at = CASE WHEN ${handed} THEN NULL WHEN ${started} THEN ${p.due}
      WHEN ${stopped} THEN NULL ELSE s.next_reminder_at END,
    reminders_sent = CASE WHEN ${handed} OR ${started} OR ${stopped} THEN 0 ELSE s.reminders_sent END,
    -- The clock of the question each started seat now owes (issue #28); a stopped seat owes none.
    asked_at = CASE WHEN ${handed} THEN NULL WHEN ${started} THEN ${p.at}
      WHEN ${stopped} THEN NULL ELSE s.asked_at END,
    bank_ms = CASE WHEN ${handed} THEN NULL
      WHEN ${p.reset} THEN CASE WHEN s.user_id = ANY(${p.resetIds}) THEN ${p.resetMs} END
      WHEN s.bank_ms IS NULL THEN NULL
      WHEN ${stopped} THEN CASE WHEN ${topped} THEN LEAST(${p.cap}, GREATEST(0, ${held} + ${p.topUp}))
        ELSE ${held} END
      WHEN ${topped} THEN LEAST(${p.cap}, GREATEST(0, s.bank_ms + ${p.topUp}))
      ELSE s.bank_ms END,
    bank_since = CASE WHEN ${handed} THEN NULL
      WHEN ${p.reset} THEN CASE WHEN s.user_id = ANY(${p.resetIds}) AND ${waited} THEN ${resumes} END
      WHEN s.bank_ms IS NULL OR ${stopped} THEN NULL
      WHEN ${started} THEN COALESCE(s.bank_since, ${resumes})
      ELSE s.bank_since END,
    user_id = CASE WHEN ${handed} THEN ${p.handUser} ELSE s.user_id END,
    name = CASE WHEN ${handed} THEN ${p.handName} ELSE s.name END,
    thread_id = CASE WHEN ${handed} THEN NULL ELSE s.thread_id END
  WHERE s.game_id IN (${games}) AND (${started} OR ${stopped} OR ${p.reset} OR ${handed})`;
}

/**
 * Seats whose bank has run out by $1 in running games, with no vote about them this turn (the game's
 * `meta.bankVotes`, app/bankVotes.ts), oldest first, at most $2.
 */
export const EMPTY_BANKS_SQL = `
SELECT s.id, s.game_id, s.user_id, s.seat_index, g.version
FROM seats AS s
JOIN games AS g ON g.id = s.game_id
WHERE g.status = 'active' AND s.bank_since IS NOT NULL AND s.bank_ms IS NOT NULL
  AND s.bank_since + s.bank_ms * interval '1 millisecond' <= $1::timestamptz
  AND NOT COALESCE(g.meta -> 'bankVotes' @> jsonb_build_array(jsonb_build_object('seat', s.seat_index)), false)
ORDER BY s.bank_since, s.seat_index
LIMIT $2`;

/**
 * A vacation taken, changed or ended, in one statement: the player's vacation and yearly budget are
 * saved only if they still are what the caller read ($5 until, $6 year, $7 days used), and then every
 * running bank of theirs is settled at $8 and waits until the vacation's end ($2; null: back now).
 */
export const VACATION_SQL = `
WITH saved AS (
  INSERT INTO user_preferences (user_id, vacation_until, vacation_year, vacation_days_used, updated_at)
  VALUES ($1, $2::timestamptz, $3::int, $4::int, now())
  ON CONFLICT (user_id) DO UPDATE SET
    vacation_until = EXCLUDED.vacation_until,
    vacation_year = EXCLUDED.vacation_year,
    vacation_days_used = EXCLUDED.vacation_days_used,
    updated_at = now()
  WHERE user_preferences.vacation_until IS NOT DISTINCT FROM $5::timestamptz
    AND user_preferences.vacation_year IS NOT DISTINCT FROM $6::int
    AND user_preferences.vacation_days_used = $7::int
  RETURNING user_id
), paused AS (
  UPDATE seats AS s SET
    bank_ms = ${bankHeldSql("$8::timestamptz")},
    bank_since = GREATEST($8::timestamptz, COALESCE($2::timestamptz, $8::timestamptz))
  WHERE s.user_id = $1 AND s.bank_ms IS NOT NULL AND s.bank_since IS NOT NULL
    AND EXISTS (SELECT 1 FROM saved)
    AND s.game_id IN (SELECT id FROM games WHERE status = 'active')
)
SELECT count(*)::int AS saved FROM saved`;

/** A seat whose time bank has run out, with no vote about it yet this turn. */
export interface EmptyBank {
  seatId: string;
  gameId: string;
  userId: string;
  seatIndex: number;
  gameVersion: number;
}

/** A vacation to save, and the vacation and budget it was worked out from (saved only if unchanged). */
export interface VacationChange {
  until: Date | null;
  year: number;
  daysUsed: number;
  read: { vacationUntil: Date | null; vacationYear: number | null; vacationDaysUsed: number };
  at: Date;
}

/** The banks' own reads and writes; `append` and `moveReminders` move them with the questions. */
export function createBankStore(sql: SqlSession) {
  return {
    /** Seats whose time bank has run out at `now`, with no vote about them yet this turn, oldest first. */
    async emptyBanks(now: Date, limit = 100): Promise<EmptyBank[]> {
      const rows = await sql.query<{
        id: string;
        game_id: string;
        user_id: string;
        seat_index: number;
        version: number;
      }>(EMPTY_BANKS_SQL, [now.toISOString(), limit], "mecatol_empty_banks");
      return rows.map((row) => ({
        seatId: row.id,
        gameId: row.game_id,
        userId: row.user_id,
        seatIndex: Number(row.seat_index),
        gameVersion: Number(row.version),
      }));
    },

    /**
     * Sets the time bank of a game still in its lobby (null: none), leaving the rest of its bookkeeping as
     * it is; false when the game is no longer in its lobby. A running game's goes with `append`.
     */
    async setLobbyTimeBank(gameId: string, timeBank: unknown): Promise<boolean> {
      const rows = await sql.query<{ id: string }>(
        `UPDATE games SET meta = CASE WHEN $2::jsonb IS NULL THEN meta - 'timeBank'
           ELSE jsonb_set(meta, '{timeBank}', $2::jsonb) END, updated_at = now()
         WHERE id = $1::uuid AND status = 'lobby' RETURNING id`,
        [gameId, timeBank === null ? null : JSON.stringify(timeBank)],
      );
      return rows.length === 1;
    },

    /**
     * Saves a vacation and the yearly budget it draws on, if neither changed since they were read, and
     * holds the player's running time banks until it ends, in one statement; false when they had changed.
     */
    async takeVacation(userId: string, change: VacationChange): Promise<boolean> {
      const rows = await sql.query<{ saved: number }>(VACATION_SQL, [
        userId,
        change.until?.toISOString() ?? null,
        change.year,
        change.daysUsed,
        change.read.vacationUntil?.toISOString() ?? null,
        change.read.vacationYear,
        change.read.vacationDaysUsed,
        change.at.toISOString(),
      ]);
      return Number(rows[0]?.saved ?? 0) === 1;
    },
  };
}
