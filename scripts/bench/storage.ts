/**
 * What one whole game costs the database (issue #24's capacity model, docs/scaling.md): a bot game played
 * to its end through the GameService on a scratch PostgreSQL database, one command at a time as players
 * would send them, then the size on disk of each table (with its indexes and TOAST) and the log's rows.
 */
import { pino } from "pino";
import { createGameService } from "../../src/app/gameService.ts";
import type { GameState } from "../../src/engine/index.ts";
import { openDatabase } from "../../src/store/database.ts";
import { createGameStore } from "../../src/store/gameStore.ts";
import { migrate } from "../../src/store/migrate.ts";
import { createPostgresDatabase } from "../../test/support/databases.ts";
import { nextBotCommand, PLAYERS, seedGame } from "./store.ts";

const TABLES = ["games", "seats", "events", "processed_interactions", "outbox"] as const;

export interface Storage {
  players: number;
  commands: number;
  rounds: number;
  finished: boolean;
  /**
   * Bytes on disk per table for this one game (indexes and TOAST included), once compacted (VACUUM FULL):
   * what the game keeps. Before compaction the games table also holds the dead versions of the snapshot
   * every command rewrote, until autovacuum reuses their space (`gamesBytesBeforeCompaction`).
   */
  bytes: Record<(typeof TABLES)[number], number>;
  totalBytes: number;
  gamesBytesBeforeCompaction: number;
  eventBytesPerCommand: number;
  /** The game's snapshot as stored (jsonb), the row every command rewrites. */
  snapshotBytes: number;
}

export async function measureStorage(quick: boolean): Promise<Storage> {
  const pg = await createPostgresDatabase();
  const db = await openDatabase(pg.target);
  try {
    await migrate(db.sql);
    const store = createGameStore(db);
    const place = { guildId: "bench", channelId: "storage" };
    const id = await seedGame(store, place.channelId, "storage-6");
    const service = createGameService({ store, log: pino({ level: "silent" }), clock: () => new Date() });
    const limit = quick ? 400 : 20_000;
    let commands = 0;
    let state: GameState | null = null;
    for (; commands < limit; commands++) {
      const game = await store.loadGame(id);
      state = (game?.state as GameState | undefined) ?? null;
      if (!state || game?.status !== "active") break;
      const command = nextBotCommand(state);
      if (!command) break;
      const { seat, ...seatless } = command;
      const actor = PLAYERS[seat] as { userId: string; name: string };
      const done = await service.handle(
        place,
        actor,
        { kind: "play", command: seatless as never },
        `st-${commands}`,
      );
      if (!done.ok) throw new Error(`the bot's command was refused: ${done.error?.message}`);
    }
    const size = async (table: string) =>
      Number(
        (await db.sql.query<{ n: string }>("SELECT pg_total_relation_size($1::regclass) AS n", [table]))[0]
          ?.n,
      );
    const gamesBytesBeforeCompaction = await size("games");
    await db.sql.query("VACUUM FULL", []);
    const bytes = {} as Storage["bytes"];
    for (const table of TABLES) {
      const [row] = await db.sql.query<{ n: string }>("SELECT pg_total_relation_size($1::regclass) AS n", [
        table,
      ]);
      bytes[table] = Number(row?.n ?? 0);
    }
    const [snapshot] = await db.sql.query<{ n: string }>("SELECT pg_column_size(state) AS n FROM games", []);
    const final = await store.loadGame(id);
    const totalBytes = Object.values(bytes).reduce((a, b) => a + b, 0);
    return {
      players: PLAYERS.length,
      commands,
      rounds: (final?.state as GameState | undefined)?.round ?? 0,
      finished: final?.status === "finished",
      bytes,
      totalBytes,
      gamesBytesBeforeCompaction,
      eventBytesPerCommand: Math.round(bytes.events / Math.max(1, commands)),
      snapshotBytes: Number(snapshot?.n ?? 0),
    };
  } finally {
    await db.close();
    await pg.drop();
  }
}
