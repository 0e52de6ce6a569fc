/**
 * Call of the Void (a TE galactic event; our rulebook does not print the card, so this is built from its
 * summary [recalled]), while The Fracture is in play:
 *  - a player who activates a system of The Fracture gives each of their ships +1 move for that tactical
 *    action (hook moveBonus, read from the tactical action under way);
 *  - a player who moves units into an active system of The Fracture gains 1 command token, placed in the
 *    pool of their choice (LRR 20.2) [our reading: once for the movement, however many groups arrive].
 * Without The Fracture in play neither part has anything to act on.
 */
import { TI4_SHIP_TYPES, type Ti4UnitType } from "../../../../content/ti4/index.ts";
import type { PositionLabel } from "../../../galaxy/hex.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State } from "../../state.ts";
import { pushTokenArrangement } from "../../strategic/commandSheet.ts";
import { inFracture } from "../fracture.ts";
import { galacticEventInPlay } from "../galacticEvents.ts";

const EVENT = "call_of_the_void";
const REASON = "Call of the Void";

const inPlay = (state: Ti4State) => galacticEventInPlay(state, EVENT);

/** The system `seat` has activated in the tactical action under way, if any. */
function activeSystemOf(state: Ti4State, seat: Seat): PositionLabel | undefined {
  const frame = state.stack.findLast((f) => f.kind === "ti4Tactical");
  return frame?.kind === "ti4Tactical" && frame.seat === seat ? frame.system : undefined;
}

/** +1 move for `seat`'s ships while the system they activated is one of The Fracture's. */
export function callOfTheVoidMove(state: Ti4State, seat: Seat, type: Ti4UnitType): number {
  if (!inPlay(state) || !TI4_SHIP_TYPES.includes(type)) return 0;
  const active = activeSystemOf(state, seat);
  return active !== undefined && inFracture(state, active) ? 1 : 0;
}

function groupsMoved(tx: Tx<Ti4>, seat: Seat, system: PositionLabel): void {
  if (!inPlay(tx.state) || !inFracture(tx.state, system)) return;
  pushTokenArrangement(tx, { seats: [seat], gain: 1, redistribute: false, reason: REASON });
}

export const TI4_CALL_OF_THE_VOID: Ti4Module = {
  id: "galacticEventCallOfTheVoid",
  hooks: {
    moveBonus: (state, seat, type) => callOfTheVoidMove(state, seat, type),
    groupsMoved: (tx, seat, system) => groupsMoved(tx, seat, system),
  },
};
