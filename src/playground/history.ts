/**
 * The channel's earlier posts, told again from the game's event log when the playground first looks at a
 * channel in this process (after a restart): the log is the truth, and the feed is only its narration.
 * The app tells the log command by command in the sentences the channel read (app/retelling.ts); here
 * each becomes a short line for the player's command and Mecatol's post, and the private lines go back
 * to their owners' panels. Old maps are not redrawn: the caller posts the current one.
 */

import type { ToldCommand } from "../app/retelling.ts";
import type { Feeds } from "./feed.ts";
import { actorFor } from "./people.ts";

/** Tells the game's log again in the channel's feed; returns how many commands were told. */
export function retellGame(feeds: Feeds, channelId: string, told: readonly ToldCommand[]): number {
  for (const command of told) {
    const at = command.at.toISOString();
    // A player's own setting tells the channel nothing, not even that a command was used.
    if (command.text !== "") {
      feeds.post(channelId, {
        kind: "invocation",
        author: command.actorName ?? actorFor(command.actor).name,
        text: command.command === "start" ? "started the game" : `used ${command.command}`,
        at,
      });
      feeds.post(channelId, { kind: "bot", author: "Mecatol", text: command.text, at });
    }
    for (const message of command.privates)
      feeds.whisper(channelId, message.userId, { text: message.text, at });
  }
  return told.length;
}
