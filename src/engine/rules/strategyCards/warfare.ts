/**
 * Warfare and Warfare II primaries. Their secondaries (Patrols, Reinforce) move ships: they belong to the
 * tactical-action rules and are carried out by hand until then (strategyAbilities.ts announces them).
 * - Warfare, Major Offensive (RR §6): one of your command counters leaves the board (`position`) for your
 *   Command Pool; that system may be activated again.
 * - Warfare II, High Alert (SE p.16): place the High Alert token in a system with your ships (`position`).
 *   It stays in `state.highAlert` until the Status Phase starts (phaseHooks.ts).
 *
 * What the token does is read by other rule areas, through `onHighAlert`:
 * - movement: the holder's ships starting in that system get +1 movement, and when any of them move out
 *   the holder may take the token along (`moveHighAlert`);
 * - combat: those ships get +1 on Space Battle rolls, not on pre-combat abilities and not for Ground
 *   Forces in Invasion Combat (SE p.16). Neither is applied here.
 */

import { ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import type { PrimaryRule } from "../../strategyCards.ts";
import type { Tx } from "../../tx.ts";
import { countersOnBoard } from "../counters.ts";
import { hasShipsIn } from "./board.ts";

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

/** The systems holding ships of the seat. */
function systemsWithShips(state: GameState, seat: Seat): PositionLabel[] {
  return Object.keys(state.board).filter((position) => {
    const system = state.board[position];
    return system !== undefined && hasShipsIn(system, seat);
  });
}

const highAlert: PrimaryRule = {
  needsAnswer: (state, frame) => systemsWithShips(state, frame.seat).length > 0,
  prompt: () => "name a system with your ships (position) for the High Alert token",
  resolve(tx, frame, choice) {
    // SE p.16 places it in "one of his or her systems": without ships anywhere there is none to choose.
    if (systemsWithShips(tx.state, frame.seat).length === 0) return undefined;
    if (choice.position === undefined || !systemsWithShips(tx.state, frame.seat).includes(choice.position)) {
      return ruleError(
        "ERR_HIGH_ALERT_SYSTEM",
        "SE p.16 Warfare II",
        "Name a system holding your ships (position) for the High Alert token.",
      );
    }
    tx.emit({ type: "highAlertPlaced", seat: frame.seat, position: choice.position });
    return undefined;
  },
};

/** For movement and combat: are this seat's ships in this system on High Alert? */
export function onHighAlert(state: GameState, seat: Seat, position: PositionLabel): boolean {
  return state.highAlert?.seat === seat && state.highAlert.position === position;
}

/** For movement: the holder takes the token along with ships leaving its system (SE p.16, optional). */
export function moveHighAlert(tx: Tx, position: PositionLabel): void {
  if (tx.state.highAlert && tx.state.highAlert.position !== position)
    tx.emit({ type: "highAlertMoved", position });
}

export const WARFARE_PRIMARIES: Record<string, PrimaryRule> = { majorOffensive, highAlert };
