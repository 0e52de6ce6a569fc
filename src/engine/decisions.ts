/**
 * Who the game is waiting for, and on what. Everything that needs "whose move is it" (buttons, pings,
 * reminders, the bot policy, apply's first check) reads this one function, which derives the answer
 * from the frame stack.
 */
import type { CommandType } from "./commands.ts";
import { frameRules } from "./flow.ts";
import type { GameState, Seat } from "./state.ts";

export interface Decision {
  /** The command type that answers this decision. */
  kind: CommandType;
  seat: Seat;
  /** True when others may answer their own decisions at the same time. */
  simultaneous: boolean;
  /** A short line for pings and buttons: "pick a Strategy Card". */
  prompt: string;
  /** The legal answers when they can be listed (card ids, races, positions). */
  choices?: readonly string[];
  /**
   * A "may" the game does not wait for (Mentak's Pillage while others pick): offered, but the seat is not
   * counted as waited on, so nobody is pinged, reminded or timed out for it.
   */
  optional?: boolean;
}

export function decisions(state: GameState): Decision[] {
  const top = state.stack.at(-1);
  if (!top) return [];
  return frameRules(state, top.kind).decisions(state, top as never);
}

/** The seats the game is waiting for, without repeats, in seat order (optional offers do not count). */
export function waitingFor(state: GameState): Seat[] {
  const owed = decisions(state).filter((d) => d.optional !== true);
  return [...new Set(owed.map((d) => d.seat))].sort((a, b) => a - b);
}
