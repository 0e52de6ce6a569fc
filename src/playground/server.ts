/**
 * The local web surface served when no Discord token is set: a page that works like a Discord channel
 * (page/, plain HTML + JS + CSS served as files, no build step), its JSON API (api.ts) and /health. The
 * port opens before the database is ready: /health then says "starting" and the API answers 503.
 */
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Sink } from "../app/delivery.ts";
import type { Place } from "../app/types.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../log.ts";
import { VERSION } from "../version.ts";
import { routeApi } from "./api.ts";
import { Feeds } from "./feed.ts";
import { send } from "./http.ts";
import { playgroundSink } from "./sink.ts";
import type { PlaygroundApp } from "./surface.ts";

export interface PlaygroundServer {
  url: string;
  /** Where the outbox's parts for a playground channel are said (null for other places). */
  sinkFor(place: Place): Sink | null;
  /** Stops accepting connections and resolves once in-flight requests have finished. */
  close(): Promise<void>;
}

export interface HealthReport {
  /** `starting` until the database is open and migrated. */
  status: "starting" | "ok" | "degraded";
  version: string;
  database: { kind: DatabaseKind; reachable: boolean };
  uptimeSeconds: number;
}

type DatabaseKind = Config["database"]["kind"];

/** What the health report asks of the database: whether a trivial query succeeds. */
export interface DatabaseCheck {
  ping(): Promise<boolean>;
}

/** What the server knows of the process: the database and the app layer, once they are ready. */
export interface PlaygroundDeps {
  log: Logger;
  databaseKind: DatabaseKind;
  /** The open database, or null while it is being prepared. */
  database(): DatabaseCheck | null;
  /** The GameService and the outbox's dispatcher, or null while the database is being prepared. */
  app?(): PlaygroundApp | null;
}

export async function health(deps: PlaygroundDeps): Promise<HealthReport> {
  const db = deps.database();
  const reachable = db ? await db.ping() : false;
  return {
    status: db === null ? "starting" : reachable ? "ok" : "degraded",
    version: VERSION,
    database: { kind: deps.databaseKind, reachable },
    uptimeSeconds: Math.round(process.uptime()),
  };
}

export async function startPlayground(
  options: { host: string; port: number },
  deps: PlaygroundDeps,
): Promise<PlaygroundServer> {
  const feeds = new Feeds();
  const sinkFor = playgroundSink(feeds, new Date());
  const server = createServer((req, res) => {
    route(req, res, deps, feeds).catch((error: unknown) => {
      deps.log.error({ err: error, path: req.url }, "playground request failed");
      if (!res.headersSent) send(res, 500, "text/plain; charset=utf-8", "internal error");
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    sinkFor,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

const PAGE_DIR = new URL("./page/", import.meta.url);
const PAGE_TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  svg: "image/svg+xml",
};

async function route(
  req: IncomingMessage,
  res: ServerResponse,
  deps: PlaygroundDeps,
  feeds: Feeds,
): Promise<void> {
  const url = new URL(req.url ?? "/", "http://localhost");
  const path = url.pathname;
  if (await routeApi(req, res, url, { app: () => deps.app?.() ?? null, feeds })) return;
  if (req.method !== "GET" && req.method !== "HEAD") {
    send(res, 405, "text/plain; charset=utf-8", "only GET is served here");
    return;
  }
  if (path === "/health") {
    const report = await health(deps);
    send(res, report.status === "ok" ? 200 : 503, "application/json", JSON.stringify(report));
    return;
  }
  const file = path === "/" ? "index.html" : /^\/page\/([\w-]+\.(?:js|css|svg))$/.exec(path)?.[1];
  if (file) {
    const body = await readFile(new URL(file, PAGE_DIR)).catch(() => null);
    if (body) {
      send(res, 200, PAGE_TYPES[file.split(".").pop() ?? ""] ?? "text/plain", body);
      return;
    }
  }
  send(res, 404, "text/plain; charset=utf-8", `nothing at ${path}`);
}
