/**
 * The Ghosts of Creuss's alliance card (TE "Alliance Reference Cards"; the commander Sai Seravus's ability):
 * after its holder's ships move, for each ship with a capacity value that passed through at least 1 wormhole,
 * the holder may put 1 fighter from their reinforcements with it, if they have room in the active system.
 * Heard once the groups have arrived (LRR 58, hook `groupsMoved`, each group with its path).
 *
 * Our readings:
 * - a group passed through a wormhole when one step of its path joins two systems that share no edge but
 *   share a wormhole of any kind (LRR 101); a step that is also an edge is taken by the edge (as Weird
 *   Wormholes reads it);
 * - the room is the capacity of the holder's ships in the active system's space area, less the fighters and
 *   ground forces already there (LRR 16); fighters of an ally or a space dock's room are not counted;
 * - a fighter placed free is never worse than none, so as many as may be are placed without asking
 *   (fighters have tokens beside their plastic, so the reinforcements never run out).
 */
import { TI4_SHIP_TYPES } from "../../../../content/ti4/index.ts";
import { neighbourLabels, type PositionLabel } from "../../../galaxy/hex.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { unitsIn } from "../../board/forces.ts";
import { wormholesAt } from "../../board/galaxy.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../../state.ts";
import { ti4Reinforcements, ti4SpaceCapacity, ti4UnitFor } from "../../units.ts";
import { usesAllianceAbility } from "../allianceCards.ts";

/** True when the step from `from` to `to` goes through a wormhole of any kind (no edge joins them). */
export function stepThroughWormhole(state: Ti4State, from: PositionLabel, to: PositionLabel): boolean {
  if (neighbourLabels(from).includes(to)) return false;
  const theirs = wormholesAt(state, to);
  return wormholesAt(state, from).some((w) => theirs.includes(w));
}

/** The room left in `seat`'s space area at `position` for fighters needing capacity. */
export function roomLeft(state: Ti4State, seat: Seat, position: PositionLabel): number {
  const units = unitsIn(state.board[position], seat);
  const used = (units.fighter ?? 0) + (units.infantry ?? 0) + (units.mech ?? 0);
  return Math.max(0, ti4SpaceCapacity(state, seat, units) - used);
}

function fightersThroughWormholes(
  tx: Tx<Ti4>,
  seat: Seat,
  system: PositionLabel,
  groups: readonly { chain: readonly PositionLabel[]; ships: Ti4UnitCounts }[],
): void {
  if (!usesAllianceAbility(tx.state, seat, "ghost")) return;
  let carriers = 0;
  for (const { chain, ships } of groups) {
    const passed = chain.some(
      (from, i) => i + 1 < chain.length && stepThroughWormhole(tx.state, from, chain[i + 1] as PositionLabel),
    );
    if (!passed) continue;
    for (const type of TI4_SHIP_TYPES)
      if (type !== "fighter" && ti4UnitFor(tx.state, seat, type).capacity > 0) carriers += ships[type] ?? 0;
  }
  const fighters = Math.min(
    carriers,
    roomLeft(tx.state, seat, system),
    ti4Reinforcements(tx.state, seat, "fighter"),
  );
  if (fighters <= 0) return;
  tx.emit({
    type: "ti4UnitsPlaced",
    seat,
    place: { position: system },
    units: { fighter: fighters },
    reason: "the Ghosts of Creuss's alliance card",
  });
}

export const TE_GHOST_ALLIANCE: Ti4Module = {
  id: "alliance:ghost",
  hooks: { groupsMoved: fightersThroughWormholes },
};
