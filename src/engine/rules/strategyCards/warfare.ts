/**
 * Warfare's primary, Major Offensive (RR §6): one of your command counters leaves the board (`position`)
 * for your Command Pool; that system may be activated again. Its secondary, Patrols, moves ships: it
 * lives with the tactical rules (tactical/secondaries.ts). Warfare II's High Alert is in highAlert.ts,
 * its Reinforce in tactical/reinforce.ts.
 */

import { ruleError } from "../../ruleError.ts";
import type { PositionLabel } from "../../state.ts";
import type { PrimaryRule } from "../../strategyCards.ts";
import { countersOnBoard } from "../counters.ts";

const majorOffensive: PrimaryRule = {
  needsAnswer: (state, frame) => countersOnBoard(state, frame.seat) > 0,
  prompt: () => "name a system (position) whose command counter of yours goes back to your Command Pool",
  resolve(tx, frame, choice) {
    // With no counter on the board there is nothing to take back: the ability resolves with no effect.
    if (countersOnBoard(tx.state, frame.seat) === 0) return undefined;
    const system = choice.position === undefined ? undefined : tx.state.board[choice.position];
    if (!system?.commandCounters.includes(frame.seat)) {
      return ruleError(
        "ERR_NO_COUNTER_THERE",
        "RR §6 Warfare",
        "Name a system (position) holding one of your command counters.",
      );
    }
    tx.emit({ type: "systemCounterRemoved", seat: frame.seat, position: choice.position as PositionLabel });
    tx.emit({
      type: "commandCountersGained",
      seat: frame.seat,
      counters: { command: 1 },
      reason: "Warfare: Major Offensive",
    });
    return undefined;
  },
};

export const WARFARE_PRIMARIES: Record<string, PrimaryRule> = { majorOffensive };
