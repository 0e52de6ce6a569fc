-- CreateTable
CREATE TABLE "games" (
    "id" UUID NOT NULL,
    "guild_id" TEXT NOT NULL,
    "channel_id" TEXT NOT NULL,
    "active_channel_key" TEXT,
    "ruleset" TEXT NOT NULL,
    "options" JSONB NOT NULL,
    "status" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "state" JSONB NOT NULL,
    "seed" TEXT NOT NULL,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "games_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seats" (
    "id" UUID NOT NULL,
    "game_id" UUID NOT NULL,
    "user_id" TEXT NOT NULL,
    "seat_index" INTEGER NOT NULL,
    "race" TEXT,
    "color" TEXT,
    "thread_id" TEXT,
    "last_ping_at" TIMESTAMPTZ(3),
    "next_reminder_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "seats_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "events" (
    "id" BIGSERIAL NOT NULL,
    "game_id" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "actor" TEXT NOT NULL,
    "command" JSONB NOT NULL,
    "events" JSONB NOT NULL,
    "schema_version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "processed_interactions" (
    "interaction_id" TEXT NOT NULL,
    "game_id" UUID,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_interactions_pkey" PRIMARY KEY ("interaction_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "games_active_channel_key_key" ON "games"("active_channel_key");

-- CreateIndex
CREATE INDEX "games_guild_id_channel_id_idx" ON "games"("guild_id", "channel_id");

-- CreateIndex
CREATE INDEX "seats_next_reminder_at_idx" ON "seats"("next_reminder_at");

-- CreateIndex
CREATE UNIQUE INDEX "seats_game_id_seat_index_key" ON "seats"("game_id", "seat_index");

-- CreateIndex
CREATE UNIQUE INDEX "seats_game_id_user_id_key" ON "seats"("game_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "events_game_id_seq_key" ON "events"("game_id", "seq");

-- CreateIndex
CREATE INDEX "processed_interactions_processed_at_idx" ON "processed_interactions"("processed_at");

-- AddForeignKey
ALTER TABLE "seats" ADD CONSTRAINT "seats_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;
