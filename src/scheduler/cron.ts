/**
 * The clock that drives reminders: a node-cron job once a minute. A run still in progress when the next
 * minute starts is not doubled; the next run picks up whatever is due by then.
 */
import { schedule } from "node-cron";
import type { Logger } from "../log.ts";

export interface RecurringJob {
  stop(): Promise<void>;
}

export function startEveryMinute(name: string, run: () => Promise<unknown>, log: Logger): RecurringJob {
  let running: Promise<unknown> | null = null;
  const task = schedule("* * * * *", () => {
    if (running) return;
    running = run()
      .catch((error: unknown) => log.error({ err: error, job: name }, "scheduled job failed"))
      .finally(() => {
        running = null;
      });
  });
  return {
    async stop() {
      await task.stop();
      await running;
    },
  };
}
