/**
 * Who fights a space combat (LRR 78): a seat's ships in the system, the ground forces an ability lets take
 * part as ships (the Alastor: `asShips` in space, `asShipsOnPlanets` from the planets), and those lost as ships.
 */
import { TI4_SHIP_TYPES, type Ti4PlanetId, type Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { countUnits, type Ti4Place, unitsIn } from "../board/forces.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import type { Ti4PlanetUnits, Ti4SpaceCombatFrame } from "./frames.ts";
import { takingPart } from "./participation.ts";

type Ti4Tx = Tx<Ti4>;

/** A seat's ships in a system's space area. */
export function shipsOf(state: Ti4State, seat: Seat, position: PositionLabel): Ti4UnitCounts {
  const units = unitsIn(state.board[position], seat);
  const ships: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][])
    if (n && TI4_SHIP_TYPES.includes(type)) ships[type] = n;
  return ships;
}

export function hasShips(state: Ti4State, seat: Seat, position: PositionLabel): boolean {
  return countUnits(shipsOf(state, seat, position)) > 0;
}

/** The space combat under way in `position`, if any. */
function combatIn(state: Ti4State, position: PositionLabel): Ti4SpaceCombatFrame | undefined {
  const frame = state.stack.findLast((f) => f.kind === "ti4SpaceCombat");
  return frame?.kind === "ti4SpaceCombat" && frame.system === position ? frame : undefined;
}

/**
 * A seat's ground forces in `position`'s space area that take part in the space combat there as if they
 * were ships (the Alastor's choice, frames.ts `asShips`), as many as are still there.
 */
export function groundForcesAsShips(state: Ti4State, seat: Seat, position: PositionLabel): Ti4UnitCounts {
  const chosen = combatIn(state, position)?.asShips?.[seat] ?? {};
  return stillThere(chosen, unitsIn(state.board[position], seat));
}

/** Of the units chosen, as many of each type as are still there. */
function stillThere(chosen: Ti4UnitCounts, there: Ti4UnitCounts): Ti4UnitCounts {
  const taking: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(chosen) as [Ti4UnitType, number][]) {
    const k = Math.min(n ?? 0, there[type] ?? 0);
    if (k > 0) taking[type] = k;
  }
  return taking;
}

/**
 * A seat's ground forces on `position`'s planets that take part in the space combat there as if they were
 * ships while staying on their planets (the Alastor [recalled: its FAQ], frames.ts `asShipsOnPlanets`), as
 * many as are still there.
 */
export function groundForcesOnPlanetsAsShips(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
): Ti4PlanetUnits {
  const chosen = combatIn(state, position)?.asShipsOnPlanets?.[seat] ?? {};
  const out: Ti4PlanetUnits = {};
  for (const [planet, counts] of Object.entries(chosen) as [Ti4PlanetId, Ti4UnitCounts][]) {
    const taking = stillThere(counts, unitsIn(state.board[position], seat, planet));
    if (countUnits(taking) > 0) out[planet] = taking;
  }
  return out;
}

/**
 * Ground forces fighting as ships in the space combat there that an effect destroyed directly (Direct
 * Hit, Courageous to the End): they no longer take part, so others there are not counted in their place.
 * Nothing happens when none of `lost` was taking part.
 */
export function lostAsShipsDirectly(
  tx: Ti4Tx,
  seat: Seat,
  place: Ti4Place,
  lost: Ti4UnitCounts,
  cause: string,
): void {
  const combat = combatIn(tx.state, place.position);
  if (!combat) return;
  const less = (chosen: Ti4UnitCounts) => {
    const left: Ti4UnitCounts = {};
    for (const [type, n] of Object.entries(chosen) as [Ti4UnitType, number][])
      if (n - (lost[type] ?? 0) > 0) left[type] = n - (lost[type] ?? 0);
    return left;
  };
  const inSpace = { ...combat.asShips?.[seat] };
  const onPlanets: Ti4PlanetUnits = { ...combat.asShipsOnPlanets?.[seat] };
  const { planet } = place;
  const chosen = planet === undefined ? inSpace : (onPlanets[planet] ?? {});
  const asShips: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(lost) as [Ti4UnitType, number][])
    if (n && chosen[type]) asShips[type] = Math.min(n, chosen[type] ?? 0);
  if (countUnits(asShips) === 0) return;
  const units = planet === undefined ? less(inSpace) : inSpace;
  if (planet !== undefined) {
    const left = less(chosen);
    if (countUnits(left) > 0) onPlanets[planet] = left;
    else delete onPlanets[planet];
  }
  tx.emit({
    type: "ti4GroundForcesAsShips",
    seat,
    position: place.position,
    units,
    ...(Object.keys(onPlanets).length > 0 ? { onPlanets } : {}),
    reason: "lost",
  });
  // They were ships in the combat: a ship destroyed directly (LRR 31), for what hears of one.
  for (const answer of hookAnswers(tx.state, "shipsDestroyedDirectly"))
    answer(tx, { seat, place, ships: asShips, cause });
}

/**
 * A seat's ships in the space area of the space combat in `position`, with its ground forces there that
 * fight as ships (the Alastor): what a card effect picks among as "ships" there [recalled: public rulings].
 * Those fighting from planets are counted by `combatantsOf`.
 */
export function shipsInSpaceCombat(state: Ti4State, seat: Seat, position: PositionLabel): Ti4UnitCounts {
  const counts: Ti4UnitCounts = { ...shipsOf(state, seat, position) };
  for (const [type, n] of Object.entries(groundForcesAsShips(state, seat, position)) as [
    Ti4UnitType,
    number,
  ][])
    counts[type] = (counts[type] ?? 0) + n;
  return counts;
}

/**
 * What fights for a seat in the space combat in `position`: its ships and the ground forces taking part
 * as if they were ships (from the space area or from the system's planets). They roll, take the combat's hits and keep the combat going as ships do (the
 * Alastor: "as if they were ships" [recalled]); nothing else counts them as ships (the fleet pool, the
 * ships a combat's end says were lost, anti-fighter barrage, retreats) [our reading]. Units an effect sets
 * aside do not fight (combat/participation.ts).
 */
export function combatantsOf(state: Ti4State, seat: Seat, position: PositionLabel): Ti4UnitCounts {
  const counts: Ti4UnitCounts = { ...shipsOf(state, seat, position) };
  for (const [type, n] of Object.entries(groundForcesAsShips(state, seat, position)) as [
    Ti4UnitType,
    number,
  ][])
    counts[type] = (counts[type] ?? 0) + n;
  for (const units of Object.values(groundForcesOnPlanetsAsShips(state, seat, position)))
    for (const [type, n] of Object.entries(units ?? {}) as [Ti4UnitType, number][])
      counts[type] = (counts[type] ?? 0) + n;
  return takingPart(state, seat, position, counts);
}

/** True while a seat has anything fighting in the space combat in `position` (LRR 78.8-78.9). */
export function fightsOn(state: Ti4State, seat: Seat, position: PositionLabel): boolean {
  return countUnits(combatantsOf(state, seat, position)) > 0;
}
