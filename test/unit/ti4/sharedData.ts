/**
 * The shared TI4 data our content was built from (shared/data/ti4, beside the repository), read by the tests
 * that compare facts with it and check that our texts are our own. Absent on a machine without it: those
 * tests are then skipped, the others still run.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const DATA_DIR = fileURLToPath(new URL("../../../../shared/data/ti4/", import.meta.url));

export const hasSharedData = existsSync(DATA_DIR);

export function readSharedData<T>(file: string, key: string): readonly T[] {
  const parsed = JSON.parse(readFileSync(`${DATA_DIR}${file}`, "utf8")) as Record<string, unknown>;
  return parsed[key] as readonly T[];
}

/** Lower case, letters and digits only, single spaces: two wordings compared for sameness. */
export function normalized(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** A data line split into its outcomes ("For: ... Against: ..." gives two parts), each without its label. */
export function outcomeParts(line: string): string[] {
  return line
    .split(/\b(?:For|Against):/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
