/**
 * A stored log entry told again as the channel told it: `/ti game log` and the playground's feed after a
 * restart read the same sentences the players saw, never a command's internal name.
 */
import type { Command } from "../../engine/commands.ts";
import { type GameEvent, type GameState, viewEvent } from "../../engine/index.ts";
import { narrateAll, narrateCommand } from "../narrate.ts";

export interface LogEntry {
  actor: string;
  command: unknown;
  events: unknown;
}

/** The entries the app writes itself (the start, an abandon, undo), in the words the channel read. */
function appEntryLine(
  type: string,
  command: Record<string, unknown>,
  name: string,
  state: GameState,
): string | null {
  const seatName = () =>
    (typeof command.seat === "number" ? state.players[command.seat]?.name : undefined) ?? "a player";
  switch (type) {
    // The time bank (app/timeBank.ts, app/bankVotes.ts).
    case "timeBankSet":
      return command.off === true ? `${name} turned the time bank off.` : `${name} set the time bank.`;
    case "bankVoteOpened":
      return `${seatName()}'s time bank ran out: the table votes on their seat.`;
    case "bankVoteCast":
      return `${name} votes ${String(command.choice)} on ${seatName()}'s seat.`;
    case "abandon":
      return `${name} abandoned the game.`;
    case "undo":
      return `${name}'s last action was taken back.`;
    case "undoRequested":
      return `${name} asks to take back their last action.`;
    case "undoAnswered":
      return command.consent === true ? `${name} agrees to the undo.` : `${name} refuses the undo.`;
    default:
      return null;
  }
}

/**
 * The public text of one entry; null for an entry that tells the public nothing (a player's own
 * setting). The start is "The game begins!" with the setup's lines.
 */
export function narrateEntry(entry: LogEntry, state: GameState): string | null {
  const events = Array.isArray(entry.events) ? (entry.events as GameEvent[]) : [];
  const command = (
    typeof entry.command === "object" && entry.command !== null ? entry.command : {}
  ) as Record<string, unknown>;
  const type = typeof command.type === "string" ? command.type : "";
  const name = state.players.find((p) => p.userId === entry.actor)?.name ?? "A game master";
  if (type === "start") {
    return `The game begins!\n${narrateAll(
      events.map((e) => viewEvent(e, null)),
      state,
    )}`.trim();
  }
  const own = appEntryLine(type, command, name, state);
  if (own !== null) return own;
  // An engine command: its events' lines, or its own sentence.
  if (typeof command.seat === "number") return narrateCommand(command as unknown as Command, events, state);
  return (
    narrateAll(
      events.map((e) => viewEvent(e, null)),
      state,
    ) || null
  );
}
