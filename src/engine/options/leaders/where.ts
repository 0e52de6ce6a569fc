/**
 * Where the Leaders are (RR §24.4): the queries the Leaders option's rules share. A Leader is always on a
 * planet or aboard one of its owner's ships, or held captive, or dead; never alone in space.
 */
import { getLeader, type LeaderType, type PlanetId } from "../../../content/index.ts";
import { controllerOf } from "../../rules/tactical/control.ts";
import { enemyShipsPresent, positionOfPlanet } from "../../rules/units.ts";
import type { GameState, LeaderInPlay, PositionLabel, Seat } from "../../state.ts";

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
