/**
 * The time-bank run: a seat whose bank has run out (app/timeBank.ts) gets the table's vote on what
 * happens to it (app/bankVotes.ts): at most one a turn of that seat, and never an expulsion. The vote is
 * saved with what it says, so the surface only has to deliver the outbox (the Notifier boot.ts builds).
 * The run reads and writes through the app (app/clocks.ts).
 */
import type { SeatClocks } from "../app/clocks.ts";
import type { Logger } from "../log.ts";
import type { Notifier } from "./reminders.ts";

export interface TimeBankDeps {
  clocks: SeatClocks;
  notify: Notifier;
  clock: () => Date;
  log: Logger;
}

export interface TimeBankRun {
  /** Votes opened. */
  opened: number;
}

export async function runTimeBanks(deps: TimeBankDeps): Promise<TimeBankRun> {
  const now = deps.clock();
  const run: TimeBankRun = { opened: 0 };
  for (const seat of await deps.clocks.emptyBanks(now)) {
    try {
      const opened = await deps.clocks.openBankVote(seat, now);
      // The game moved on meanwhile (the player acted, a default was played): the next run looks again.
      if (!opened) continue;
      run.opened += 1;
      deps.log.info({ game: seat.gameId, seat: seat.seatIndex }, "time bank ran out: the table votes");
      await deps.notify({
        place: opened.place,
        userId: null,
        kind: "timeBank",
        text: "",
        outcome: opened.outcome,
      });
    } catch (error) {
      deps.log.error(
        { err: error, seat: seat.seatId },
        "opening a time-bank vote failed; it will be retried at the next run",
      );
    }
  }
  return run;
}
