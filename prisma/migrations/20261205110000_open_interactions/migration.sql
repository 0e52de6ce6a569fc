-- CreateTable
CREATE TABLE "open_interactions" (
    "id" TEXT NOT NULL,
    "application_id" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "opened_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "open_interactions_pkey" PRIMARY KEY ("id")
);
