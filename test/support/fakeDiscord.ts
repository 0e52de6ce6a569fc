/**
 * A local stand-in for Discord: the HTTP API routes and the gateway protocol that discord.js speaks, so
 * the real client can log in and exchange interactions in tests. Only what the bot uses is answered; any
 * other route returns 404 and is recorded, so a test sees what the bot tried. Like Discord, it refuses a
 * second callback for the same interaction (40060), refuses what breaks Discord's limits (a message over
 * 2000 characters, see discordLimits.ts) and does not ask for the bot token on the interaction callback
 * and webhook-token routes. A component's press carries the message it sits on, menus' picks and all, and
 * an answer rewriting that message (callback type 7) is recorded as an "update".
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type WebSocket, WebSocketServer } from "ws";
import { checkChoices, checkMessage, checkThread } from "./discordLimits.ts";

export const FAKE_APP_ID = "100000000000000001";
export const FAKE_BOT_USER = {
  id: FAKE_APP_ID,
  username: "Mecatol",
  discriminator: "0",
  bot: true,
  avatar: null,
};
export const FAKE_TOKEN = "MTAw.fake-test.token-not-secret";

export interface UploadedFile {
  field: string;
  name: string;
  contentType: string;
  data: Buffer;
}

export interface RecordedRequest {
  method: string;
  /** The path after /api/v10, without the query. */
  path: string;
  query: string;
  body: string;
  /** The JSON body, or a multipart body's payload_json. */
  payload: Record<string, unknown> | null;
  files: UploadedFile[];
  status: number;
  /** Discord's error code when the request was refused (50035: a limit broken). */
  code?: number;
}

/** Where a message the bot sent can be read. */
export type Audience = "public" | "ephemeral" | "privateThread";

export interface SentMessage {
  /** "update": a component's message rewritten in answer to it (callback type 7). */
  via: "reply" | "edit" | "followUp" | "channel" | "update";
  /** The interaction token (reply, edit, follow-up) or the channel id (channel). */
  target: string;
  audience: Audience;
  content: string;
  allowedMentions: { users?: string[]; parse?: string[] } | undefined;
  components: unknown[];
  files: UploadedFile[];
  /** The message nonce the bot gave (channel posts), if any. */
  nonce?: string;
}

/** A failure the fake can inject on a request, as Discord and networks produce them. */
export type Fault = "500" | "503" | "429" | "drop" | "lostAnswer";

export interface FakeDiscord {
  /** Base URL to give discord.js as `rest.api`. */
  apiUrl: string;
  requests: RecordedRequest[];
  /** Tokens the fake accepts; anything else gets 401 like Discord. */
  validTokens: Set<string>;
  /** When true, creating a thread is refused with 50013 Missing Permissions. */
  refuseThreads: boolean;
  /**
   * Decides a fault for each request (null: answer normally): a server error, a rate limit with a short
   * retry-after, a connection dropped before the request is handled, or one dropped after it was handled
   * (the bot never learns it succeeded). Counted in `faults`.
   */
  chaos: ((method: string, path: string) => Fault | null) | null;
  faults: Record<Fault, number>;
  /** Ids of the private threads the bot opened, with their members. */
  threads: Map<string, { parentId: string; name: string; members: string[] }>;
  /**
   * Sends a dispatch event (op 0) as Discord does: an event of a guild goes to the session of the shard
   * that carries the guild ((guild_id >> 22) % shard count), any other to every session. `shard`: to
   * that shard's session instead, as Discord moves guilds between shards while it reshards. Returns how
   * many sessions it reached (0: no session holds that shard now, and the event is lost as on Discord).
   */
  dispatch(type: string, data: unknown, options?: { shard?: number }): number;
  /** The shard of each session identified so far, in order ([id, count], as IDENTIFY gave it). */
  sessions(): [number, number][];
  /** Every message the bot sent or edited, in order, with who can read it. */
  messages(): SentMessage[];
  /**
   * Channel posts refused as duplicates: the same nonce again with `enforce_nonce`, which Discord
   * answers with the message it already created instead of a second one.
   */
  deduplicated: number;
  /**
   * A file as a player attaches it to a slash command: kept on the fake's own CDN address (downloaded
   * without a token, as Discord's are), to pass as an option's value to `slashCommand`.
   */
  upload(name: string, content: string | Buffer): FakeAttachment;
  close(): Promise<void>;
}

/** An uploaded file, as an interaction's resolved data describes it. */
export interface FakeAttachment {
  id: string;
  filename: string;
  size: number;
  url: string;
  proxy_url: string;
  content_type: string;
}

const ROUTE = {
  commands: /^\/applications\/\d+(?:\/guilds\/\d+)?\/commands$/,
  callback: /^\/interactions\/(\d+)\/([^/]+)\/callback$/,
  original: /^\/webhooks\/\d+\/([^/]+)\/messages\/(?:%40|@)original$/,
  followUp: /^\/webhooks\/\d+\/([^/]+)$/,
  threads: /^\/channels\/(\d+)\/threads$/,
  threadMember: /^\/channels\/(\d+)\/thread-members\/(\d+)$/,
  channelMessages: /^\/channels\/(\d+)\/messages$/,
};

let snowflake = 900_000_000_000_000_000n;
export function nextSnowflake(): string {
  snowflake += 1n;
  return snowflake.toString();
}

/** `shards`: how many shards /gateway/bot recommends (1 unless a test spreads the bot over processes). */
export async function startFakeDiscord(options: { shards?: number } = {}): Promise<FakeDiscord> {
  const requests: RecordedRequest[] = [];
  const validTokens = new Set([FAKE_TOKEN]);
  const sockets = new Set<WebSocket>();
  /** The shard each identified session holds. */
  const shardOf = new Map<WebSocket, [number, number]>();
  const identified: [number, number][] = [];
  /** Interaction id -> its token and the flags of its first callback (64: ephemeral). */
  const answered = new Map<string, { token: string; flags: number }>();
  const sent: SentMessage[] = [];
  /** Uploaded files by path (/attachments/<id>/<name>). */
  const uploads = new Map<string, Buffer>();
  let sequence = 0;

  const http: Server = createServer((req, res) => {
    readBody(req)
      .then((raw) => answerHttp(req, res, raw))
      .catch((error: unknown) => json(res, 500, { message: String(error) }));
  });
  const wss = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  const wsListening = new Promise<void>((resolve) => wss.once("listening", resolve));
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  await wsListening;
  const apiPort = (http.address() as AddressInfo).port;
  const wsPort = (wss.address() as AddressInfo).port;

  const fake: FakeDiscord = {
    apiUrl: `http://127.0.0.1:${apiPort}/api`,
    requests,
    validTokens,
    refuseThreads: false,
    chaos: null,
    faults: { "500": 0, "503": 0, "429": 0, drop: 0, lostAnswer: 0 },
    threads: new Map(),
    dispatch(type, data, options = {}) {
      sequence += 1;
      const guildId = (data as { guild_id?: unknown } | null)?.guild_id;
      let reached = 0;
      for (const socket of sockets) {
        const shard = shardOf.get(socket) ?? [0, 1];
        const carries =
          options.shard !== undefined
            ? shard[0] === options.shard
            : typeof guildId !== "string" || Number((BigInt(guildId) >> 22n) % BigInt(shard[1])) === shard[0];
        if (!carries) continue;
        send(socket, { op: 0, t: type, s: sequence, d: data });
        reached += 1;
      }
      return reached;
    },
    sessions: () => identified,
    messages: () => sent,
    deduplicated: 0,
    upload(name, content) {
      const id = nextSnowflake();
      const body = Buffer.from(content);
      const path = `/attachments/${id}/${encodeURIComponent(name)}`;
      uploads.set(path, body);
      const url = `http://127.0.0.1:${apiPort}${path}`;
      return { id, filename: name, size: body.length, url, proxy_url: url, content_type: "application/json" };
    },
    async close() {
      for (const socket of sockets) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };

  async function answerHttp(req: IncomingMessage, res: ServerResponse, raw: Buffer): Promise<void> {
    const [path = "", query = ""] = (req.url ?? "").replace(/^\/api\/v\d+/, "").split("?");
    const method = req.method ?? "";
    const upload = method === "GET" ? uploads.get(path) : undefined;
    if (upload) {
      res.writeHead(200, { "content-type": "application/octet-stream" }).end(upload);
      return;
    }
    const { payload, files } = await parseBody(raw, req.headers["content-type"] ?? "");
    const token = (req.headers.authorization ?? "").replace(/^Bot /, "");
    // Discord asks no bot token on the interaction callback and the webhook-token routes.
    const open = ROUTE.callback.test(path) || path.startsWith("/webhooks/");
    const fault = path === "/gateway/bot" ? null : (fake.chaos?.(method, path) ?? null);
    if (fault) fake.faults[fault] += 1;
    if (fault === "drop") {
      req.socket.destroy();
      return;
    }
    if (fault === "500" || fault === "503") {
      json(res, Number(fault), { message: "Server error", code: 0 });
      return;
    }
    if (fault === "429") {
      res.writeHead(429, {
        "content-type": "application/json",
        "retry-after": "0.05",
        "x-ratelimit-scope": "user",
      });
      res.end(JSON.stringify({ message: "You are being rate limited.", retry_after: 0.05, global: false }));
      return;
    }
    const [status, body] =
      open || validTokens.has(token)
        ? answer(method, path, { payload, files })
        : ([401, { message: "401: Unauthorized", code: 0 }] as Answer);
    const code = (body as { code?: number } | undefined)?.code;
    requests.push({
      method,
      path,
      query,
      body: raw.toString(),
      payload,
      files,
      status,
      ...(code ? { code } : {}),
    });
    if (fault === "lostAnswer") {
      req.socket.destroy();
      return;
    }
    if (body === undefined) res.writeHead(status).end();
    else json(res, status, body);
  }

  type Answer = [status: number, body?: unknown];
  type Body = { payload: Payload; files: UploadedFile[] };
  type Payload = Record<string, unknown> | null;
  const routes: [string, RegExp, (m: RegExpMatchArray, body: Body) => Answer][] = [
    ["GET", /^\/gateway\/bot$/, () => [200, gateway()]],
    ["PUT", ROUTE.commands, (_m, { payload }) => [200, Array.isArray(payload) ? payload : []]],
    ["POST", ROUTE.callback, (m, body) => acknowledge(m[1] ?? "", m[2] ?? "", body)],
    ["PATCH", ROUTE.original, (m, body) => posted("edit", m[1] ?? "", body, tokenFlags(m[1] ?? ""))],
    ["DELETE", ROUTE.original, () => [204]],
    ["POST", ROUTE.followUp, (m, body) => posted("followUp", m[1] ?? "", body, body.payload?.flags)],
    ["POST", ROUTE.threads, (m, { payload }) => openThread(m[1] ?? "", payload)],
    ["PUT", ROUTE.threadMember, (m) => addThreadMember(m[1] ?? "", m[2] ?? "")],
    ["POST", ROUTE.channelMessages, (m, body) => posted("channel", m[1] ?? "", body, 0)],
  ];

  function answer(method: string, path: string, body: Body): Answer {
    for (const [verb, pattern, handler] of routes) {
      const match = method === verb ? path.match(pattern) : null;
      if (match) return handler(match, body);
    }
    return [404, { message: "404: Not Found", code: 0 }];
  }

  function tokenFlags(token: string): number {
    return [...answered.values()].find((a) => a.token === token)?.flags ?? 0;
  }

  /** Channel + nonce -> the message created with that nonce (Discord keeps them a few minutes). */
  const byNonce = new Map<string, Record<string, unknown>>();

  /** Records a message the bot sent, with who can read it, and answers like Discord. */
  function posted(via: SentMessage["via"], target: string, body: Body, flags: unknown): Answer {
    const refused = checkMessage(body.payload, body.files.length, via !== "edit");
    if (refused) return refused;
    const p = body.payload ?? {};
    const nonceKey = via === "channel" && p.enforce_nonce === true && p.nonce ? `${target}/${p.nonce}` : null;
    const earlier = nonceKey ? byNonce.get(nonceKey) : undefined;
    if (earlier) {
      fake.deduplicated += 1;
      return [200, earlier];
    }
    const audience: Audience =
      via === "channel" && fake.threads.has(target)
        ? "privateThread"
        : (Number(flags ?? 0) & 64) === 64
          ? "ephemeral"
          : "public";
    sent.push({
      via,
      target,
      audience,
      content: String(p.content ?? ""),
      allowedMentions: p.allowed_mentions as SentMessage["allowedMentions"],
      components: (p.components as unknown[]) ?? [],
      files: body.files,
      ...(typeof p.nonce === "string" ? { nonce: p.nonce } : {}),
    });
    const created = message(via === "channel" ? target : "", p);
    if (nonceKey) byNonce.set(nonceKey, created);
    return [200, created];
  }

  function gateway() {
    return {
      url: `ws://127.0.0.1:${wsPort}`,
      shards: options.shards ?? 1,
      session_start_limit: { total: 1000, remaining: 999, reset_after: 0, max_concurrency: 1 },
    };
  }

  /** Discord answers only the first callback of an interaction; a repeat gets 40060. */
  function acknowledge(id: string, token: string, body: Body): Answer {
    if (answered.has(id))
      return [400, { message: "Interaction has already been acknowledged.", code: 40060 }];
    const data = (body.payload?.data ?? {}) as Record<string, unknown>;
    const type = body.payload?.type;
    const refused =
      type === 4 || type === 7
        ? checkMessage(data, body.files.length, type === 4)
        : type === 8
          ? checkChoices(data)
          : null;
    if (refused) return refused;
    answered.set(id, { token, flags: Number(data.flags ?? 0) });
    if (type === 4) posted("reply", token, { payload: data, files: body.files }, data.flags);
    // The message the component sits on, rewritten where everyone who could read it sees it.
    if (type === 7) posted("update", token, { payload: data, files: body.files }, 0);
    return [204];
  }

  function addThreadMember(threadId: string, userId: string): Answer {
    fake.threads.get(threadId)?.members.push(userId);
    return [204];
  }

  function openThread(parentId: string, payload: Payload): Answer {
    if (fake.refuseThreads) return [403, { message: "Missing Permissions", code: 50013 }];
    const refused = checkThread(payload);
    if (refused) return refused;
    const id = nextSnowflake();
    const name = String(payload?.name ?? "thread");
    fake.threads.set(id, { parentId, name, members: [] });
    return [201, { id, type: payload?.type ?? 12, parent_id: parentId, name, owner_id: FAKE_APP_ID }];
  }

  wss.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => {
      sockets.delete(socket);
      shardOf.delete(socket);
    });
    send(socket, { op: 10, d: { heartbeat_interval: 41_250 }, s: null, t: null });
    socket.on("message", (raw) => {
      const frame = JSON.parse(raw.toString()) as { op: number; d: unknown };
      if (frame.op === 1) send(socket, { op: 11, d: null, s: null, t: null });
      if (frame.op === 2) {
        const asked = (frame.d as { shard?: [number, number] }).shard ?? [0, 1];
        shardOf.set(socket, asked);
        identified.push(asked);
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
            shard: asked,
            application: { id: FAKE_APP_ID, flags: 0 },
          },
        });
      }
    });
  });

  return fake;
}

/** A complete message object, as Discord returns for a created or edited message. */
export function message(channelId: string, payload: Record<string, unknown> | null): Record<string, unknown> {
  const { content = "", flags = 0, components = [] } = payload ?? {};
  const empty = { mentions: [], mention_roles: [], attachments: [], embeds: [], edited_timestamp: null };
  const fixed = { type: 0, tts: false, mention_everyone: false, pinned: false, author: FAKE_BOT_USER };
  const id = nextSnowflake();
  return { id, channel_id: channelId, content, flags, components, ...empty, ...fixed, timestamp: new Date() };
}

async function parseBody(
  raw: Buffer,
  contentType: string,
): Promise<{ payload: Record<string, unknown> | null; files: UploadedFile[] }> {
  if (raw.length === 0) return { payload: null, files: [] };
  if (!contentType.startsWith("multipart/form-data")) {
    try {
      return { payload: JSON.parse(raw.toString()) as Record<string, unknown>, files: [] };
    } catch {
      return { payload: null, files: [] };
    }
  }
  const form = await new Response(new Uint8Array(raw), {
    headers: { "content-type": contentType },
  }).formData();
  const files: UploadedFile[] = [];
  let payload: Record<string, unknown> | null = null;
  for (const [field, value] of form.entries()) {
    if (typeof value === "string") {
      if (field === "payload_json") payload = JSON.parse(value) as Record<string, unknown>;
    } else {
      const data = Buffer.from(await value.arrayBuffer());
      files.push({ field, name: value.name, contentType: value.type, data });
    }
  }
  return { payload, files };
}

function send(socket: WebSocket, frame: unknown): void {
  socket.send(JSON.stringify(frame));
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const parts: Buffer[] = [];
    req.on("data", (chunk: Buffer) => parts.push(chunk));
    req.on("end", () => resolve(Buffer.concat(parts)));
  });
}

/** The guild and channel the fake interactions come from. */
export const FAKE_GUILD_ID = "200000000000000001";

export interface FakeMember {
  id: string;
  username: string;
  globalName?: string;
  nick?: string;
  /** Holds Manage Server (permission bit 1 << 5). */
  manager?: boolean;
}

type OptionValue = string | number | boolean | { attachment: FakeAttachment };
type Options = Record<string, OptionValue>;

const MEMBER = { roles: [], joined_at: "2026-01-01T00:00:00.000Z", deaf: false, mute: false, flags: 0 };
/** The fields every interaction carries (what discord.js 14 reads; without `entitlements` it crashes). */
const INTERACTION = {
  application_id: FAKE_APP_ID,
  version: 1,
  guild_id: FAKE_GUILD_ID,
  locale: "en-US",
  guild_locale: "en-US",
  app_permissions: "0",
  authorizing_integration_owners: { "0": FAKE_GUILD_ID },
  context: 0,
  entitlements: [],
};

function interaction(type: number, who: FakeMember, channelId: string, data: unknown) {
  const id = nextSnowflake();
  const user = {
    id: who.id,
    username: who.username,
    global_name: who.globalName ?? null,
    discriminator: "0",
  };
  const member = { ...MEMBER, user, nick: who.nick ?? null, permissions: who.manager ? "32" : "0" };
  const channel = { id: channelId, type: 0, guild_id: FAKE_GUILD_ID, name: "twilight-imperium" };
  return { ...INTERACTION, id, type, token: `token-${id}`, channel_id: channelId, channel, member, data };
}

/**
 * `/ti <path> name:value ...`, e.g. path "turn pick"; a path starting with another slash command's name
 * is that command's (e.g. "ti-gm tg", "ti-cards pass"); `focused` marks the option being typed.
 */
function commandData(fullPath: string, options: Options, focused?: string) {
  const own = /^(ti-[a-z]+|ti4) /.exec(fullPath)?.[1];
  const path = own ? fullPath.slice(own.length + 1) : fullPath;
  const kind = (v: OptionValue) =>
    typeof v === "object" ? 11 : typeof v === "string" ? 3 : typeof v === "number" ? 4 : 5;
  const attachments: Record<string, FakeAttachment> = {};
  let nested: unknown[] = Object.entries(options).map(([name, value]) => {
    if (typeof value === "object") attachments[value.attachment.id] = value.attachment;
    return {
      name,
      type: kind(value),
      value: typeof value === "object" ? value.attachment.id : value,
      ...(name === focused ? { focused: true } : {}),
    };
  });
  const words = path.split(" ");
  for (const [i, word] of [...words.entries()].reverse()) {
    nested = [{ name: word, type: i === words.length - 1 ? 1 : 2, options: nested }];
  }
  const name = own ?? "ti";
  const resolved = Object.keys(attachments).length > 0 ? { resolved: { attachments } } : {};
  return { id: "300000000000000001", name, type: 1, guild_id: FAKE_GUILD_ID, options: nested, ...resolved };
}

export function slashCommand(who: FakeMember, channelId: string, path: string, options: Options = {}) {
  return interaction(2, who, channelId, commandData(path, options));
}

export function autocomplete(
  who: FakeMember,
  channelId: string,
  path: string,
  options: Options,
  focused: string,
) {
  return interaction(4, who, channelId, commandData(path, options, focused));
}

/**
 * A press on a button (no values) or a choice in a string select menu, on a message holding these
 * components (as Discord sends the message a component sits on, with each menu's chosen options).
 */
export function componentPress(
  who: FakeMember,
  channelId: string,
  customId: string,
  values?: string[],
  components: unknown[] = [],
) {
  const data = values
    ? { custom_id: customId, component_type: 3, values }
    : { custom_id: customId, component_type: 2 };
  return {
    ...interaction(3, who, channelId, data),
    message: message(channelId, { content: "", components }),
  };
}
