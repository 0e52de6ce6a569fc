/**
 * The local web surface served when no Discord token is set. For now it reports what is running (version,
 * database, health); the playable channel page is built on top of this server later.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Logger } from "../log.ts";
import type { Database } from "../store/database.ts";
import { VERSION } from "../version.ts";

export interface PlaygroundServer {
  url: string;
  /** Stops accepting connections and resolves once in-flight requests have finished. */
  close(): Promise<void>;
}

export interface HealthReport {
  /** `starting` until the database is open and migrated. */
  status: "starting" | "ok" | "degraded";
  version: string;
  database: { kind: Database["kind"]; reachable: boolean };
  uptimeSeconds: number;
}

/** What the server knows of the process: the database once it is ready. */
export interface PlaygroundDeps {
  log: Logger;
  databaseKind: Database["kind"];
  database(): Database | null;
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
  const server = createServer((req, res) => {
    route(req, res, deps).catch((error: unknown) => {
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
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

async function route(req: IncomingMessage, res: ServerResponse, deps: PlaygroundDeps): Promise<void> {
  const path = new URL(req.url ?? "/", "http://localhost").pathname;
  if (req.method !== "GET" && req.method !== "HEAD") {
    send(res, 405, "text/plain; charset=utf-8", "only GET is served here");
    return;
  }
  if (path === "/health") {
    const report = await health(deps);
    send(res, report.status === "ok" ? 200 : 503, "application/json", JSON.stringify(report));
    return;
  }
  if (path === "/") {
    send(res, 200, "text/html; charset=utf-8", statusPage(await health(deps)));
    return;
  }
  send(res, 404, "text/plain; charset=utf-8", `nothing at ${path}`);
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { "content-type": type, "cache-control": "no-store" });
  res.end(body);
}

function statusPage(report: HealthReport): string {
  const db = report.database.kind === "pglite" ? "embedded database (PGlite)" : "PostgreSQL";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mecatol</title></head>
<body>
<h1>Mecatol ${report.version}</h1>
<p>Status: <strong>${report.status}</strong></p>
<p>Database: ${db}, ${report.status === "starting" ? "being prepared" : report.database.reachable ? "reachable" : "unreachable"}</p>
<p>The playable channel page is not built yet; this page reports what is running. Machine-readable: <a href="/health">/health</a>.</p>
</body></html>`;
}
