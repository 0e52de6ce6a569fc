/**
 * The playground as `npm start` runs it without a Discord token, on a scratch PostgreSQL database, for an
 * e2e file: booted before its tests and stopped after them, with a helper that calls its JSON API.
 */
import { pino } from "pino";
import { afterAll, beforeAll } from "vitest";
import { boot, type Running } from "../../src/boot.ts";
import { ONE_PROCESS } from "../../src/config.ts";
import { createPostgresDatabase, type ScratchDatabase } from "./databases.ts";

// biome-ignore lint/suspicious/noExplicitAny: the API's JSON, which the assertions themselves check
export type Answer = { status: number; json: any };

export interface PlaygroundServer {
  /** The page's address, once booted. */
  url(): string;
  api(method: string, path: string, body?: unknown): Promise<Answer>;
}

export function usePlayground(): PlaygroundServer {
  let scratch: ScratchDatabase | undefined;
  let running: Running | undefined;
  beforeAll(async () => {
    scratch = await createPostgresDatabase();
    running = await boot(
      {
        discord: null,
        database: scratch.target,
        logLevel: "silent",
        logFormat: "json",
        playground: { host: "127.0.0.1", port: 0 },
        renderThreads: 1,
        scale: ONE_PROCESS,
      },
      pino({ level: "silent" }),
    );
  });
  afterAll(async () => {
    await running?.stop();
    await scratch?.drop();
  });
  const url = () => {
    const address = running?.playground?.url;
    if (!address) throw new Error("the playground has not started");
    return address;
  };
  return {
    url,
    async api(method, path, body) {
      const response = await fetch(`${url()}${path}`, {
        method,
        headers: { "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, json: await response.json() };
    },
  };
}
