import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/database.ts";
import { createScratch, DATABASE_KINDS, openMigrated, type ScratchDatabase } from "../support/databases.ts";
import { type ExpectedTable, readPrismaSchema } from "../support/prismaSchema.ts";

const SCHEMA = fileURLToPath(new URL("../../prisma/schema.prisma", import.meta.url));

interface IndexRow {
  table: string;
  columns: string[];
  unique: boolean;
  primary: boolean;
}

async function actualIndexes(db: Database): Promise<IndexRow[]> {
  return db.sql.query<IndexRow>(`
    SELECT t.relname AS table, i.indisunique AS unique, i.indisprimary AS primary,
           array_agg(a.attname::text ORDER BY k.ord) AS columns
    FROM pg_index i
    JOIN pg_class t ON t.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = 'public'
    CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
    WHERE t.relname <> '_prisma_migrations'
    GROUP BY t.relname, i.indexrelid, i.indisunique, i.indisprimary`);
}

describe.each(DATABASE_KINDS)("schema.prisma and the migrations agree on %s", (kind) => {
  let scratch: ScratchDatabase;
  let db: Database;
  const expected: ExpectedTable[] = readPrismaSchema(SCHEMA);

  beforeAll(async () => {
    scratch = await createScratch(kind);
    db = await openMigrated(scratch);
  });
  afterAll(async () => {
    await db.close();
    await scratch.drop();
  });

  it("has exactly the tables of the schema", async () => {
    const rows = await db.sql.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`,
    );
    expect(rows.map((r) => r.table_name).sort()).toEqual(expected.map((t) => t.table).sort());
  });

  it("has every column with the schema's type and nullability, and no other", async () => {
    const rows = await db.sql.query<{
      table_name: string;
      column_name: string;
      data_type: string;
      is_nullable: string;
    }>(
      `SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`,
    );
    const actual = rows
      .map((r) => `${r.table_name}.${r.column_name} ${r.data_type}${r.is_nullable === "YES" ? " null" : ""}`)
      .sort();
    const wanted = expected
      .flatMap((t) => t.columns.map((c) => `${t.table}.${c.column} ${c.type}${c.nullable ? " null" : ""}`))
      .sort();
    expect(actual).toEqual(wanted);
  });

  it("has the schema's unique constraints and indexes", async () => {
    const indexes = await actualIndexes(db);
    const describe = (table: string, cols: string[], unique: boolean) =>
      `${table}(${cols.join(",")})${unique ? " unique" : ""}`;
    const actual = indexes
      .filter((i) => !i.primary)
      .map((i) => describe(i.table, i.columns, i.unique))
      .sort();
    const wanted = expected
      .flatMap((t) => [
        ...t.uniques.map((u) => describe(t.table, u, true)),
        ...t.indexes.map((u) => describe(t.table, u, false)),
      ])
      .sort();
    expect(actual).toEqual(wanted);
  });

  it("has the schema's foreign keys", async () => {
    const rows = await db.sql.query<{ table: string; columns: string[]; references: string }>(`
      SELECT c.conrelid::regclass::text AS table, c.confrelid::regclass::text AS references,
             array_agg(a.attname::text ORDER BY k.ord) AS columns
      FROM pg_constraint c
      CROSS JOIN LATERAL unnest(c.conkey) WITH ORDINALITY AS k(attnum, ord)
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
      WHERE c.contype = 'f'
      GROUP BY c.oid, c.conrelid, c.confrelid`);
    const actual = rows.map((r) => `${r.table}(${r.columns.join(",")}) -> ${r.references}`).sort();
    const wanted = expected
      .flatMap((t) => t.foreignKeys.map((f) => `${t.table}(${f.columns.join(",")}) -> ${f.references}`))
      .sort();
    expect(actual).toEqual(wanted);
  });
});
