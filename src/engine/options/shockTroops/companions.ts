/**
 * Shock Troop Restrictions (SE p.10, Option 6): a Shock Troop must always stand with at least one plastic
 * Ground Force of its owner; one left without becomes a Ground Force. A standing rule, checked before every
 * automatic step: bombardment, PDS fire, a card or a move may leave Shock Troops alone anywhere.
 *
 * [interpretation] "With" is the same planet, or the same system's space for those carried on ships: the
 * token needs a plastic figure beside it to show whose it is. Several Shock Troops alone need one
 * Ground Force among them, so one becomes a Ground Force, and the others stand with it.
 */
import type { PlanetId } from "../../../content/index.ts";
import type { Force } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { shockTroopsOn } from "./promotion.ts";

const alone = (force: Force) => (force.units.shockTroop ?? 0) > 0 && (force.units.groundForce ?? 0) === 0;

/** True when a Shock Troop left alone was turned into a Ground Force. */
export function shockTroopsAccompanied(tx: Tx): boolean {
  if (!shockTroopsOn(tx.state)) return false;
  for (const [position, system] of Object.entries(tx.state.board)) {
    const areas: [PlanetId | undefined, readonly Force[]][] = [
      [undefined, system.space],
      ...(Object.entries(system.planets) as [PlanetId, Force[]][]),
    ];
    for (const [planet, forces] of areas) {
      const force = forces.find(alone);
      if (!force) continue;
      const where = { seat: force.seat, position, ...(planet ? { planet } : {}) };
      tx.emit({ type: "shockTroopsReverted", ...where, count: 1 });
      return true;
    }
  }
  return false;
}
