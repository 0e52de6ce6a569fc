/**
 * LRR 58.4: the ships a group names must be in the system it moves from. Checked for each group before its
 * path (moveCheck.ts), so a path's refusal (a gravity rift surge with no rift on it, a system out of range)
 * is never given for ships that are not there. Units picked up on the way, and several groups leaving one
 * system, are checked together once every path is known (moveCheck.ts `checkMovement`).
 */
import { TI4_UNIT_WORDS, type Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { unitsIn } from "../board/forces.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";

/** Why a group's own ships are not all in `from`, or undefined. */
export function shipsNotThere(
  state: Ti4State,
  seat: Seat,
  move: { from: PositionLabel; units: Ti4UnitCounts },
): RuleError | undefined {
  const here = unitsIn(state.board[move.from], seat);
  for (const [type, n] of Object.entries(move.units) as [Ti4UnitType, number][])
    if ((here[type] ?? 0) < n)
      return ruleError(
        "ERR_TI4_NO_SUCH_UNITS",
        "LRR 58.4",
        `You have ${here[type] ?? 0} ${TI4_UNIT_WORDS[type][here[type] === 1 ? 0 : 1]} at ${move.from}, not ${n}.`,
        { unit: type, place: move.from },
      );
  return undefined;
}
