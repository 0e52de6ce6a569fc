/**
 * Where the Leaders are (RR §24.4): the queries the Leaders option's rules share. A Leader is always on a
 * planet or aboard one of its owner's ships, or held captive, or dead; never alone in space.
 */
import { getLeader, type LeaderType, type PlanetId } from "../../../content/index.ts";
import { controllerOf } from "../../rules/tactical/control.ts";
import type { LeaderAboard } from "../../rules/tactical/orders.ts";
import { count, enemyShipsPresent, positionOfPlanet, spaceUnits } from "../../rules/units.ts";
import type { GameState, LeaderInPlay, PositionLabel, Seat, UnitCounts } from "../../state.ts";

export function leadersInPlay(state: GameState): readonly LeaderInPlay[] {
  return state.leaders ?? [];
}

export function findLeader(state: GameState, id: string): LeaderInPlay | undefined {
  return leadersInPlay(state).find((l) => l.id === id);
}

export function typeOf(leader: LeaderInPlay): LeaderType {
  return getLeader(leader.id).type;
}

export function leaderName(id: string): string {
  const card = getLeader(id);
  return `${card.name} (${card.type})`;
}

/**
 * A Leader's name in what all may read (a decision's prompt): a face-down one (Hope's End's variant,
 * options/classicHiddenLeaders.ts) goes by "face-down Leader"; its owner or captor sees which in his view.
 */
export function leaderNameToAll(state: GameState, id: string): string {
  return findLeader(state, id)?.faceDown ? "face-down Leader" : leaderName(id);
}

/** The seat's free Leaders on this planet. */
export function leadersOnPlanet(state: GameState, planet: PlanetId, seat?: Seat): LeaderInPlay[] {
  return leadersInPlay(state).filter(
    (l) => l.at.on === "planet" && l.at.planet === planet && (seat === undefined || l.seat === seat),
  );
}

/** The seat's Leaders aboard its ships in this system. */
export function leadersInSpace(state: GameState, position: PositionLabel, seat?: Seat): LeaderInPlay[] {
  return leadersInPlay(state).filter(
    (l) => l.at.on === "ship" && l.at.position === position && (seat === undefined || l.seat === seat),
  );
}

/** True when the seat has a free Leader of this type on the planet. */
export function leaderOnPlanet(state: GameState, planet: PlanetId, seat: Seat, type: LeaderType): boolean {
  return leadersOnPlanet(state, planet, seat).some((l) => typeOf(l) === type);
}

/** The captives a seat holds. */
export function captivesOf(state: GameState, captor: Seat): LeaderInPlay[] {
  return leadersInPlay(state).filter((l) => l.at.on === "captive" && l.at.captor === captor);
}

/**
 * Where an escaping or freed Leader may go (RR §24.4): a planet its owner controls in a system without
 * enemy ships (unblockaded), Home System planets first.
 */
export function refuges(state: GameState, seat: Seat): PlanetId[] {
  const owner = state.players[seat];
  if (!owner || owner.eliminated) return [];
  const home = owner.home;
  const planets = (Object.keys(owner.planets) as PlanetId[]).filter((planet) => {
    const position = positionOfPlanet(state, planet);
    return (
      position !== null && controllerOf(state, planet) === seat && !enemyShipsPresent(state, position, seat)
    );
  });
  return [
    ...planets.filter((p) => positionOfPlanet(state, p) === home),
    ...planets.filter((p) => positionOfPlanet(state, p) !== home),
  ];
}

/**
 * The seat's Leaders of this type that go with a group leaving `from` (RR §24.4), and the ship each
 * rides: those the move names aboard a ship of the group (from a ship or a planet there), and those
 * it does not name riding a ship type every ship of which there goes with the group (they follow it).
 */
export function leadersGoing(
  state: GameState,
  seat: Seat,
  from: PositionLabel,
  units: UnitCounts,
  named: readonly LeaderAboard[],
  type: LeaderType,
): LeaderAboard[] {
  return leadersInPlay(state).flatMap((l) => {
    if (l.seat !== seat || typeOf(l) !== type) return [];
    if ((l.at.on !== "ship" && l.at.on !== "planet") || l.at.position !== from) return [];
    const order = named.find((a) => a.leader === l.id);
    if (order) return count(units, order.ship) > 0 ? [order] : [];
    if (l.at.on !== "ship") return [];
    const ship = l.at.ship;
    const allGo = count(units, ship) > 0 && count(units, ship) >= count(spaceUnits(state, from, seat), ship);
    return allGo ? [{ leader: l.id, ship }] : [];
  });
}
