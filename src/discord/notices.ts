/**
 * Notices nobody asked for, from the scheduler: reminders (a message in the game's channel mentioning
 * the player, who alone may be pinged), the stalled notice, and a timed-out seat's default action (what
 * happened with the map, then whom the game waits for now with the answer buttons, then each player's
 * private lines in their thread). There is no interaction to answer, so these go through the REST API.
 */
import { type RawFile, type REST, Routes } from "discord.js";
import type { GameService } from "../app/gameService.ts";
import type { Outcome, Place } from "../app/types.ts";
import type { Logger } from "../log.ts";
import { waitingMessage } from "./present.ts";
import { contents, mention } from "./text.ts";
import { deliverPrivately } from "./threads.ts";

export interface NoticeDeps {
  rest: REST;
  /** Where the seats' private threads are found and kept (threads.ts). */
  service: Pick<GameService, "seats" | "rememberThread">;
  log: Logger;
}

/** What the scheduler hands over (src/scheduler/reminders.ts ReminderNotice has this shape). */
export interface Notice {
  place: Place;
  /** Mentioned, and the only user the message may ping; null: nobody is pinged. */
  userId: string | null;
  text: string;
  outcome?: Outcome;
}

interface MessageBody {
  content: string;
  allowed_mentions: { parse: never[]; users?: string[] };
  components?: unknown[];
  attachments?: { id: number; filename: string; description: string }[];
}

async function post(deps: NoticeDeps, channelId: string, body: MessageBody, files?: RawFile[]) {
  await deps.rest.post(Routes.channelMessages(channelId), { body, ...(files ? { files } : {}) });
}

export async function announce(deps: NoticeDeps, notice: Notice): Promise<void> {
  const channelId = notice.place.channelId;
  if (notice.outcome) return announceOutcome(deps, notice, notice.outcome);
  const opening = notice.userId ? `${mention(notice.userId)} ` : "";
  const users = notice.userId ? [notice.userId] : [];
  for (const part of contents(notice.text, opening))
    await post(deps, channelId, { content: part, allowed_mentions: { parse: [], users } });
}

async function announceOutcome(deps: NoticeDeps, notice: Notice, outcome: Outcome): Promise<void> {
  const channelId = notice.place.channelId;
  const [first = "", ...rest] = contents([notice.text, outcome.publicText].filter(Boolean).join("\n"));
  const image = outcome.image;
  const quiet = { parse: [] as never[] };
  if (image) {
    await post(
      deps,
      channelId,
      {
        content: first,
        allowed_mentions: quiet,
        attachments: [{ id: 0, filename: image.name, description: image.description }],
      },
      [{ name: image.name, data: image.png, contentType: "image/png" }],
    );
  } else await post(deps, channelId, { content: first, allowed_mentions: quiet });
  for (const part of rest) await post(deps, channelId, { content: part, allowed_mentions: quiet });
  const { pending } = outcome;
  if (pending && pending.decisions.length > 0) {
    const waiting = waitingMessage(pending, outcome.pings);
    await post(deps, channelId, {
      content: waiting.content,
      components: waiting.components,
      allowed_mentions: { parse: [], users: waiting.users },
    });
  }
  // Nobody acted here, so a line that cannot reach its thread has no one to fall back to: it is logged.
  await deliverPrivately(deps, notice.place, outcome.privateMessages, "", async () => undefined);
}
