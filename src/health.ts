/**
 * What an orchestrator asks of each bot process (HEALTH_PORT; process i of BOT_PROCESSES at port + i):
 * GET /health, alive (the process answers at all); GET /ready, whether it can serve: the database answers
 * and, with Discord, the gateway connection is up. Both say which process, its shards and the version.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Logger } from "./log.ts";
import { VERSION } from "./version.ts";

export interface HealthDeps {
  log: Logger;
  process: number;
  /** The database's trivial query, or null while it is being prepared. */
  database(): { ping(): Promise<boolean> } | null;
  /** The Discord gateway: null without a token (the playground alone), else whether it is connected. */
  discord(): { connected(): boolean; shards: readonly number[] | null } | null;
}

export interface HealthServer {
  url: string;
  close(): Promise<void>;
}

export async function readiness(deps: HealthDeps) {
  const db = deps.database();
  const database = db ? await db.ping().catch(() => false) : false;
  const discord = deps.discord();
  const gateway = discord === null ? null : discord.connected();
  return {
    ready: database && gateway !== false,
    process: deps.process,
    version: VERSION,
    database,
    discord: discord === null ? null : { connected: gateway, shards: discord.shards },
  };
}

export async function startHealth(
  options: { host: string; port: number },
  deps: HealthDeps,
): Promise<HealthServer> {
  const server: Server = createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const path = (req.url ?? "").split("?")[0];
    if (path === "/health") {
      reply(200, {
        alive: true,
        process: deps.process,
        version: VERSION,
        uptimeSeconds: Math.round(process.uptime()),
      });
      return;
    }
    if (path === "/ready") {
      readiness(deps).then(
        (report) => reply(report.ready ? 200 : 503, report),
        (error: unknown) => {
          deps.log.error({ err: error }, "readiness check failed");
          reply(503, { ready: false, process: deps.process });
        },
      );
      return;
    }
    reply(404, { error: "only /health and /ready are served here" });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    // Port 0 asks the system for a free port, for every process alike.
    server.listen(options.port === 0 ? 0 : options.port + deps.process, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
