/**
 * Wiring: configuration, logger, database and migrations, then the surfaces. `boot` returns a handle
 * whose `stop` shuts everything down in order: stop accepting, let in-flight work finish, close the database.
 */
import { createGameService } from "./app/gameService.ts";
import type { Config } from "./config.ts";
import { type DiscordSurface, startDiscord } from "./discord/client.ts";
import type { Logger } from "./log.ts";
import { type PlaygroundServer, startPlayground } from "./playground/server.ts";
import type { PlaygroundApp } from "./playground/surface.ts";
import { renderMap } from "./render/index.ts";
import { type Database, openDatabase } from "./store/database.ts";
import { createGameStore } from "./store/gameStore.ts";
import { migrate } from "./store/migrate.ts";
import { VERSION } from "./version.ts";

export interface Running {
  db: Database;
  playground: PlaygroundServer | null;
  discord: DiscordSurface | null;
  stop(): Promise<void>;
}

export async function boot(config: Config, log: Logger): Promise<Running> {
  log.info({ version: VERSION }, "Mecatol starting");
  const parts: {
    db: Database | null;
    app: PlaygroundApp | null;
    playground: PlaygroundServer | null;
    discord: DiscordSurface | null;
  } = { db: null, app: null, playground: null, discord: null };
  const stop = async () => {
    await parts.playground?.close();
    await parts.discord?.stop();
    await parts.db?.close();
  };
  try {
    // The port answers at once (reporting "starting") while a new embedded database is prepared.
    if (config.playground) {
      parts.playground = await startPlayground(config.playground, {
        log,
        databaseKind: config.database.kind,
        database: () => parts.db,
        app: () => parts.app,
      });
      log.info(`playground listening at ${parts.playground.url}`);
    }
    const db = await openDatabase(config.database);
    const report = await migrate(db.sql).catch(async (error: unknown) => {
      await db.close();
      throw error;
    });
    log.info(
      {
        database: db.kind,
        location: db.location,
        applied: report.applied,
        upToDate: report.alreadyApplied.length,
      },
      db.kind === "pglite" ? "embedded database ready" : "PostgreSQL ready",
    );
    parts.db = db;
    const store = createGameStore(db.prisma);
    const service = createGameService({
      store,
      log,
      clock: () => new Date(),
      renderMap: (view, waiting) => renderMap(view, { waiting }),
    });
    parts.app = { store, service };
    if (config.discord) {
      // One GameService (with its map renderer) for every surface.
      parts.discord = await startDiscord(config.discord, { log, service: parts.app.service, reader: store });
      log.info(`logged in to Discord as ${parts.discord.userTag}`);
    } else {
      log.info("no DISCORD_TOKEN set: running the local playground only");
    }
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
  return { db: parts.db!, playground: parts.playground, discord: parts.discord, stop };
}
