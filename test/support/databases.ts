/**
 * Real databases for integration tests: a fresh PGlite folder, or a fresh database on the local
 * PostgreSQL server (created from TEST_DATABASE_URL, dropped afterwards).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type Database, type DatabaseTarget, openDatabase } from "../../src/store/database.ts";
import { migrate } from "../../src/store/migrate.ts";

export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test";

export interface ScratchDatabase {
  target: DatabaseTarget;
  /** Removes the scratch database (Postgres) or folder (PGlite). */
  drop(): Promise<void>;
}

export async function createPostgresDatabase(): Promise<ScratchDatabase & { url: string }> {
  const name = `mecatol_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    target: { kind: "postgres", url: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export function createPgliteFolder(): ScratchDatabase & { dataDir: string } {
  const dataDir = mkdtempSync(join(tmpdir(), "mecatol-pglite-"));
  return {
    dataDir,
    target: { kind: "pglite", dataDir },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const DATABASE_KINDS = ["pglite", "postgres"] as const;

export async function createScratch(kind: (typeof DATABASE_KINDS)[number]): Promise<ScratchDatabase> {
  return kind === "postgres" ? createPostgresDatabase() : createPgliteFolder();
}

/** Opens a scratch database and applies the migrations. */
export async function openMigrated(scratch: ScratchDatabase): Promise<Database> {
  const db = await openDatabase(scratch.target);
  await migrate(db.sql);
  return db;
}
