/**
 * Warfare II's primary, High Alert (SE p.16): the holder places the High Alert token in a system with his
 * ships (`position`); it stays in `state.highAlert` until the Status Phase starts (phaseHooks.ts). While it
 * is on the board:
 * - the holder's ships in its system move 1 further (`shipMovementBonus`, read by tactical/moveChecks.ts);
 * - when some of them move out (`shipsMoved`: movement, Patrols, Reinforce, a retreat), the holder may take
 *   the token along to where they went: a `highAlert` frame asks, `moveHighAlert` answers (null: it stays);
 * - they get +1 on Space Battle rolls, not on pre-combat abilities nor for Ground Forces (combat/modifiers.ts).
 */
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import type { FrameRules } from "../../flow.ts";
import type { HighAlertFrame } from "../../frames.ts";
import type { ShipsLeft } from "../../hooks/tactical.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import type { PrimaryRule } from "../../strategyCards.ts";
import type { Tx } from "../../tx.ts";
import { hasShipsIn } from "./board.ts";

const RULE = "SE p.16 Warfare II";

/** The systems holding ships of the seat. */
function systemsWithShips(state: GameState, seat: Seat): PositionLabel[] {
  return Object.keys(state.board).filter((position) => {
    const system = state.board[position];
    return system !== undefined && hasShipsIn(system, seat);
  });
}

export const highAlert: PrimaryRule = {
  needsAnswer: (state, frame) => systemsWithShips(state, frame.seat).length > 0,
  prompt: () => "name a system with your ships (position) for the High Alert token",
  resolve(tx, frame, choice) {
    // SE p.16 places it in "one of his or her systems": without ships anywhere there is none to choose.
    if (systemsWithShips(tx.state, frame.seat).length === 0) return undefined;
    if (choice.position === undefined || !systemsWithShips(tx.state, frame.seat).includes(choice.position)) {
      return ruleError(
        "ERR_HIGH_ALERT_SYSTEM",
        RULE,
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

/** `shipMovementBonus`: +1 for the holder's ships leaving the token's system. */
export function highAlertMovement(state: GameState, seat: Seat, from: PositionLabel): number {
  return onHighAlert(state, seat, from) ? 1 : 0;
}

/** `shipsMoved`: when the holder's ships leave the token's system, he is asked whether it goes along. */
export function offerHighAlertMove(tx: Tx, seat: Seat, moves: readonly ShipsLeft[]): void {
  const alert = tx.state.highAlert;
  if (!alert || alert.seat !== seat) return;
  const destinations = [...new Set(moves.filter((m) => m.from === alert.position).map((m) => m.to))];
  if (destinations.length === 0) return;
  tx.emit({ type: "framePushed", frame: { kind: "highAlert", seat, from: alert.position, destinations } });
}

export const HIGH_ALERT_RULES: FrameRules<HighAlertFrame> = {
  decisions(_state, frame): Decision[] {
    return [
      {
        kind: "moveHighAlert",
        seat: frame.seat,
        simultaneous: false,
        prompt: `take the High Alert token from ${frame.from} along to ${frame.destinations.join(" or ")}, or leave it there`,
        choices: ["stay", ...frame.destinations],
      },
    ];
  },
  advance: () => false,
};

/** The holder's answer: the token goes to one of the systems the ships reached (`to`), or stays. */
export function moveHighAlert(
  tx: Tx,
  command: Extract<Command, { type: "moveHighAlert" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "highAlert") throw new Error("no High Alert token waiting to move");
  if (command.to !== null && !frame.destinations.includes(command.to)) {
    return ruleError(
      "ERR_HIGH_ALERT_MOVE",
      RULE,
      `The token may go only with the ships, to ${frame.destinations.join(" or ")}, or stay at ${frame.from}.`,
    );
  }
  tx.emit({ type: "framePopped" });
  if (command.to !== null) tx.emit({ type: "highAlertMoved", position: command.to });
  return undefined;
}
