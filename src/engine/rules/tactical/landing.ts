/**
 * Planetary landings (RR §8 step 5, §13.1): Ground Forces, Shock Troops and PDS go from the ships in the
 * system onto its planets. A friendly planet just takes them; a neutral planet is gained with at least
 * one Ground Force; an enemy planet without enemy units falls at once (still a war for trade, RR §13.1);
 * one with enemy units is invaded, in the order landed (RR §8 step 6). A transfer lands only on planets
 * already controlled (RR §9). PDS landed without a Ground Force on a planet not yours are destroyed.
 * Laws, directives and cards bar landings and invasions and act once a planet is taken (hooks/tactical.ts).
 */
import { getPlanet, type PlanetId } from "../../../content/index.ts";
import { answers } from "../../hooks/index.ts";
import type { PlanetTaken } from "../../hooks/tactical.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { openActionWindow } from "../actionCards/window.ts";
import { breakAgreementByWar } from "../trade/agreements.ts";
import {
  addCounts,
  containsCounts,
  count,
  describeUnits,
  enemyShipsPresent,
  forcesOnPlanet,
  GROUND_TYPES,
  onlyTypes,
  positionOfPlanet,
  spaceUnits,
  tidy,
  totalUnits,
  unitsIn,
} from "../units.ts";
import { controllerOf, gainPlanet } from "./control.ts";
import { checkUnitCounts } from "./movement.ts";
import type { Landing } from "./orders.ts";

const LANDING_TYPES = ["groundForce", "shockTroop", "pds"] as const;

export interface LandingScope {
  positions: PositionLabel[];
  /** Transfer actions land only on planets the player already controls (RR §9). */
  friendlyOnly: boolean;
}

/** Units that could land in a system: the seat's ground units and PDS aboard ships there, with planets to land on. */
export function canLand(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  friendlyOnly: boolean,
): boolean {
  const system = state.board[position];
  if (!system || enemyShipsPresent(state, position, seat)) return false;
  const cargo = onlyTypes(spaceUnits(state, position, seat), LANDING_TYPES);
  const planets = (Object.keys(system.planets) as PlanetId[]).filter(
    (p) => !getPlanet(p).tradeStation && (!friendlyOnly || controllerOf(state, p) === seat),
  );
  return totalUnits(cargo) > 0 && planets.length > 0;
}

function checkLanding(
  state: GameState,
  seat: Seat,
  landing: Landing,
  scope: LandingScope,
): RuleError | undefined {
  const form = checkUnitCounts(landing.units, "the units landing");
  if (form) return form;
  if (totalUnits(onlyTypes(landing.units, LANDING_TYPES)) !== totalUnits(landing.units)) {
    return ruleError(
      "ERR_LANDING_UNITS",
      "RR §8 step 5",
      "Only Ground Forces, Shock Troops and PDS land on planets.",
    );
  }
  const position = positionOfPlanet(state, landing.planet);
  if (position === null || !scope.positions.includes(position)) {
    return ruleError(
      "ERR_LANDING_PLANET",
      "RR §8 step 5",
      `Land only on planets of ${scope.positions.join(" or ")}.`,
    );
  }
  if (getPlanet(landing.planet).tradeStation) {
    return ruleError(
      "ERR_TRADE_STATION",
      "SE p.7",
      "Ground Forces and PDS may not be placed on Trade Stations.",
    );
  }
  if (enemyShipsPresent(state, position, seat)) {
    // [recalled] RR §8 step 5: landing needs the system cleared of enemy ships.
    return ruleError(
      "ERR_LANDING_BLOCKED",
      "RR §8 step 5",
      "No landing while enemy ships remain in the system.",
    );
  }
  // Imperial Peace, Planetary Conscription (laws, RR §20).
  const controller = controllerOf(state, landing.planet);
  for (const blocked of answers(state, "landingBlocked")) {
    const barred = blocked(state, seat, landing.planet, controller);
    if (barred) return barred;
  }
  if (scope.friendlyOnly && controller !== seat) {
    return ruleError(
      "ERR_TRANSFER_LANDING",
      "RR §9",
      "A transfer action lands units only on planets you already control.",
    );
  }
  // Official Sanction (directive): no invasion this round for the elected player; Armistice (board
  // card): the opponent it names may not invade the planet it shields this round.
  for (const blocked of answers(state, "invasionBlocked")) {
    const barred = blocked(state, seat, landing.planet, controller);
    if (barred) return barred;
  }
  return undefined;
}

/** Checks every landing and that the units are aboard; returns the landings merged by planet. */
export function planLandings(
  state: GameState,
  seat: Seat,
  landings: Landing[],
  scope: LandingScope,
): Landing[] | RuleError {
  const merged = new Map<PlanetId, UnitCounts>();
  for (const landing of landings) {
    const refused = checkLanding(state, seat, landing, scope);
    if (refused) return refused;
    merged.set(landing.planet, addCounts(merged.get(landing.planet), landing.units));
  }
  // Colonization Licensing (law, RR §20): the neutral planets taken must be paid for.
  const colonized = [...merged]
    .filter(
      ([planet, units]) =>
        neutralAndUndefended(state, planet) && totalUnits(onlyTypes(units, GROUND_TYPES)) > 0,
    )
    .map(([planet]) => planet);
  for (const blocked of answers(state, "neutralLandingBlocked")) {
    const unpaid = blocked(state, seat, colonized);
    if (unpaid) return unpaid;
  }
  const needed = new Map<PositionLabel, UnitCounts>();
  for (const [planet, units] of merged) {
    const position = positionOfPlanet(state, planet) as PositionLabel;
    needed.set(position, addCounts(needed.get(position), units));
  }
  for (const [position, units] of needed) {
    if (!containsCounts(spaceUnits(state, position, seat), units)) {
      return ruleError(
        "ERR_UNITS_NOT_THERE",
        "RR §8 step 5",
        `Your ships at ${position} do not carry ${describeUnits(units)} to land.`,
      );
    }
  }
  for (const [planet, units] of merged) {
    const refused = checkPdsRoom(state, seat, planet, units);
    if (refused) return refused;
  }
  return [...merged].map(([planet, units]) => ({ planet, units: tidy(units) }));
}

/**
 * A neutral planet with guards on it (SE Option 13: the Custodians on Mecatol Rex; hooks/options.ts): a
 * landing there is an invasion against them (RR §8 step 6), and no card claims it without one.
 */
export function guardedNeutral(state: GameState, planet: PlanetId): boolean {
  return (
    controllerOf(state, planet) === null &&
    answers(state, "neutralPlanetGuarded").some((guarded) => guarded(state, planet))
  );
}

/** A neutral planet with no units on it: a landing there takes it at once (RR §13.1). */
function neutralAndUndefended(state: GameState, planet: PlanetId): boolean {
  const position = positionOfPlanet(state, planet);
  const system = position === null ? undefined : state.board[position];
  return (
    controllerOf(state, planet) === null &&
    !(system ? forcesOnPlanet(system, planet) : []).some((f) => totalUnits(f.units) > 0)
  );
}

/** RR §1: at most 2 PDS of yours on one planet. */
function checkPdsRoom(
  state: GameState,
  seat: Seat,
  planet: PlanetId,
  landing: UnitCounts,
): RuleError | undefined {
  const position = positionOfPlanet(state, planet);
  const system = position === null ? undefined : state.board[position];
  const pds = count(unitsIn(system ? forcesOnPlanet(system, planet) : [], seat), "pds");
  if (pds + count(landing, "pds") <= 2) return undefined;
  return ruleError("ERR_PDS_LIMIT", "RR §1", `${getPlanet(planet).name} can hold at most 2 of your PDS.`);
}

/** Lands the units and resolves each planet; returns the planets to invade, in the order landed. */
export function resolveLandings(tx: Tx, seat: Seat, landings: Landing[]): PlanetId[] {
  const invasions: PlanetId[] = [];
  for (const { planet, units } of landings) {
    const position = positionOfPlanet(tx.state, planet) as PositionLabel;
    tx.emit({ type: "unitsLanded", seat, position, planet, units });
    if (resolvePlanet(tx, seat, position, planet, units)) invasions.push(planet);
  }
  return invasions;
}

/** One planet after the landing (RR §13.1); true when it must be invaded. */
function resolvePlanet(
  tx: Tx,
  seat: Seat,
  position: PositionLabel,
  planet: PlanetId,
  landed: UnitCounts,
): boolean {
  const owner = controllerOf(tx.state, planet);
  if (owner === seat) return false;
  const ground = totalUnits(onlyTypes(landed, GROUND_TYPES));
  const system = tx.state.board[position];
  const defenders = (system ? forcesOnPlanet(system, planet) : []).filter((f) => f.seat !== seat);
  if (ground === 0) {
    tx.emit({
      type: "unitsRemoved",
      seat,
      position,
      planet,
      units: { pds: count(landed, "pds") },
      reason: "PDS landed alone (RR §13.1)",
    });
    return false;
  }
  if (defenders.some((f) => totalUnits(f.units) > 0) || guardedNeutral(tx.state, planet)) return true;
  // Star of Death's radiation counter (a board card): the landing dies and the planet stays neutral.
  if (
    owner === null &&
    answers(tx.state, "landingRepelled").some((repel) => repel(tx, seat, position, planet))
  )
    return false;
  if (owner !== null) breakAgreementByWar(tx, seat, owner);
  // A Diplomat on the undefended planet (Leaders option, RR §24.4) may turn the landing back.
  const about = owner === null ? null : { seat, position, planet, defender: owner };
  if (about && answers(tx.state, "invasionTurnedBack").some((turned) => turned(tx, about))) return false;
  gainPlanet(tx, seat, planet);
  // The play window is pushed first, so answered after the option modules announced next.
  planetTaken(tx, { seat, position, planet, from: owner, by: "landing" });
  announceOptions(tx, seat, planet, owner);
  return false;
}

/**
 * A planet has just changed hands (a landing or an invasion): what the laws do then (Planetary
 * Conscription, Minister of Exploration on a neutral planet landed on), then a play window right after
 * (RR §19 "afterPlanetTaken": Rare Mineral, Reparations), waiting on the taker for a neutral planet, on
 * the loser otherwise. Interpretation: only landings and invasions take planets here (a Trade Station
 * following the ships, or a card placing units, opens no window).
 */
export function planetTaken(tx: Tx, taken: PlanetTaken): void {
  for (const answer of answers(tx.state, "planetTaken")) answer(tx, taken);
  const concerned = taken.from ?? taken.seat;
  const others = tx.state.players.map((p) => p.seat).filter((s) => s !== concerned);
  openActionWindow(tx, "afterPlanetTaken", others);
}

/**
 * As the Planetary Landing step of a tactical action begins (RR §19 "beforeLandings": Star of Death), a
 * window for the players with a War Sun in the system activated (a public fact): the card needs one there,
 * and the others keep their cards for later moments.
 */
export function openLandingsWindow(tx: Tx, position: PositionLabel): void {
  const others = tx.state.players
    .map((p) => p.seat)
    .filter((seat) => count(spaceUnits(tx.state, position, seat), "warSun") === 0);
  if (others.length === tx.state.players.length) return;
  openActionWindow(tx, "beforeLandings", others);
}

/** A neutral planet claimed: what the option modules do then (Distant Suns, Custodians; hooks/options.ts). */
function announceOptions(tx: Tx, seat: Seat, planet: PlanetId, owner: Seat | null): void {
  if (owner !== null) return;
  for (const claimed of answers(tx.state, "neutralPlanetClaimed")) claimed(tx, seat, planet);
}
