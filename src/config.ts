/**
 * The environment, read once at start-up. Every bad value gets its own sentence naming the variable and
 * the expected form; the process then stops before touching anything.
 */
import { existsSync } from "node:fs";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  /** `apiUrl` points discord.js at another HTTP API (a test double or a proxy); null means Discord itself. */
  discord: { token: string; appId: string | null; guildId: string | null; apiUrl: string | null } | null;
  database: { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };
  logLevel: LogLevel;
  logFormat: "pretty" | "json";
  /** null when the playground is off (a Discord token is set and no port was asked for). */
  playground: { host: string; port: number } | null;
  /** Threads that draw the maps off the event loop (render/pool.ts); 0 draws in the process's own thread. */
  renderThreads: number;
  /** How the bot is spread over processes and Discord's gateway shards (discord/shards.ts). */
  scale: ScalePlan;
  /** Where /health and /ready answer (health.ts), process i at port + i; null or absent: not served. */
  health?: { host: string; port: number } | null;
}

/**
 * `processes` bot processes share the gateway's shards, process i taking the shards s with
 * s % processes === i. `index` null: this process is the one `npm start` began, which starts the others
 * itself when there are several (processes.ts); set: this process is number `index` of them. `shards` null:
 * as many shards as Discord recommends.
 */
export interface ScalePlan {
  processes: number;
  index: number | null;
  shards: number | null;
}

export class ConfigError extends Error {
  override name = "ConfigError";
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
  }
}

export const DEFAULT_PLAYGROUND_PORT = 3000;
/** One thread draws the maps by default: the process's own thread stays free for Discord's interactions. */
export const DEFAULT_RENDER_THREADS = 1;
const MAX_RENDER_THREADS = 16;
const SNOWFLAKE = /^\d{17,20}$/;

type Env = Record<string, string | undefined>;

/** Loads `.env` from the working directory if present; real environment variables win. */
export function loadDotEnv(path = ".env"): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

export function parseConfig(env: Env): Config {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const v = env[name]?.trim();
    return v === "" ? undefined : v;
  };

  const token = value("DISCORD_TOKEN");
  if (token !== undefined && !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) {
    problems.push(
      "DISCORD_TOKEN does not look like a bot token (three dot-separated parts from the Developer Portal)",
    );
  }
  const snowflake = (name: string): string | null => {
    const v = value(name);
    if (v === undefined) return null;
    if (!SNOWFLAKE.test(v)) problems.push(`${name} must be a Discord id (17 to 20 digits), got "${v}"`);
    return v;
  };
  const appId = snowflake("DISCORD_APP_ID");
  const guildId = snowflake("DISCORD_GUILD_ID");
  const apiUrl = value("DISCORD_API_URL") ?? null;
  if (apiUrl !== null && !/^https?:\/\/[^\s/]+/.test(apiUrl)) {
    problems.push(
      `DISCORD_API_URL must be an http(s) URL such as http://127.0.0.1:8080/api, got "${apiUrl}"`,
    );
  }

  const database = parseDatabase(value("DATABASE_URL"), value("DATA_DIR") ?? "./data", problems);

  const logLevel = (value("LOG_LEVEL") ?? "info").toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${env.LOG_LEVEL}"`);
  }
  const logFormat = value("LOG_FORMAT") ?? (process.stdout.isTTY ? "pretty" : "json");
  if (logFormat !== "pretty" && logFormat !== "json") {
    problems.push(`LOG_FORMAT must be "pretty" or "json", got "${logFormat}"`);
  }

  const portText = value("PLAYGROUND_PORT");
  let port: number | null = token === undefined ? DEFAULT_PLAYGROUND_PORT : null;
  if (portText !== undefined) {
    port = Number(portText);
    if (!/^\d+$/.test(portText) || port > 65535) {
      problems.push(`PLAYGROUND_PORT must be a port number from 0 to 65535, got "${portText}"`);
    }
  }
  const host = value("PLAYGROUND_HOST") ?? "127.0.0.1";

  const threadsText = value("RENDER_THREADS") ?? String(DEFAULT_RENDER_THREADS);
  const renderThreads = Number(threadsText);
  if (!/^\d+$/.test(threadsText) || renderThreads > MAX_RENDER_THREADS) {
    problems.push(
      `RENDER_THREADS must be a whole number from 0 (draw maps in the bot's own thread) to ${MAX_RENDER_THREADS}, got "${threadsText}"`,
    );
  }

  const scale = parseScale(value, problems);
  const healthText = value("HEALTH_PORT");
  let health: Config["health"] = null;
  if (healthText !== undefined) {
    const healthPort = Number(healthText);
    if (!/^\d+$/.test(healthText) || healthPort > 65535 - MAX_PROCESSES)
      problems.push(
        `HEALTH_PORT must be a port number from 0 to ${65535 - MAX_PROCESSES}, got "${healthText}"`,
      );
    else health = { host: value("HEALTH_HOST") ?? "127.0.0.1", port: healthPort };
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    discord: token === undefined ? null : { token, appId, guildId, apiUrl },
    database,
    logLevel: logLevel as LogLevel,
    logFormat: logFormat as "pretty" | "json",
    playground: port === null ? null : { host, port },
    renderThreads,
    scale,
    health,
  };
}

const MAX_PROCESSES = 64;

/** One process holding every shard Discord recommends: the default. */
export const ONE_PROCESS: ScalePlan = { processes: 1, index: null, shards: null };

function parseScale(value: (name: string) => string | undefined, problems: string[]): ScalePlan {
  const whole = (name: string, min: number, max: number, fallback: number | null): number | null => {
    const text = value(name);
    if (text === undefined) return fallback;
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${text}"`);
      return fallback;
    }
    return n;
  };
  const processes = whole("BOT_PROCESSES", 1, MAX_PROCESSES, 1) ?? 1;
  const index = whole("BOT_PROCESS_INDEX", 0, MAX_PROCESSES - 1, null);
  if (index !== null && index >= processes) {
    problems.push(`BOT_PROCESS_INDEX must be below BOT_PROCESSES (${processes}), got "${index}"`);
  }
  const shardText = value("SHARD_COUNT");
  const shards = shardText === "auto" ? null : whole("SHARD_COUNT", 1, 10_000, null);
  if (shards !== null && shards < processes) {
    problems.push(
      `SHARD_COUNT (${shards}) must be at least BOT_PROCESSES (${processes}): every process needs a shard`,
    );
  }
  return { processes, index, shards };
}

function parseDatabase(url: string | undefined, dataDir: string, problems: string[]): Config["database"] {
  if (url === undefined) return { kind: "pglite", dataDir };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    problems.push("DATABASE_URL is not a valid URL; expected postgresql://user:password@host:5432/database");
    return { kind: "postgres", url };
  }
  if (parsed.protocol !== "postgres:" && parsed.protocol !== "postgresql:") {
    problems.push(
      `DATABASE_URL must start with postgresql:// (got ${parsed.protocol}//); Mecatol only speaks PostgreSQL`,
    );
  } else if (parsed.hostname === "") {
    problems.push("DATABASE_URL has no host; expected postgresql://user:password@host:5432/database");
  } else if (parsed.pathname.length <= 1) {
    problems.push("DATABASE_URL names no database; expected postgresql://user:password@host:5432/database");
  }
  return { kind: "postgres", url };
}
