/**
 * The public lines of TI1 Borderlands' Assassins: the attempts announced, each die with what the table
 * made of it, the bodyguards spent, the Assassins hired.
 */
import type { GameEvent } from "../../engine/events.ts";
import type { Ctx, LineTable } from "./context.ts";
import { plural } from "./names.ts";

const STRUCK = "loses every Action Card, casts no votes next round and attacks at -2 next round";

function rolled(e: Extract<GameEvent, { type: "assassinationRolled" }>, c: Ctx): string {
  const die = e.bodyguard ? `${e.die} + 1 (bodyguard) = ${e.die + 1}` : `${e.die}`;
  const head = `🗡️ ${c.who(e.seat)}'s Assassin against ${c.who(e.target)}: ${die} →`;
  if (e.outcome === "struck") return `${head} struck! ${c.who(e.target)} ${STRUCK}.`;
  if (e.outcome === "spared")
    return `${head} a strike, but ${c.who(e.target)} was struck already this phase.`;
  if (e.outcome === "betrayed")
    return `${head} betrayal! The Assassin turns on ${c.who(e.seat)}, who ${STRUCK}.`;
  return `${head} missed.`;
}

export const ASSASSIN_LINES = {
  assassinsSent: (e, c) =>
    `🗡️ ${c.who(e.seat)} sends ${plural(e.targets.length, "Assassin")} at ${e.targets.map((s) => c.who(s)).join(", ")} (2 votes fewer for each, the next two rounds).`,
  bodyguardSpent: (e, c) =>
    `🛡️ ${c.who(e.seat)} spends an Assassin as a bodyguard against ${c.who(e.against)}'s.`,
  assassinationRolled: rolled,
  assassinsBought: (e, c) =>
    e.count < e.asked
      ? `🗡️ ${c.who(e.seat)} hires ${plural(e.count, "Assassin")} of the ${e.asked} asked for (too few left; the most influence hired first).`
      : `🗡️ ${c.who(e.seat)} hires ${plural(e.count, "Assassin")}.`,
} satisfies Partial<LineTable>;
