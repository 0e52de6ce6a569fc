/**
 * Retreats (RR §12.4, SE p.13 errata "Retreats"): the whole fleet moves to an adjacent system the player
 * activated earlier this round that holds no enemy ships (enemy planets, Ground Forces, PDS and Space
 * Docks are allowed). SE Option 10 "tacticalRetreats" (SE p.11): the defender may instead spend a
 * Strategy Allocation counter to activate an adjacent, unactivated system he controls or that is empty,
 * and retreat there.
 */

import { getUnit, type PlanetId, UNIT_TYPES, type UnitType } from "../../../content/index.ts";
import { adjacentPositions } from "../../galaxy/index.ts";
import { answers } from "../../hooks/index.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { checkRoute } from "../tactical/paths.ts";
import {
  fleetSize,
  fleetSupplyLimit,
  seatsWithUnits,
  spaceUnits,
  subtractCounts,
  totalUnits,
} from "../units.ts";
import { adjacencyOptions, anomalyAt, controllerOf, seatsWithShips, unitsAt } from "./forces.ts";
import { destroyUnits, loseCargo, removeUnsupportedFighters } from "./losses.ts";

/**
 * The systems a fleet may retreat into: a move of one system under the movement rules (RR §10.2, and the
 * laws that close wormholes or bar systems: tactical/paths.ts), ending where ships may end a move.
 */
function neighbours(state: GameState, seat: Seat, position: PositionLabel): PositionLabel[] {
  const move = { seat, movement: 1, conduit: false };
  return adjacentPositions(state.galaxy, position, adjacencyOptions(state)).filter(
    (p) =>
      state.board[p] !== undefined &&
      anomalyAt(state, p)?.canEndMovement !== false &&
      checkRoute(state, [position, p], move) === false,
  );
}

/** RR §12.4: adjacent, activated by the player earlier this round (his counter is there), no enemy ships. */
export function retreatDestinations(state: GameState, seat: Seat, position: PositionLabel): PositionLabel[] {
  return neighbours(state, seat, position).filter(
    (p) =>
      state.board[p]?.commandCounters.includes(seat) && seatsWithShips(state, p).every((s) => s === seat),
  );
}

/** RR §13.4: a system is controlled with all its planets and a ship that is not a Fighter; empty = no units. */
function controlsOrEmpty(state: GameState, seat: Seat, position: PositionLabel): boolean {
  const units = seatsWithUnits(state, position);
  if (units.length === 0) return true;
  const planets = Object.keys(state.board[position]?.planets ?? {}) as PlanetId[];
  const ships = unitsAt(state, position, null, seat).units;
  const bigShip = UNIT_TYPES.some(
    (t) => t !== "fighter" && getUnit(t).kind === "ship" && (ships[t] ?? 0) > 0,
  );
  return bigShip && planets.every((planet) => controllerOf(state, planet) === seat);
}

/** SE Option 10: where the defender could retreat by activating a system with a Strategy Allocation counter. */
export function tacticalRetreatDestinations(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
): PositionLabel[] {
  // Only an option lets the defender activate a system to retreat (options/tacticalRetreats.ts).
  if (!answers(state, "defenderMayActivateToRetreat").some((may) => may(state, seat))) return [];
  return neighbours(state, seat, position).filter(
    (p) =>
      !state.board[p]?.commandCounters.includes(seat) &&
      anomalyAt(state, p)?.canActivate !== false &&
      seatsWithUnits(state, p).every((s) => s === seat) &&
      controlsOrEmpty(state, seat, p),
  );
}

export function canRetreat(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  defender: boolean,
): boolean {
  // Code of Honor (law, For): no retreat at all; Flanking Tactic (Action Card): not the player it names.
  if (answers(state, "retreatBlocked").some((ask) => ask(state, seat, position))) return false;
  if (retreatDestinations(state, seat, position).length > 0) return true;
  return defender && tacticalRetreatDestinations(state, seat, position).length > 0;
}

/** Ships cheapest first, for the Fleet Supply check after a retreat. */
const SUPPLY_LOSS_ORDER: readonly UnitType[] = ["destroyer", "cruiser", "carrier", "dreadnought", "warSun"];

/**
 * Moves the whole fleet (ships and what they carry; RR §10.3: nothing is picked up), then checks Fighter
 * support and Fleet Supply where it arrives (RR §12.4). [the owner's choice of which ships exceed Fleet
 * Supply is made for him: cheapest first]
 */
export function executeRetreat(tx: Tx, seat: Seat, from: PositionLabel, to: PositionLabel): void {
  const { units: all, damaged } = unitsAt(tx.state, from, null, seat);
  // A Saar Space Dock is no ship: it stays behind (and falls, alone with enemy ships).
  const units = subtractCounts(all, { spaceDock: all.spaceDock ?? 0 });
  const withDamage = totalUnits(damaged) > 0 ? { damaged } : {};
  tx.emit({ type: "unitsMoved", seat, from, to, path: [], units, ...withDamage });
  removeUnsupportedFighters(tx, seat, to);
  let over = fleetSize(tx.state, to, seat) - fleetSupplyLimit(tx.state, seat);
  // War Footing, Grand Armada (Action Cards): a larger Fleet Supply in one system.
  for (const ask of answers(tx.state, "fleetSupplyBonus")) over -= ask(tx.state, seat, to);
  const lost: UnitCounts = {};
  const here = spaceUnits(tx.state, to, seat);
  for (const type of SUPPLY_LOSS_ORDER) {
    const n = Math.max(0, Math.min(over, here[type] ?? 0));
    if (n > 0) lost[type] = n;
    over -= n;
  }
  destroyUnits(tx, seat, to, null, lost, "over the Fleet Supply after a retreat");
  loseCargo(tx, seat, to);
}
