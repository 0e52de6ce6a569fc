/**
 * `npm start`. Problems a person can fix (configuration, database, Discord login) end the process with
 * one line on stderr naming the problem; anything else is a bug and is logged in full.
 */
import { boot } from "./boot.ts";
import { ConfigError, loadDotEnv, parseConfig } from "./config.ts";
import { DiscordLoginError } from "./discord/client.ts";
import { createLogger } from "./log.ts";
import { superviseProcesses } from "./processes.ts";
import { DatabaseUnavailableError } from "./store/errors.ts";
import { MigrationError } from "./store/migrate.ts";

const EXPECTED = [ConfigError, DatabaseUnavailableError, MigrationError, DiscordLoginError];

function fail(message: string): never {
  process.stderr.write(`mecatol: cannot start: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  try {
    loadDotEnv();
  } catch (error) {
    fail(`.env could not be read: ${(error as Error).message}`);
  }
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.problems.join("; "));
    throw error;
  }
  const log = createLogger(config);
  if (config.scale.processes > 1 && config.scale.index === null) {
    superviseProcesses(config.scale.processes, log);
    return;
  }
  let running: Awaited<ReturnType<typeof boot>> | null = null;
  let stopping = false;
  const stop = (current: NonNullable<typeof running>) =>
    current.stop().then(
      () => {
        log.info("stopped cleanly");
        log.flush();
        setTimeout(() => process.exit(0), 100).unref();
      },
      (error: unknown) => {
        log.error({ err: error }, "shutdown failed");
        process.exitCode = 1;
      },
    );
  // Listening from the start: a signal that comes while the bot is still starting stops it once started.
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: shutting down`);
    if (running) void stop(running);
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  try {
    running = await boot(config, log);
  } catch (error) {
    if (EXPECTED.some((kind) => error instanceof kind)) fail((error as Error).message);
    throw error;
  }
  if (stopping) void stop(running);
}

await main();
