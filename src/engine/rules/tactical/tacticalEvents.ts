/**
 * How the tactical events change the state: counters placed on systems, units moved between space areas
 * and planets, units produced, placed and removed, and planet cards changing hands. No rule checks here.
 */
import type { PlanetId } from "../../../content/index.ts";
import type { EvolveTable } from "../../evolve.ts";
import type { Force, GameState, PlanetCard, PositionLabel, SystemState } from "../../state.ts";
import { addToForces, takeFromForces } from "../units.ts";

type TacticalEvent =
  | "systemActivated"
  | "unitsMoved"
  | "unitsLifted"
  | "unitsLanded"
  | "unitsProduced"
  | "unitsPlaced"
  | "unitsRemoved"
  | "planetGained"
  | "abilityUsed";

function systemAt(s: GameState, position: PositionLabel): SystemState {
  const system = s.board[position];
  if (!system) throw new Error(`no system at ${position}`);
  return system;
}

function planetForces(s: GameState, position: PositionLabel, planet: PlanetId): Force[] {
  const forces = systemAt(s, position).planets[planet];
  if (!forces) throw new Error(`planet ${planet} is not at ${position}`);
  return forces;
}

function forcesAt(s: GameState, position: PositionLabel, planet: PlanetId | undefined): Force[] {
  return planet === undefined ? systemAt(s, position).space : planetForces(s, position, planet);
}

export const TACTICAL_EVOLVE: EvolveTable<TacticalEvent> = {
  systemActivated: (s, e) => {
    const p = s.players[e.seat];
    if (!p) throw new Error(`no player at seat ${e.seat}`);
    if (e.from !== "reinforcements") p.counters[e.from] -= 1;
    systemAt(s, e.position).commandCounters.push(e.seat);
  },
  unitsMoved: (s, e) => {
    takeFromForces(systemAt(s, e.from).space, e.seat, e.units, e.damaged);
    addToForces(systemAt(s, e.to).space, e.seat, e.units, e.damaged);
  },
  unitsLifted: (s, e) => {
    takeFromForces(planetForces(s, e.position, e.planet), e.seat, e.units);
    addToForces(systemAt(s, e.position).space, e.seat, e.units);
  },
  unitsLanded: (s, e) => {
    takeFromForces(systemAt(s, e.position).space, e.seat, e.units);
    addToForces(planetForces(s, e.position, e.planet), e.seat, e.units);
  },
  unitsProduced: (s, e) => {
    addToForces(forcesAt(s, e.position, e.planet), e.seat, e.units);
    if ((e.units.spaceDock ?? 0) > 0) {
      // Only this round's docks matter (RR §14: a new dock produces from the next round on).
      const built = (s.spaceDocksBuilt ?? []).filter((d) => d.round === s.round);
      for (let i = 0; i < (e.units.spaceDock ?? 0); i++)
        built.push({ seat: e.seat, position: e.position, planet: e.planet ?? null, round: s.round });
      s.spaceDocksBuilt = built;
    }
  },
  unitsPlaced: (s, e) => {
    addToForces(forcesAt(s, e.position, e.planet), e.seat, e.units);
  },
  unitsRemoved: (s, e) => {
    takeFromForces(forcesAt(s, e.position, e.planet), e.seat, e.units, e.damaged);
  },
  planetGained: (s, e) => {
    for (const p of s.players) delete p.planets[e.planet];
    const p = s.players[e.seat];
    if (!p) throw new Error(`no player at seat ${e.seat}`);
    const card: PlanetCard = { exhausted: e.exhausted, gainedRound: e.round };
    p.planets[e.planet] = card;
  },
  abilityUsed: (s, e) => {
    const p = s.players[e.seat];
    if (!p) throw new Error(`no player at seat ${e.seat}`);
    p.abilitiesUsed = { ...(p.abilitiesUsed ?? {}), [e.ability]: e.round };
  },
};
