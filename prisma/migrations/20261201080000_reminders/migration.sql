-- AlterTable
ALTER TABLE "seats" ADD COLUMN "reminders_sent" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "user_preferences" (
    "user_id" TEXT NOT NULL,
    "time_zone" TEXT NOT NULL DEFAULT 'UTC',
    "quiet_start" INTEGER,
    "quiet_end" INTEGER,
    "vacation_until" TIMESTAMPTZ(3),
    "window_start" TIMESTAMPTZ(3),
    "pings_in_window" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "user_preferences_pkey" PRIMARY KEY ("user_id")
);
