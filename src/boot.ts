/**
 * Wiring: configuration, logger, database and migrations, then the surfaces and the scheduler (reminders
 * and deadlines, once a minute). `boot` returns a handle whose `stop` shuts everything down in order: stop
 * the scheduler, stop accepting, let in-flight work finish, close the database.
 */
import { seatClocks } from "./app/clocks.ts";
import { createDelivery, type Delivery } from "./app/delivery.ts";
import { createGameService } from "./app/gameService.ts";
import type { MapRenderer } from "./app/play.ts";
import type { Config } from "./config.ts";
import { type DiscordSurface, startDiscord } from "./discord/client.ts";
import { type HealthServer, startHealth } from "./health.ts";
import type { Logger } from "./log.ts";
import { PLAYGROUND_GUILD } from "./playground/people.ts";
import { type PlaygroundServer, startPlayground } from "./playground/server.ts";
import type { PlaygroundApp } from "./playground/surface.ts";
import { renderBarChart, renderGalaxyAnimation, renderPost, renderVpChart } from "./render/index.ts";
import { createRenderPool, type RenderPool } from "./render/pool.ts";
import { renderTi4Post } from "./render/ti4/index.ts";
import {
  type Every,
  type Notifier,
  type RecurringJob,
  startRecurring,
  startScheduler,
} from "./scheduler/index.ts";
import { type Database, openDatabase } from "./store/database.ts";
import { createGameStore } from "./store/gameStore.ts";
import { migrate } from "./store/migrate.ts";
import { VERSION } from "./version.ts";

export interface Running {
  db: Database;
  playground: PlaygroundServer | null;
  discord: DiscordSurface | null;
  /** The reminder and deadline job. */
  scheduler: RecurringJob;
  /** The outbox's catch-up: delivers what a restart or a failure left unsaid. */
  outbox: RecurringJob;
  /** /health and /ready (HEALTH_PORT), or null. */
  health: HealthServer | null;
  stop(): Promise<void>;
}

/** What tests may replace: the clock and how often the scheduler runs (once a minute by default). */
export interface BootOptions {
  clock?: () => Date;
  schedulerEvery?: Every;
  /** How often the outbox's catch-up runs, in milliseconds. */
  outboxEvery?: number;
}

/** The outbox's catch-up: often enough that a retry after a Discord failure is not long in coming. */
const OUTBOX_EVERY_MS = 2_000;

export async function boot(config: Config, rootLog: Logger, options: BootOptions = {}): Promise<Running> {
  let shards: readonly number[] | null = null;
  const shardsHeld = () => shards;
  // With several processes every line says which one wrote it (and, once connected, its shards).
  let log = config.scale.index === null ? rootLog : rootLog.child({ process: config.scale.index });
  log.info({ version: VERSION }, "Mecatol starting");
  const clock = options.clock ?? (() => new Date());
  const parts: {
    db: Database | null;
    app: PlaygroundApp | null;
    playground: PlaygroundServer | null;
    discord: DiscordSurface | null;
    scheduler: RecurringJob | null;
    outbox: RecurringJob | null;
    renders: RenderPool | null;
    health: HealthServer | null;
  } = {
    db: null,
    app: null,
    playground: null,
    discord: null,
    scheduler: null,
    outbox: null,
    renders: null,
    health: null,
  };
  const stop = async () => {
    // The scheduler first: no notice may start while the surfaces close.
    await parts.scheduler?.stop();
    await parts.outbox?.stop();
    await parts.health?.close();
    await parts.playground?.close();
    await parts.discord?.stop();
    await parts.renders?.close();
    await parts.db?.close();
  };
  try {
    // Alive at once; ready when the database answers and, with Discord, the gateway is up.
    if (config.health) {
      parts.health = await startHealth(config.health, {
        log,
        process: config.scale.index ?? 0,
        database: () => parts.db,
        discord: () =>
          config.discord
            ? { connected: () => parts.discord?.connected() ?? false, shards: shardsHeld() }
            : null,
      });
      log.info(`health and readiness at ${parts.health.url}/health and /ready`);
    }
    // The port answers at once (reporting "starting") while a new embedded database is prepared.
    // One process serves the playground: the first (the others would want the same port).
    if (config.playground && (config.scale.index ?? 0) === 0) {
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
    const store = createGameStore(db);
    // Maps are drawn in the render threads, so a board being drawn never holds up an interaction.
    const renders = config.renderThreads > 0 ? createRenderPool(config.renderThreads) : null;
    parts.renders = renders;
    const post = renders ? renders.renderPost : renderPost;
    const drawMap: MapRenderer = (view, waiting, move, changed) =>
      post(view, { waiting, move: move ?? null, ...(changed ? { changed } : {}) });
    const service = createGameService({
      store,
      log,
      clock,
      renderMap: drawMap,
      renderTi4Map: renderTi4Post,
      renderChart: renderBarChart,
    });
    const delivery = createDelivery({
      store,
      log,
      renderMap: drawMap,
      renderTi4Map: renderTi4Post,
      renderVpChart,
      renderGalaxyAnimation,
    });
    parts.app = { service, delivery };
    if (config.discord) {
      // One GameService and one outbox dispatcher (with the map renderer) for every surface.
      const discord = await startDiscord(
        { ...config.discord, scale: config.scale },
        { log, service, delivery },
      );
      parts.discord = discord;
      if (discord.shards) {
        shards = discord.shards.shards;
        log = log.child({ shards: discord.shards.shards });
        log.info({ shardCount: discord.shards.shardCount }, "holding these gateway shards");
      }
      delivery.addSink((place) => (place.guildId === PLAYGROUND_GUILD ? null : discord.sink));
      log.info(`logged in to Discord as ${discord.userTag}`);
    } else {
      log.info("no DISCORD_TOKEN set: running the local playground only");
    }
    if (parts.playground) delivery.addSink((place) => parts.playground?.sinkFor(place) ?? null);
    const notify = notifier(delivery);
    const scheduled = { clocks: seatClocks(store), service, clock, log, notify };
    const every = options.schedulerEvery ?? "minute";
    parts.scheduler = startScheduler(scheduled, every);
    log.info({ every }, "reminders and deadlines scheduled");
    // What an earlier run saved but had not said yet goes out now, then whatever a failure held back.
    parts.outbox = startRecurring(
      "outbox",
      () => delivery.flushDue(),
      log,
      options.outboxEvery ?? OUTBOX_EVERY_MS,
    );
    void parts.outbox.runNow();
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
  return {
    db: parts.db!,
    playground: parts.playground,
    discord: parts.discord,
    scheduler: parts.scheduler,
    outbox: parts.outbox!,
    health: parts.health,
    stop,
  };
}

/**
 * A scheduler notice is saved in the outbox (a reminder or a stall with its seat's bookkeeping, a timeout
 * with its default action): the channel is delivered now, through whichever surface shows it.
 */
function notifier(delivery: Delivery): Notifier {
  return (notice) => delivery.flush(notice.place);
}
