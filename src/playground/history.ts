/**
 * The channel's earlier posts, told again from the game's event log when the playground first looks at a
 * channel in this process (after a restart): the log is the truth, and the feed is only its narration.
 * Each player's command becomes a short line and Mecatol's post with the public narration (the same
 * sentences the channel read, app/narrate/entries.ts); the bots' answers that followed a command join
 * its post, as they do live. Private lines go back to their owners' panels. Old maps are
 * not redrawn: the caller posts the current one.
 */

import { narrateEntry } from "../app/narrate/entries.ts";
import { narratePrivate, settingConfirmations } from "../app/narrate.ts";
import { isBotUser } from "../app/types.ts";
import { type GameEvent, type GameState, viewEvent } from "../engine/index.ts";
import type { StoredEvent, StoredGame } from "../store/gameStore.ts";
import { actorFor } from "./people.ts";
import type { SurfaceContext } from "./surface.ts";

interface Told {
  actor: string;
  command: string;
  at: Date;
  events: GameEvent[];
  /** The entries told together: the player's command, then the bots' answers that followed it. */
  entries: StoredEvent[];
}

/** "pickStrategyCard" -> "pick strategy card". */
function commandWords(command: unknown): string {
  const type = (command as { type?: unknown } | null)?.type;
  return typeof type === "string" ? type.replace(/([A-Z])/g, " $1").toLowerCase() : "a command";
}

/** One group per human command, with the bot answers that followed it. */
function grouped(entries: readonly StoredEvent[]): Told[] {
  const out: Told[] = [];
  for (const entry of entries) {
    const events = Array.isArray(entry.events) ? (entry.events as GameEvent[]) : [];
    const last = out.at(-1);
    if (last && isBotUser(entry.actor)) {
      last.events.push(...events);
      last.entries.push(entry);
    } else
      out.push({
        actor: entry.actor,
        command: commandWords(entry.command),
        at: entry.createdAt,
        events,
        entries: [entry],
      });
  }
  return out;
}

/** Tells the game's log again in the channel's feed; returns how many commands were told. */
export async function retellGame(ctx: SurfaceContext, channelId: string, game: StoredGame): Promise<number> {
  if (game.status === "lobby") return 0;
  const state = game.state as GameState;
  const nameOf = (userId: string) =>
    state.players.find((p) => p.userId === userId)?.name ?? actorFor(userId).name;
  const told = grouped(await ctx.app.store.readEvents(game.id));
  for (const group of told) {
    const at = new Date(group.at).toISOString();
    const start = group.command === "start";
    // The same sentences the channel read: each entry's lines, or its command's own sentence. A
    // player's own setting tells the channel nothing, not even that a command was used.
    const text = group.entries
      .map((entry) => narrateEntry(entry, state))
      .filter((line): line is string => line !== null && line !== "")
      .join("\n");
    if (text !== "") {
      ctx.feeds.post(channelId, {
        kind: "invocation",
        author: nameOf(group.actor),
        text: start ? "started the game" : `used ${group.command}`,
        at,
      });
      ctx.feeds.post(channelId, { kind: "bot", author: "Mecatol", text, at });
    }
    for (const player of state.players) {
      if (isBotUser(player.userId)) continue;
      const lines = group.events
        .filter((e) => viewEvent(e, null).type === "hidden" && viewEvent(e, player.seat).type !== "hidden")
        .map((e) => narratePrivate(viewEvent(e, player.seat)))
        .filter((line): line is string => line !== null);
      const confirmation =
        player.userId === group.actor ? settingConfirmations(group.events, player.seat) : null;
      if (confirmation !== null) lines.push(confirmation);
      if (lines.length > 0) ctx.feeds.whisper(channelId, player.userId, { text: lines.join("\n"), at });
    }
  }
  return told.length;
}
