/**
 * Sabotage Runs, a base-game option (RR §24.5; Base p.35, SE p.13 errata, FAQ p.3). Before a Space
 * Battle, once Anti-Fighter Barrage and its casualties are over (RR §12.1: Barrage always comes first),
 * each player, the attacker first, may send Fighters of his in the system at the enemy's War Suns, one run
 * per War Sun aimed at (two War Suns: the Fighters are split into two runs).
 * - Every Fighter of a run rolls a die: 9 or 10 gets it through the outer defences; the others are
 *   destroyed.
 * - The Fighters through then roll one at a time: a 10 destroys the War Sun outright (its cargo goes down
 *   with it, RR §2.3) and the run is over; any other result destroys that Fighter.
 * - Fighters left (through, but not needed) fight the battle as usual.
 * These dice are not combat rolls (SE errata "Combat Rolls"): no modifier changes them and no card that
 * answers combat dice applies. Interpretation, the rules being silent: a run flies at an undamaged War Sun
 * while there is one (the saboteur's best target), and the War Suns are counted, not named.
 */
import type { Command } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import type { FrameRules } from "../flow.ts";
import { type RuleError, ruleError } from "../ruleError.ts";
import { rollPlain } from "../rules/combat/dice.ts";
import { unitsAt } from "../rules/combat/forces.ts";
import type { SpaceBattleFrame } from "../rules/combat/frames.ts";
import { destroyUnits, loseCargo } from "../rules/combat/losses.ts";
import { nameOf } from "../rules/players.ts";
import type { GameState, PositionLabel, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";

const RULE = "RR §24.5 Sabotage Runs";

export interface SabotageRunsFrame {
  kind: "sabotageRuns";
  position: PositionLabel;
  attacker: Seat;
  defender: Seat;
  /** Who is still to send runs or not: the attacker first, then the defender. */
  awaiting: Seat[];
}

const opponent = (frame: SabotageRunsFrame, seat: Seat) =>
  seat === frame.attacker ? frame.defender : frame.attacker;

/** The seat's Fighters in the battle and the War Suns they could fly at. */
export function sabotageOdds(state: GameState, frame: SabotageRunsFrame, seat: Seat) {
  const own = unitsAt(state, frame.position, null, seat).units;
  const theirs = unitsAt(state, frame.position, null, opponent(frame, seat));
  return {
    fighters: own.fighter ?? 0,
    warSuns: theirs.units.warSun ?? 0,
    damaged: theirs.damaged.warSun ?? 0,
  };
}

function mayRun(state: GameState, frame: SabotageRunsFrame, seat: Seat): boolean {
  const odds = sabotageOdds(state, frame, seat);
  return odds.fighters > 0 && odds.warSuns > 0;
}

/** RR §12.1: right after Anti-Fighter Barrage (hooks/combat.ts afterAntiFighterBarrage). */
export function openRuns(tx: Tx, battle: SpaceBattleFrame): void {
  const frame: SabotageRunsFrame = {
    kind: "sabotageRuns",
    position: battle.position,
    attacker: battle.attacker,
    defender: battle.defender,
    awaiting: [battle.attacker, battle.defender],
  };
  // Fighters Barrage may still destroy are counted again when each side is asked.
  if (frame.awaiting.some((seat) => mayRun(tx.state, frame, seat))) tx.emit({ type: "framePushed", frame });
}

function top(tx: Tx): SabotageRunsFrame | undefined {
  const frame = tx.state.stack.at(-1);
  return frame?.kind === "sabotageRuns" ? frame : undefined;
}

function checkRuns(state: GameState, frame: SabotageRunsFrame, seat: Seat, runs: readonly number[]) {
  const odds = sabotageOdds(state, frame, seat);
  const enemy = nameOf(state, opponent(frame, seat));
  if (runs.length > odds.warSuns)
    return ruleError(
      "ERR_SABOTAGE_TARGETS",
      RULE,
      `One run per War Sun: ${enemy} has ${odds.warSuns} War Sun(s) here, you sent ${runs.length} runs.`,
    );
  if (runs.some((n) => n < 1))
    return ruleError("ERR_SABOTAGE_FIGHTERS", RULE, "Each run needs at least one Fighter.");
  const sent = runs.reduce((a, b) => a + b, 0);
  if (sent > odds.fighters)
    return ruleError(
      "ERR_SABOTAGE_FIGHTERS",
      RULE,
      `You have ${odds.fighters} Fighter(s) in the battle; you sent ${sent}.`,
    );
  return undefined;
}

/** One run: the outer defences, then the Fighters through one at a time until a 10. */
function fly(tx: Tx, frame: SabotageRunsFrame, seat: Seat, fighters: number): void {
  const where = { seat, position: frame.position, planet: null };
  const through = rollPlain(tx, where, "sabotageRun", fighters, 9).filter((d) => d.hit).length;
  destroyUnits(tx, seat, frame.position, null, { fighter: fighters - through }, "sabotage run: shot down");
  const enemy = opponent(frame, seat);
  for (let i = 0; i < through; i++) {
    const odds = sabotageOdds(tx.state, frame, seat);
    if (odds.warSuns === 0) return;
    if (!rollPlain(tx, where, "sabotageRun", 1, 10)[0]?.hit) {
      destroyUnits(tx, seat, frame.position, null, { fighter: 1 }, "sabotage run: failed");
      continue;
    }
    const damaged = odds.damaged === odds.warSuns ? { damaged: { warSun: 1 } } : {};
    const units = { warSun: 1 };
    tx.emit({
      type: "unitsRemoved",
      seat: enemy,
      position: frame.position,
      units,
      ...damaged,
      reason: "sabotage run",
    });
    loseCargo(tx, enemy, frame.position);
    return;
  }
}

export function sabotageRuns(
  tx: Tx,
  command: Extract<Command, { type: "sabotageRuns" }>,
): RuleError | undefined {
  const frame = top(tx);
  if (!frame || frame.awaiting[0] !== command.seat)
    return ruleError("ERR_NOT_NOW", RULE, "No sabotage run is yours to send now.");
  const refused = checkRuns(tx.state, frame, command.seat, command.runs);
  if (refused) return refused;
  tx.emit({ type: "frameReplaced", frame: { ...frame, awaiting: frame.awaiting.slice(1) } });
  for (const fighters of command.runs) fly(tx, frame, command.seat, fighters);
  return undefined;
}

export const SABOTAGE_RUNS_RULES: FrameRules<SabotageRunsFrame> = {
  decisions(state, frame): Decision[] {
    const seat = frame.awaiting[0];
    if (seat === undefined || !mayRun(state, frame, seat)) return [];
    const odds = sabotageOdds(state, frame, seat);
    const enemy = nameOf(state, opponent(frame, seat));
    const prompt = `send Fighters (you have ${odds.fighters}) on sabotage runs at ${enemy}'s ${odds.warSuns} War Sun(s) in ${frame.position}, or none`;
    return [{ kind: "sabotageRuns", seat, simultaneous: false, prompt }];
  },
  advance(tx, frame) {
    const [seat, ...rest] = frame.awaiting;
    if (seat === undefined) {
      tx.emit({ type: "framePopped" });
      return true;
    }
    if (mayRun(tx.state, frame, seat)) return false;
    tx.emit({ type: "frameReplaced", frame: { ...frame, awaiting: rest } });
    return true;
  },
};
