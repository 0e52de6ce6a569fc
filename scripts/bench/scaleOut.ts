/**
 * The bot spread over processes (issue #24): the same games served by 1, 2 and 4 bot processes at once,
 * each a GameService of its own (scripts/bench/loadChild.ts) sharing the clients between them, so the
 * commands of one game arrive at different processes; then every seat's reminder falls due together and
 * that many schedulers, each on its own connection pool, run at the same moment. Figures: the processes'
 * accepted commands per second together, their version conflicts, lost updates (a log that does not
 * replay to its snapshot) and doubleNotices (a reminder said by two schedulers).
 *
 * On this 2-core machine the load processes and PostgreSQL share the cores, so more processes cannot add
 * throughput here; what the figures show is that none is lost and nothing is said twice.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { pino } from "pino";
import { seatClocks } from "../../src/app/clocks.ts";
import { runDueReminders } from "../../src/scheduler/reminders.ts";
import { type Database, openDatabase } from "../../src/store/database.ts";
import { createGameStore } from "../../src/store/gameStore.ts";
import { migrate } from "../../src/store/migrate.ts";
import { createPostgresDatabase } from "../../test/support/databases.ts";
import { countLostUpdates, seedThroughput, type Throughput } from "./store.ts";

export const SCALE_OUT_PROCESSES = [1, 2, 4] as const;

/** A load process (loadChild.ts) serving the plan's games; its one JSON line: figures and peak memory. */
export function loadProcess(
  url: string,
  planFile: string,
  clients: number,
  seconds: number,
): Promise<{ throughput: Throughput; peakRssMb: number }> {
  const tsx = fileURLToPath(new URL("../../node_modules/tsx/dist/cli.mjs", import.meta.url));
  const child = fileURLToPath(new URL("./loadChild.ts", import.meta.url));
  const args = [tsx, child, "--plan", planFile, "--clients", `${clients}`, "--seconds", `${seconds}`];
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { env: { ...process.env, BENCH_DATABASE_URL: url }, maxBuffer: 1 << 20 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`a load process failed: ${stderr.trim() || error.message}`));
        else resolve(JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}"));
      },
    );
  });
}

/** Every seat's reminder due now, `schedulers` reminder runs at once: how many reminders were said twice. */
async function doubleNotices(url: string, schedulers: number): Promise<number> {
  const pools: Database[] = [];
  for (let i = 0; i < schedulers; i++) pools.push(await openDatabase({ kind: "postgres", url }));
  const first = pools[0] as Database;
  const [{ mark } = { mark: "0" }] = await first.sql.query<{ mark: string }>(
    "SELECT COALESCE(max(id), 0) AS mark FROM outbox",
    [],
  );
  await first.sql.query("UPDATE seats SET next_reminder_at = now() - interval '1 minute'", []);
  const log = pino({ level: "silent" });
  const now = new Date(Date.now() + 60_000);
  await Promise.all(
    pools.map((db) =>
      runDueReminders({
        clocks: seatClocks(createGameStore(db)),
        notify: async () => {},
        clock: () => now,
        log,
      }),
    ),
  );
  const [counts] = await first.sql.query<{ said: string; seats: string }>(
    `SELECT count(*) AS said, count(DISTINCT (game_id, body->'notice'->>'userId')) AS seats
       FROM outbox WHERE id > $1 AND body ? 'notice'`,
    [mark],
  );
  for (const db of pools) await db.close();
  return Number(counts?.said ?? 0) - Number(counts?.seats ?? 0);
}

export interface ScaleOut {
  processes: number[];
  commandsPerSec: number[];
  conflicts: number[];
  lostUpdates: number;
  remindersSaid: number;
  doubleNotices: number;
  machine: string;
}

export async function benchScaleOut(quick: boolean): Promise<ScaleOut> {
  const games = quick ? 30 : 200;
  const clients = quick ? 8 : 16;
  const seconds = quick ? 3 : 10;
  const out: ScaleOut = {
    processes: [...SCALE_OUT_PROCESSES],
    commandsPerSec: [],
    conflicts: [],
    lostUpdates: 0,
    remindersSaid: 0,
    doubleNotices: 0,
    machine: "2 cores shared by the load processes and PostgreSQL",
  };
  for (const processes of SCALE_OUT_PROCESSES) {
    const pg = await createPostgresDatabase();
    const db = await openDatabase(pg.target);
    await migrate(db.sql);
    const plan = await seedThroughput(db, games);
    const dir = mkdtempSync(join(tmpdir(), "mecatol-scale-"));
    const planFile = join(dir, "plan.json");
    writeFileSync(planFile, JSON.stringify(plan));
    const runs = await Promise.all(
      Array.from(
        { length: processes },
        async () => (await loadProcess(pg.url, planFile, clients / processes, seconds)).throughput,
      ),
    );
    rmSync(dir, { recursive: true, force: true });
    out.commandsPerSec.push(runs.reduce((sum, r) => sum + r.commandsPerSec, 0));
    out.conflicts.push(runs.reduce((sum, r) => sum + r.conflicts, 0));
    out.lostUpdates += await countLostUpdates(db, plan.ids);
    const [before] = await db.sql.query<{ n: string }>("SELECT count(*) AS n FROM outbox", []);
    out.doubleNotices += await doubleNotices(pg.url, processes);
    const [after] = await db.sql.query<{ n: string }>("SELECT count(*) AS n FROM outbox", []);
    out.remindersSaid += Number(after?.n) - Number(before?.n);
    await db.close();
    await pg.drop();
  }
  return out;
}
