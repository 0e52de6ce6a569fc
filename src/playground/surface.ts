/**
 * The playground's half of a Discord channel: a typed command line, a form or a pressed button becomes
 * one GameService call, and its Outcome becomes posts in the channel feed (text, map, pings) and lines in
 * each player's private panel. Refusals go back to the person who asked only, as Discord's ephemeral
 * replies do, and change nothing.
 */
import { randomUUID } from "node:crypto";
import {
  type CatalogCommand,
  commandNamed,
  fullName,
  isArgError,
  parseCommandLine,
  type RawArgs,
  unknownCommand,
} from "../app/catalog/index.ts";
import type { Delivery as Dispatcher } from "../app/delivery.ts";
import type { GameService } from "../app/gameService.ts";
import type { Actor, AppRequest, Outcome } from "../app/types.ts";
import type { Feeds } from "./feed.ts";
import { retellGame } from "./history.ts";
import { actorFor, placeOf } from "./people.ts";

export interface PlaygroundApp {
  /** The one door to the games: commands, and every look the page takes (app/tables.ts). */
  service: GameService;
  /** The outbox's dispatcher: a saved change is said through it (sink.ts shows it in the feed). */
  delivery: Dispatcher;
}

export interface SurfaceContext {
  app: PlaygroundApp;
  feeds: Feeds;
}

/** What the person who acted sees: the refusal, or the answer meant for them alone. */
export interface Delivery {
  ok: boolean;
  error?: string;
  /** An answer for the actor only (help, status, hand...). */
  reply?: string;
  fileUrl?: string;
  duplicate?: boolean;
}

export function interactionIdFrom(given: unknown): string {
  return typeof given === "string" && /^[\w:-]{8,80}$/.test(given) ? given : `playground:${randomUUID()}`;
}

export async function runLine(
  ctx: SurfaceContext,
  channelId: string,
  actor: Actor,
  line: string,
  interactionId: string,
): Promise<Delivery> {
  const parsed = parseCommandLine(line);
  if ("argError" in parsed) return { ok: false, error: parsed.argError };
  return runCatalog(ctx, channelId, actor, parsed.command, parsed.args, line.trim(), interactionId);
}

/**
 * A command given as its name and option values (the page's forms), e.g. "game new". A field left
 * empty is an option not given; every other value is read as a typed one is.
 */
export async function runArgs(
  ctx: SurfaceContext,
  channelId: string,
  actor: Actor,
  name: string,
  args: Record<string, string | number | boolean>,
  interactionId: string,
): Promise<Delivery> {
  const command = commandNamed(name);
  if (!command) return { ok: false, error: unknownCommand(name).argError };
  const given = Object.fromEntries(Object.entries(args).filter(([, v]) => v !== ""));
  const echo = [
    fullName(command),
    ...Object.entries(given).map(([k, v]) =>
      command.options.find((o) => o.name === k)?.kind === "attachment"
        ? `${k}:(attached file)`
        : `${k}:${/\s/.test(String(v)) ? `"${v}"` : v}`,
    ),
  ].join(" ");
  return runCatalog(ctx, channelId, actor, command, given, echo, interactionId);
}

async function runCatalog(
  ctx: SurfaceContext,
  channelId: string,
  actor: Actor,
  command: CatalogCommand,
  args: RawArgs,
  echo: string,
  interactionId: string,
): Promise<Delivery> {
  const request = await ctx.app.service.readRequest(placeOf(channelId), command, args);
  if (isArgError(request)) return { ok: false, error: request.argError };
  return deliver(ctx, channelId, actor, request, {
    echo: `used ${echo}`,
    private: command.private === true,
    interactionId,
  });
}

/** Buttons whose answer is the presser's alone, as on Discord (an ephemeral reply): "What happened?". */
const PRIVATE_PRESSES: ReadonlySet<AppRequest["kind"]> = new Set(["catchup"]);

/** A pressed button: the request it carries, as the Discord button sends it. */
export async function runRequest(
  ctx: SurfaceContext,
  channelId: string,
  actor: Actor,
  request: AppRequest,
  label: string,
  interactionId: string,
): Promise<Delivery> {
  return deliver(ctx, channelId, actor, request, {
    echo: `pressed “${label}”`,
    private: PRIVATE_PRESSES.has(request.kind),
    interactionId,
  });
}

async function deliver(
  ctx: SurfaceContext,
  channelId: string,
  actor: Actor,
  request: AppRequest,
  how: { echo: string; private: boolean; interactionId: string },
): Promise<Delivery> {
  await ensureChannel(ctx, channelId);
  const outcome = await ctx.app.service.handle(placeOf(channelId), actor, request, how.interactionId);
  if (outcome.duplicate) return { ok: true, duplicate: true };
  if (!outcome.ok) return { ok: false, error: outcome.error?.message ?? "Refused." };
  const publicReply = how.private ? undefined : outcome.reply;
  if (outcome.queued) {
    ctx.feeds.post(channelId, { kind: "invocation", author: actor.name, text: how.echo });
    await ctx.app.delivery.flush(placeOf(channelId));
    if (publicReply) ctx.feeds.post(channelId, { kind: "bot", author: "Mecatol", text: publicReply });
  } else if (outcome.publicText || publicReply || (outcome.image && !how.private)) {
    ctx.feeds.post(channelId, { kind: "invocation", author: actor.name, text: how.echo });
    await postOutcome(ctx, channelId, outcome, publicReply);
  }
  if (!outcome.queued)
    for (const message of outcome.privateMessages)
      ctx.feeds.whisper(channelId, message.userId, { text: message.text });
  // A private answer's image (a past map: /ti game history) is the asker's alone, like a file.
  const fileUrl = outcome.file
    ? ctx.feeds.keep(Buffer.from(outcome.file.content), "application/json", outcome.file.name)
    : how.private && outcome.image
      ? ctx.feeds.keep(outcome.image.png, "image/png", outcome.image.name)
      : undefined;
  return {
    ok: true,
    ...(how.private && outcome.reply ? { reply: outcome.reply } : {}),
    ...(fileUrl ? { fileUrl } : {}),
  };
}

async function postOutcome(
  ctx: SurfaceContext,
  channelId: string,
  outcome: Outcome,
  publicReply: string | undefined,
): Promise<void> {
  const map = outcome.image ? ctx.feeds.keepMap(outcome.image) : {};
  const pings = outcome.pings.length > 0 ? await namesOf(ctx, channelId, outcome.pings) : [];
  ctx.feeds.post(channelId, {
    kind: "bot",
    author: "Mecatol",
    text: [outcome.publicText, publicReply].filter(Boolean).join("\n"),
    ...map,
    ...(pings.length > 0 ? { pings } : {}),
  });
}

async function namesOf(ctx: SurfaceContext, channelId: string, userIds: string[]): Promise<string[]> {
  const seats = await ctx.app.service.seats(placeOf(channelId));
  return userIds.map((id) => seats.find((s) => s.userId === id)?.name || actorFor(id).name);
}

const MECATOL: Actor = { userId: "playground:mecatol", name: "Mecatol" };

/**
 * The first look at a channel in this process. A channel whose game was saved earlier opens with its
 * posts told again from the event log (history.ts), then its current status and map, asked of the
 * service like any request.
 */
export async function ensureChannel(ctx: SurfaceContext, channelId: string): Promise<void> {
  if (!ctx.feeds.open(channelId)) return;
  const retold = await ctx.app.service.retell(placeOf(channelId));
  if (!retold) {
    ctx.feeds.post(channelId, {
      kind: "notice",
      author: "Mecatol",
      text: `This is the start of #${channelId}. No game here yet: type /ti game new in the box below to open one here (players then join from the lobby), or press "+ New game" for a quick game with bots in a channel of its own.`,
    });
    return;
  }
  const told = retellGame(ctx.feeds, channelId, retold.told);
  const request: AppRequest = { kind: retold.status === "lobby" ? "status" : "map" };
  const outcome = await ctx.app.service.handle(placeOf(channelId), MECATOL, request);
  ctx.feeds.post(channelId, {
    kind: "notice",
    author: "Mecatol",
    text:
      told > 0
        ? "The posts above were told again from the game's log after a restart (earlier maps are not redrawn). Where it stands:"
        : "The playground restarted; the game is saved. Where it stands:",
  });
  if (outcome.ok) await postOutcome(ctx, channelId, { ...outcome, pings: [] }, outcome.reply);
}
