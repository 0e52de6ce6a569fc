/**
 * After ships move (a tactical or transfer action's movement, Patrols, Reinforce, a retreat), what follows
 * them is asked: the High Alert token may go along (SE p.16; rules/strategyCards/highAlert.ts answers).
 */
import type { SecondaryChoice } from "../../commands.ts";
import type { GameEvent } from "../../events.ts";
import { answers } from "../../hooks/index.ts";
import type { ShipsLeft } from "../../hooks/tactical.ts";
import { isRuleError, type RuleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { shipsOf, totalUnits } from "../units.ts";
import { settleTradeStations } from "./control.ts";

/** The moves of `seat`'s ships among these events, from one system into another. */
export function shipMoves(seat: Seat, events: readonly GameEvent[]): ShipsLeft[] {
  return events.flatMap((e) =>
    e.type === "unitsMoved" && e.seat === seat && e.from !== e.to && totalUnits(shipsOf(e.units)) > 0
      ? [{ from: e.from, to: e.to }]
      : [],
  );
}

/** Asks the `shipsMoved` moment about ships of `seat` that have just moved. */
export function announceShipsMoved(tx: Tx, seat: Seat, moves: readonly ShipsLeft[]): void {
  if (moves.length === 0) return;
  for (const moved of answers(tx.state, "shipsMoved")) moved(tx, seat, moves);
}

/**
 * A secondary that moves ships on a plan (Patrols, Reinforce): checked and carried out on the same plan;
 * then the Trade Stations' control is settled and what follows the ships is asked.
 */
export function shipMovingSecondary(
  name: string,
  plan: (state: GameState, seat: Seat, choice: SecondaryChoice) => GameEvent[] | RuleError,
) {
  return {
    check(state: GameState, seat: Seat, choice: SecondaryChoice): RuleError | undefined {
      const planned = plan(state, seat, choice);
      return isRuleError(planned) ? planned : undefined;
    },
    resolve(tx: Tx, seat: Seat, choice: SecondaryChoice): void {
      const planned = plan(tx.state, seat, choice);
      if (isRuleError(planned)) throw new Error(`${name} checked but refused: ${planned.message}`);
      for (const event of planned) tx.emit(event);
      settleTradeStations(tx);
      // The High Alert token may follow ships leaving its system (SE p.16).
      announceShipsMoved(tx, seat, shipMoves(seat, planned));
    },
  };
}
