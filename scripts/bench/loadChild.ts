/**
 * The throughput run in a process of its own, as a deployed bot would be: one GameService over
 * PostgreSQL serving `--clients` concurrent clients for `--seconds`, on the games and scripted commands
 * of the plan file `--plan` (written by the bench, which seeded the games: setting up a thousand
 * galaxies is not what a serving bot does). Prints one JSON line: the throughput figures and this
 * process's peak resident memory (the bench's `peakRssMb`).
 */
import { readFileSync } from "node:fs";
import { openDatabase } from "../../src/store/database.ts";
import { type ThroughputPlan, throughput } from "./store.ts";

function arg(name: string): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = Number(process.argv[i + 1]);
  if (i < 0 || !Number.isFinite(value)) throw new Error(`loadChild needs --${name} <number>`);
  return value;
}

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("loadChild needs BENCH_DATABASE_URL (a migrated scratch database)");
const db = await openDatabase({ kind: "postgres", url });
const planAt = process.argv.indexOf("--plan");
const planFile = planAt < 0 ? undefined : process.argv[planAt + 1];
if (!planFile) throw new Error("loadChild needs --plan <file> (written by the bench: scripts/bench.ts)");
const plan = JSON.parse(readFileSync(planFile, "utf8")) as ThroughputPlan;
const figures = await throughput(db, plan, arg("clients"), arg("seconds"));
await db.close();
process.stdout.write(
  `${JSON.stringify({ throughput: figures, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) })}\n`,
);
process.exit(0);
