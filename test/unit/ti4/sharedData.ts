/**
 * The shared TI4 data our content was built from (shared/data/ti4 beside the repository, or TI4_DATA_DIR),
 * read by the tests that check a committed fixture still says what the data says. Absent on a machine
 * without it (as in CI): those tests are then skipped, the others still run on the fixtures.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DATA_DIR } from "./dataFacts.ts";

export const hasSharedData = existsSync(DATA_DIR);

export function readSharedData<T>(file: string, key: string): readonly T[] {
  const parsed = JSON.parse(readFileSync(join(DATA_DIR, file), "utf8")) as Record<string, unknown>;
  return parsed[key] as readonly T[];
}
