/**
 * The JSON API the page speaks (everything under /api/). Each write is one GameService call made through
 * `surface.ts`; reads come from the in-memory feed and from the looks at the games GameService offers.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { CATALOG, findCommand, fullName } from "../app/catalog/index.ts";
import { IMPORT_LIMIT_BYTES } from "../app/importGame.ts";
import type { AppRequest } from "../app/types.ts";
import { PLAYER_INK } from "../render/index.ts";
import type { Feeds } from "./feed.ts";
import { BadRequest, readJson, readText, send, sendJson } from "./http.ts";
import { actorFor, channelIdFor, isChannelId, isPlaygroundUser, placeOf, QUICK_NAMES } from "./people.ts";
import { quickGame } from "./quickGame.ts";
import { suggest, type ValueLookup } from "./suggest.ts";
import {
  ensureChannel,
  interactionIdFrom,
  type PlaygroundApp,
  runArgs,
  runLine,
  runRequest,
  type SurfaceContext,
} from "./surface.ts";
import { listChannels, tableOf } from "./tables.ts";

export interface ApiDeps {
  app(): PlaygroundApp | null;
  feeds: Feeds;
}

type Handler = (call: Call) => Promise<void>;

interface Call {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  ctx: SurfaceContext;
  channelId: string;
}

const ROUTES: { method: string; pattern: RegExp; handler: Handler }[] = [
  { method: "GET", pattern: /^\/api\/catalog$/, handler: catalog },
  { method: "GET", pattern: /^\/api\/channels$/, handler: channels },
  { method: "POST", pattern: /^\/api\/channels$/, handler: openChannel },
  { method: "POST", pattern: /^\/api\/quick-game$/, handler: quick },
  { method: "GET", pattern: /^\/api\/channels\/([^/]+)$/, handler: table },
  { method: "GET", pattern: /^\/api\/channels\/([^/]+)\/feed$/, handler: feed },
  { method: "GET", pattern: /^\/api\/channels\/([^/]+)\/private$/, handler: privatePanel },
  { method: "GET", pattern: /^\/api\/channels\/([^/]+)\/suggest$/, handler: suggestions },
  { method: "GET", pattern: /^\/api\/channels\/([^/]+)\/tactical$/, handler: tactical },
  { method: "GET", pattern: /^\/api\/channels\/([^/]+)\/history$/, handler: timeline },
  { method: "GET", pattern: /^\/api\/channels\/([^/]+)\/history\/\d+\.png$/, handler: mapAt },
  { method: "POST", pattern: /^\/api\/channels\/([^/]+)\/command$/, handler: command },
  { method: "POST", pattern: /^\/api\/channels\/([^/]+)\/request$/, handler: request },
  { method: "POST", pattern: /^\/api\/channels\/([^/]+)\/import$/, handler: importFile },
];

/** Answers an /api/ request; false when the path is not the API's. */
export async function routeApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: ApiDeps,
): Promise<boolean> {
  if (!url.pathname.startsWith("/api/")) return false;
  const file = /^\/api\/files\/([\w-]+)(\/.*)?$/.exec(url.pathname);
  if (file && req.method === "GET") {
    const blob = deps.feeds.blob(file[1] as string);
    if (blob) send(res, 200, blob.type, blob.body);
    else sendJson(res, 404, { error: "That image or file is no longer kept; ask for a new one." });
    return true;
  }
  const app = deps.app();
  if (!app) {
    sendJson(res, 503, { error: "The database is still being prepared; try again in a moment." });
    return true;
  }
  const route = ROUTES.find((r) => r.method === req.method && r.pattern.test(url.pathname));
  if (!route) {
    sendJson(res, 404, { error: `No ${req.method} ${url.pathname} in the playground API.` });
    return true;
  }
  const channelId = decodeURIComponent(route.pattern.exec(url.pathname)?.[1] ?? "");
  if (channelId && !isChannelId(channelId)) {
    sendJson(res, 400, { error: "A channel id is lower-case letters, digits and dashes." });
    return true;
  }
  try {
    await route.handler({ req, res, url, ctx: { app, feeds: deps.feeds }, channelId });
  } catch (error) {
    if (!(error instanceof BadRequest)) throw error;
    sendJson(res, 400, { error: error.message });
  }
  return true;
}

function userOf(value: unknown): string {
  if (!isPlaygroundUser(value))
    throw new BadRequest('userId must be a playground user id such as "playground:alice".');
  return value;
}

async function catalog({ res }: Call): Promise<void> {
  sendJson(res, 200, {
    commands: CATALOG.map((c) => ({
      name: fullName(c),
      description: c.description,
      private: c.private === true,
      options: c.options,
    })),
    newGame: findCommand("game", "new")?.options ?? [],
    quickNames: QUICK_NAMES,
    inks: PLAYER_INK,
    bots: "Bots play the engine's bot policy and answer at once; a bot sees only what its seat may see, like any player, so it is a fair opponent.",
  });
}

async function channels({ res, ctx }: Call): Promise<void> {
  sendJson(res, 200, { channels: await listChannels(ctx.app.service, ctx.feeds.channels()) });
}

async function openChannel({ req, res, ctx }: Call): Promise<void> {
  const body = await readJson(req);
  const channelId = channelIdFor(typeof body.name === "string" ? body.name : "");
  await ensureChannel(ctx, channelId);
  sendJson(res, 200, { channelId });
}

async function quick({ req, res, ctx }: Call): Promise<void> {
  const body = await readJson(req);
  const channel =
    typeof body.channel === "string" && body.channel.trim() ? channelIdFor(body.channel) : undefined;
  const result = await quickGame(
    ctx,
    Number(body.players ?? 4),
    argsOf(body.args),
    channel,
    Number(body.bots ?? 0),
  );
  sendJson(res, result.ok ? 200 : 422, result);
}

async function table({ res, ctx, channelId }: Call): Promise<void> {
  sendJson(res, 200, await tableOf(ctx.app.service, channelId));
}

async function feed({ res, url, ctx, channelId }: Call): Promise<void> {
  await ensureChannel(ctx, channelId);
  const after = Number(url.searchParams.get("after") ?? 0) || 0;
  sendJson(res, 200, { epoch: ctx.feeds.epoch, posts: ctx.feeds.read(channelId, after) });
}

/** The hand is asked of the service each time, so the panel always shows the saved game's truth. */
async function privatePanel({ res, url, ctx, channelId }: Call): Promise<void> {
  const userId = userOf(url.searchParams.get("userId"));
  const hand = await ctx.app.service.handle(placeOf(channelId), actorFor(userId), { kind: "hand" });
  sendJson(res, 200, {
    userId,
    hand: hand.ok ? (hand.reply ?? null) : null,
    cards: hand.ok ? (hand.hand ?? null) : null,
    messages: ctx.feeds.privateFor(channelId, userId),
  });
}

/** Values come from the same autocomplete as Discord's, for this channel's game and this player. */
async function suggestions({ res, url, ctx, channelId }: Call): Promise<void> {
  const actor = actorFor(userOf(url.searchParams.get("userId")));
  const lookup: ValueLookup = async (option, query) =>
    option.autocomplete ? ctx.app.service.suggest(placeOf(channelId), actor, option.autocomplete, query) : [];
  sendJson(res, 200, { suggestions: await suggest(url.searchParams.get("line") ?? "", lookup) });
}

/** The form for the tactical step waiting on this player (move, land, produce), or null. */
async function tactical({ res, url, ctx, channelId }: Call): Promise<void> {
  const userId = userOf(url.searchParams.get("userId"));
  sendJson(res, 200, { form: await ctx.app.service.tacticalForm(placeOf(channelId), userId) });
}

/** The step-through's range: the game's first and last event numbers and where each round began. */
async function timeline({ res, ctx, channelId }: Call): Promise<void> {
  const found = await ctx.app.service.timeline(placeOf(channelId));
  if (found) sendJson(res, 200, found);
  else sendJson(res, 404, { error: "This channel has no running game to step through." });
}

/** The public map after one event, drawn once per (game, event) by the app (app/history.ts). */
async function mapAt({ res, url, ctx, channelId }: Call): Promise<void> {
  const event = Number(/\/history\/(\d+)\.png$/.exec(url.pathname)?.[1]);
  const drawn = await ctx.app.service.mapAt(placeOf(channelId), event);
  if (drawn) send(res, 200, "image/png", drawn.png);
  else sendJson(res, 404, { error: `This channel's game has no event ${event}.` });
}

async function command({ req, res, ctx, channelId }: Call): Promise<void> {
  const body = await readJson(req);
  const actor = actorFor(userOf(body.userId), body.name);
  const interactionId = interactionIdFrom(body.interactionId);
  const delivery =
    typeof body.line === "string"
      ? await runLine(ctx, channelId, actor, body.line, interactionId)
      : typeof body.command === "string"
        ? await runArgs(ctx, channelId, actor, body.command, argsOf(body.args), interactionId)
        : null;
  if (!delivery) throw new BadRequest("Send a command line as line, or a command name with args.");
  sendJson(res, delivery.ok ? 200 : 422, delivery);
}

async function request({ req, res, ctx, channelId }: Call): Promise<void> {
  const body = await readJson(req);
  const actor = actorFor(userOf(body.userId), body.name);
  const appRequest = body.request as { kind?: unknown } | undefined;
  if (typeof appRequest?.kind !== "string")
    throw new BadRequest("request must be an app request with a kind.");
  const label = typeof body.label === "string" ? body.label.slice(0, 80) : appRequest.kind;
  const delivery = await runRequest(
    ctx,
    channelId,
    actor,
    appRequest as AppRequest,
    label,
    interactionIdFrom(body.interactionId),
  );
  sendJson(res, delivery.ok ? 200 : 422, delivery);
}

/**
 * `/ti game import` with its file uploaded as the body (a game file is larger than a command's body may
 * be), as Discord hands the bot an attached file; the player is named in the query.
 */
async function importFile({ req, res, url, ctx, channelId }: Call): Promise<void> {
  const actor = actorFor(userOf(url.searchParams.get("userId")), url.searchParams.get("name") ?? undefined);
  const file = await readText(req, IMPORT_LIMIT_BYTES);
  const id = interactionIdFrom(url.searchParams.get("interactionId") ?? undefined);
  const delivery = await runArgs(ctx, channelId, actor, "game import", { file }, id);
  sendJson(res, delivery.ok ? 200 : 422, delivery);
}

/** Form values: strings, numbers and booleans only. */
function argsOf(value: unknown): Record<string, string | number | boolean> {
  if (value === undefined) return {};
  if (typeof value !== "object" || value === null) throw new BadRequest("args must be an object.");
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") out[k] = v;
    else throw new BadRequest(`args.${k} must be a string, number or boolean.`);
  }
  return out;
}
