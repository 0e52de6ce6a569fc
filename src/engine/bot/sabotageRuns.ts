/**
 * The bot's answer to a Sabotage Run (RR §24.5, an option): Fighters sent at the enemy's War Suns before a
 * Space Battle (never at Dreadnoughts: the rule names War Suns only). A Fighter sent has one chance in
 * fifty of destroying the War Sun outright (9 or 10 to get through, then a 10) and is almost always lost,
 * but a War Sun is worth twenty-four Fighters, and the first of the enemy's dice would take the Fighter
 * anyway. So whenever it has Fighters there and the enemy a War Sun, the bot flies:
 * - its fleet the weaker: every Fighter, split evenly between the War Suns (the battle looks lost without
 *   a War Sun gone);
 * - otherwise: half its Fighters (rounded up) in one run at one War Sun, the other half kept as the
 *   fleet's screen.
 * Not flying stays the fallback candidate.
 */
import type { Command } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import { sabotageOdds } from "../options/sabotageRunsRules.ts";
import { spaceUnits } from "../rules/units.ts";
import type { GameState } from "../state.ts";
import { strengthOf } from "./forces.ts";
import type { Candidates } from "./policy.ts";

/** `fighters` split as evenly as may be into `targets` runs. */
function split(fighters: number, targets: number): number[] {
  return Array.from(
    { length: targets },
    (_, i) => Math.floor(fighters / targets) + (i < fighters % targets ? 1 : 0),
  );
}

function runsCandidates(state: GameState, d: Decision): Command[] {
  const frame = state.stack.at(-1);
  const none: Command = { type: "sabotageRuns", seat: d.seat, runs: [] };
  if (frame?.kind !== "sabotageRuns") return [none];
  const enemy = d.seat === frame.attacker ? frame.defender : frame.attacker;
  const odds = sabotageOdds(state, frame, d.seat);
  const targets = Math.min(odds.warSuns, odds.fighters);
  if (targets === 0) return [none];
  const mine = strengthOf(spaceUnits(state, frame.position, d.seat));
  const theirs = strengthOf(spaceUnits(state, frame.position, enemy));
  const runs = mine < theirs ? split(odds.fighters, targets) : [Math.ceil(odds.fighters / 2)];
  return [{ type: "sabotageRuns", seat: d.seat, runs }, none];
}

export const SABOTAGE_CANDIDATES: Partial<Record<Command["type"], Candidates>> = {
  sabotageRuns: runsCandidates,
};
