/**
 * Applies the committed SQL migrations in prisma/migrations/ at start-up.
 *
 * Prisma's migration CLI needs a native engine it cannot download here, so the bot does the same work
 * itself and records it the way Prisma does: one row per migration in `_prisma_migrations`, with the
 * sha256 of the file as checksum, under Prisma's advisory lock. `prisma migrate deploy` and
 * `prisma migrate status` therefore agree with us wherever the CLI does run.
 */
import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { SqlSession } from "./sql.ts";

export const MIGRATIONS_DIR = fileURLToPath(new URL("../../prisma/migrations", import.meta.url));

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrationReport {
  applied: string[];
  alreadyApplied: string[];
}

/** A migration that cannot be applied safely; the message says which and why. */
export class MigrationError extends Error {
  override name = "MigrationError";
}

// Prisma Migrate's own bookkeeping table, column for column.
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

/** The migrations on disk, in name order (names start with a timestamp). */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort()
    .map((name) => {
      const bytes = readFileSync(join(dir, name, "migration.sql"));
      return {
        name,
        sql: bytes.toString("utf8"),
        checksum: createHash("sha256").update(bytes).digest("hex"),
      };
    });
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | string | null;
  rolled_back_at: Date | string | null;
}

export async function migrate(
  db: SqlSession,
  migrations: Migration[] = readMigrations(),
): Promise<MigrationReport> {
  return db.withMigrationLock(async (sql) => {
    await sql.exec(CREATE_MIGRATIONS_TABLE);
    const rows = await sql.query<AppliedRow>(
      `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`,
    );
    const report: MigrationReport = { applied: [], alreadyApplied: [] };
    for (const migration of migrations) {
      const done = checkRecorded(migration, rows);
      if (done) {
        report.alreadyApplied.push(migration.name);
        continue;
      }
      await applyOne(sql, migration);
      report.applied.push(migration.name);
    }
    return report;
  });
}

/** True when the migration is already applied; throws when its record shows it cannot be trusted. */
function checkRecorded(migration: Migration, rows: AppliedRow[]): boolean {
  const records = rows.filter((r) => r.migration_name === migration.name && r.rolled_back_at === null);
  if (records.length === 0) return false;
  if (records.some((r) => r.finished_at === null)) {
    throw new MigrationError(
      `migration ${migration.name} started earlier but never finished; repair the database by hand, then mark it rolled back`,
    );
  }
  if (records.some((r) => r.checksum !== migration.checksum)) {
    throw new MigrationError(
      `migration ${migration.name} was edited after it was applied (checksum differs); add a new migration instead`,
    );
  }
  return true;
}

async function applyOne(sql: SqlSession, migration: Migration): Promise<void> {
  await sql.exec("BEGIN");
  try {
    await sql.exec(migration.sql);
    await sql.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), now(), 1)`,
      [randomUUID(), migration.checksum, migration.name],
    );
    await sql.exec("COMMIT");
  } catch (error) {
    await sql.exec("ROLLBACK").catch(() => {});
    throw new MigrationError(
      `migration ${migration.name} failed and was rolled back: ${(error as Error).message}`,
    );
  }
}
