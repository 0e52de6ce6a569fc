-- AlterTable
ALTER TABLE "games" ADD COLUMN "meta" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "seats" ADD COLUMN "name" TEXT NOT NULL DEFAULT '';
