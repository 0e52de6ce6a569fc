/**
 * Command counters (RR §15): 16 per race, in Strategy Allocation, Command Pool, Fleet Supply, on the
 * board, or in reinforcements. An effect that would give more than the reinforcements hold gives what is
 * left (RR §1: nothing substitutes for a missing counter).
 */
import { COMMAND_COUNTERS_PER_RACE } from "../../content/index.ts";
import type { CounterArea } from "../events.ts";
import type { GameState, Seat } from "../state.ts";
import { player } from "./players.ts";

export const COUNTER_AREAS: readonly CounterArea[] = ["strategy", "fleet", "command"];

export function countersOnBoard(state: GameState, seat: Seat): number {
  let n = 0;
  for (const system of Object.values(state.board))
    n += system.commandCounters.filter((s) => s === seat).length;
  return n;
}

export function countersOnSheet(state: GameState, seat: Seat): number {
  const c = player(state, seat).counters;
  return c.strategy + c.fleet + c.command;
}

export function reinforcements(state: GameState, seat: Seat): number {
  return COMMAND_COUNTERS_PER_RACE - countersOnSheet(state, seat) - countersOnBoard(state, seat);
}
