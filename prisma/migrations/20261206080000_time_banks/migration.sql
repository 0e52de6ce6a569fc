-- Time banks (issue #28): what is left of each seat's bank and since when it runs; null when the game has
-- no time bank (or the seat is a bot's), and bank_since null while the game does not wait on the seat.
ALTER TABLE "seats" ADD COLUMN "bank_ms" BIGINT;
ALTER TABLE "seats" ADD COLUMN "bank_since" TIMESTAMPTZ(3);

-- The yearly vacation budget: the year the days used were counted in (UTC), and how many were used.
ALTER TABLE "user_preferences" ADD COLUMN "vacation_year" INTEGER;
ALTER TABLE "user_preferences" ADD COLUMN "vacation_days_used" INTEGER NOT NULL DEFAULT 0;

-- Seats whose bank runs out are found by the scheduler every minute.
CREATE INDEX "seats_bank_since_idx" ON "seats"("bank_since");
