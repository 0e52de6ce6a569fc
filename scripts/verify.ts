/**
 * `npm run -s verify -- <game file> [--json]`: checks a finished game's file from `/ti game export`
 * of either edition (app/verifyRecord.ts; a Fourth Edition file, told by its ruleset, app/ti4/verifyRecord.ts): the seed matches the fingerprint told at the start, and the seed with the logged
 * commands gives every logged die. Exits 1 when the file fails, 2 when it cannot be read.
 */
import { readFileSync } from "node:fs";
import { verifyAnyGameFile } from "../src/app/ti4/verifyRecord.ts";

const path = process.argv.slice(2).find((a) => !a.startsWith("--"));
if (!path) {
  process.stderr.write(
    "Give the game file exported with /ti game export, e.g. npm run -s verify -- game.json\n",
  );
  process.exit(2);
}
let file: unknown;
try {
  file = JSON.parse(readFileSync(path, "utf8"));
} catch (error) {
  process.stderr.write(`Cannot read ${path} as JSON: ${(error as Error).message}\n`);
  process.exit(2);
}
const verdict = verifyAnyGameFile(file);
if (process.argv.includes("--json")) process.stdout.write(`${JSON.stringify(verdict)}\n`);
else if (verdict.ok)
  process.stdout.write(
    `Verified: ${verdict.entries} log entries replayed from the seed; ${verdict.randomEvents} random draws, ${verdict.dice} dice, all as logged.\n`,
  );
else process.stdout.write(`Not verified: ${verdict.problem}\n`);
process.exit(verdict.ok ? 0 : 1);
