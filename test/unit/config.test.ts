import { describe, expect, it } from "vitest";
import {
  ConfigError,
  DEFAULT_PLAYGROUND_PORT,
  DEFAULT_RENDER_THREADS,
  ONE_PROCESS,
  parseConfig,
} from "../../src/config.ts";

const TOKEN = "MTA1.Gx7k2a.abcdefghijklmnopqrstuvwxyz0123456789AB";

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe("configuration from the environment", () => {
  it("with nothing set, runs the playground on the embedded database", () => {
    const config = parseConfig({ LOG_FORMAT: "json" });
    expect(config).toEqual({
      discord: null,
      database: { kind: "pglite", dataDir: "./data" },
      logLevel: "info",
      logFormat: "json",
      playground: { host: "127.0.0.1", port: DEFAULT_PLAYGROUND_PORT },
      renderThreads: DEFAULT_RENDER_THREADS,
      scale: ONE_PROCESS,
      health: null,
    });
  });

  it("serves /health and /ready on HEALTH_PORT when asked, refusing a port that leaves no room for processes", () => {
    const json = { LOG_FORMAT: "json" };
    expect(parseConfig({ ...json, HEALTH_PORT: "9100" }).health).toEqual({ host: "127.0.0.1", port: 9100 });
    expect(() => parseConfig({ ...json, HEALTH_PORT: "65535" })).toThrow(
      'HEALTH_PORT must be a port number from 0 to 65471, got "65535"',
    );
  });

  it("spreads the bot over BOT_PROCESSES processes and SHARD_COUNT shards, refusing plans that leave one idle", () => {
    const json = { LOG_FORMAT: "json" };
    expect(parseConfig({ ...json, BOT_PROCESSES: "3", SHARD_COUNT: "6" }).scale).toEqual({
      processes: 3,
      index: null,
      shards: 6,
    });
    expect(
      parseConfig({ ...json, BOT_PROCESSES: "2", BOT_PROCESS_INDEX: "1", SHARD_COUNT: "auto" }).scale,
    ).toEqual({ processes: 2, index: 1, shards: null });
    const refused = (env: Record<string, string>) => {
      try {
        parseConfig({ ...json, ...env });
      } catch (error) {
        return (error as Error).message;
      }
      return "accepted";
    };
    expect(refused({ BOT_PROCESSES: "0" })).toBe(
      'BOT_PROCESSES must be a whole number from 1 to 64, got "0"',
    );
    expect(refused({ BOT_PROCESSES: "2", BOT_PROCESS_INDEX: "2" })).toBe(
      'BOT_PROCESS_INDEX must be below BOT_PROCESSES (2), got "2"',
    );
    expect(refused({ SHARD_COUNT: "many" })).toBe(
      'SHARD_COUNT must be a whole number from 1 to 10000, got "many"',
    );
    expect(refused({ BOT_PROCESSES: "4", SHARD_COUNT: "2" })).toBe(
      "SHARD_COUNT (2) must be at least BOT_PROCESSES (4): every process needs a shard",
    );
  });

  it("draws maps in as many threads as RENDER_THREADS asks, 0 meaning the bot's own thread", () => {
    expect(parseConfig({ RENDER_THREADS: "0", LOG_FORMAT: "json" }).renderThreads).toBe(0);
    expect(parseConfig({ RENDER_THREADS: "3", LOG_FORMAT: "json" }).renderThreads).toBe(3);
    for (const bad of ["-1", "two", "1.5", "17"]) {
      expect(() => parseConfig({ RENDER_THREADS: bad, LOG_FORMAT: "json" })).toThrow(
        `RENDER_THREADS must be a whole number from 0 (draw maps in the bot's own thread) to 16, got "${bad}"`,
      );
    }
  });

  it("with a token, logs in to Discord and serves the playground only when a port is asked for", () => {
    const bot = parseConfig({
      DISCORD_TOKEN: TOKEN,
      DISCORD_APP_ID: "123456789012345678",
      LOG_FORMAT: "json",
    });
    expect(bot.discord).toEqual({ token: TOKEN, appId: "123456789012345678", guildId: null, apiUrl: null });
    expect(bot.playground).toBeNull();
    const both = parseConfig({ DISCORD_TOKEN: TOKEN, PLAYGROUND_PORT: "8080", LOG_FORMAT: "json" });
    expect(both.playground).toEqual({ host: "127.0.0.1", port: 8080 });
  });

  it("uses PostgreSQL when DATABASE_URL is set", () => {
    const config = parseConfig({ DATABASE_URL: "postgresql://u:p@db:5432/mecatol", LOG_FORMAT: "json" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgresql://u:p@db:5432/mecatol" });
  });

  it("names every bad variable at once, each in its own sentence", () => {
    const problems = problemsOf({
      DISCORD_TOKEN: "has spaces in it",
      DISCORD_APP_ID: "abc",
      DISCORD_GUILD_ID: "12",
      DATABASE_URL: "postgresql://host-only",
      LOG_LEVEL: "chatty",
      LOG_FORMAT: "xml",
      PLAYGROUND_PORT: "-1",
    });
    expect(problems).toEqual([
      expect.stringMatching(/^DISCORD_TOKEN does not look like a bot token/),
      'DISCORD_APP_ID must be a Discord id (17 to 20 digits), got "abc"',
      'DISCORD_GUILD_ID must be a Discord id (17 to 20 digits), got "12"',
      expect.stringMatching(/^DATABASE_URL names no database/),
      expect.stringMatching(/^LOG_LEVEL must be one of fatal, error/),
      'LOG_FORMAT must be "pretty" or "json", got "xml"',
      'PLAYGROUND_PORT must be a port number from 0 to 65535, got "-1"',
    ]);
  });

  it("never puts the token into an error message", () => {
    const problems = problemsOf({ DISCORD_TOKEN: "secret token value", LOG_FORMAT: "json" });
    expect(problems.join(" ")).not.toContain("secret token value");
  });

  it("treats empty variables as unset", () => {
    expect(parseConfig({ DATABASE_URL: "", DISCORD_TOKEN: " ", LOG_FORMAT: "json" }).database.kind).toBe(
      "pglite",
    );
  });
});
