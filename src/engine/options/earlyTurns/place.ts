/**
 * SE Option 15, step 3, Place Units (SE p.11): from the Speaker clockwise, each player places his starting
 * units and those he bought in his Home System and the systems he claimed. A Space Dock stays on a Home
 * planet; Ground Forces and PDS may go on any Home planet; outside the Home System every Fighter, Ground
 * Force and PDS in a system (in space or on its planets) must fit aboard his ships there (Carriers, War
 * Suns, ships with Stasis Capsules): the rulebook refuses a Carrier with 3 Fighters beside 4 Ground Forces.
 *
 * The answer names what goes where outside its place: units sent to a claimed system (bought ones first,
 * then starting units taken from home) and bought units put on a chosen Home planet. Everything else stays
 * in the Home System: starting units where set up, bought ships and Fighters in its space, bought Ground
 * Forces and PDS on the planet of its Space Dock. [decision] Space Docks set up at home stay there; a bought
 * one, like a PDS, needs a planet holding his Ground Forces when outside the Home System; Fleet Supply (RR
 * §15, without race bonuses), at most 2 PDS per planet and Fighter support at home (RR §2.3) hold as ever,
 * and no unit goes on a planet its guards hold (SE Option 13: the Custodians on Mecatol Rex).
 */
import { getPlanet, getUnit, type PlanetId, UNIT_TYPES, type UnitType } from "../../../content/index.ts";
import type { Command } from "../../commands.ts";
import type { GameEvent } from "../../events.ts";
import { evolve } from "../../evolve.ts";
import type { EarlyTurnsFrame } from "../../frames.ts";
import { answers } from "../../hooks/index.ts";
import { isRuleError, type RuleError, ruleError } from "../../ruleError.ts";
import { player } from "../../rules/players.ts";
import {
  addCounts,
  CARGO_TYPES,
  cargoFit,
  count,
  describeUnits,
  dockFighterSupport,
  docksInSystem,
  fleetSize,
  forcesOnPlanet,
  planetsAt,
  positionOfPlanet,
  subtractCounts,
  tidy,
  unitsIn,
} from "../../rules/units.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { nextTurn } from "./turns.ts";

export const PLACE_RULE = "SE p.11 Simulated Early Turns, 3. Place Units";

type Named = Extract<Command, { type: "placeEarlyUnits" }>["placements"][number];
/** A placement with its system known (a planet's system is found from the planet). */
type EarlyPlacement = Named & { position: PositionLabel };

function located(state: GameState, entry: Named): EarlyPlacement | RuleError {
  if (entry.planet === undefined) {
    return entry.position === undefined
      ? placeError("ERR_EARLY_PLACE_WHERE", "Name a system (in space) or a planet for each group of units.")
      : { ...entry, position: entry.position };
  }
  const at = positionOfPlanet(state, entry.planet);
  if (at === null || (entry.position !== undefined && entry.position !== at))
    return placeError(
      "ERR_EARLY_PLACE_PLANET",
      `There is no planet "${entry.planet}" ${entry.position ? `at ${entry.position}` : "on the board"}.`,
    );
  return { ...entry, position: at };
}

function placeError(code: string, message: string): RuleError {
  return ruleError(code, PLACE_RULE, message);
}

const onPlanets = (type: UnitType) => getUnit(type).placement === "planet";

function checkEntry(state: GameState, places: readonly string[], entry: EarlyPlacement) {
  if (!places.includes(entry.position))
    return placeError(
      "ERR_EARLY_PLACE_WHERE",
      `Place units only in your Home System and the systems you claimed.`,
    );
  const { planet } = entry;
  if (planet !== undefined && !planetsAt(state, entry.position).includes(planet))
    return placeError("ERR_EARLY_PLACE_PLANET", `There is no planet "${planet}" at ${entry.position}.`);
  // SE Option 13: a planet guarded (the Custodians on Mecatol Rex) is taken only by fighting its guards.
  if (
    planet !== undefined &&
    answers(state, "neutralPlanetGuarded").some((guarded) => guarded(state, planet))
  )
    return placeError(
      "ERR_EARLY_PLACE_GUARDED",
      `${getPlanet(planet).name} is guarded: it is taken only by invading it.`,
    );
  if (planet !== undefined && getPlanet(planet).tradeStation)
    return placeError("ERR_TRADE_STATION", "No unit is placed on a Trade Station (SE Trade Stations).");
  for (const type of UNIT_TYPES) {
    if (count(entry.units, type) === 0) continue;
    if (planet !== undefined && getUnit(type).kind === "ship")
      return placeError(
        "ERR_EARLY_PLACE_PLANET",
        `Ships go in space, not on a planet: ${getUnit(type).name}.`,
      );
    if (planet === undefined && type === "spaceDock")
      return placeError("ERR_EARLY_PLACE_PLANET", "A Space Dock goes on a planet: name it.");
  }
  return undefined;
}

/** The seat's units in the Home System that may leave it (all but its Space Docks), by area. */
function homeAreas(
  state: GameState,
  seat: Seat,
  home: PositionLabel,
): { planet?: PlanetId; units: UnitCounts }[] {
  const system = state.board[home];
  if (!system) return [];
  const areas: { planet?: PlanetId; units: UnitCounts }[] = [{ units: unitsIn(system.space, seat) }];
  for (const planet of planetsAt(state, home))
    areas.push({ planet, units: unitsIn(forcesOnPlanet(system, planet), seat) });
  return areas.map((area) => ({ ...area, units: tidy({ ...area.units, spaceDock: 0 }) }));
}

/** The units taken from home for the claims: from space first, then from the fullest planets. */
function takenFromHome(
  state: GameState,
  seat: Seat,
  home: PositionLabel,
  wanted: UnitCounts,
): GameEvent[] | RuleError {
  const events: GameEvent[] = [];
  const areas = homeAreas(state, seat, home);
  for (const type of UNIT_TYPES) {
    let left = count(wanted, type);
    const sources = [...areas].sort(
      (a, b) => (a.planet ? 1 : 0) - (b.planet ? 1 : 0) || count(b.units, type) - count(a.units, type),
    );
    for (const area of sources) {
      const n = Math.min(left, count(area.units, type));
      if (n === 0) continue;
      left -= n;
      events.push({
        type: "unitsRemoved",
        seat,
        position: home,
        ...(area.planet ? { planet: area.planet } : {}),
        units: { [type]: n },
        reason: "Simulated Early Turns",
      });
    }
    if (left > 0)
      return placeError(
        "ERR_EARLY_PLACE_UNITS",
        `You have no more ${getUnit(type).name}s to place: ${describeUnits(wanted)} is more than your starting and bought units.`,
      );
  }
  return events;
}

/** Bought units no answer placed: ships and Fighters in home space, the rest on the planet of the dock. */
function boughtAtHome(
  state: GameState,
  seat: Seat,
  home: PositionLabel,
  rest: UnitCounts,
): EarlyPlacement[] | RuleError {
  if (count(rest, "spaceDock") > 0)
    return placeError("ERR_EARLY_PLACE_DOCK", "Name the planet of the Space Dock you bought.");
  const system = state.board[home];
  const planets = planetsAt(state, home);
  const dockPlanet =
    planets.find((p) => system && count(unitsIn(forcesOnPlanet(system, p), seat), "spaceDock") > 0) ??
    planets[0];
  const space = tidy(
    Object.fromEntries(UNIT_TYPES.filter((t) => !onPlanets(t)).map((t) => [t, count(rest, t)])),
  );
  const ground = subtractCounts(rest, space);
  const out: EarlyPlacement[] = [{ position: home, units: space }];
  if (dockPlanet) out.push({ position: home, planet: dockPlanet, units: ground });
  return out.filter((entry) => Object.keys(tidy(entry.units)).length > 0);
}

/** The events of one answer: starting units leave home, then every unit is placed. */
function placementEvents(state: GameState, frame: EarlyTurnsFrame, seat: Seat, named: readonly Named[]) {
  const home = player(state, seat).home as PositionLabel;
  const places = [home, ...(frame.claims[seat] ?? [])];
  const entries: EarlyPlacement[] = [];
  for (const entry of named) {
    const found = located(state, entry);
    if (isRuleError(found)) return found;
    const refused = checkEntry(state, places, found);
    if (refused) return refused;
    entries.push(found);
  }
  const bought = tidy(frame.bought[seat] ?? {});
  const sum = (list: readonly EarlyPlacement[]) =>
    list.reduce((all, e) => addCounts(all, e.units), {} as UnitCounts);
  const atHome = sum(entries.filter((e) => e.position === home));
  if (UNIT_TYPES.some((t) => count(atHome, t) > count(bought, t)))
    return placeError(
      "ERR_EARLY_PLACE_HOME",
      "At home, name only units you bought: your starting units stay where they were set up unless they go to a claim.",
    );
  const outside = sum(entries.filter((e) => e.position !== home));
  const boughtLeft = subtractCounts(bought, atHome);
  const boughtOut = tidy(
    Object.fromEntries(UNIT_TYPES.map((t) => [t, Math.min(count(boughtLeft, t), count(outside, t))])),
  );
  const taken = takenFromHome(state, seat, home, subtractCounts(outside, boughtOut));
  if (!Array.isArray(taken)) return taken;
  const rest = boughtAtHome(state, seat, home, subtractCounts(boughtLeft, boughtOut));
  if (!Array.isArray(rest)) return rest;
  const placed: GameEvent[] = [...entries, ...rest]
    .filter((e) => Object.keys(tidy(e.units)).length > 0)
    .map((e) => ({
      type: "unitsPlaced",
      seat,
      position: e.position,
      ...(e.planet ? { planet: e.planet } : {}),
      units: tidy(e.units),
      reason: "Simulated Early Turns",
    }));
  return { events: [...taken, ...placed], places, home };
}

/** Fleet Supply, room aboard outside home, Fighter support at home, PDS and docks on planets. */
function checkPlaced(state: GameState, seat: Seat, places: readonly PositionLabel[], home: PositionLabel) {
  const fleet = player(state, seat).counters.fleet;
  for (const position of places) {
    const system = state.board[position];
    if (!system) continue;
    if (fleetSize(state, position, seat) > fleet)
      return ruleError(
        "ERR_FLEET_SUPPLY",
        "RR §15",
        `At ${position} your ships are more than your ${fleet} Fleet Supply.`,
      );
    let cargo = unitsIn(system.space, seat);
    for (const planet of planetsAt(state, position)) {
      const units = unitsIn(forcesOnPlanet(system, planet), seat);
      if (count(units, "pds") > 2)
        return ruleError(
          "ERR_PDS_LIMIT",
          "RR §1",
          `${getPlanet(planet).name} can hold at most 2 of your PDS.`,
        );
      const guarded = count(units, "groundForce") + count(units, "shockTroop") > 0;
      if (position !== home && !guarded && (count(units, "pds") > 0 || count(units, "spaceDock") > 0))
        return placeError(
          "ERR_EARLY_PLACE_UNGUARDED",
          `A PDS or Space Dock on ${getPlanet(planet).name} needs your Ground Forces beside it.`,
        );
      if (count(units, "spaceDock") > 1)
        return placeError("ERR_EARLY_PLACE_DOCK", `${getPlanet(planet).name} holds one Space Dock.`);
      if (position !== home)
        cargo = addCounts(cargo, Object.fromEntries(CARGO_TYPES.map((t) => [t, count(units, t)])));
    }
    const support =
      position === home ? docksInSystem(state, position, seat) * dockFighterSupport(state, seat) : 0;
    const fit = cargoFit(state, seat, cargo, support);
    if (fit.cargoOver > 0 || fit.fightersOver > 0) {
      const where = position === home ? "in your Home System's space" : `at ${position}`;
      return placeError(
        "ERR_EARLY_PLACE_CAPACITY",
        `Your ships ${where} cannot carry all the Fighters, Ground Forces and PDS placed there.`,
      );
    }
  }
  return undefined;
}

export function placeEarlyUnits(
  tx: Tx,
  command: Extract<Command, { type: "placeEarlyUnits" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1) as EarlyTurnsFrame;
  const plan = placementEvents(tx.state, frame, command.seat, command.placements);
  if (isRuleError(plan)) return plan;
  const scratch = structuredClone(tx.state);
  for (const event of plan.events) evolve(scratch, event);
  const refused = checkPlaced(scratch, command.seat, plan.places, plan.home);
  if (refused) return refused;
  for (const event of plan.events) tx.emit(event);
  nextTurn(tx, frame);
  return undefined;
}
