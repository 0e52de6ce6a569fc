/**
 * The store API the app layer uses: games, seats, the event log, processed interactions and reminder
 * bookkeeping. Every write that changes a game goes through `append`, which writes the events, the new
 * snapshot and the new version in one transaction guarded by the expected version.
 */
import type { Prisma, PrismaClient } from "../generated/prisma/client.ts";

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
}

export interface StoredUserPrefs {
  timeZone: string;
  quietStart: number | null;
  quietEnd: number | null;
  vacationUntil: Date | null;
  windowStart: Date | null;
  pingsInWindow: number;
}

export interface StoredEvent {
  seq: number;
  actor: string;
  command: unknown;
  events: unknown;
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

/** The events each stored entry carries are at this schema version (for upcasting old shapes later). */
export const EVENT_SCHEMA_VERSION = 1;

const OPEN_STATUSES: readonly GameStatus[] = ["lobby", "active"];

function activeChannelKey(guildId: string, channelId: string, status: GameStatus): string | null {
  return OPEN_STATUSES.includes(status) ? `${guildId}/${channelId}` : null;
}

class StaleVersion extends Error {}
class DuplicateInteraction extends Error {}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "P2002";
}

/** Prisma's "unable to start a transaction in the given time" or "transaction timed out": rolled back. */
function isTransactionTimeout(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "P2028";
}

/** How long a write may wait for a connection while other writers hold them, and may run. */
const TRANSACTION_OPTIONS = { maxWait: 5_000, timeout: 10_000 };

export type GameStore = ReturnType<typeof createGameStore>;

export function createGameStore(prisma: PrismaClient) {
  async function currentVersion(gameId: string): Promise<number> {
    const row = await prisma.game.findUnique({ where: { id: gameId }, select: { version: true } });
    if (!row) throw new Error(`game ${gameId} does not exist`);
    return row.version;
  }

  return {
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

    /** The open (lobby or active) game of a channel, if any. */
    async loadByChannel(guildId: string, channelId: string): Promise<StoredGame | null> {
      const key = `${guildId}/${channelId}`;
      return (await prisma.game.findUnique({ where: { activeChannelKey: key } })) as StoredGame | null;
    },

    async loadGame(gameId: string): Promise<StoredGame | null> {
      return (await prisma.game.findUnique({ where: { id: gameId } })) as StoredGame | null;
    },

    async listGames(filter: { guildId?: string; statuses?: GameStatus[] } = {}): Promise<StoredGame[]> {
      const where: Prisma.GameWhereInput = {};
      if (filter.guildId) where.guildId = filter.guildId;
      if (filter.statuses) where.status = { in: filter.statuses };
      return (await prisma.game.findMany({ where, orderBy: { createdAt: "asc" } })) as StoredGame[];
    },

    /**
     * Writes the events of one accepted command, the new snapshot and version `expectedVersion + 1`,
     * all or nothing. A stale version or an interaction seen before writes nothing.
     */
    async append(gameId: string, expectedVersion: number, input: AppendInput): Promise<AppendResult> {
      const version = expectedVersion + 1;
      try {
        await prisma.$transaction(async (tx) => {
          if (input.interactionId !== undefined) {
            const seen = await tx.processedInteraction.createMany({
              data: [{ interactionId: input.interactionId, gameId }],
              skipDuplicates: true,
            });
            if (seen.count === 0) throw new DuplicateInteraction();
          }
          const data: Prisma.GameUpdateManyMutationInput = { version, state: input.state };
          if (input.meta !== undefined) data.meta = input.meta;
          if (input.status) {
            const game = await tx.game.findUniqueOrThrow({ where: { id: gameId } });
            data.status = input.status;
            data.activeChannelKey = activeChannelKey(game.guildId, game.channelId, input.status);
          }
          const updated = await tx.game.updateMany({ where: { id: gameId, version: expectedVersion }, data });
          if (updated.count === 0) throw new StaleVersion();
          await tx.event.create({
            data: {
              gameId,
              seq: version,
              actor: input.actor,
              command: input.command,
              events: input.events,
              schemaVersion: EVENT_SCHEMA_VERSION,
            },
          });
        }, TRANSACTION_OPTIONS);
        return { ok: true, version };
      } catch (error) {
        if (error instanceof DuplicateInteraction) return { ok: false, reason: "duplicate" };
        if (isTransactionTimeout(error)) return { ok: false, reason: "busy" };
        if (error instanceof StaleVersion || isUniqueViolation(error)) {
          return { ok: false, reason: "stale", currentVersion: await currentVersion(gameId) };
        }
        throw error;
      }
    },

    /** The event log of a game, oldest first, optionally only after a sequence number. */
    async readEvents(gameId: string, afterSeq = 0): Promise<StoredEvent[]> {
      return (await prisma.event.findMany({
        where: { gameId, seq: { gt: afterSeq } },
        orderBy: { seq: "asc" },
        select: { seq: true, actor: true, command: true, events: true, schemaVersion: true, createdAt: true },
      })) as StoredEvent[];
    },

    /** True when an interaction was already recorded (by `append` or `recordInteraction`). */
    async isInteractionProcessed(interactionId: string): Promise<boolean> {
      const found = await prisma.processedInteraction.findUnique({ where: { interactionId } });
      return found !== null;
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
        return { ok: true, seat: await prisma.seat.create({ data: { gameId, ...seat } }) };
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
      return prisma.seat.findMany({ where: { gameId }, orderBy: { seatIndex: "asc" } });
    },

    async updateSeat(
      seatId: string,
      fields: Partial<Pick<StoredSeat, "race" | "color" | "threadId" | "nextReminderAt" | "lastPingAt">>,
    ): Promise<void> {
      await prisma.seat.update({ where: { id: seatId }, data: fields });
    },

    /** Seats whose reminder is due at `now`, oldest first. */
    async dueReminders(now: Date, limit = 100): Promise<StoredSeat[]> {
      return prisma.seat.findMany({
        where: { nextReminderAt: { lte: now }, game: { status: "active" } },
        orderBy: { nextReminderAt: "asc" },
        take: limit,
      });
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

    /** Starts (a Date) or stops (null) the reminder clock of a player's seat in a game. */
    async setReminder(gameId: string, userId: string, nextReminderAt: Date | null): Promise<void> {
      await prisma.seat.updateMany({ where: { gameId, userId }, data: { nextReminderAt, remindersSent: 0 } });
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
        },
      });
    },

    async setUserPrefs(userId: string, prefs: Partial<StoredUserPrefs>): Promise<void> {
      await prisma.userPreference.upsert({ where: { userId }, create: { userId, ...prefs }, update: prefs });
    },
  };
}
