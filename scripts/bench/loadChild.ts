/**
 * The throughput run in a process of its own, as a deployed bot would be: one GameService over
 * PostgreSQL, `--games` games and `--clients` concurrent clients for `--seconds`. Prints one JSON line:
 * the throughput figures and this process's peak resident memory (the bench's `peakRssMb`).
 */
import { openDatabase } from "../../src/store/database.ts";
import { throughput } from "./store.ts";

function arg(name: string): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = Number(process.argv[i + 1]);
  if (i < 0 || !Number.isFinite(value)) throw new Error(`loadChild needs --${name} <number>`);
  return value;
}

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("loadChild needs BENCH_DATABASE_URL (a migrated scratch database)");
const db = await openDatabase({ kind: "postgres", url });
const figures = await throughput(db, arg("games"), arg("clients"), arg("seconds"));
await db.close();
process.stdout.write(
  `${JSON.stringify({ throughput: figures, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) })}\n`,
);
process.exit(0);
