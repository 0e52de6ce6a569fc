// Generates the Prisma client offline. Prisma's CLI insists on a native schema-engine binary that it
// would download at install time; `generate` never runs it, so any executable satisfies the check.
// Migrations are applied by the bot itself (src/store/migrate.ts), not by this CLI.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const env = { ...process.env };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) {
  const dir = join(tmpdir(), "mecatol-prisma");
  const stub = join(dir, "schema-engine-stub.sh");
  if (!existsSync(stub)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(stub, "#!/bin/sh\necho 'schema engine not available offline' >&2\nexit 1\n");
    chmodSync(stub, 0o755);
  }
  env.PRISMA_SCHEMA_ENGINE_BINARY = stub;
}
env.PRISMA_HIDE_UPDATE_MESSAGE = "1";
const result = spawnSync("npx", ["--no-install", "prisma", "generate"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
