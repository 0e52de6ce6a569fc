/**
 * The scheduler surface: one recurring job that first plays overdue seats' default actions, then sends
 * the reminders that are due. Started by boot.ts once the database is ready, stopped first on shutdown.
 */
import type { GameService } from "../app/gameService.ts";
import type { Logger } from "../log.ts";
import type { GameStore } from "../store/gameStore.ts";
import { type Every, type RecurringJob, startRecurring } from "./cron.ts";
import { runDeadlines } from "./deadlines.ts";
import { type Notifier, runDueReminders } from "./reminders.ts";

export { type Every, type RecurringJob, startRecurring } from "./cron.ts";
export type { Notifier, ReminderNotice } from "./reminders.ts";

export interface SchedulerDeps {
  store: GameStore;
  service: GameService;
  notify: Notifier;
  clock: () => Date;
  log: Logger;
}

export function startScheduler(deps: SchedulerDeps, every: Every = "minute"): RecurringJob {
  return startRecurring(
    "reminders and deadlines",
    async () => {
      // One moment per run, so a seat timed out in this run is not also reminded by it.
      const at = deps.clock();
      const run = { ...deps, clock: () => at };
      const deadlines = await runDeadlines(run);
      const reminders = await runDueReminders(run);
      if (deadlines.played + reminders.sent + reminders.stalled > 0)
        deps.log.info({ deadlines, reminders }, "scheduler run");
    },
    deps.log,
    every,
  );
}
