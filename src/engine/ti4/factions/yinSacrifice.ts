/**
 * What the Yin's Devotion (yinDevotion.ts) and Impulse Core (yinImpulseCore.ts) share: a cruiser or
 * destroyer of theirs in the combat's system is destroyed (a damaged one when no other is left) and its
 * sacrifice is 1 hit the opponent assigns to their ships there (LRR 78).
 */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { destroyUnitsDirectly } from "../board/destroyed.ts";
import { unitsIn } from "../board/forces.ts";
import { pushHitAssignment } from "../combat/hits.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

const GIVEN_UP = ["destroyer", "cruiser"] as const;
export type Ti4YinSacrifice = (typeof GIVEN_UP)[number];

/** The ship types the Yin could give up in `system` now. */
export function sacrificesOffered(state: Ti4State, seat: Seat, system: PositionLabel): Ti4YinSacrifice[] {
  const own = unitsIn(state.board[system], seat);
  return GIVEN_UP.filter((type) => (own[type] ?? 0) > 0);
}

/** Destroys one `unit` of the Yin's in `system` and gives `opponent` 1 hit to assign there. */
export function sacrifice(
  tx: Tx<Ti4>,
  sides: { seat: Seat; system: PositionLabel; opponent: Seat },
  unit: Ti4YinSacrifice,
  nonFightersFirst: boolean,
): void {
  const { seat, system, opponent } = sides;
  const force = tx.state.board[system]?.space.find((f) => f.seat === seat);
  const undamaged = (force?.units[unit] ?? 0) - (force?.damaged?.[unit] ?? 0);
  destroyUnitsDirectly(tx, {
    seat,
    place: { position: system },
    units: { [unit]: 1 },
    damaged: undamaged > 0 ? {} : { [unit]: 1 },
    cause: "a Yin sacrifice",
  });
  pushHitAssignment(tx, {
    seat: opponent,
    place: { position: system },
    hits: 1,
    reason: "spaceCombat",
    ...(nonFightersFirst ? { nonFightersFirst: 1 } : {}),
  });
}
