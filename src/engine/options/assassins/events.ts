/** How the Assassins' events change the state (Borderlands, "Assassins"). No rule checks here. */
import type { EvolveTable } from "../../evolve.ts";
import type { GameState, Seat } from "../../state.ts";
import { type AssassinsState, ROUNDS_OF_LOST_VOTES } from "./board.ts";

type AssassinEvent = "assassinsSent" | "bodyguardSpent" | "assassinationRolled" | "assassinsBought";

function assassinsOf(s: GameState): AssassinsState {
  s.assassins ??= { held: {}, sent: [], struck: [] };
  return s.assassins;
}

function takeFrom(a: AssassinsState, seat: Seat, count: number): void {
  const left = (a.held[String(seat)] ?? 0) - count;
  if (left < 0) throw new Error(`seat ${seat} holds too few Assassins`);
  if (left === 0) delete a.held[String(seat)];
  else a.held[String(seat)] = left;
}

export const ASSASSIN_EVOLVE: EvolveTable<AssassinEvent> = {
  assassinsSent: (s, e) => {
    const a = assassinsOf(s);
    takeFrom(a, e.seat, e.targets.length);
    // Attempts older than the rounds they cost votes in count for nothing any more.
    a.sent = a.sent.filter((x) => x.round + ROUNDS_OF_LOST_VOTES >= s.round);
    for (const _ of e.targets) a.sent.push({ seat: e.seat, round: s.round });
  },
  bodyguardSpent: (s, e) => {
    takeFrom(assassinsOf(s), e.seat, 1);
  },
  assassinationRolled: (s, e) => {
    const victim = e.outcome === "struck" ? e.target : e.outcome === "betrayed" ? e.seat : undefined;
    if (victim === undefined) return;
    const a = assassinsOf(s);
    a.struck = a.struck.filter((x) => x.round + 1 >= s.round);
    if (!a.struck.some((x) => x.seat === victim && x.round === s.round))
      a.struck.push({ seat: victim, round: s.round });
  },
  assassinsBought: (s, e) => {
    const a = assassinsOf(s);
    a.held[String(e.seat)] = (a.held[String(e.seat)] ?? 0) + e.count;
  },
};
