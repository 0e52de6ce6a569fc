/**
 * The casualties of a volley (RR §12.2 step 3): every owner whose units were hit assigns the hits, all at
 * once (the order does not matter once the dice are rolled). An owner with the standing preference, or
 * with only one legal assignment, is answered for at once. Before that, a Jol-Nar shooter may pay a
 * Strategy Allocation counter to roll one of its missed dice again (race sheet).
 */
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import type { FrameRules } from "../../flow.ts";
import { rollD10 } from "../../rng.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { hasAbility, player } from "../players.ts";
import { combatRollWindowDue, openCombatRollWindow, openShipLossWindows } from "./combatCardWindow.ts";
import type { CasualtiesFrame, CombatDie, Volley } from "./frames.ts";
import {
  type Assignment,
  assignmentForced,
  autoAssignment,
  checkAssignment,
  hitsOwed,
  hitsToAssign,
} from "./hitPool.ts";
import { damageUnits, destroyUnits, loseCargo } from "./losses.ts";
import { isCombatRoll } from "./modifiers.ts";
import { offerDecisions } from "./offers.ts";

export type CasualtiesInit = Omit<CasualtiesFrame, "kind" | "rerolls" | "assigned" | "fighters"> & {
  fighters?: CasualtiesFrame["fighters"];
};

function missedDice(dice: readonly CombatDie[]): number[] {
  return dice.flatMap((d, i) => (d.needed !== null && !d.hit ? [i] : []));
}

function rerollable(volleys: readonly Volley[], seat: Seat): Volley[] {
  return volleys.filter((v) => v.shooter === seat && isCombatRoll(v.roll));
}

/** Jol-Nar (race sheet): a Strategy Allocation counter re-rolls any one die, at once. */
function mayReroll(state: GameState, seat: Seat, volleys: readonly Volley[]): boolean {
  if (!hasAbility(state, seat, "jolnarReroll") || player(state, seat).counters.strategy < 1) return false;
  return missedDice(rerollable(volleys, seat).flatMap((v) => v.dice)).length > 0;
}

/** Pushes the casualties step for these volleys; false when there is nothing to resolve. */
export function pushCasualties(tx: Tx, init: CasualtiesInit): boolean {
  const volleys = init.volleys.filter((v) => v.dice.length > 0 || v.hits > 0);
  const shooters = [...new Set(volleys.map((v) => v.shooter))];
  const rerolls = shooters.filter((s) => mayReroll(tx.state, s, volleys));
  // Recheck, Shields Holding (Action Cards): a window after the dice, even when none hit (combatCardWindow.ts).
  const cardWindow = combatRollWindowDue(tx.state, volleys);
  if (!volleys.some((v) => v.hits > 0) && rerolls.length === 0 && !cardWindow) return false;
  const frame: CasualtiesFrame = {
    ...init,
    kind: "casualties",
    volleys,
    rerolls,
    assigned: [],
    fighters: init.fighters ?? null,
  };
  tx.emit({ type: "framePushed", frame });
  if (cardWindow) openCombatRollWindow(tx, volleys);
  return true;
}

function targets(frame: CasualtiesFrame): Seat[] {
  return [...new Set(frame.volleys.filter((v) => v.hits > 0 && !v.atGuards).map((v) => v.target))].filter(
    (seat) => !frame.assigned.includes(seat),
  );
}

function where(frame: CasualtiesFrame): string {
  const place = frame.planet === null ? `in ${frame.position}` : `on ${frame.planet}`;
  const what = frame.on === "fighters" ? "Fighters" : frame.on === "ground" ? "ground forces" : "ships";
  return `your ${what} ${place} (${frame.reason})`;
}

export const CASUALTIES_RULES: FrameRules<CasualtiesFrame> = {
  decisions(state, frame): Decision[] {
    if (frame.rerolls.length > 0) {
      return offerDecisions(
        state,
        frame.rerolls.map((seat) => ({ seat, ability: "jolnarReroll" })),
      );
    }
    return targets(frame).map((seat) => ({
      kind: "assignHits",
      seat,
      simultaneous: true,
      prompt: `assign ${hitsToAssign(state, frame, seat)} hit(s) to ${where(frame)}`,
    }));
  },
  advance(tx, frame) {
    if (frame.rerolls.length > 0) return false;
    for (const seat of targets(frame)) {
      const auto = player(tx.state, seat).preferences?.autoAssignHits === true;
      if (auto || assignmentForced(tx.state, frame, seat)) {
        applyAssignment(tx, frame, seat, autoAssignment(tx.state, frame, seat));
        return true;
      }
    }
    if (targets(frame).length > 0) return false;
    tx.emit({ type: "framePopped" });
    return true;
  },
};

function top(tx: Tx): CasualtiesFrame {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "casualties") throw new Error("no casualties to assign");
  return frame;
}

/** Removes and damages the assigned units, then marks the owner as done. */
function applyAssignment(tx: Tx, frame: CasualtiesFrame, seat: Seat, assignment: Assignment): void {
  const fighters = frame.on === "ground" ? (assignment.destroy.fighter ?? 0) : 0;
  const onSpot = { ...assignment.destroy };
  if (fighters > 0) delete onSpot.fighter;
  const reason = `${frame.reason}: ${hitsOwed(frame, seat)} hit(s)`;
  destroyUnits(tx, seat, frame.position, frame.planet, onSpot, reason);
  if (fighters > 0) destroyUnits(tx, seat, frame.position, null, { fighter: fighters }, reason);
  damageUnits(tx, seat, frame.position, assignment.damage);
  if (frame.planet === null) loseCargo(tx, seat, frame.position);
  const now = top(tx);
  const left = now.fighters && now.fighters.seat === seat ? now.fighters.count - fighters : null;
  tx.emit({
    type: "frameReplaced",
    frame: {
      ...now,
      assigned: [...now.assigned, seat],
      fighters: left === null ? now.fighters : { seat, count: left },
      lastLosses: { seat, damaged: assignment.damage, destroyed: onSpot },
    },
  });
  // Direct Hit, Courageous to the End (Action Cards): windows right after ships are damaged or lost.
  openShipLossWindows(tx, seat, frame.planet === null ? assignment : null);
}

export function assignHits(tx: Tx, command: Extract<Command, { type: "assignHits" }>): RuleError | undefined {
  const frame = top(tx);
  if (!targets(frame).includes(command.seat))
    return ruleError("ERR_NO_HITS", "RR §12.2", "No hits are waiting for you to assign.");
  const assignment = { destroy: command.destroy, damage: command.damage ?? {} };
  const refused = checkAssignment(tx.state, frame, command.seat, assignment);
  if (refused) return refused;
  applyAssignment(tx, frame, command.seat, assignment);
  return undefined;
}

/** Jol-Nar's answer: keep the dice, or pay a Strategy Allocation counter to roll one missed die again. */
export function answerReroll(
  tx: Tx,
  command: Extract<Command, { type: "useCombatAbility" }>,
): RuleError | undefined {
  const frame = top(tx);
  const seat = command.seat;
  if (!command.use) {
    tx.emit({ type: "frameReplaced", frame: { ...frame, rerolls: frame.rerolls.filter((s) => s !== seat) } });
    return undefined;
  }
  const mine = rerollable(frame.volleys, seat);
  const own = frame.volleys.flatMap((v, vi) =>
    mine.includes(v) ? v.dice.map((d, di) => ({ d, vi, di })) : [],
  );
  const chosen = command.die === undefined ? undefined : own[command.die];
  if (!chosen || chosen.d.needed === null || chosen.d.hit) {
    const missed = own.flatMap((o, i) => (o.d.needed !== null && !o.d.hit ? [i] : []));
    return ruleError(
      "ERR_REROLL_DIE",
      "Jol-Nar race sheet",
      `Name a missed die to roll again: ${missed.join(", ")}.`,
    );
  }
  tx.emit({ type: "commandCountersSpent", seat, counters: { strategy: 1 }, reason: "Jol-Nar re-roll" });
  const drawn = rollD10(tx.state.rng, 1);
  const value = drawn.value[0] as number;
  const die: CombatDie = {
    ...chosen.d,
    first: chosen.d.value,
    value,
    hit: value >= (chosen.d.needed as number),
  };
  const where = { position: frame.position, planet: frame.planet };
  tx.emit({
    type: "combatRolled",
    seat,
    ...where,
    roll: "reroll",
    dice: [die],
    hits: die.hit ? 1 : 0,
    rng: drawn.rng,
  });
  const volleys = frame.volleys.map((v, vi) => {
    if (vi !== chosen.vi) return v;
    const dice = v.dice.map((d, di) => (di === chosen.di ? die : d));
    return { ...v, dice, hits: dice.filter((d) => d.hit).length };
  });
  const rerolls = mayReroll(tx.state, seat, volleys)
    ? frame.rerolls
    : frame.rerolls.filter((s) => s !== seat);
  tx.emit({ type: "frameReplaced", frame: { ...frame, volleys, rerolls } });
  return undefined;
}
