/** A GameService over a real scratch database, with a fixed clock and a silent logger. */
import { pino } from "pino";
import { createDelivery, type Delivery, type Part } from "../../src/app/delivery.ts";
import { createGameService, type GameService } from "../../src/app/gameService.ts";
import type { MapRenderer } from "../../src/app/play.ts";
import type { Place } from "../../src/app/types.ts";
import { renderBarChart } from "../../src/render/statsChart.ts";
import type { Database } from "../../src/store/database.ts";
import { createGameStore, type GameStore } from "../../src/store/gameStore.ts";
import { createPostgresDatabase, openMigrated, type ScratchDatabase } from "./databases.ts";

export interface AppHarness {
  service: GameService;
  /** The outbox's dispatcher over the same store and map renderer (surfaces add their sinks). */
  delivery: Delivery;
  /**
   * Delivers what a place has waiting in the outbox to a recording sink and returns the parts said
   * (for a test without a surface; a test that adds its own sink must not use it).
   */
  said(place: Place): Promise<Part[]>;
  store: GameStore;
  db: Database;
  /** A second store on the same database, with its own connections: what another process would hold. */
  anotherProcessStore(): Promise<GameStore>;
  close(): Promise<void>;
}

export async function appHarness(renderMap?: MapRenderer): Promise<AppHarness> {
  const scratch: ScratchDatabase = await createPostgresDatabase();
  const db = await openMigrated(scratch);
  const store = createGameStore(db);
  const log = pino({ level: process.env.TEST_LOG ?? "silent" });
  const service = createGameService({
    store,
    log,
    clock: () => new Date("2026-12-01T12:00:00Z"),
    renderChart: renderBarChart,
    ...(renderMap ? { renderMap } : {}),
  });
  const delivery = createDelivery({ store, log, ...(renderMap ? { renderMap } : {}) });
  const heard: Part[] = [];
  const others: Database[] = [];
  let recording = false;
  return {
    service,
    delivery,
    async said(place) {
      if (!recording) {
        recording = true;
        delivery.addSink(() => ({ deliver: async (_place, part) => void heard.push(part) }));
      }
      await delivery.flush(place);
      return heard.splice(0);
    },
    store,
    db,
    async anotherProcessStore() {
      const other = await openMigrated(scratch);
      others.push(other);
      return createGameStore(other);
    },
    async close() {
      for (const other of others) await other.close();
      await db.close();
      await scratch.drop();
    },
  };
}
