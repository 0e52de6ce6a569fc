/**
 * A local stand-in for Discord: the HTTP API routes and the gateway protocol that discord.js speaks, so
 * the real client can log in and exchange interactions in tests. Only what the bot uses is answered; any
 * other route returns 404 and is recorded, so a test sees what the bot tried.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type WebSocket, WebSocketServer } from "ws";

export const FAKE_APP_ID = "100000000000000001";
export const FAKE_BOT_USER = {
  id: FAKE_APP_ID,
  username: "Mecatol",
  discriminator: "0",
  bot: true,
  avatar: null,
};
export const FAKE_TOKEN = "MTAw.fake-test.token-not-secret";

export interface RecordedRequest {
  method: string;
  path: string;
  body: string;
}

export interface FakeDiscord {
  /** Base URL to give discord.js as `rest.api`. */
  apiUrl: string;
  requests: RecordedRequest[];
  /** Tokens the fake accepts; anything else gets 401 like Discord. */
  validTokens: Set<string>;
  /** Sends a dispatch event (op 0) to every connected gateway session. */
  dispatch(type: string, data: unknown): void;
  close(): Promise<void>;
}

export async function startFakeDiscord(): Promise<FakeDiscord> {
  const requests: RecordedRequest[] = [];
  const validTokens = new Set([FAKE_TOKEN]);
  const sockets = new Set<WebSocket>();
  let sequence = 0;

  const http: Server = createServer((req, res) => {
    readBody(req).then((body) => answerHttp(req, res, body));
  });
  const wss = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  const wsListening = new Promise<void>((resolve) => wss.once("listening", resolve));
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  await wsListening;
  const apiPort = (http.address() as AddressInfo).port;
  const wsPort = (wss.address() as AddressInfo).port;

  function answerHttp(req: IncomingMessage, res: ServerResponse, body: string): void {
    const path = (req.url ?? "").replace(/^\/api\/v\d+/, "");
    requests.push({ method: req.method ?? "", path, body });
    const token = (req.headers.authorization ?? "").replace(/^Bot /, "");
    if (!validTokens.has(token)) {
      json(res, 401, { message: "401: Unauthorized", code: 0 });
      return;
    }
    if (req.method === "GET" && path === "/gateway/bot") {
      json(res, 200, {
        url: `ws://127.0.0.1:${wsPort}`,
        shards: 1,
        session_start_limit: { total: 1000, remaining: 999, reset_after: 0, max_concurrency: 1 },
      });
      return;
    }
    json(res, 404, { message: "404: Not Found", code: 0 });
  }

  wss.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    send(socket, { op: 10, d: { heartbeat_interval: 41_250 }, s: null, t: null });
    socket.on("message", (raw) => {
      const frame = JSON.parse(raw.toString()) as { op: number; d: unknown };
      if (frame.op === 1) send(socket, { op: 11, d: null, s: null, t: null });
      if (frame.op === 2) {
        sequence += 1;
        send(socket, {
          op: 0,
          t: "READY",
          s: sequence,
          d: {
            v: 10,
            user: FAKE_BOT_USER,
            guilds: [],
            session_id: randomUUID(),
            resume_gateway_url: `ws://127.0.0.1:${wsPort}`,
            shard: [0, 1],
            application: { id: FAKE_APP_ID, flags: 0 },
          },
        });
      }
    });
  });

  return {
    apiUrl: `http://127.0.0.1:${apiPort}/api`,
    requests,
    validTokens,
    dispatch(type, data) {
      sequence += 1;
      for (const socket of sockets) send(socket, { op: 0, t: type, s: sequence, d: data });
    },
    async close() {
      for (const socket of sockets) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

function send(socket: WebSocket, frame: unknown): void {
  socket.send(JSON.stringify(frame));
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = "";
    req.on("data", (chunk: Buffer) => {
      data += chunk.toString();
    });
    req.on("end", () => resolve(data));
  });
}
