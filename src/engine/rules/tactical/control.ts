/**
 * Planet and system control (RR §13.4, SE Trade Stations): who holds a planet card, gaining one (exhausted,
 * or ready with Nano Technology; Saar +1 Trade Good), Trade Stations following the sole player with ships
 * in their system, settling a planet after its invasion, and Saar Space Docks left alone with enemy ships.
 */
import { getPlanet, type PlanetId } from "../../../content/index.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { hasAbility } from "../players.ts";
import { gainTradeGoods } from "../trade/agreements.ts";
import {
  count,
  docksFloat,
  enemyShipsPresent,
  forcesOnPlanet,
  GROUND_TYPES,
  hasTechEffect,
  onlyTypes,
  planetsAt,
  seatsWithShips,
  seatsWithUnits,
  shipsOf,
  spaceUnits,
  totalUnits,
  unitsIn,
} from "../units.ts";

/** The seat holding the planet card, or null for a neutral planet. */
export function controllerOf(state: GameState, planet: PlanetId): Seat | null {
  return state.players.find((p) => p.planets[planet] !== undefined)?.seat ?? null;
}

/**
 * RR §13.4: a player controls a system when he controls all its planets and has a ship other than a
 * Fighter there; a system without planets needs such a ship and no enemy units.
 */
export function controlsSystem(state: GameState, seat: Seat, position: PositionLabel): boolean {
  const ships = shipsOf(spaceUnits(state, position, seat));
  if (totalUnits(ships) - count(ships, "fighter") === 0) return false;
  const planets = planetsAt(state, position);
  if (planets.length === 0) return seatsWithUnits(state, position).every((s) => s === seat);
  return planets.every((planet) => controllerOf(state, planet) === seat);
}

/**
 * Gives a planet card to a player (RR §13.4): exhausted, or ready with Nano Technology (SE tech: "when you
 * claim a planet, you gain its planet card refreshed"); the Saar gain 1 Trade Good (SE race sheet).
 * The round is recorded: a new Space Dock needs a planet held for the whole round (RR §14).
 */
export function gainPlanet(tx: Tx, seat: Seat, planet: PlanetId): void {
  const from = controllerOf(tx.state, planet);
  if (from === seat) return;
  const ready = hasTechEffect(tx.state, seat, "nanoTechnology");
  tx.emit({ type: "planetGained", seat, planet, from, exhausted: !ready, round: tx.state.round });
  if (hasAbility(tx.state, seat, "saarScavengers")) gainTradeGoods(tx, seat, 1, "Saar: a planet gained");
}

/**
 * SE Trade Stations: never invaded; whenever one player alone has ships in the system, he takes the
 * station's card (exhausted). Capturing one does not break a trade agreement. Called after every change
 * in who has ships where (movement, battles, production).
 */
export function settleTradeStations(tx: Tx): void {
  for (const position of Object.keys(tx.state.board)) {
    for (const planet of planetsAt(tx.state, position)) {
      if (!getPlanet(planet).tradeStation) continue;
      const owners = seatsWithShips(tx.state, position);
      const sole = owners[0];
      if (owners.length === 1 && sole !== undefined && controllerOf(tx.state, planet) !== sole) {
        gainPlanet(tx, sole, planet);
      }
    }
  }
}

/** SE "Saar Space Docks": never blockaded; destroyed when left alone with enemy ships. */
export function destroyStrandedSaarDocks(tx: Tx, position: PositionLabel): void {
  for (const force of [...(tx.state.board[position]?.space ?? [])]) {
    const docks = count(force.units, "spaceDock");
    if (docks === 0 || !docksFloat(tx.state, force.seat)) continue;
    const guarded = totalUnits(shipsOf(force.units)) > 0;
    if (!guarded && enemyShipsPresent(tx.state, position, force.seat)) {
      tx.emit({
        type: "unitsRemoved",
        seat: force.seat,
        position,
        units: { spaceDock: docks },
        reason: "Saar Space Dock alone with enemy ships (SE)",
      });
    }
  }
}

/** Ground Forces and Shock Troops a seat has on a planet. */
export function groundForcesOn(
  state: GameState,
  position: PositionLabel,
  planet: PlanetId,
  seat: Seat,
): number {
  const system = state.board[position];
  if (!system) return 0;
  return totalUnits(onlyTypes(unitsIn(forcesOnPlanet(system, planet), seat), GROUND_TYPES));
}

/**
 * After a planet's invasion (RR §13.3): when only the invader's ground units are left, the defender's PDS
 * and Space Dock there are destroyed and the invader takes the card; invading PDS without a surviving
 * Ground Force are destroyed. Does nothing when the combat rules have already settled it.
 */
export function settleInvadedPlanet(tx: Tx, seat: Seat, position: PositionLabel, planet: PlanetId): void {
  const system = tx.state.board[position];
  if (!system) return;
  const others = forcesOnPlanet(system, planet).filter((f) => f.seat !== seat);
  const defended = others.some((f) => totalUnits(onlyTypes(f.units, GROUND_TYPES)) > 0);
  if (groundForcesOn(tx.state, position, planet, seat) > 0 && !defended) {
    for (const force of others) {
      tx.emit({
        type: "unitsRemoved",
        seat: force.seat,
        position,
        planet,
        units: { ...force.units },
        reason: "planet invaded",
      });
    }
    gainPlanet(tx, seat, planet);
    return;
  }
  const pds = count(unitsIn(forcesOnPlanet(system, planet), seat), "pds");
  if (
    groundForcesOn(tx.state, position, planet, seat) === 0 &&
    pds > 0 &&
    controllerOf(tx.state, planet) !== seat
  ) {
    tx.emit({
      type: "unitsRemoved",
      seat,
      position,
      planet,
      units: { pds },
      reason: "invading PDS without Ground Forces",
    });
  }
}
