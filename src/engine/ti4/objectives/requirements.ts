/**
 * Whether a player meets an objective (LRR 61, digest §10), read from the typed `requirement` of each card
 * (content/ti4/objectives*.ts). Every base-game condition that is a standing fact of the table is judged
 * here; a "spend" objective is met when the player could pay it now (it is paid as it is scored, LRR 61.9).
 *
 * What cannot be judged from the state says so (`{ unjudged }`), so scoring refuses it with that sentence
 * rather than treating it as met or as impossible: the few objectives scored at a moment that no step
 * records yet (LRR 61.5; those it records are in moments.ts), and a few Prophecy of Kings conditions whose
 * parts (attachments, laws, relic fragments, neighbours) the state does not hold yet.
 */
import {
  PLANET_TRAITS,
  type PlanetTrait,
  TI4_GROUND_FORCE_TYPES,
  TI4_SHIP_TYPES,
  TI4_STRUCTURE_TYPES,
  TI4_TECH_COLORS,
  type Ti4ObjectiveId,
  type Ti4ObjectiveRequirement,
  type Ti4PlanetFilter,
  type Ti4PlanetId,
  type Ti4SystemFilter,
  type Ti4UnitType,
  ti4Objective,
  ti4Planet,
  ti4Technology,
} from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { lawsInPlay } from "../agenda/laws.ts";
import { countUnits, unitsIn } from "../board/forces.ts";
import {
  mecatolPosition,
  planetsAt,
  positionOfPlanet,
  systemAt,
  systemPositions,
  ti4Neighbours,
  wormholesAt,
} from "../board/galaxy.ts";
import { spendable } from "../economy/spend.ts";
import type { Ti4State } from "../state.ts";
import { coexistingPlanetsOf } from "../thundersEdge/coexist.ts";
import { trulyPlanets } from "../thundersEdge/stationCard.ts";
import { coloursReached, synergyOf } from "../thundersEdge/synergy.ts";
import { areNeighbours } from "../transactions/neighbours.ts";
import { ti4UnitsOnBoard } from "../units.ts";
import { TI4_MOMENT_OBJECTIVES } from "./moments.ts";

/** An objective whose condition the engine cannot read from the state yet, and why. */
export interface Ti4Unjudged {
  unjudged: string;
}

type Judged = boolean | Ti4Unjudged;

/** The Nekro Virus's assimilators do not count toward Adapt New Strategies (the card says so). */
const NOT_FACTION_TECHNOLOGY_FOR_OBJECTIVES = new Set<string>(["vax", "vay"]);

/** The planets a seat controls for objectives: its space stations left out (TE "Space Stations"). */
function planetsOf(state: Ti4State, seat: Seat): Ti4PlanetId[] {
  // TE "Coexist": a coexisting player counts the planet as controlled when scoring objectives.
  const held = Object.keys(state.players[seat]?.planets ?? {}) as Ti4PlanetId[];
  return trulyPlanets([...new Set([...held, ...coexistingPlanetsOf(state, seat)])]);
}

/** The positions of the home systems of the players in the game. */
function homePositions(state: Ti4State, except?: Seat): PositionLabel[] {
  return state.players.flatMap((p) => (p.home !== null && p.seat !== except ? [p.home] : []));
}

/** A planet lies in a home system: one of a player's, or any tile printed as a home. */
function inHomeSystem(state: Ti4State, planet: Ti4PlanetId): boolean {
  const position = positionOfPlanet(state, planet);
  if (position === null) return false;
  return homePositions(state).includes(position) || systemAt(state, position)?.homeOf != null;
}

/** LRR 61.16: the planets of a seat's own home system (all must be theirs to score a public objective). */
export function homePlanets(state: Ti4State, seat: Seat): readonly Ti4PlanetId[] {
  const home = state.players[seat]?.home;
  return home ? planetsAt(state, home) : [];
}

function countPlanets(state: Ti4State, seat: Seat, where: Ti4PlanetFilter): number | Ti4Unjudged {
  const mine = planetsOf(state, seat);
  if (where === "attachment")
    return { unjudged: "Planet attachments are not recorded by the engine yet, so this cannot be judged." };
  if (where === "sameTrait")
    return Math.max(...PLANET_TRAITS.map((t) => mine.filter((p) => ti4Planet(p).traits.includes(t)).length));
  const others = homePositions(state, seat);
  const test: Record<Exclude<Ti4PlanetFilter, "attachment" | "sameTrait">, (p: Ti4PlanetId) => boolean> = {
    nonHome: (p) => !inHomeSystem(state, p),
    techSpecialty: (p) => ti4Planet(p).specialties.length > 0,
    legendary: (p) => ti4Planet(p).legendary,
    otherHome: (p) => others.includes(positionOfPlanet(state, p) ?? ""),
    mecatolRex: (p) => p === "mecatolrex",
    cultural: (p) => hasTrait(p, "cultural"),
    hazardous: (p) => hasTrait(p, "hazardous"),
    industrial: (p) => hasTrait(p, "industrial"),
  };
  return mine.filter(test[where]).length;
}

function hasTrait(planet: Ti4PlanetId, trait: PlanetTrait): boolean {
  return ti4Planet(planet).traits.includes(trait);
}

/** The seat's units in a system's space area and on its planets (ships only: space). */
function unitsInSystem(state: Ti4State, seat: Seat, position: PositionLabel, of: "ships" | "units") {
  const system = state.board[position];
  const space = countUnits(unitsIn(system, seat), of === "ships" ? TI4_SHIP_TYPES : undefined);
  if (of === "ships") return space;
  return space + planetsAt(state, position).reduce((n, p) => n + countUnits(unitsIn(system, seat, p)), 0);
}

export function systemMatches(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
  where: Ti4SystemFilter,
): boolean | Ti4Unjudged {
  const tile = systemAt(state, position);
  if (!tile) return false;
  switch (where) {
    case "any":
      return true;
    case "adjacentToMecatolRex": {
      const mecatol = mecatolPosition(state);
      return mecatol !== null && ti4Neighbours(state, mecatol).includes(position);
    }
    case "noPlanets":
      // TE "Space Stations": a station is no planet.
      return trulyPlanets(tile.planets).length === 0;
    case "legendaryMecatolOrAnomaly":
      return (
        tile.anomalies.length > 0 || tile.planets.some((p) => p === "mecatolrex" || ti4Planet(p).legendary)
      );
    case "adjacentToAnomaly":
      return ti4Neighbours(state, position).some((n) => (systemAt(state, n)?.anomalies.length ?? 0) > 0);
    case "adjacentToOtherHome": {
      const others = homePositions(state, seat);
      return ti4Neighbours(state, position).some((n) => others.includes(n));
    }
    case "otherPlayersSpaceDock":
      return tile.planets.some((p) =>
        (state.board[position]?.planets[p] ?? []).some(
          (f) => f.seat !== seat && (f.units.spaceDock ?? 0) > 0,
        ),
      );
    case "alphaWormhole":
      return wormholesAt(state, position).includes("alpha");
    case "betaWormhole":
      return wormholesAt(state, position).includes("beta");
    case "boardEdgeNotHome":
    case "wormholeNexus":
      return { unjudged: "The galaxy's rim and the wormhole nexus are not read by the engine yet." };
  }
}

function presence(
  state: Ti4State,
  seat: Seat,
  r: Extract<Ti4ObjectiveRequirement, { kind: "presence" }>,
): Judged {
  let found = 0;
  for (const position of systemPositions(state)) {
    if (unitsInSystem(state, seat, position, r.of) === 0) continue;
    const matches = systemMatches(state, seat, position, r.where);
    if (typeof matches !== "boolean") return matches;
    if (matches) found += 1;
  }
  return found >= r.systems;
}

function shipsInOneSystem(
  state: Ti4State,
  seat: Seat,
  r: Extract<Ti4ObjectiveRequirement, { kind: "shipsInOneSystem" }>,
): boolean {
  const types = TI4_SHIP_TYPES.filter((t) => !r.nonFighter || t !== "fighter");
  const mecatol = mecatolPosition(state);
  const where = r.where === "mecatolRex" ? (mecatol ? [mecatol] : []) : systemPositions(state);
  return where.some((p) => countUnits(unitsIn(state.board[p], seat), types) >= r.count);
}

function technologyColours(state: Ti4State, seat: Seat, colours: number, each: number): boolean {
  const owned = (state.players[seat]?.technologies ?? []).map((t) => ti4Technology(t).color);
  // TE "Breakthroughs and Synergy": a technology of a synergy colour may count as the other, as one only.
  return coloursReached(owned, TI4_TECH_COLORS, each, synergyOf(state, seat)) >= colours;
}

function unitsOnPlanet(state: Ti4State, seat: Seat, planet: Ti4PlanetId, types: readonly Ti4UnitType[]) {
  const position = positionOfPlanet(state, planet);
  return position === null ? 0 : countUnits(unitsIn(state.board[position], seat, planet), types);
}

function spendMet(
  state: Ti4State,
  seat: Seat,
  r: Extract<Ti4ObjectiveRequirement, { kind: "spend" }>,
): Judged {
  const player = state.players[seat];
  if (!player) return false;
  if ((r.resources ?? 0) > 0 && (r.influence ?? 0) > 0)
    return {
      unjudged:
        "Paying resources and influence together for one objective is not built yet: it cannot be scored.",
    };
  if (r.resources && spendable(state, seat, "resources").total < r.resources) return false;
  if (r.influence && spendable(state, seat, "influence").total < r.influence) return false;
  if (player.tradeGoods < (r.tradeGoods ?? 0)) return false;
  if (r.tacticOrStrategyTokens && player.tokens.tactic + player.tokens.strategy < r.tacticOrStrategyTokens)
    return false;
  return true;
}

const NOT_RECORDED: Partial<Record<Ti4ObjectiveRequirement["kind"], string>> = {
  purgeRelicFragments: "Relic fragments are not recorded by the engine yet.",
  productionInOneSystem: "Production values are not summed by the engine yet.",
};

export function meetsRequirement(state: Ti4State, seat: Seat, r: Ti4ObjectiveRequirement): Judged {
  const player = state.players[seat];
  if (!player) return false;
  const why = NOT_RECORDED[r.kind];
  if (why) return { unjudged: `${why} This objective cannot be judged, so it cannot be scored yet.` };
  switch (r.kind) {
    case "spend":
      return spendMet(state, seat, r);
    case "controlPlanets": {
      const n = countPlanets(state, seat, r.where);
      return typeof n === "number" ? n >= r.count : n;
    }
    case "planetTotal":
      return planetsOf(state, seat).reduce((n, p) => n + ti4Planet(p)[r.value], 0) >= r.atLeast;
    case "technologyColours":
      return technologyColours(state, seat, r.colours, r.each);
    case "unitUpgrades":
      return player.technologies.filter((t) => ti4Technology(t).upgrades !== null).length >= r.count;
    case "factionTechnologies":
      return (
        player.technologies.filter(
          (t) => ti4Technology(t).faction !== null && !NOT_FACTION_TECHNOLOGY_FOR_OBJECTIVES.has(t),
        ).length >= r.count
      );
    case "unitsOnBoard":
      return countUnits(ti4UnitsOnBoard(state, seat), r.units) >= r.count;
    case "structures":
      return countUnits(ti4UnitsOnBoard(state, seat), TI4_STRUCTURE_TYPES) >= r.count;
    case "planetsWith": {
      const types = r.what === "structure" ? TI4_STRUCTURE_TYPES : (["mech"] as const);
      const home = homePlanets(state, seat);
      const planets = planetsOf(state, seat).filter((p) => !r.outsideHome || !home.includes(p));
      return planets.filter((p) => unitsOnPlanet(state, seat, p, types) > 0).length >= r.count;
    }
    case "presence":
      return presence(state, seat, r);
    case "shipsInOneSystem":
      return shipsInOneSystem(state, seat, r);
    case "groundForcesOnOnePlanet":
      return planetsOf(state, seat).some(
        (p) =>
          unitsOnPlanet(state, seat, p, TI4_GROUND_FORCE_TYPES) >= r.count &&
          (!r.withoutOwnSpaceDock || unitsOnPlanet(state, seat, p, ["spaceDock"]) === 0),
      );
    // LRR 7.4, 8.20: the laws on the table, read where the agenda area keeps them.
    case "lawsInPlay":
      return lawsInPlay(state).length >= r.count;
    case "discardActionCards":
      return player.secret.actionCards.length >= r.count;
    // LRR 60: neighbours as transactions read them (transactions/neighbours.ts).
    case "morePlanetsThanNeighbours": {
      const mine = planetsOf(state, seat).length;
      const fewer = state.players.filter(
        (p) => !p.eliminated && areNeighbours(state, seat, p.seat) && planetsOf(state, p.seat).length < mine,
      );
      return fewer.length >= r.neighbours;
    }
    case "neighbourOfEveryone":
      return state.players.every(
        (p) => p.seat === seat || p.eliminated || areNeighbours(state, seat, p.seat),
      );
    // LRR 69: a note of another player's colour face up in the seat's play area.
    case "promissoryNoteOfAnother":
      return (player.promissoryPlayArea ?? []).some((note) => note.owner !== seat);
    case "allOf": {
      for (const part of r.requirements) {
        const met = meetsRequirement(state, seat, part);
        if (met !== true) return met;
      }
      return true;
    }
    default:
      return { unjudged: `The condition ${r.kind} is not judged by the engine yet.` };
  }
}

/**
 * Whether `seat` meets objective `id` now: true or false, or why the engine cannot tell. An objective with
 * no typed requirement is scored at a moment (LRR 61.5: a combat won, a unit destroyed): met while that
 * moment waits on the seat (moments.ts records it), or refused as not judged for the moments no built step
 * records yet.
 */
export function meetsObjective(state: Ti4State, seat: Seat, id: Ti4ObjectiveId): Judged {
  const objective = ti4Objective(id);
  // LRR 61.5: a moment the engine records (moments.ts) is met while it waits on the seat.
  if (objective.requirement === null && TI4_MOMENT_OBJECTIVES.has(id))
    return (state.players[seat]?.secret.objectiveMoments ?? []).includes(id);
  if (objective.requirement === null)
    return {
      unjudged: `${objective.name} is scored at the moment its condition happens (LRR 61.5), during a combat or an attack that the engine does not yet record: it cannot be scored yet.`,
    };
  return meetsRequirement(state, seat, objective.requirement);
}
