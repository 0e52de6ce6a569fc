/**
 * The Crimson Rebellion's destroyers, the Exiles (content/ti4/units.te.ts; Exile II is their unit upgrade
 * technology): at the end of any player's combat, space or ground, in the system of one of their Exiles or
 * next to it (Exile II: up to 2 systems away), a breach may be placed in the combat's system (Exile I:
 * inactive; Exile II: either face).
 *
 * [Our reading: the breach is placed without asking whenever the combat's system holds none and a token is
 * left (seven in all): inactive for Exile I, active for Exile II, the face that joins the system at once to
 * the Crimson's other active breaches (Incursion). "Next to" is the galaxy's adjacency (LRR 6).]
 */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { unitsIn } from "../board/forces.ts";
import { ti4Neighbours } from "../board/galaxy.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { ti4UnitFor } from "../units.ts";
import { breachAt, breachesLeft, crimsonSeats } from "./crimsonBreaches.ts";

/** Whether `seat`'s destroyers are Exile II (Exile II researched). */
function upgraded(state: Ti4State, seat: Seat): boolean {
  return ti4UnitFor(state, seat, "destroyer").id === "crimson_destroyer2";
}

/** The systems within `range` of `position` (itself included). */
function within(state: Ti4State, position: PositionLabel, range: number): Set<PositionLabel> {
  let reached = new Set([position]);
  for (let step = 0; step < range; step++) {
    const next = new Set(reached);
    for (const at of reached) for (const other of ti4Neighbours(state, at)) next.add(other);
    reached = next;
  }
  return reached;
}

/** An Exile of `seat` in `system` or within its range of it. */
function exileInRange(state: Ti4State, seat: Seat, system: PositionLabel): boolean {
  const range = upgraded(state, seat) ? 2 : 1;
  for (const position of within(state, system, range))
    if ((unitsIn(state.board[position], seat).destroyer ?? 0) > 0) return true;
  return false;
}

/** The end of a combat in `system`: an Exile in range places a breach there. */
function afterCombat(tx: Tx<Ti4>, system: PositionLabel): void {
  if (breachAt(tx.state, system) !== undefined || breachesLeft(tx.state) === 0) return;
  const seat = crimsonSeats(tx.state).find((s) => exileInRange(tx.state, s, system));
  if (seat === undefined) return;
  const side = upgraded(tx.state, seat) ? "active" : "inactive";
  const reason = upgraded(tx.state, seat) ? "Exile II" : "Exile I";
  tx.emit({ type: "ti4BreachPlaced", position: system, side, reason });
}

export const TI4_CRIMSON_EXILE: Ti4Module = {
  id: "faction:crimson:exile",
  hooks: {
    spaceCombatEnded: (tx, combat) => afterCombat(tx, combat.system),
    groundCombatEnded: (tx, combat) => afterCombat(tx, combat.place.position),
  },
};
