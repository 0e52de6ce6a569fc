/**
 * Capacity in a space area (LRR 16; digest §4.1): a player's fighters and ground forces in a system's space
 * area may not outnumber the capacity of their ships there; fighters may also stay in a system whose space
 * docks hold them (a space dock's capacity). During combat nothing counts (LRR 16.3c): the check is made
 * when it ends, for every player.
 *
 * The owner chooses what goes; the rule removes fighters first, then infantry, then mechs, the cheapest
 * first, which is what an owner would pick in all but rare cases. Fighters that move on their own (Fighter
 * II) count toward the fleet pool instead (its own rule) and are not removed here.
 */
import type { Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { unitsIn } from "../board/forces.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { allySpareRoom } from "../thundersEdge/allianceCarry.ts";
import { ti4FightersCarryGroundForces, ti4SpaceCapacity, ti4UnitFor } from "../units.ts";

/** Units carried rather than moving on their own: ground forces, and fighters without a move value. */
export function needsCapacity(state: Ti4State, seat: Seat, type: Ti4UnitType): boolean {
  if (type === "infantry" || type === "mech") return true;
  if (type !== "fighter") return false;
  return (ti4UnitFor(state, seat, type).move ?? 0) === 0;
}

/**
 * The capacity of some units in a space area: each unit's capacity times its count (ships, and the Saar's
 * Floating Factory, which carries as a ship does: units.ts `ti4SpaceCapacity`).
 */
export function capacityOf(state: Ti4State, seat: Seat, units: Ti4UnitCounts): number {
  return ti4SpaceCapacity(state, seat, units);
}

/** The order the rule removes units over capacity in. */
const EXCESS_ORDER: readonly Ti4UnitType[] = ["fighter", "infantry", "mech"];

/** Removes a seat's fighters and ground forces over capacity in a system's space area (LRR 16.3). */
export function trimToCapacity(tx: Tx<Ti4>, seat: Seat, position: PositionLabel): void {
  const system = tx.state.board[position];
  if (!system) return;
  const space = unitsIn(system, seat);
  let docks = 0;
  for (const forces of Object.values(system.planets)) {
    const docked = forces?.find((f) => f.seat === seat)?.units.spaceDock ?? 0;
    if (docked > 0) docks += docked * ti4UnitFor(tx.state, seat, "spaceDock").capacity;
  }
  const carried: Ti4UnitCounts = {};
  for (const type of EXCESS_ORDER)
    if ((space[type] ?? 0) > 0 && needsCapacity(tx.state, seat, type)) carried[type] = space[type];
  const fightersOutside = Math.max(0, (carried.fighter ?? 0) - docks);
  const need = fightersOutside + (carried.infantry ?? 0) + (carried.mech ?? 0);
  // TE "Alliance Movement and Control": an ally's spare room supports the seat's units, if the seat allows it.
  const room = capacityOf(tx.state, seat, space) + allySpareRoom(tx.state, seat, position);
  let excess = need - room;
  // Age of Fighters: fighters moving on their own beyond the ships' room count against the fleet pool, and
  // each carries 1 ground force.
  if (
    excess > 0 &&
    !needsCapacity(tx.state, seat, "fighter") &&
    ti4FightersCarryGroundForces(tx.state, seat)
  ) {
    const ground = (carried.infantry ?? 0) + (carried.mech ?? 0);
    const loose = Math.max(0, (space.fighter ?? 0) - docks);
    excess -= Math.max(0, loose - Math.max(0, room - ground));
  }
  if (excess <= 0) return;
  const removed: Ti4UnitCounts = {};
  for (const type of EXCESS_ORDER) {
    const over = type === "fighter" ? fightersOutside : (carried[type] ?? 0);
    const take = Math.min(over, excess);
    if (take > 0) removed[type] = take;
    excess -= take;
  }
  tx.emit({ type: "ti4UnitsRemoved", seat, place: { position }, units: removed, reason: "returned" });
}
