// Prisma CLI configuration. Prisma 7 does not read .env by itself, and the generated client ignores the
// URL: at run time only the driver adapter (src/store/database.ts) connects.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
