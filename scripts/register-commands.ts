/**
 * `npm run register-commands`: registers Mecatol's slash commands (/ti, /ti-cards, /ti-gm, ...) with Discord,
 * to DISCORD_GUILD_ID if set (for development: visible at once) or globally. Needs DISCORD_TOKEN and
 * DISCORD_APP_ID; DISCORD_API_URL points it elsewhere (tests). Any problem ends the script with one line
 * on stderr.
 */
import { ConfigError, loadDotEnv, parseConfig } from "../src/config.ts";
import { RegisterError, registerCommands, registrationOf } from "../src/discord/register.ts";

function fail(message: string): never {
  process.stderr.write(`register-commands: ${message}\n`);
  process.exit(1);
}

try {
  loadDotEnv();
  const target = registrationOf(parseConfig(process.env).discord);
  const done = await registerCommands(target);
  process.stdout.write(
    `registered ${done.commands === 1 ? "1 command" : `${done.commands} commands`} for ${done.where}\n`,
  );
} catch (error) {
  if (error instanceof ConfigError) fail(error.problems.join("; "));
  if (error instanceof RegisterError) fail(error.message);
  throw error;
}
