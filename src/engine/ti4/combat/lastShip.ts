/**
 * The moment a player's last ship in the active system is destroyed (TE Crash Landing; hooks/lastShip.ts):
 * a loss of ships in that space area, by hits (hitsAssigned) or directly (shipsDestroyedDirectly), that
 * leaves the player no ship there. The units the ships carried are still in the space area at that moment:
 * capacity is checked when the combat ends (LRR 16.3c), or by the rule that destroyed them.
 */
import { TI4_SHIP_TYPES } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { countUnits } from "../board/forces.ts";
import { hookAnswers, type Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";

/** The active system: that of the tactical action under way, or null. */
export function activeSystem(state: Ti4State): PositionLabel | null {
  const tactical = state.stack.findLast((f) => f.kind === "ti4Tactical");
  return tactical?.kind === "ti4Tactical" ? tactical.system : null;
}

/** `seat`'s ships in a space area. */
export function shipsThere(state: Ti4State, seat: Seat, position: PositionLabel): number {
  const force = state.board[position]?.space.find((f) => f.seat === seat);
  return force ? countUnits(force.units, TI4_SHIP_TYPES) : 0;
}

/** After `seat` lost `units` in the space area `position`: the moment, if that was their last ship there. */
function lost(tx: Tx<Ti4>, seat: Seat, position: PositionLabel, units: Ti4UnitCounts): void {
  if (countUnits(units, TI4_SHIP_TYPES) === 0) return;
  if (activeSystem(tx.state) !== position || shipsThere(tx.state, seat, position) > 0) return;
  for (const answer of hookAnswers(tx.state, "lastShipDestroyed")) answer(tx, { seat, position });
}

export const TI4_LAST_SHIP: Ti4Module = {
  id: "lastShip",
  hooks: {
    hitsAssigned: (tx, hits) => {
      if (hits.place.planet === undefined) lost(tx, hits.seat, hits.place.position, hits.destroyed);
    },
    shipsDestroyedDirectly: (tx, loss) => {
      if (loss.place.planet === undefined) lost(tx, loss.seat, loss.place.position, loss.ships);
    },
  },
};
