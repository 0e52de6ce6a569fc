/**
 * The bot's answer to a Sabotage Run (RR §24.5, an option): a Fighter sent has one chance in fifty of
 * destroying the War Sun and is almost always lost, so the bot sends its Fighters only when the battle
 * looks lost without it (the enemy fleet the stronger), and then all of them, split evenly between the
 * War Suns there. Otherwise it sends none.
 */
import type { Command } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import { sabotageOdds } from "../options/sabotageRunsRules.ts";
import { spaceUnits } from "../rules/units.ts";
import type { GameState } from "../state.ts";
import { strengthOf } from "./forces.ts";
import type { Candidates } from "./policy.ts";

function runsCandidates(state: GameState, d: Decision): Command[] {
  const frame = state.stack.at(-1);
  const none: Command = { type: "sabotageRuns", seat: d.seat, runs: [] };
  if (frame?.kind !== "sabotageRuns") return [none];
  const enemy = d.seat === frame.attacker ? frame.defender : frame.attacker;
  const odds = sabotageOdds(state, frame, d.seat);
  const targets = Math.min(odds.warSuns, odds.fighters);
  const runs = Array.from(
    { length: targets },
    (_, i) => Math.floor(odds.fighters / targets) + (i < odds.fighters % targets ? 1 : 0),
  );
  const all: Command = { type: "sabotageRuns", seat: d.seat, runs };
  const mine = strengthOf(spaceUnits(state, frame.position, d.seat));
  const theirs = strengthOf(spaceUnits(state, frame.position, enemy));
  return targets > 0 && mine < theirs ? [all, none] : [none];
}

export const SABOTAGE_CANDIDATES: Partial<Record<Command["type"], Candidates>> = {
  sabotageRuns: runsCandidates,
};
