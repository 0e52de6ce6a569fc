/**
 * A GameService over its own scratch PostgreSQL database, like test/support/app.ts, but keeping the
 * database's name so a fault test can cut its connections, and with the fault tests' fixed clock.
 */
import { pino } from "pino";
import { createGameService, type GameService } from "../../src/app/gameService.ts";
import type { Database } from "../../src/store/database.ts";
import { createGameStore, type GameStore } from "../../src/store/gameStore.ts";
import { createPostgresDatabase, openMigrated } from "../support/databases.ts";
import { NOW } from "./helpers.ts";

export interface FaultHarness {
  service: GameService;
  store: GameStore;
  db: Database;
  /** The scratch database's URL and name (for pg_terminate_backend). */
  url: string;
  name: string;
  close(): Promise<void>;
}

export async function faultHarness(): Promise<FaultHarness> {
  const scratch = await createPostgresDatabase();
  const db = await openMigrated(scratch);
  const store = createGameStore(db);
  const service = createGameService({
    store,
    log: pino({ level: process.env.TEST_LOG ?? "silent" }),
    clock: () => new Date(NOW),
  });
  return {
    service,
    store,
    db,
    url: scratch.url,
    name: new URL(scratch.url).pathname.slice(1),
    async close() {
      await db.close();
      await scratch.drop();
    },
  };
}
