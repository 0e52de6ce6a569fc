/** A GameService over a real scratch database, with a fixed clock and a silent logger. */
import { pino } from "pino";
import { createGameService, type GameService } from "../../src/app/gameService.ts";
import type { MapRenderer } from "../../src/app/play.ts";
import type { Database } from "../../src/store/database.ts";
import { createGameStore, type GameStore } from "../../src/store/gameStore.ts";
import { createPostgresDatabase, openMigrated, type ScratchDatabase } from "./databases.ts";

export interface AppHarness {
  service: GameService;
  store: GameStore;
  db: Database;
  close(): Promise<void>;
}

export async function appHarness(renderMap?: MapRenderer): Promise<AppHarness> {
  const scratch: ScratchDatabase = await createPostgresDatabase();
  const db = await openMigrated(scratch);
  const store = createGameStore(db);
  const service = createGameService({
    store,
    log: pino({ level: process.env.TEST_LOG ?? "silent" }),
    clock: () => new Date("2026-12-01T12:00:00Z"),
    ...(renderMap ? { renderMap } : {}),
  });
  return {
    service,
    store,
    db,
    async close() {
      await db.close();
      await scratch.drop();
    },
  };
}
