import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/store/database.ts";
import { MIGRATIONS_DIR, migrate, readMigrations } from "../../src/store/migrate.ts";
import {
  createPostgresDatabase,
  createScratch,
  DATABASE_KINDS,
  type ScratchDatabase,
} from "../support/databases.ts";

const scratches: ScratchDatabase[] = [];
async function scratchOf(kind: (typeof DATABASE_KINDS)[number]) {
  const scratch = await createScratch(kind);
  scratches.push(scratch);
  return scratch;
}
afterEach(async () => {
  for (const s of scratches.splice(0)) await s.drop();
});

describe("the committed migrations", () => {
  it("are named by timestamp and each holds a migration.sql", () => {
    const migrations = readMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    for (const m of migrations) expect(m.name).toMatch(/^\d{14}_[a-z0-9_]+$/);
  });
});

describe.each(DATABASE_KINDS)("migrating %s", (kind) => {
  it("applies every migration once and records it with Prisma's checksum", async () => {
    const db = await openDatabase((await scratchOf(kind)).target);
    try {
      const first = await migrate(db.sql);
      const names = readMigrations().map((m) => m.name);
      expect(first).toEqual({ applied: names, alreadyApplied: [] });
      const second = await migrate(db.sql);
      expect(second).toEqual({ applied: [], alreadyApplied: names });

      const rows = await db.sql.query<{
        migration_name: string;
        checksum: string;
        applied_steps_count: number;
      }>(
        `SELECT migration_name, checksum, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
      );
      const fileSum = (name: string) =>
        createHash("sha256")
          .update(readFileSync(join(MIGRATIONS_DIR, name, "migration.sql")))
          .digest("hex");
      expect(rows).toEqual(
        names.map((n) => ({ migration_name: n, checksum: fileSum(n), applied_steps_count: 1 })),
      );
    } finally {
      await db.close();
    }
  });

  it("refuses to run when an applied migration was edited afterwards", async () => {
    const db = await openDatabase((await scratchOf(kind)).target);
    try {
      await migrate(db.sql);
      const edited = readMigrations().map((m, i) => (i === 0 ? { ...m, checksum: "0".repeat(64) } : m));
      await expect(migrate(db.sql, edited)).rejects.toThrow(/was edited after it was applied/);
    } finally {
      await db.close();
    }
  });

  it("rolls a failing migration back completely and names it", async () => {
    const db = await openDatabase((await scratchOf(kind)).target);
    try {
      const broken = [
        ...readMigrations(),
        {
          name: "29990101000000_broken",
          sql: 'CREATE TABLE "half" (id int); SELECT * FROM missing_table;',
          checksum: "x",
        },
      ];
      await expect(migrate(db.sql, broken)).rejects.toThrow(
        /29990101000000_broken failed and was rolled back/,
      );
      const half = await db.sql.query(`SELECT to_regclass('public.half') AS t`);
      expect(half).toEqual([{ t: null }]);
      const recorded = await db.sql.query(
        `SELECT 1 FROM "_prisma_migrations" WHERE migration_name LIKE '2999%'`,
      );
      expect(recorded).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

describe("two bots starting at once on one PostgreSQL database", () => {
  it("migrate under the advisory lock: each migration is applied exactly once", async () => {
    const scratch = await createPostgresDatabase();
    scratches.push(scratch);
    const [a, b] = await Promise.all([openDatabase(scratch.target), openDatabase(scratch.target)]);
    try {
      const [ra, rb] = await Promise.all([migrate(a.sql), migrate(b.sql)]);
      const names = readMigrations().map((m) => m.name);
      expect([...ra.applied, ...rb.applied].sort()).toEqual(names);
      const rows = await a.sql.query(`SELECT migration_name FROM "_prisma_migrations"`);
      expect(rows).toHaveLength(names.length);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
