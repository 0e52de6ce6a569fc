/**
 * `npm start` with BOT_PROCESSES above 1: this process starts that many bot processes (each the same
 * program with BOT_PROCESS_INDEX set, holding its share of the gateway's shards: discord/shards.ts) and
 * watches them. One that dies is started again after a pause; SIGTERM or SIGINT is passed to every one,
 * and this process ends when they all have. Work is never lost with a process: commands are
 * version-guarded appends, and reminders, deadlines and the outbox are claimed in the database.
 */
import { type ChildProcess, fork } from "node:child_process";
import type { Logger } from "./log.ts";

/** How long a dead process waits before it is started again. */
const RESTART_AFTER_MS = 1_000;

export function superviseProcesses(count: number, log: Logger): void {
  const children = new Map<number, ChildProcess>();
  let stopping = false;
  const start = (index: number) => {
    const child = fork(process.argv[1] as string, process.argv.slice(2), {
      env: { ...process.env, BOT_PROCESS_INDEX: String(index) },
      execArgv: process.execArgv,
    });
    children.set(index, child);
    log.info({ process: index, pid: child.pid }, "bot process started");
    child.on("exit", (code, signal) => {
      children.delete(index);
      if (stopping) {
        if (children.size === 0) {
          log.info("every bot process has stopped");
          process.exit(0);
        }
        return;
      }
      log.warn({ process: index, code, signal }, "bot process ended; starting it again");
      setTimeout(() => {
        if (!stopping) start(index);
      }, RESTART_AFTER_MS);
    });
  };
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: stopping ${children.size} bot process(es)`);
    if (children.size === 0) process.exit(0);
    for (const child of children.values()) child.kill("SIGTERM");
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  for (let index = 0; index < count; index++) start(index);
}
