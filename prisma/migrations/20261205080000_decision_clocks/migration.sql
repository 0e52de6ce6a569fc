-- AlterTable
ALTER TABLE "seats" ADD COLUMN "asked_at" TIMESTAMPTZ(3);

-- Seats of running games with a reminder clock (running or stalled) are waited on: under the old rule their
-- deadline counted from the game's last command, so their question dates from then.
UPDATE "seats" AS s SET "asked_at" = COALESCE(
    (SELECT max(e."created_at") FROM "events" AS e WHERE e."game_id" = s."game_id"), CURRENT_TIMESTAMP)
WHERE (s."next_reminder_at" IS NOT NULL OR s."reminders_sent" > 0)
  AND s."game_id" IN (SELECT "id" FROM "games" WHERE "status" = 'active');

-- A stalled seat was never reminded again: its daily reminder (past the stall notice it had) is due now.
UPDATE "seats" SET "next_reminder_at" = CURRENT_TIMESTAMP, "reminders_sent" = "reminders_sent" + 1
WHERE "next_reminder_at" IS NULL AND "reminders_sent" > 0
  AND "game_id" IN (SELECT "id" FROM "games" WHERE "status" = 'active');
