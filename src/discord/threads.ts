/**
 * Each seated player's private thread in the game's channel: opened when the first line for that player
 * is delivered, its id kept
 * on the seat (through the app: GameService's `rememberThread`), and used for everything only that
 * player may see (draws, hands, secret objectives). Where
 * Discord refuses a thread (missing permission), the acting player gets the text as a private reply and
 * the others' messages are logged: nothing secret is ever posted in the channel instead.
 */
import { ChannelType, DiscordAPIError, type REST, Routes } from "discord.js";
import type { GameService } from "../app/gameService.ts";
import type { SeatAtTable } from "../app/tables.ts";
import { isBotUser, type Place } from "../app/types.ts";
import type { Logger } from "../log.ts";
import { clip, MAX_THREAD_NAME } from "./text.ts";

export interface ThreadDeps {
  rest: REST;
  /** Where the seats are read and a new thread is remembered. */
  service: Pick<GameService, "seats" | "rememberThread">;
  log: Logger;
}

/** A week: the longest auto-archive Discord offers; posting into an archived thread reopens it. */
const ARCHIVE_MINUTES = 10_080;

const THREAD_SUFFIX = " — private (Mecatol)";

/**
 * "<name> — private (Mecatol)" within Discord's 100 characters, the name shortened if need be. A thread
 * name shows no markdown; line breaks and the invisible controls that reorder text are left out.
 */
export function threadName(seatName: string): string {
  const name = seatName.replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, "").trim();
  return `${clip(name || "Player", MAX_THREAD_NAME - THREAD_SUFFIX.length)}${THREAD_SUFFIX}`;
}

/**
 * The private thread of a player's seat here, opened if missing; null where there is none to be had (no
 * such seat, a bot, or Discord refuses the thread). A failure that may pass (a server error) is thrown,
 * so the delivery is tried again. `gameId`: the game the lines come from, which may have ended (or been
 * abandoned and followed by another) before they are delivered; its seat's thread is the right one.
 */
export async function seatThread(
  deps: ThreadDeps,
  place: Place,
  userId: string,
  gameId?: string,
): Promise<string | null> {
  if (isBotUser(userId)) return null;
  const seat = (await deps.service.seats(place, gameId)).find((s) => s.userId === userId);
  if (!seat) return null;
  return seat.threadId ?? openThread(deps, place, seat, { throwPassing: true, gameId });
}

async function openThread(
  deps: ThreadDeps,
  place: Place,
  seat: SeatAtTable,
  how: { throwPassing?: boolean; gameId?: string | undefined } = {},
): Promise<string | null> {
  try {
    const thread = (await deps.rest.post(Routes.threads(place.channelId), {
      body: {
        name: threadName(seat.name),
        type: ChannelType.PrivateThread,
        invitable: false,
        auto_archive_duration: ARCHIVE_MINUTES,
      },
    })) as { id: string };
    // Kept before the player is added, so a retry never opens a second thread. A failed add is not
    // fatal: a private thread takes in whoever it mentions, and every post there mentions its player.
    await deps.service.rememberThread(place, seat.userId, thread.id, how.gameId);
    await deps.rest
      .put(Routes.threadMembers(thread.id, seat.userId))
      .catch((error: unknown) => deps.log.warn({ err: error, thread: thread.id }, "cannot add the player"));
    return thread.id;
  } catch (error) {
    const lasting = error instanceof DiscordAPIError && error.status >= 400 && error.status < 500;
    if (how.throwPassing && !lasting && !(error instanceof DiscordAPIError && error.status === 429))
      throw error;
    deps.log.warn(
      { err: error, seat: seat.seat, channel: place.channelId },
      "cannot open a private thread: that player gets private replies instead",
    );
    return null;
  }
}
