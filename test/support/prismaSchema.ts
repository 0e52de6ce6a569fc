/**
 * Reads prisma/schema.prisma into the tables, columns and indexes it implies, so a test can hold a
 * migrated database against it. Covers the features our schema uses (scalar fields, @map/@@map, @db
 * types, @unique, @@unique, @@index, relations); a new feature needs a line here.
 */
import { readFileSync } from "node:fs";

export interface ExpectedColumn {
  column: string;
  type: string;
  nullable: boolean;
}
export interface ExpectedTable {
  table: string;
  columns: ExpectedColumn[];
  uniques: string[][];
  indexes: string[][];
  foreignKeys: { columns: string[]; references: string }[];
}

const SCALARS: Record<string, string> = {
  String: "text",
  Int: "integer",
  BigInt: "bigint",
  Json: "jsonb",
  DateTime: "timestamp without time zone",
  Boolean: "boolean",
  Float: "double precision",
};
const DB_TYPES: Record<string, string> = { Uuid: "uuid", Timestamptz: "timestamp with time zone" };

export function readPrismaSchema(path: string): ExpectedTable[] {
  const text = readFileSync(path, "utf8").replace(/\/\/.*$/gm, "");
  // A model ends at a line holding only "}" (a default such as @default("{}") may contain braces).
  const models = [...text.matchAll(/model\s+(\w+)\s*\{([\s\S]*?)\n\}/g)];
  const tableOf = new Map(
    models.map(([, name, body]) => [name!, body!.match(/@@map\("(\w+)"\)/)?.[1] ?? name!]),
  );
  return models.map(([, , body]) => parseModel(body!, tableOf));
}

function parseModel(body: string, tableOf: Map<string, string>): ExpectedTable {
  const columnOf = new Map<string, string>();
  const table: ExpectedTable = {
    table: body.match(/@@map\("(\w+)"\)/)?.[1] ?? "",
    columns: [],
    uniques: [],
    indexes: [],
    foreignKeys: [],
  };
  const lines = body.split("\n").map((l) => l.trim());
  for (const line of lines) {
    const field = line.match(/^(\w+)\s+(\w+)(\??)(\[\])?\s*(.*)$/);
    if (!field) continue;
    const [, name, type, optional, , attrs] = field as unknown as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    if (tableOf.has(type)) {
      const rel = attrs.match(/fields:\s*\[([^\]]*)\]/);
      if (rel) table.foreignKeys.push({ columns: splitNames(rel[1]!), references: tableOf.get(type)! });
      continue;
    }
    const column = attrs.match(/@map\("(\w+)"\)/)?.[1] ?? name;
    columnOf.set(name, column);
    const dbType = attrs.match(/@db\.(\w+)/)?.[1];
    table.columns.push({
      column,
      type: (dbType && DB_TYPES[dbType]) || SCALARS[type]!,
      nullable: optional === "?",
    });
    if (/@unique\b/.test(attrs)) table.uniques.push([column]);
  }
  const names = (list: string) => splitNames(list).map((n) => columnOf.get(n) ?? n);
  for (const m of body.matchAll(/@@unique\(\[([^\]]*)\]/g)) table.uniques.push(names(m[1]!));
  for (const m of body.matchAll(/@@index\(\[([^\]]*)\]/g)) table.indexes.push(names(m[1]!));
  for (const fk of table.foreignKeys) fk.columns = fk.columns.map((n) => columnOf.get(n) ?? n);
  return table;
}

function splitNames(list: string): string[] {
  return list
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}
