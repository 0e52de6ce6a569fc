/**
 * Two dispatchers claiming the same channel's outbox at the same moment, on real PostgreSQL, made
 * deterministic: the first holds its claim uncommitted while a row is added behind it and the second
 * claims. The second must take nothing (the head is the first's), never the rows behind the head under the
 * head's batch id: its posts would carry the first batch's nonces, and Discord would drop them as repeats.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../src/store/database.ts";
import { createOutbox } from "../../src/store/outbox.ts";
import type { SqlSession } from "../../src/store/sql.ts";
import { createPostgresDatabase, openMigrated, type ScratchDatabase } from "../support/databases.ts";

const PLACE = { guildId: "200000000000000077", channelId: "700000000000000077" };

let scratch: ScratchDatabase & { url: string };
let db: Database;
const clients: pg.Client[] = [];

/** A session on one connection of its own (so a transaction can be held open across statements). */
async function session(): Promise<{ client: pg.Client; sql: SqlSession }> {
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  clients.push(client);
  const sql: SqlSession = {
    query: async (text, params) => (await client.query(text, params as unknown[])).rows,
    exec: async (script) => void (await client.query(script)),
    withMigrationLock: () => Promise.reject(new Error("not here")),
  };
  return { client, sql };
}

beforeAll(async () => {
  scratch = await createPostgresDatabase();
  db = await openMigrated(scratch);
});
afterAll(async () => {
  for (const client of clients) await client.end();
  await db?.close();
  await scratch?.drop();
});

describe("two dispatchers claiming one channel at once", () => {
  it("let the second take nothing while the first holds the head, never the rows behind it", async () => {
    const outbox = createOutbox(db.sql);
    await outbox.enqueue(PLACE, { text: "first", pings: [], privates: [], map: false });
    const first = await session();
    const second = await session();
    await first.client.query("BEGIN");
    const mine = await createOutbox(first.sql).claim(PLACE, 10_000);
    expect(mine?.rows.map((r) => (r.body as { text: string }).text)).toEqual(["first"]);
    // A command saved meanwhile, then the second dispatcher's claim, which waits for the first's.
    await outbox.enqueue(PLACE, { text: "second", pings: [], privates: [], map: false });
    const theirs = createOutbox(second.sql).claim(PLACE, 10_000);
    await vi.waitFor(
      async () => {
        const waiting = await db.sql.query<{ n: string }>(
          "SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()",
        );
        expect(Number(waiting[0]?.n)).toBe(1);
      },
      { timeout: 5_000, interval: 20 },
    );
    await first.client.query("COMMIT");
    expect(await theirs).toBeNull();
    // Once the first batch is sent, the row behind it goes out as a batch of its own.
    await outbox.complete(mine?.batch as number);
    const next = await outbox.claim(PLACE, 10_000);
    expect(next?.rows.map((r) => (r.body as { text: string }).text)).toEqual(["second"]);
    expect(next?.batch).not.toBe(mine?.batch);
  });
});
