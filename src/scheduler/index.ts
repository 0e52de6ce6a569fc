/**
 * The scheduler surface: one recurring job that first plays the default actions of questions open past
 * their game's deadline, then opens the table's vote on seats whose time bank ran out, then sends the
 * reminders that are due. It reads and writes through the app
 * (app/clocks.ts), never the store. Started by boot.ts once the database is ready, stopped first on
 * shutdown. Every due moment is stored exactly (a reminder held back by quiet hours falls due at the
 * minute they end), and the job runs once a minute, so nothing comes more than a minute late.
 */
import type { SeatClocks } from "../app/clocks.ts";
import type { GameService } from "../app/gameService.ts";
import type { Logger } from "../log.ts";
import { type Every, type RecurringJob, startRecurring } from "./cron.ts";
import { runDeadlines } from "./deadlines.ts";
import { type Notifier, runDueReminders } from "./reminders.ts";
import { runTimeBanks } from "./timeBanks.ts";

export { type Every, type RecurringJob, startRecurring } from "./cron.ts";
export type { Notifier, ReminderNotice } from "./reminders.ts";

export interface SchedulerDeps {
  clocks: SeatClocks;
  service: GameService;
  notify: Notifier;
  clock: () => Date;
  log: Logger;
}

export function startScheduler(deps: SchedulerDeps, every: Every = "minute"): RecurringJob {
  return startRecurring(
    "reminders, deadlines and time banks",
    async () => {
      // One moment per run; a seat timed out in this run is not also reminded by it.
      const at = deps.clock();
      const run = { ...deps, clock: () => at };
      const deadlines = await runDeadlines(run);
      const banks = await runTimeBanks(run);
      const reminders = await runDueReminders(run, {}, new Set(deadlines.timedOut));
      if (deadlines.played + banks.opened + reminders.sent + reminders.stalled > 0)
        deps.log.info(
          { deadlines: { played: deadlines.played, noDefault: deadlines.noDefault }, banks, reminders },
          "scheduler run",
        );
    },
    deps.log,
    every,
  );
}
