/**
 * The store API the app layer uses: games, seats, the event log, processed interactions and reminder
 * bookkeeping. Every write that changes a game goes through `append`, which writes the events, the new
 * snapshot and the new version in one statement guarded by the expected version.
 *
 * Most operations go through Prisma. The three that every command runs (loading the game, appending,
 * moving reminder clocks) are single parameterised SQL statements over the same connection pool: Prisma's
 * query layer costs about as much CPU again as the statement itself, and they are the bot's hot path
 * (bench: throughput). Their column lists follow prisma/schema.prisma; test/integration/store.test.ts
 * runs them on both databases.
 */
import { randomUUID } from "node:crypto";
import { EVENT_SCHEMA_VERSION, EventSchemaError, upcast } from "../engine/upcast.ts";
import type { Prisma, PrismaClient } from "../generated/prisma/client.ts";
import { createOpenInteractions } from "./openInteractions.ts";
import { createOutbox } from "./outbox.ts";
import {
  type BankMoves,
  clockPlaceholders,
  clockValues,
  createBankStore,
  type SeatHandOver,
  seatClocksUpdate,
} from "./seatClocks.ts";
import type { SqlSession } from "./sql.ts";

export type { BankMoves, EmptyBank, SeatHandOver, VacationChange } from "./seatClocks.ts";

export type GameStatus = "lobby" | "active" | "finished" | "abandoned";
export type Json = Prisma.InputJsonValue;

export interface StoredGame {
  id: string;
  guildId: string;
  channelId: string;
  ruleset: string;
  options: unknown;
  status: GameStatus;
  version: number;
  state: unknown;
  meta: unknown;
  seed: string;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
}

/** One game of a server as its record counts it: how it stands, each seat's race, the winning seats. */
export interface ServerGame {
  status: GameStatus;
  /** By seat; null for a seat without a race (or a game not begun). */
  races: (string | null)[];
  winners: number[];
}

export interface StoredSeat {
  id: string;
  gameId: string;
  userId: string;
  name: string;
  seatIndex: number;
  race: string | null;
  color: string | null;
  threadId: string | null;
  lastPingAt: Date | null;
  nextReminderAt: Date | null;
  remindersSent: number;
  /** When the seat was put the question it owes now (or last acted, if later); null: not waited on. */
  askedAt: Date | null;
  /** The time bank left as of `bankSince`, in milliseconds; null: no time bank (store/seatClocks.ts). */
  bankMs: number | null;
  /** Since when the bank runs down; null: the game waits on nothing here. Ahead: on vacation. */
  bankSince: Date | null;
}

export interface StoredUserPrefs {
  timeZone: string;
  quietStart: number | null;
  quietEnd: number | null;
  vacationUntil: Date | null;
  windowStart: Date | null;
  pingsInWindow: number;
  /** The yearly vacation budget: the UTC year `vacationDaysUsed` counts in (app/preferences.ts). */
  vacationYear: number | null;
  vacationDaysUsed: number;
}

export interface StoredEvent {
  seq: number;
  actor: string;
  command: unknown;
  /** Read in today's shapes, whatever version wrote them (engine/upcast.ts). */
  events: unknown;
  /** The event schema version the entry was written at. */
  schemaVersion: number;
  createdAt: Date;
}

export interface NewGame {
  guildId: string;
  channelId: string;
  ruleset: string;
  options: Json;
  seed: string;
  createdBy: string;
  state: Json;
  meta?: Json;
  status?: GameStatus;
}

export interface AppendInput {
  actor: string;
  command: Json;
  events: Json;
  state: Json;
  /** Set when the command changes the game's status (start, finish, abandon). */
  status?: GameStatus;
  /** Set when the command changes the app-level bookkeeping (lobby, reminders, undo requests). */
  meta?: Json;
  /** The Discord interaction (or playground request) that caused this, recorded in the same transaction. */
  interactionId?: string;
  /** Reminder clocks the command starts and stops (app/reminders.ts), moved in the same statement. */
  reminders?: ReminderClocks;
  /** What to say about it: written to the outbox in the same statement (src/store/outbox.ts). */
  announcement?: Json;
  /** The time banks it tops up, turns on or off (store/seatClocks.ts), moved with the reminder clocks. */
  banks?: BankMoves;
  /** A seat that changes hands with it (its row follows the engine's seatHandedOver). */
  handOver?: SeatHandOver;
}

/**
 * Seats (by user id) asked a new question at `at` (or that acted and are still waited on), whose reminder
 * then falls due at `due`; and seats no longer waited on, whose clocks stop.
 */
export interface ReminderClocks {
  start: readonly string[];
  stop: readonly string[];
  due: Date;
  at: Date;
}

/** A seat whose question has been open for the whole of its game's deadline. */
export interface OverdueSeat {
  seatId: string;
  gameId: string;
  userId: string;
  askedAt: Date;
  /** The game's version when this was read: a command landing meanwhile makes the reading stale. */
  gameVersion: number;
}

export type AppendResult =
  | { ok: true; version: number }
  | { ok: false; reason: "stale"; currentVersion: number }
  | { ok: false; reason: "duplicate" }
  /** The transaction could not start (or finish) in time because many writers queue on the database. */
  | { ok: false; reason: "busy" };

export type CreateGameResult =
  | { ok: true; game: StoredGame }
  | { ok: false; reason: "channelBusy"; gameId: string };

const OPEN_STATUSES: readonly GameStatus[] = ["lobby", "active"];

function activeChannelKey(guildId: string, channelId: string, status: GameStatus): string | null {
  return OPEN_STATUSES.includes(status) ? `${guildId}/${channelId}` : null;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "P2002";
}

/** A unique key of `table` refused a row (PostgreSQL's 23505, from pg and from PGlite alike). */
function isSqlUniqueViolation(error: unknown, table: string): boolean {
  const e = error as { code?: string; table?: string; constraint?: string; message?: string } | null;
  if (e?.code !== "23505") return false;
  return e.table === table || (e.constraint ?? e.message ?? "").includes(table);
}

/**
 * The statement could not get its row lock or a connection in time because many writers queue on the
 * game (lock_timeout 55P03, or the pool's wait): nothing was written, the client may try again.
 */
function isLockTimeout(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return e?.code === "55P03" || /timeout exceeded when trying to connect/i.test(e?.message ?? "");
}

/** The columns of a game row as the statements below name them (prisma/schema.prisma: Game). */
interface GameRow {
  id: string;
  guild_id: string;
  channel_id: string;
  ruleset: string;
  options: unknown;
  status: GameStatus;
  version: number;
  state: unknown;
  meta: unknown;
  seed: string;
  created_by: string;
  created_at: Date | string;
  updated_at: Date | string;
}

const SELECT_GAME = `SELECT id, guild_id, channel_id, ruleset, options, status, version, state, meta, seed,
  created_by, created_at, updated_at FROM games`;

function storedGame(row: GameRow): StoredGame {
  return {
    id: row.id,
    guildId: row.guild_id,
    channelId: row.channel_id,
    ruleset: row.ruleset,
    options: row.options,
    status: row.status,
    version: Number(row.version),
    state: row.state,
    meta: row.meta,
    seed: row.seed,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/**
 * `append` as one statement. $1 game, $2 expected version, $3 new version, $4 state, $5 meta or null
 * (unchanged), $6 status or null (unchanged), $7 actor, $8 command, $9 events, $10 event schema version,
 * $11 interaction id or null, $12 user ids whose reminder starts, due at $13, $14 user ids whose
 * reminder stops, $15 the moment the seats of $12 were asked (their question's clock), $16 what to say
 * about it (an outbox row, src/store/outbox.ts) or null, $17 to $25 the time banks and a seat handed
 * over (store/seatClocks.ts). A status change also sets or clears the channel's open-game key.
 */
/** The clocks' placeholders in APPEND_SQL: the reminder clocks' as they always were, then the banks'. */
const APPEND_CLOCKS = {
  ...clockPlaceholders(13),
  start: "$12::text[]",
  due: "$13::timestamptz",
  stop: "$14::text[]",
  at: "$15::timestamptz",
};

const APPEND_SQL = `
WITH moved AS (
  UPDATE games SET
    version = $3,
    state = $4::jsonb,
    meta = COALESCE($5::jsonb, meta),
    status = COALESCE($6::text, status),
    active_channel_key = CASE
      WHEN $6::text IS NULL THEN active_channel_key
      WHEN $6::text IN ('lobby', 'active') THEN guild_id || '/' || channel_id
      ELSE NULL END,
    updated_at = now()
  WHERE id = $1::uuid AND version = $2
  RETURNING id, guild_id, channel_id
), logged AS (
  INSERT INTO events (game_id, seq, actor, command, events, schema_version)
  SELECT id, $3, $7, $8::jsonb, $9::jsonb, $10 FROM moved
), seen AS (
  INSERT INTO processed_interactions (interaction_id, game_id)
  SELECT $11::text, id FROM moved WHERE $11::text IS NOT NULL
), clocks AS (${seatClocksUpdate(APPEND_CLOCKS, "SELECT id FROM moved")}
), told AS (
  INSERT INTO outbox (game_id, guild_id, channel_id, seq, body)
  SELECT id, guild_id, channel_id, $3, $16::jsonb FROM moved WHERE $16::jsonb IS NOT NULL
)
SELECT count(*)::int AS updated FROM moved`;

/**
 * Seats whose question has been open at least their game's deadline by $1, oldest first, at most $2.
 * The deadline is the game's `meta.deadlineHours` (app/lobby.ts readMeta: a number above 0, else none).
 * A player on vacation is not timed out: the deadline counts from the later of the question and the end
 * of their vacation.
 */
const OVERDUE_SQL = `
SELECT s.id, s.game_id, s.user_id, s.asked_at, g.version
FROM seats AS s
JOIN games AS g ON g.id = s.game_id
LEFT JOIN user_preferences AS p ON p.user_id = s.user_id
CROSS JOIN LATERAL (SELECT CASE WHEN jsonb_typeof(g.meta -> 'deadlineHours') = 'number'
  THEN (g.meta ->> 'deadlineHours')::float8 ELSE 0 END AS hours) AS d
WHERE g.status = 'active' AND s.asked_at IS NOT NULL AND d.hours > 0
  AND GREATEST(s.asked_at, COALESCE(p.vacation_until, s.asked_at)) + d.hours * interval '1 hour'
    <= $1::timestamptz
ORDER BY s.asked_at, s.seat_index
LIMIT $2`;

/** A seat row as the store hands it out: the bank in milliseconds as a plain number. */
function seatOf(row: Omit<StoredSeat, "bankMs"> & { bankMs: bigint | number | null }): StoredSeat {
  return { ...row, bankMs: row.bankMs === null ? null : Number(row.bankMs) };
}

/** An entry's events in today's shapes; a refusal names the game and entry, for whoever has to look. */
function eventsToday(gameId: string, entry: StoredEvent): unknown {
  try {
    return upcast(entry.events as unknown[], entry.schemaVersion);
  } catch (error) {
    if (!(error instanceof EventSchemaError)) throw error;
    throw new EventSchemaError(`game ${gameId}, log entry ${entry.seq}: ${error.message}`, { cause: error });
  }
}

export type GameStore = ReturnType<typeof createGameStore>;

/** The store's view of the database: Prisma for most things, plain SQL for the hot path. */
export interface StoreDatabase {
  prisma: PrismaClient;
  sql: SqlSession;
}

export function createGameStore(db: StoreDatabase) {
  const { prisma, sql } = db;
  async function currentVersion(gameId: string): Promise<number> {
    const rows = await sql.query<{ version: number }>("SELECT version FROM games WHERE id = $1::uuid", [
      gameId,
    ]);
    if (!rows[0]) throw new Error(`game ${gameId} does not exist`);
    return Number(rows[0].version);
  }

  return {
    /** What the bot has yet to say (src/store/outbox.ts). */
    outbox: createOutbox(sql),
    /** The time banks' own reads and writes (src/store/seatClocks.ts). */
    banks: createBankStore(sql),

    /** Discord interactions answered "thinking…" and not finished (src/store/openInteractions.ts). */
    openInteractions: createOpenInteractions(sql),

    /** Creates a game in a channel; refused while the channel already holds an open game. */
    async createGame(input: NewGame): Promise<CreateGameResult> {
      const status = input.status ?? "lobby";
      try {
        const game = await prisma.game.create({
          data: {
            ...input,
            status,
            activeChannelKey: activeChannelKey(input.guildId, input.channelId, status),
          },
        });
        return { ok: true, game: game as StoredGame };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const open = await this.loadByChannel(input.guildId, input.channelId);
        return { ok: false, reason: "channelBusy", gameId: open?.id ?? "" };
      }
    },

    /**
     * A game brought from a file (app/importGame.ts): the game row at the version of its last entry, its
     * seats and its whole log with each entry's time, in one transaction. Refused like createGame while
     * the channel holds an open game.
     */
    async importGame(
      input: NewGame & { version: number },
      seats: readonly { userId: string; name: string; seatIndex: number }[],
      entries: readonly Omit<StoredEvent, "schemaVersion">[],
    ): Promise<CreateGameResult> {
      const status = input.status ?? "active";
      try {
        const id = randomUUID();
        const [game] = await prisma.$transaction([
          prisma.game.create({
            data: {
              ...input,
              id,
              status,
              activeChannelKey: activeChannelKey(input.guildId, input.channelId, status),
            },
          }),
          prisma.seat.createMany({ data: seats.map((seat) => ({ ...seat, gameId: id })) }),
          prisma.event.createMany({
            data: entries.map((entry) => ({
              gameId: id,
              seq: entry.seq,
              actor: entry.actor,
              command: entry.command as Json,
              events: entry.events as Json,
              schemaVersion: EVENT_SCHEMA_VERSION,
              createdAt: entry.createdAt,
            })),
          }),
        ]);
        return { ok: true, game: game as StoredGame };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const open = await this.loadByChannel(input.guildId, input.channelId);
        return { ok: false, reason: "channelBusy", gameId: open?.id ?? "" };
      }
    },

    /** The open (lobby or active) game of a channel, if any. */
    async loadByChannel(guildId: string, channelId: string): Promise<StoredGame | null> {
      const rows = await sql.query<GameRow>(
        `${SELECT_GAME} WHERE active_channel_key = $1`,
        [`${guildId}/${channelId}`],
        "mecatol_load_by_channel",
      );
      return rows[0] ? storedGame(rows[0]) : null;
    },

    /** A seed chosen for a game before it starts (tests, the playground): the one its dice will come from. */
    async setSeed(gameId: string, seed: string): Promise<void> {
      await sql.query(
        "UPDATE games SET seed = $2 WHERE id = $1::uuid AND status = 'lobby'",
        [gameId, seed],
        "mecatol_set_seed",
      );
    },

    /** The channel's most recent game that ended (finished or abandoned), for its record and log. */
    async lastEnded(guildId: string, channelId: string): Promise<StoredGame | null> {
      const rows = await sql.query<GameRow>(
        `${SELECT_GAME} WHERE guild_id = $1 AND channel_id = $2 AND active_channel_key IS NULL
          ORDER BY updated_at DESC LIMIT 1`,
        [guildId, channelId],
        "mecatol_last_ended",
      );
      return rows[0] ? storedGame(rows[0]) : null;
    },

    async loadGame(gameId: string): Promise<StoredGame | null> {
      const rows = await sql.query<GameRow>(
        `${SELECT_GAME} WHERE id = $1::uuid`,
        [gameId],
        "mecatol_load_game",
      );
      return rows[0] ? storedGame(rows[0]) : null;
    },

    async listGames(filter: { guildId?: string; statuses?: GameStatus[] } = {}): Promise<StoredGame[]> {
      const where: Prisma.GameWhereInput = {};
      if (filter.guildId) where.guildId = filter.guildId;
      if (filter.statuses) where.status = { in: filter.statuses };
      return (await prisma.game.findMany({ where, orderBy: { createdAt: "asc" } })) as StoredGame[];
    },

    /**
     * Every game of a server (guild; the playground is one), oldest first, read as its record counts it:
     * only the seats' races and the winners are taken from each snapshot, not the whole state.
     */
    async serverGames(guildId: string): Promise<ServerGame[]> {
      const rows = await sql.query<{ status: GameStatus; races: unknown; winners: unknown }>(
        `SELECT status,
                COALESCE(jsonb_path_query_array(state, '$.players[*].race'), '[]'::jsonb) AS races,
                COALESCE(jsonb_path_query_array(state, '$.winners[*]'), '[]'::jsonb) AS winners
           FROM games WHERE guild_id = $1 ORDER BY created_at`,
        [guildId],
        "mecatol_server_games",
      );
      return rows.map((r) => ({
        status: r.status,
        races: (Array.isArray(r.races) ? r.races : []).map((x) => (typeof x === "string" ? x : null)),
        winners: (Array.isArray(r.winners) ? r.winners : []).filter(
          (x): x is number => typeof x === "number",
        ),
      }));
    },

    /**
     * Writes the events of one accepted command, the new snapshot and version `expectedVersion + 1`,
     * all or nothing. A stale version or an interaction seen before writes nothing.
     */
    async append(gameId: string, expectedVersion: number, input: AppendInput): Promise<AppendResult> {
      const version = expectedVersion + 1;
      try {
        // One statement, so all or nothing: the snapshot moves only from the expected version; the event
        // and the interaction are written only when it moved (a repeated interaction id violates the
        // key and undoes the whole statement).
        const rows = await sql.query<{ updated: number }>(
          APPEND_SQL,
          [
            gameId,
            expectedVersion,
            version,
            JSON.stringify(input.state),
            input.meta === undefined ? null : JSON.stringify(input.meta),
            input.status ?? null,
            input.actor,
            JSON.stringify(input.command),
            JSON.stringify(input.events),
            EVENT_SCHEMA_VERSION,
            input.interactionId ?? null,
            input.reminders?.start ?? [],
            (input.reminders?.due ?? new Date(0)).toISOString(),
            input.reminders?.stop ?? [],
            (input.reminders?.at ?? input.banks?.reset?.at ?? new Date(0)).toISOString(),
            input.announcement === undefined ? null : JSON.stringify(input.announcement),
            // $17 on: the banks and a seat handed over (the reminder clocks' four are $12 to $15).
            ...clockValues(input.reminders, input.banks, input.handOver).slice(4),
          ],
          "mecatol_append",
        );
        if (Number(rows[0]?.updated ?? 0) === 1) return { ok: true, version };
        return { ok: false, reason: "stale", currentVersion: await currentVersion(gameId) };
      } catch (error) {
        if (isSqlUniqueViolation(error, "processed_interactions")) return { ok: false, reason: "duplicate" };
        if (isSqlUniqueViolation(error, "events"))
          return { ok: false, reason: "stale", currentVersion: await currentVersion(gameId) };
        if (isLockTimeout(error)) return { ok: false, reason: "busy" };
        throw error;
      }
    },

    /**
     * The event log of a game, oldest first, optionally only after a sequence number. Every reader of
     * stored events comes through here, so each entry's events are brought to today's shapes here, and an
     * entry written by a newer version is refused rather than misread.
     */
    async readEvents(gameId: string, afterSeq = 0): Promise<StoredEvent[]> {
      const entries = (await prisma.event.findMany({
        where: { gameId, seq: { gt: afterSeq } },
        orderBy: { seq: "asc" },
        select: { seq: true, actor: true, command: true, events: true, schemaVersion: true, createdAt: true },
      })) as StoredEvent[];
      return entries.map((entry) => ({ ...entry, events: eventsToday(gameId, entry) }));
    },

    /** True when an interaction was already recorded (by `append` or `recordInteraction`). */
    async isInteractionProcessed(interactionId: string): Promise<boolean> {
      const rows = await sql.query(
        "SELECT 1 FROM processed_interactions WHERE interaction_id = $1",
        [interactionId],
        "mecatol_interaction_seen",
      );
      return rows.length > 0;
    },

    /** Records an interaction id; true the first time, false for every repeat delivery. */
    async recordInteraction(interactionId: string, gameId?: string): Promise<boolean> {
      const result = await prisma.processedInteraction.createMany({
        data: [{ interactionId, gameId: gameId ?? null }],
        skipDuplicates: true,
      });
      return result.count === 1;
    },

    async addSeat(
      gameId: string,
      seat: { userId: string; seatIndex: number; name?: string; race?: string; color?: string },
    ): Promise<{ ok: true; seat: StoredSeat } | { ok: false; reason: "seatTaken" }> {
      try {
        return { ok: true, seat: seatOf(await prisma.seat.create({ data: { gameId, ...seat } })) };
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, reason: "seatTaken" };
        throw error;
      }
    },

    async removeSeat(gameId: string, userId: string): Promise<boolean> {
      const removed = await prisma.seat.deleteMany({ where: { gameId, userId } });
      return removed.count === 1;
    },

    async listSeats(gameId: string): Promise<StoredSeat[]> {
      return (await prisma.seat.findMany({ where: { gameId }, orderBy: { seatIndex: "asc" } })).map(seatOf);
    },

    async updateSeat(
      seatId: string,
      fields: Partial<
        Pick<StoredSeat, "race" | "color" | "threadId" | "nextReminderAt" | "lastPingAt" | "remindersSent">
      >,
    ): Promise<void> {
      await prisma.seat.update({ where: { id: seatId }, data: fields });
    },

    /** Seats whose reminder is due at `now`, oldest first. */
    async dueReminders(now: Date, limit = 100): Promise<StoredSeat[]> {
      const rows = await prisma.seat.findMany({
        where: { nextReminderAt: { lte: now }, game: { status: "active" } },
        orderBy: { nextReminderAt: "asc" },
        take: limit,
      });
      return rows.map(seatOf);
    },

    /** Notes that a seat was pinged and when the next reminder falls due (null: none). */
    async markPinged(
      seatId: string,
      at: Date,
      nextReminderAt: Date | null,
      remindersSent?: number,
    ): Promise<void> {
      await prisma.seat.update({
        where: { id: seatId },
        data: { lastPingAt: at, nextReminderAt, ...(remindersSent !== undefined ? { remindersSent } : {}) },
      });
    },

    /**
     * In one statement, as `append` does: the seats of `start` are asked at `at` and get a reminder due at
     * `due`, those of `stop` neither; both begin counting their reminders again.
     */
    async moveReminders(gameId: string, clocks: ReminderClocks, banks?: BankMoves): Promise<void> {
      if (clocks.start.length + clocks.stop.length === 0) return;
      // The banks start and stop with the questions (an undo may take a top-up back: `banks`).
      await sql.query(
        seatClocksUpdate(clockPlaceholders(2), "$1::uuid"),
        [gameId, ...clockValues(clocks, banks, undefined)],
        "mecatol_move_reminders",
      );
    },

    /** Seats whose question has been open for their game's whole deadline at `now`, oldest first. */
    async overdueSeats(now: Date, limit = 100): Promise<OverdueSeat[]> {
      const rows = await sql.query<{
        id: string;
        game_id: string;
        user_id: string;
        asked_at: Date | string;
        version: number;
      }>(OVERDUE_SQL, [now.toISOString(), limit], "mecatol_overdue_seats");
      return rows.map((row) => ({
        seatId: row.id,
        gameId: row.game_id,
        userId: row.user_id,
        askedAt: new Date(row.asked_at),
        gameVersion: Number(row.version),
      }));
    },

    async getUserPrefs(userId: string): Promise<StoredUserPrefs | null> {
      return prisma.userPreference.findUnique({
        where: { userId },
        select: {
          timeZone: true,
          quietStart: true,
          quietEnd: true,
          vacationUntil: true,
          windowStart: true,
          pingsInWindow: true,
          vacationYear: true,
          vacationDaysUsed: true,
        },
      });
    },

    async setUserPrefs(userId: string, prefs: Partial<StoredUserPrefs>): Promise<void> {
      await prisma.userPreference.upsert({ where: { userId }, create: { userId, ...prefs }, update: prefs });
    },
  };
}
