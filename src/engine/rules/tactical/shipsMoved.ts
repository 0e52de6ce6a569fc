/**
 * After ships move (a tactical or transfer action's movement, Patrols, Reinforce, a retreat), what follows
 * them is asked: the High Alert token may go along (SE p.16; rules/strategyCards/highAlert.ts answers).
 */
import type { GameEvent } from "../../events.ts";
import { answers } from "../../hooks/index.ts";
import type { ShipsLeft } from "../../hooks/tactical.ts";
import type { Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { shipsOf, totalUnits } from "../units.ts";

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
