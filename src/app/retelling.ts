/**
 * A game's log told again, command by command, in the sentences the channel read (narrate/entries.ts):
 * for a surface that keeps no record of what it said (the playground's feed lives in memory) and tells
 * the game again after a restart. Each player's command is one account; the bots' answers that followed
 * it join it, as they do live. Private lines go to their owners only.
 */
import { type GameEvent, type GameState, viewEvent } from "../engine/index.ts";
import type { GameStatus, GameStore, StoredEvent } from "../store/gameStore.ts";
import { narrateEntry } from "./narrate/entries.ts";
import { narratePrivate, settingConfirmations } from "./narrate.ts";
import { isBotUser, type Place, type PrivateMessage } from "./types.ts";

/** One player's command told again, with the bots' answers that followed it. */
export interface ToldCommand {
  /** Who acted (a user id). */
  actor: string;
  /** Their name at the table, if they have a seat. */
  actorName: string | null;
  /** "start", or the command in words: "pick strategy card". */
  command: string;
  at: Date;
  /** What the channel read; empty when it was told nothing (a player's own setting). */
  text: string;
  /** Each player's private lines, in seat order. */
  privates: PrivateMessage[];
}

export interface Retelling {
  status: GameStatus;
  told: ToldCommand[];
}

interface Group {
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
function grouped(entries: readonly StoredEvent[]): Group[] {
  const out: Group[] = [];
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

function told(group: Group, state: GameState): ToldCommand {
  // The same sentences the channel read: each entry's lines, or its command's own sentence.
  const text = group.entries
    .map((entry) => narrateEntry(entry, state))
    .filter((line): line is string => line !== null && line !== "")
    .join("\n");
  const privates: PrivateMessage[] = [];
  for (const player of state.players) {
    if (isBotUser(player.userId)) continue;
    const lines = group.events
      .filter((e) => viewEvent(e, null).type === "hidden" && viewEvent(e, player.seat).type !== "hidden")
      .map((e) => narratePrivate(viewEvent(e, player.seat)))
      .filter((line): line is string => line !== null);
    const confirmation =
      player.userId === group.actor ? settingConfirmations(group.events, player.seat) : null;
    if (confirmation !== null) lines.push(confirmation);
    if (lines.length > 0) privates.push({ userId: player.userId, text: lines.join("\n") });
  }
  return {
    actor: group.actor,
    actorName: state.players.find((p) => p.userId === group.actor)?.name ?? null,
    command: group.command,
    at: group.at,
    text,
    privates,
  };
}

/** The game open in this place told again from its log (nothing before the start); null: no game. */
export async function retell(
  store: Pick<GameStore, "loadByChannel" | "readEvents">,
  place: Place,
): Promise<Retelling | null> {
  const game = await store.loadByChannel(place.guildId, place.channelId);
  if (!game) return null;
  if (game.status === "lobby") return { status: game.status, told: [] };
  const state = game.state as GameState;
  const entries = await store.readEvents(game.id);
  return { status: game.status, told: grouped(entries).map((group) => told(group, state)) };
}
