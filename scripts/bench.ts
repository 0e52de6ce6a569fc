import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../src/store/database.ts";
import { migrate } from "../src/store/migrate.ts";
import { createPostgresDatabase } from "../test/support/databases.ts";
import { benchBots } from "./bench/bots.ts";
import { benchEngine } from "./bench/engine.ts";
import { benchOdds } from "./bench/odds.ts";
import { benchScaleOut, loadProcess } from "./bench/scaleOut.ts";
import { measureStorage } from "./bench/storage.ts";
import { countLostUpdates, roundTrip, seedThroughput } from "./bench/store.ts";

const json = process.argv.includes("--json");
const quick = process.argv.includes("--quick");
const note = (line: string) => {
  if (!json) process.stderr.write(`${line}\n`);
};

async function renderFigures(): Promise<unknown> {
  const path = new URL("./bench-render.ts", import.meta.url);
  if (!existsSync(path)) return { notBuilt: "the renderer's benchmark is not there yet" };
  const module = (await import(path.href)) as { measureRender?: (quick: boolean) => Promise<unknown> };
  return module.measureRender
    ? module.measureRender(quick)
    : { notBuilt: "scripts/bench-render.ts exports no measureRender" };
}

async function main() {
  const only = process.argv[process.argv.indexOf("--only") + 1];
  if (process.argv.includes("--only") && only !== "odds" && only !== "bots")
    throw new Error("--only takes odds or bots");
  if (only === "odds" || only === "bots") {
    const results = only === "odds" ? { odds: benchOdds(quick) } : { bots: benchBots(quick) };
    if (json) process.stdout.write(`${JSON.stringify(results)}\n`);
    else printTable(results);
    return;
  }
  note("engine…");
  const engine = benchEngine();
  note("bots…");
  const bots = benchBots(quick);
  note("combat odds…");
  const odds = benchOdds(quick);
  note("round trip on PostgreSQL…");
  const pg = await createPostgresDatabase();
  const pgDb = await openDatabase(pg.target);
  await migrate(pgDb.sql);
  const postgres = await roundTrip(pgDb, "pg", quick ? 30 : 200);
  note("seeding the throughput games…");
  const planDir = mkdtempSync(join(tmpdir(), "mecatol-plan-"));
  const planFile = join(planDir, "plan.json");
  const plan = await seedThroughput(pgDb, quick ? 50 : 1000);
  writeFileSync(planFile, JSON.stringify(plan));
  note("round trip on the embedded database…");
  const dir = mkdtempSync(join(tmpdir(), "mecatol-bench-"));
  const lite = await openDatabase({ kind: "pglite", dataDir: dir });
  await migrate(lite.sql);
  const pglite = await roundTrip(lite, "pglite", quick ? 30 : 200);
  await lite.close();
  rmSync(dir, { recursive: true, force: true });
  await pgDb.close();
  note("throughput on PostgreSQL (in a process of its own, whose peak memory is peakRssMb)…");
  const load = await loadProcess(pg.url, planFile, quick ? 8 : 32, quick ? 3 : 20);
  rmSync(planDir, { recursive: true, force: true });
  note("checking every loaded game against its log…");
  // Here, not in the load process: replaying a thousand logs is the check's work, not the bot's.
  const checkDb = await openDatabase(pg.target);
  const lostUpdates = await countLostUpdates(checkDb, plan.ids);
  await checkDb.close();
  await pg.drop();
  note("one whole game's size in the database…");
  const storage = await measureStorage(quick);
  note("the same games served by 1, 2 and 4 processes…");
  const scaleOut = await benchScaleOut(quick);
  note("render…");
  const render = await renderFigures();
  const results = {
    render,
    engine,
    bots,
    odds,
    roundTrip: { postgresP50Ms: postgres.p50, postgresP95Ms: postgres.p95, pgliteP50Ms: pglite.p50 },
    throughput: { ...load.throughput, lostUpdates },
    scaleOut,
    storage,
    // The bot's process under load (GameService, Postgres, 32 clients); the bench process itself also
    // holds PGlite's WebAssembly database and sharp, which a bot on Postgres does not load together.
    peakRssMb: load.peakRssMb,
    benchProcessPeakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    quick,
    at: new Date().toISOString(),
  };
  mkdirSync(new URL("../bench", import.meta.url), { recursive: true });
  writeFileSync(new URL("../bench/results.json", import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
  if (json) process.stdout.write(`${JSON.stringify(results)}\n`);
  else printTable(results);
}

function printTable(results: Record<string, unknown>): void {
  const rows: [string, unknown][] = [];
  const walk = (prefix: string, value: unknown) => {
    if (value !== null && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) walk(prefix ? `${prefix}.${k}` : k, v);
    } else rows.push([prefix, value]);
  };
  walk("", results);
  const width = Math.max(...rows.map(([k]) => k.length));
  for (const [k, v] of rows) process.stdout.write(`${k.padEnd(width)}  ${String(v)}\n`);
}

await main();
process.exit(0);
