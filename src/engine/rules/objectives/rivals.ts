/**
 * Objectives measured against the other players: influence over the neighbours, Home Systems held or
 * occupied, systems next to enemy Home Systems, blockades (RR §14: an enemy ship in the system of a Space
 * Dock; SE: Saar Space Docks are never blockaded) and ships in every wormhole system (SE p.10: the
 * off-board Wormhole Nexus need not be held).
 */
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import { nameOf } from "../players.ts";
import { controllerOf, controlsSystem } from "../tactical/control.ts";
import { count, docksFloat, planetsAt, shipsOf, spaceUnits, totalUnits } from "../units.ts";
import {
  edgeNeighbours,
  enemyHomes,
  homePlanets,
  neighbours,
  nonFighterShips,
  totalInfluence,
  wormholeSystems,
} from "./board.ts";
import { metIf, notMet, plural, type RequirementChecks } from "./outcome.ts";

/** Enemy Home Systems whose every planet the seat controls. */
function homesHeld(state: GameState, seat: Seat): Seat[] {
  return enemyHomes(state, seat)
    .filter((home) => {
      const planets = homePlanets(state, home.seat);
      return planets.length > 0 && planets.every((planet) => controllerOf(state, planet) === seat);
    })
    .map((home) => home.seat);
}

/** A Space Dock of another player on a planet of this system (never a floating Saar dock). */
function enemyDockAt(state: GameState, position: PositionLabel, seat: Seat): boolean {
  const system = state.board[position];
  if (!system) return false;
  return planetsAt(state, position).some((planet) =>
    (system.planets[planet] ?? []).some(
      (f) => f.seat !== seat && count(f.units, "spaceDock") > 0 && !docksFloat(state, f.seat),
    ),
  );
}

function blockades(state: GameState, seat: Seat): PositionLabel[] {
  return Object.keys(state.board).filter(
    (position) =>
      totalUnits(shipsOf(spaceUnits(state, position, seat))) > 0 && enemyDockAt(state, position, seat),
  );
}

function influenceLine(state: GameState, seats: Seat[]): string {
  return seats.map((s) => `${nameOf(state, s)} ${totalInfluence(state, s)}`).join(", ");
}

export const RIVALS_CHECKS: Pick<
  RequirementChecks,
  | "influenceOverNeighboursCombined"
  | "influenceOverEachNeighbour"
  | "controlHomeSystems"
  | "shipsInEnemyHomeSystems"
  | "systemsAdjacentToEnemyHomes"
  | "blockadeEnemySpaceDock"
  | "shipInEveryWormholeSystem"
> = {
  influenceOverNeighboursCombined: (c) => {
    const mine = totalInfluence(c.state, c.seat);
    const around = neighbours(c.state, c.seat);
    const theirs = around.reduce((sum, s) => sum + totalInfluence(c.state, s), 0);
    return metIf(
      c,
      mine > theirs,
      () =>
        `Your planets' influence must exceed your neighbours' combined: you have ${mine}, they have ${theirs} (${influenceLine(c.state, around)}).`,
    );
  },
  influenceOverEachNeighbour: (c) => {
    const mine = totalInfluence(c.state, c.seat);
    const around = neighbours(c.state, c.seat);
    const ahead = around.filter((s) => totalInfluence(c.state, s) >= mine);
    return metIf(
      c,
      ahead.length === 0,
      () =>
        `Your planets' influence must exceed each neighbour's: you have ${mine}, against ${influenceLine(c.state, ahead)}.`,
    );
  },
  controlHomeSystems: (c, r) => {
    const held = homesHeld(c.state, c.seat).length;
    return metIf(
      c,
      held >= r.count,
      () =>
        `Control every planet of ${plural(r.count, "other player's Home System", "other players' Home Systems")}: you hold ${held}.`,
    );
  },
  shipsInEnemyHomeSystems: (c, r) => {
    const occupied = enemyHomes(c.state, c.seat).filter(
      (home) => nonFighterShips(c.state, home.position, c.seat) >= r.ships,
    ).length;
    return metIf(
      c,
      occupied >= r.homes,
      () =>
        `Have ${r.ships} non-Fighter ships in each of ${r.homes} opponents' Home Systems: you have them in ${occupied}.`,
    );
  },
  systemsAdjacentToEnemyHomes: (c, r) => {
    const mine = Object.keys(c.state.board).filter((p) => controlsSystem(c.state, c.seat, p));
    const threatened = enemyHomes(c.state, c.seat).filter((home) =>
      edgeNeighbours(c.state, home.position).some((p) => mine.includes(p)),
    ).length;
    return metIf(
      c,
      threatened >= r.players,
      () =>
        `Control systems adjacent to the Home Systems of ${r.players} different players: you do next to ${plural(threatened, "Home System")}.`,
    );
  },
  blockadeEnemySpaceDock: (c) =>
    metIf(
      c,
      blockades(c.state, c.seat).length > 0,
      () => "Blockade an opponent's Space Dock (your ship in its system): none of your ships is with one.",
    ),
  shipInEveryWormholeSystem: (c) => {
    const holes = wormholeSystems(c.state);
    if (holes.length === 0)
      return notMet(c, "Have a non-Fighter ship in every wormhole system: there is none on the board.");
    const empty = holes.filter((p) => nonFighterShips(c.state, p, c.seat) === 0);
    return metIf(
      c,
      empty.length === 0,
      () =>
        `Have a non-Fighter ship in every wormhole system: you have none in ${empty.join(", ")} (of ${holes.length}).`,
    );
  },
};
