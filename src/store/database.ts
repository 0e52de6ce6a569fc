/**
 * Opens the database: real PostgreSQL when a URL is given, otherwise the embedded PGlite stored in a
 * folder. Both sit behind a Prisma driver adapter, so every layer above this file runs the same code.
 */
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../generated/prisma/client.ts";
import { acquireFolderLock } from "./dataDirLock.ts";
import { DatabaseUnavailableError, describeConnectionError } from "./errors.ts";
import type { SqlSession } from "./sql.ts";

export type DatabaseKind = "postgres" | "pglite";

export interface Database {
  kind: DatabaseKind;
  /** Where the data lives, safe to log (no password). */
  location: string;
  prisma: PrismaClient;
  sql: SqlSession;
  /** True when a trivial query succeeds. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };

/** Prisma Migrate's own advisory-lock key, so our migrator and `prisma migrate deploy` exclude each other. */
export const MIGRATION_LOCK_KEY = 72707369;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === "postgres" ? openPostgres(target.url) : openPglite(target.dataDir);
}

/** host:port/database of a Postgres URL, without credentials. */
export function describePostgresUrl(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || "5432"}${u.pathname}`;
}

async function openPostgres(url: string): Promise<Database> {
  const location = describePostgresUrl(url);
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on("error", () => {});
  // So must a client that loses its server while checked out (inside a transaction between queries):
  // without a listener its "error" event would be an uncaught exception; the query in flight rejects.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = describeConnectionError(error, location);
    throw new DatabaseUnavailableError(reason ?? `cannot open the database at ${location}: ${String(error)}`);
  }
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  const sql: SqlSession = {
    async query(text, params, name) {
      const values = params as unknown[];
      const result = await pool.query(name ? { name, text, values } : { text, values });
      return result.rows;
    },
    async exec(script) {
      await pool.query(script);
    },
    async withMigrationLock(work) {
      // A session lock lives on one connection, so take a dedicated client for the whole migration.
      const client = await pool.connect();
      const session: SqlSession = {
        query: async (text, params) => (await client.query(text, params as unknown[])).rows,
        exec: async (script) => void (await client.query(script)),
        withMigrationLock: () => Promise.reject(new Error("the migration lock is already held")),
      };
      try {
        await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        try {
          return await work(session);
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
  };
  return {
    kind: "postgres",
    location,
    prisma,
    sql,
    ping: () => ping(sql),
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  // PGlite is single-process: a second bot on the same folder would corrupt it, so refuse that.
  const releaseLock = acquireFolderLock(dir);
  let pglite: PGlite;
  // Loaded only here: the embedded database's WebAssembly module costs tens of MB that a bot running on
  // PostgreSQL never needs.
  const [{ PGlite: EmbeddedPostgres }, { PrismaPGlite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("pglite-prisma-adapter"),
  ]);
  try {
    pglite = new EmbeddedPostgres(resolve(dir, "pglite"));
    await pglite.waitReady;
  } catch (error) {
    releaseLock();
    throw new DatabaseUnavailableError(`cannot open the embedded database in ${dir}: ${String(error)}`);
  }
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  const sql: SqlSession = {
    async query(text, params) {
      const result = await pglite.query(text, params as unknown[]);
      return result.rows as never[];
    },
    async exec(script) {
      await pglite.exec(script);
    },
    withMigrationLock: (work) => work(sql),
  };
  return {
    kind: "pglite",
    location: dir,
    prisma,
    sql,
    ping: () => ping(sql),
    async close() {
      await prisma.$disconnect();
      await pglite.close();
      releaseLock();
    },
  };
}

async function ping(sql: SqlSession): Promise<boolean> {
  try {
    await sql.query("SELECT 1");
    return true;
  } catch {
    return false;
  }
}
