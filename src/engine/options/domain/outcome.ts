/**
 * How a counter's landing ends, shared by the counters' effects and the natives' fights.
 */
import type { DomainCounter, PlanetId } from "../../../content/index.ts";
import { destroyUnits } from "../../rules/combat/losses.ts";
import { controllerOf } from "../../rules/tactical/control.ts";
import { totalUnits, unitsIn } from "../../rules/units.ts";
import type { PositionLabel, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";

/**
 * The landing failed: every unit of the lander left on the planet is lost (PDS cannot hold it alone, RR
 * §13.1) and the planet turns neutral again.
 */
export function landingFails(
  tx: Tx,
  seat: Seat,
  position: PositionLabel,
  planet: PlanetId,
  reason: string,
): void {
  const units = unitsIn(tx.state.board[position]?.planets[planet], seat);
  if (totalUnits(units) > 0) destroyUnits(tx, seat, position, planet, units, reason);
  if (controllerOf(tx.state, planet) === seat) tx.emit({ type: "planetLost", seat, planet, reason });
}

/** The counter is beaten or spent: it leaves the board, face up. */
export function discardCounter(tx: Tx, planet: PlanetId, counter: DomainCounter, reason: string): void {
  tx.emit({ type: "domainCounterDiscarded", planet, counter: counter.id, reason });
}
