/**
 * Who takes part in a space combat (LRR 78): every ship in the space area, but the units an effect sets
 * aside (hook sitsOutSpaceCombat: Cosmic Phenomenae's fighters without a move value in an asteroid field).
 * Those roll no dice, take none of the combat's hits and do not keep it going; they stay where they are.
 */
import type { Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";

/** True when `seat`'s units of `type` in `position`'s space area take no part in a space combat there. */
export function sitsOutSpaceCombat(
  state: Ti4State,
  seat: Seat,
  type: Ti4UnitType,
  position: PositionLabel,
): boolean {
  return hookAnswers(state, "sitsOutSpaceCombat").some((out) => out(state, seat, type, position));
}

/** Of `units`, those that take part in a space combat in `position` (the rest left out). */
export function takingPart(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
  units: Ti4UnitCounts,
): Ti4UnitCounts {
  const out: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][])
    if (n && !sitsOutSpaceCombat(state, seat, type, position)) out[type] = n;
  return out;
}
