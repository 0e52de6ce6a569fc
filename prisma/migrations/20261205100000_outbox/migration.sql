-- CreateTable
CREATE TABLE "outbox" (
    "id" BIGSERIAL NOT NULL,
    "game_id" UUID,
    "guild_id" TEXT NOT NULL,
    "channel_id" TEXT NOT NULL,
    "seq" INTEGER,
    "body" JSONB NOT NULL,
    "batch" BIGINT,
    "parts_done" INTEGER NOT NULL DEFAULT 0,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "due_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimed_until" TIMESTAMPTZ(3),
    "sent_at" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "outbox_guild_id_channel_id_sent_at_idx" ON "outbox"("guild_id", "channel_id", "sent_at");

-- CreateIndex
CREATE INDEX "outbox_sent_at_due_at_idx" ON "outbox"("sent_at", "due_at");

-- AddForeignKey
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;
