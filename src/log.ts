/**
 * The process logger: pretty lines in a terminal, JSON lines otherwise. Secrets are redacted by key,
 * and the Discord token is never passed to the logger in the first place.
 */
import { type Logger, pino } from "pino";
import type { Config } from "./config.ts";

export type { Logger };

const REDACT = [
  "token",
  "*.token",
  "discord.token",
  "password",
  "*.password",
  "url",
  "*.url",
  "headers.authorization",
];

export function createLogger(
  options: Pick<Config, "logLevel" | "logFormat">,
  destination?: NodeJS.WritableStream,
): Logger {
  const base = { level: options.logLevel, redact: { paths: REDACT, censor: "[redacted]" } };
  if (destination) return pino(base, destination);
  if (options.logFormat === "pretty") {
    return pino({
      ...base,
      transport: { target: "pino-pretty", options: { colorize: true, translateTime: "HH:MM:ss" } },
    });
  }
  return pino(base);
}
