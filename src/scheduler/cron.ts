/**
 * The clock that drives reminders and deadlines: a node-cron job once a minute, or (for tests and the
 * benchmark) a plain timer every `everyMs` milliseconds. A run still in progress when the next tick
 * comes is not doubled; the next run picks up whatever is due by then.
 */
import { schedule } from "node-cron";
import type { Logger } from "../log.ts";

export interface RecurringJob {
  /** Runs the job now (unless a run is in progress) and resolves when that run is over. */
  runNow(): Promise<void>;
  /** No new runs start; resolves once the run in progress, if any, has finished. */
  stop(): Promise<void>;
}

/** "minute": on the wall clock's minute (cron); a number: every that many milliseconds. */
export type Every = "minute" | number;

export function startRecurring(
  name: string,
  run: () => Promise<unknown>,
  log: Logger,
  every: Every = "minute",
): RecurringJob {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = (): Promise<unknown> => {
    if (stopped) return Promise.resolve();
    if (running) return running;
    running = run()
      .catch((error: unknown) => log.error({ err: error, job: name }, "scheduled job failed"))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const halt = startTicking(every, () => void tick());
  return {
    async runNow() {
      await tick();
    },
    async stop() {
      stopped = true;
      await halt();
      await running;
    },
  };
}

function startTicking(every: Every, tick: () => void): () => Promise<void> {
  if (every === "minute") {
    const task = schedule("* * * * *", tick);
    return async () => {
      await task.stop();
    };
  }
  if (!Number.isFinite(every) || every < 10)
    throw new Error(`a job's interval must be ≥ 10 ms, got ${every}`);
  const timer = setInterval(tick, every);
  return async () => clearInterval(timer);
}
