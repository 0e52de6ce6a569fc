/**
 * A decision: what the game waits for, from whom. Everything that needs "whose move is it" (buttons,
 * pings, reminders, the bot, apply's first check) reads decisions, derived from the frame stack.
 */
import type { Ruleset, Seat } from "./types.ts";

export interface Decision<R extends Ruleset> {
  /** The command type that answers this decision. */
  kind: R["command"]["type"];
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
