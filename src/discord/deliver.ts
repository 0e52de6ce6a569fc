/**
 * The Discord side of delivery (src/app/delivery.ts): each part of an outbox batch becomes one or more
 * REST calls. Channel and thread posts carry the part's key as Discord's message nonce with
 * `enforce_nonce`, so a post sent again after a crash returns the message already created instead of a
 * second one; the actor's reply edits (or removes) their interaction's deferred private answer, which is
 * idempotent by nature. Discord's answers are sorted into "try again later" (server errors, dropped
 * connections; discord.js waits out rate limits itself) and "cannot work" (a 4xx: the channel is gone,
 * permissions were taken away, an interaction token expired after 15 minutes).
 */
import { DiscordAPIError, HTTPError, MessageFlags, type RawFile, type REST, Routes } from "discord.js";
import type { ReplyRoute } from "../app/announcement.ts";
import { DeliveryFailure, type Part, type Sink } from "../app/delivery.ts";
import type { GameService } from "../app/gameService.ts";
import type { Place } from "../app/types.ts";
import type { Logger } from "../log.ts";
import { waitingMessage } from "./present.ts";
import { contents, mention } from "./text.ts";
import { seatThread } from "./threads.ts";

export interface DiscordSinkDeps {
  rest: REST;
  /** Where the seats' private threads are found and kept (threads.ts). */
  service: Pick<GameService, "seats" | "rememberThread">;
  log: Logger;
}

const QUIET = { parse: [] as never[] };

/** A nonce for the i-th message of a part (Discord keeps at most 25 characters). */
function nonceOf(key: string, i: number): string {
  return (i === 0 ? key : `${key}.${i}`).slice(0, 25);
}

function failure(error: unknown): DeliveryFailure {
  if (error instanceof DeliveryFailure) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof DiscordAPIError)
    return new DeliveryFailure(`${error.status} ${error.code}: ${message}`, error.status !== 429, undefined);
  if (error instanceof HTTPError) return new DeliveryFailure(`${error.status}: ${message}`, false);
  return new DeliveryFailure(message, false);
}

/** Posts message contents (already escaped and split, text.ts), each with its own nonce. */
async function post(
  deps: DiscordSinkDeps,
  channelId: string,
  key: string,
  parts: readonly string[],
  extra: { allowed_mentions?: unknown; components?: unknown[]; image?: Part & { kind: "account" } } = {},
): Promise<void> {
  for (const [i, content] of parts.entries()) {
    const image = i === 0 ? extra.image?.image : undefined;
    // The close-up first, the full map second: Discord shows both in one message, a tap apart.
    // At the game's end the victory points chart comes last.
    // At the game's end the victory points chart comes last but for the galaxy round by round.
    const images = image
      ? [
          ...(image.closeUp ? [image.closeUp] : []),
          image,
          ...(image.chart ? [image.chart] : []),
          ...(image.summary ? [{ ...image.summary, png: image.summary.webp, type: "image/webp" }] : []),
        ]
      : [];
    const body = {
      content,
      nonce: nonceOf(key, i),
      enforce_nonce: true,
      allowed_mentions: extra.allowed_mentions ?? QUIET,
      ...(i === parts.length - 1 && extra.components ? { components: extra.components } : {}),
      ...(image
        ? { attachments: images.map((m, id) => ({ id, filename: m.name, description: m.description })) }
        : {}),
    };
    const files: RawFile[] | undefined = image
      ? images.map((m) => ({
          name: m.name,
          data: m.png,
          contentType: "type" in m ? m.type : "image/png",
        }))
      : undefined;
    await deps.rest.post(Routes.channelMessages(channelId), { body, ...(files ? { files } : {}) });
  }
}

async function deliverPart(deps: DiscordSinkDeps, place: Place, part: Part): Promise<void> {
  switch (part.kind) {
    case "account":
      if (!part.text && !part.image) return;
      return post(deps, place.channelId, part.key, contents(part.text || (part.image?.description ?? "")), {
        image: part,
      });
    case "waiting": {
      if (part.pending.decisions.length === 0) return;
      const waiting = waitingMessage(part.pending, part.pings);
      return post(deps, place.channelId, part.key, [waiting.content], {
        components: waiting.components,
        allowed_mentions: { parse: [], users: waiting.users },
      });
    }
    case "notice": {
      const users = part.userId ? [part.userId] : [];
      const opening = part.userId ? `${mention(part.userId)} ` : "";
      return post(deps, place.channelId, part.key, contents(part.text, opening), {
        allowed_mentions: { parse: [], users },
      });
    }
    case "private": {
      const threadId = await seatThread(deps, place, part.userId, part.gameId ?? undefined);
      if (!threadId && part.fallback) return privateFollowUps(deps, part.fallback, part.text);
      if (!threadId)
        throw new DeliveryFailure("private message not delivered: the player has no private thread", true);
      return post(deps, threadId, part.key, contents(part.text, `${mention(part.userId)} `), {
        allowed_mentions: { parse: [], users: [part.userId] },
      });
    }
    case "reply": {
      if (!part.route) return;
      const { applicationId, token } = part.route;
      const original = Routes.webhookMessage(applicationId, token, "@original");
      // Nothing to add to the public account: the private "thinking…" goes away.
      if (!part.text) await deps.rest.delete(original, { auth: false });
      else
        await deps.rest.patch(original, {
          body: { content: contents(part.text)[0], allowed_mentions: QUIET },
          auth: false,
        });
      return;
    }
  }
}

/** Lines for the actor alone, as private follow-ups of their interaction (where no thread can be had). */
async function privateFollowUps(deps: DiscordSinkDeps, route: ReplyRoute, text: string): Promise<void> {
  for (const content of contents(text))
    await deps.rest.post(Routes.webhook(route.applicationId, route.token), {
      body: { content, flags: MessageFlags.Ephemeral, allowed_mentions: QUIET },
      auth: false,
    });
}

export function discordSink(deps: DiscordSinkDeps): Sink {
  return {
    async deliver(place, part) {
      try {
        await deliverPart(deps, place, part);
      } catch (error) {
        throw failure(error);
      }
    },
  };
}
