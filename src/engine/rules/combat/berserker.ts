/**
 * Berserker Genome (N'orr race technology, SE Option 4): at the end of the first round of a Space Battle
 * or Invasion Combat, the owner rolls a die per casualty he took; if any shows 10, the opponent takes 2
 * more casualties at once (assigned by their owner like any hits).
 */
import type { PlanetId } from "../../../content/index.ts";
import type { PositionLabel, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { hasTechEffect } from "../units.ts";
import { rollPlain } from "./dice.ts";
import type { Volley } from "./frames.ts";

export interface RoundLosses {
  seat: Seat;
  target: Seat;
  /** Units the seat lost in the first round. */
  lost: number;
}

export function berserkerVolleys(
  tx: Tx,
  where: { position: PositionLabel; planet: PlanetId | null },
  sides: readonly RoundLosses[],
): Volley[] {
  const volleys: Volley[] = [];
  for (const { seat, target, lost } of sides) {
    if (lost <= 0 || !hasTechEffect(tx.state, seat, "berserkerGenome")) continue;
    const dice = rollPlain(tx, { seat, ...where }, "berserkerGenome", lost, 10);
    if (dice.some((d) => d.hit))
      volleys.push({ shooter: seat, target, roll: "berserkerGenome", dice, hits: 2 });
  }
  return volleys;
}
