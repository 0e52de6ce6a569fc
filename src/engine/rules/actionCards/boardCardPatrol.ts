/**
 * Patrol (RR §19; the Warfare secondary it mirrors, RR §6): up to 2 of the player's Cruisers or
 * Destroyers in a system he has activated each step into an adjacent empty system outside the Home
 * Systems, which gets a command counter from his reinforcements. Played naming the activated system; the
 * card then asks him where each ship goes (one destination per answer, no ships to stop), and the moves
 * are checked as the secondary's (tactical/secondaries.ts: planPatrols).
 */

import type { CardChoiceAnswer, CardChoiceRule } from "../../choices.ts";
import { isRuleError, ruleError } from "../../ruleError.ts";
import type { PositionLabel } from "../../state.ts";
import { settleTradeStations } from "../tactical/control.ts";
import type { PatrolMove } from "../tactical/orders.ts";
import { planPatrols } from "../tactical/secondaries.ts";
import { count, spaceUnits, totalUnits } from "../units.ts";
import { isRefusal, namedSystem } from "./boardCardTools.ts";
import type { ActionCardEffect } from "./cardPlay.ts";
import { askCardChoice } from "./choice.ts";
import type { CardChoiceFrame } from "./frames.ts";

const RULE = "Patrol";

function patrollers(state: Parameters<typeof spaceUnits>[0], position: PositionLabel, seat: number): number {
  const here = spaceUnits(state, position, seat);
  return count(here, "cruiser") + count(here, "destroyer");
}

const patrol: ActionCardEffect = {
  check(state, play) {
    const position = namedSystem(state, play.system, RULE, "the activated system your ships patrol from");
    if (isRefusal(position)) return position;
    if (!state.board[position]?.commandCounters.includes(play.seat))
      return ruleError("ERR_CARD_TARGET", RULE, "Name a system holding one of your command counters.");
    if (patrollers(state, position, play.seat) === 0)
      return ruleError("ERR_CARD_TARGET", RULE, "Name a system where you have a Cruiser or Destroyer.");
    return undefined;
  },
  resolvesLast: true,
  resolve(tx, play) {
    askPatrol(tx, play.system as PositionLabel, play.seat, 2);
  },
};

function askPatrol(
  tx: Parameters<ActionCardEffect["resolve"]>[0],
  from: PositionLabel,
  seat: number,
  left: number,
) {
  askCardChoice(tx, {
    effect: "patrol",
    prompt: `Patrol: name up to ${left} Cruiser(s)/Destroyer(s) at ${from} and the adjacent empty system they go to, or no units to stop`,
    awaiting: [seat],
    data: { from, left },
  });
}

/** The patrol moves an answer describes: each named ship from the activated system to the system named. */
function movesOf(frame: CardChoiceFrame, answer: CardChoiceAnswer): PatrolMove[] | null {
  const units = answer.units ?? {};
  const from = String(frame.data.from);
  const others = Object.entries(units).some(([t, n]) => t !== "cruiser" && t !== "destroyer" && (n ?? 0) > 0);
  if (others || totalUnits(units) === 0 || answer.system === undefined) return null;
  const moves: PatrolMove[] = [];
  for (const unit of ["cruiser", "destroyer"] as const)
    for (let i = 0; i < count(units, unit); i++) moves.push({ from, to: answer.system, unit });
  return moves;
}

const patrolChoice: CardChoiceRule = {
  check(state, frame, seat, answer) {
    if (totalUnits(answer.units ?? {}) === 0) return undefined;
    const moves = movesOf(frame, answer);
    if (!moves || moves.length > Number(frame.data.left)) {
      return ruleError(
        "ERR_CARD_CHOICE",
        RULE,
        `Name at most ${frame.data.left} of your Cruisers or Destroyers and the system they patrol into.`,
      );
    }
    const planned = planPatrols(state, seat, moves);
    return isRuleError(planned) ? planned : undefined;
  },
  resolve(tx, frame, seat, answer) {
    const moves = movesOf(frame, answer);
    if (!moves) return;
    const planned = planPatrols(tx.state, seat, moves);
    if (isRuleError(planned)) throw new Error(`patrol checked but refused: ${planned.message}`);
    for (const event of planned) tx.emit(event);
    settleTradeStations(tx);
    const left = Number(frame.data.left) - moves.length;
    const from = String(frame.data.from);
    if (left > 0 && patrollers(tx.state, from, seat) > 0) askPatrol(tx, from, seat, left);
  },
  options: () => [{ units: {} }],
};

export const BOARD_PATROL_EFFECTS: Readonly<Record<string, ActionCardEffect>> = { patrol };
export const BOARD_PATROL_CHOICES: Readonly<Record<string, CardChoiceRule>> = { patrol: patrolChoice };
