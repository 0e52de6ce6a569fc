/**
 * What a player may produce in a system (LRR 68, 67, 14, 16, 37; digest §4.6): the PRODUCTION of their units
 * there, where each kind of unit may go, and the limits a production must keep (reinforcements, fleet pool,
 * capacity). Read by the production step and by the bot, so both refuse and plan by the same sums.
 */
import {
  type FactionId,
  TI4_GROUND_FORCE_TYPES,
  TI4_SHIP_TYPES,
  TI4_UNIT_TYPES,
  type Ti4PlanetId,
  type Ti4UnitType,
  ti4FactionUnits,
} from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { demilitarized, planetValues, productionForbiddenOn } from "../agenda/laws.ts";
import { isOpponent } from "../board/allies.ts";
import { controllerOf, countUnits, seatsWithShips, unitsIn } from "../board/forces.ts";
import { planetsAt } from "../board/galaxy.ts";
import { iconRefused } from "../factions/bastionIcon.ts";
import { abilitiesInSpace } from "../factions/miniaturized.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { allySpareRoom } from "../thundersEdge/allianceCarry.ts";
import { coexistingShipsRefused, coexists } from "../thundersEdge/coexist.ts";
import { unitAbilitiesVoid } from "../thundersEdge/entropicScar.ts";
import {
  ti4FleetLimit,
  ti4FloatsAsShip,
  ti4MayField,
  ti4Reinforcements,
  ti4SpaceCapacity,
  ti4UnitFor,
} from "../units.ts";
import { costCapRefused, producedOnPlanet } from "./bounds.ts";

export interface Ti4Producers {
  /** LRR 68: the combined PRODUCTION of the seat's units in the system. */
  total: number;
  /** The part of it that space docks give (LRR 68.1d: the Arborec's docks make no infantry). */
  fromDocks: number;
  /** Planets holding a producing unit of the seat: ground forces may go there (LRR 68). */
  planets: Ti4PlanetId[];
  /** True when a producing unit is in the space area: ground forces may go to space or the seat's planets. */
  inSpace: boolean;
  /** TE "Coexist": the part of `total` from coexisting structures, always blockaded (LRR 14.1); absent: none. */
  coexisting?: number;
}

/** `bonus`: what an effect adds to each producing unit's value here (hook unitProductionBonus). */
function productionOf(
  state: Ti4State,
  seat: Seat,
  units: Ti4UnitCounts,
  bonus: number,
  planet?: Ti4PlanetId,
) {
  let total = 0;
  let fromDocks = 0;
  for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][]) {
    if (!n) continue;
    const production = ti4UnitFor(state, seat, type).production;
    if (!production) continue;
    // Digest §4.6: a space dock makes its planet's resources plus its value.
    const each =
      production.value +
      bonus +
      (production.plusPlanetResources && planet ? planetValues(state, planet).resources : 0);
    total += each * n;
    if (type === "spaceDock") fromDocks += each * n;
  }
  return { total, fromDocks };
}

/** The War Machines played on the production step under way for `seat` in `position` (frames.ts `boosts`). */
export function boostsOn(state: Ti4State, seat: Seat, position: PositionLabel) {
  const frame = state.stack.findLast((f) => f.kind === "ti4Production");
  return frame?.kind === "ti4Production" && frame.seat === seat && frame.system === position
    ? (frame.boosts ?? [])
    : [];
}

/** The seat's producing units in a system and what they make. */
export function producersIn(state: Ti4State, seat: Seat, position: PositionLabel): Ti4Producers {
  // A production frame under way for this seat and system with a `limit` (an ability's "produce up to N
  // units"): its N stands for the units' PRODUCTION, as if a producing unit were in the space area.
  const top = state.stack.at(-1);
  if (
    top?.kind === "ti4Production" &&
    top.limit !== undefined &&
    top.seat === seat &&
    top.system === position
  )
    return { total: top.limit, fromDocks: 0, planets: [], inSpace: true };
  const system = state.board[position];
  const out: Ti4Producers = { total: 0, fromDocks: 0, planets: [], inSpace: false };
  // TE "Entropic Scar Anomaly": no unit inside one uses PRODUCTION.
  if (unitAbilitiesVoid(state, seat, position)) return out;
  // TE Ral Nel, Miniaturization: their structures in a space area use no unit ability there.
  // LRR 68: what an effect adds to each producing unit's PRODUCTION here (Cosmic Phenomenae's supernovas).
  const bonus = hookAnswers(state, "unitProductionBonus").reduce((n, a) => n + a(state, seat, position), 0);
  const space = productionOf(state, seat, abilitiesInSpace(state, seat, unitsIn(system, seat)), bonus);
  // LRR 68: PRODUCTION an ability gives the system, as if a unit of the seat's stood in its space area.
  const extra = hookAnswers(state, "extraProduction").reduce((sum, a) => sum + a(state, seat, position), 0);
  out.total += space.total + extra;
  out.fromDocks += space.fromDocks;
  out.inSpace = space.total + extra > 0;
  for (const planet of planetsAt(state, position)) {
    // Holy Planet of Ixth: units on the planet cannot use PRODUCTION (agenda/laws.ts).
    if (productionForbiddenOn(state, planet)) continue;
    const made = productionOf(state, seat, unitsIn(system, seat, planet), bonus, planet);
    if (made.total === 0) continue;
    out.total += made.total;
    out.fromDocks += made.fromDocks;
    out.planets.push(planet);
    if (coexists(state, seat, position, planet)) out.coexisting = (out.coexisting ?? 0) + made.total;
  }
  // Codex War Machine on this step: +4 to the total PRODUCTION of units that use it (none: nothing to add).
  if (out.total > 0) out.total += boostsOn(state, seat, position).reduce((sum, b) => sum + b.production, 0);
  return out;
}

/** LRR 68, 67.4: where produced ground forces may go (null: the space area). */
export function groundForceDestinations(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
): (Ti4PlanetId | null)[] {
  // An ability producing on one planet (Integrated Economy) puts ground forces there only.
  const onPlanet = producedOnPlanet(state, seat, position);
  if (onPlanet !== undefined) return demilitarized(state, onPlanet) ? [] : [onPlanet];
  const producers = producersIn(state, seat, position);
  const out: (Ti4PlanetId | null)[] = [...producers.planets];
  if (producers.inSpace) {
    for (const planet of planetsAt(state, position))
      if (!out.includes(planet) && controllerOf(state, planet) === seat) out.push(planet);
    out.push(null);
  }
  // Demilitarized Zone: no unit is produced on the planet (agenda/laws.ts).
  return out.filter((planet) => planet === null || !demilitarized(state, planet));
}

/** True when the seat's faction sheet has a unit of this type in the boxes played (mechs need Prophecy of Kings). */
export function onSheet(state: Ti4State, seat: Seat, type: Ti4UnitType): boolean {
  const faction = state.players[seat]?.faction;
  if (!faction) return false;
  return ti4FactionUnits(faction as FactionId, state.config.boxes).some((u) => u.type === type);
}

/** LRR 67, 26: the resources a set of units costs, pairs (fighters, infantry) paid once per two. */
export function productionCost(state: Ti4State, seat: Seat, units: Ti4UnitCounts): number {
  let cost = 0;
  for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][]) {
    if (!n) continue;
    const unit = ti4UnitFor(state, seat, type);
    cost += Math.ceil(n / unit.unitsPerCost) * (unit.cost ?? 0);
  }
  return cost;
}

/** Why one type may not be produced at all by this seat, or undefined. */
function typeRefused(state: Ti4State, seat: Seat, type: Ti4UnitType, n: number): RuleError | undefined {
  if (!onSheet(state, seat, type))
    return ruleError(
      "ERR_TI4_UNIT_NOT_IN_GAME",
      "LRR 96.1",
      `There is no ${type} on your faction sheet in the boxes this game plays.`,
      { type },
    );
  if (ti4UnitFor(state, seat, type).cost === null)
    return ruleError(
      "ERR_TI4_NO_COST",
      "LRR 67",
      `A ${type} has no cost: structures are placed by abilities, never produced.`,
      { type },
    );
  if (!ti4MayField(state, seat, type))
    return ruleError(
      "ERR_TI4_UNIT_NEEDS_TECHNOLOGY",
      "LRR 96.4",
      `You may not produce a ${type} before you own its technology.`,
      { type },
    );
  const left = ti4Reinforcements(state, seat, type);
  if (n > left)
    return ruleError(
      "ERR_TI4_REINFORCEMENTS",
      "LRR 67.5",
      `Only ${left} ${type} are left in your reinforcements; taking pieces back from the board is not offered here.`,
      { type, left },
    );
  return undefined;
}

/**
 * Fighters the seat may keep in a space area beyond its ships' capacity (space docks). A Floating Factory's
 * capacity is counted with the ships' instead (it carries as a ship does: units.ts `ti4SpaceCapacity`).
 */
function fighterRoom(state: Ti4State, seat: Seat, position: PositionLabel): number {
  const system = state.board[position];
  const afloat = ti4FloatsAsShip(state, seat, "spaceDock");
  let room = afloat
    ? 0
    : countUnits(unitsIn(system, seat), ["spaceDock"]) * ti4UnitFor(state, seat, "spaceDock").capacity;
  for (const planet of planetsAt(state, position))
    room +=
      countUnits(unitsIn(system, seat, planet), ["spaceDock"]) *
      ti4UnitFor(state, seat, "spaceDock").capacity;
  return room;
}

/** LRR 16, 37: the space area after production keeps within capacity and the fleet pool. */
export function spaceLimitsRefused(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
  added: Ti4UnitCounts,
): RuleError | undefined {
  const before = unitsIn(state.board[position], seat);
  const after: Ti4UnitCounts = { ...before };
  for (const [type, n] of Object.entries(added) as [Ti4UnitType, number][])
    after[type] = (after[type] ?? 0) + (n ?? 0);
  const nonFighters = (u: Ti4UnitCounts) => countUnits(u, TI4_SHIP_TYPES) - (u.fighter ?? 0);
  const fleet = ti4FleetLimit(state, seat);
  if (nonFighters(after) > fleet && nonFighters(after) > nonFighters(before))
    return ruleError(
      "ERR_TI4_FLEET_POOL",
      "LRR 37",
      `Your fleet pool allows ${fleet} non-fighter ships per system: you may not have ${nonFighters(after)} non-fighter ships in ${position}.`,
      { fleet },
    );
  // TE "Alliance Movement and Control": an ally's spare room supports the seat's units, if the seat allows it.
  const capacity = (u: Ti4UnitCounts) =>
    ti4SpaceCapacity(state, seat, u) + allySpareRoom(state, seat, position);
  const room = fighterRoom(state, seat, position);
  const carried = (u: Ti4UnitCounts) =>
    Math.max(0, (u.fighter ?? 0) - room) + countUnits(u, TI4_GROUND_FORCE_TYPES);
  if (carried(after) > capacity(after) && carried(after) > carried(before))
    return ruleError(
      "ERR_TI4_CAPACITY",
      "LRR 16",
      `Your ships in ${position} have room for ${capacity(after)} fighters and ground forces, not ${carried(after)}.`,
      { capacity: capacity(after) },
    );
  return undefined;
}

/** LRR 14, 67.6: another player's ships in the system keep the seat from producing ships there. */
function shipsRefused(state: Ti4State, seat: Seat, position: PositionLabel): RuleError | undefined {
  // TE "Alliance Abilities and Effects": an ally's units count as no other player's, so their ships blockade nothing.
  const others = seatsWithShips(state.board[position]).filter((s) => isOpponent(state, seat, s));
  if (others.length === 0) return undefined;
  const blockaded = !seatsWithShips(state.board[position]).includes(seat);
  return blockaded
    ? ruleError(
        "ERR_TI4_BLOCKADED",
        "LRR 14",
        `Your producing units in ${position} are blockaded by another player's ships: they make ground forces only.`,
      )
    : ruleError(
        "ERR_TI4_ENEMY_SHIPS",
        "LRR 67.6",
        `Another player has ships in ${position}: you may not produce ships there.`,
      );
}

export type Ti4GroundPlacement = { planet: Ti4PlanetId | null; infantry?: number; mech?: number };

/** LRR 68: produced ground forces where they may go; absent, the first place a producing unit allows. */
export function placementsOrDefault(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
  units: Ti4UnitCounts,
  placements: Ti4GroundPlacement[] | undefined,
): Ti4GroundPlacement[] {
  if (placements) return placements;
  const infantry = units.infantry ?? 0;
  const mech = units.mech ?? 0;
  if (infantry + mech === 0) return [];
  const where = groundForceDestinations(state, seat, position)[0] ?? null;
  return [{ planet: where, infantry, mech }];
}

/** The unit types the production under way for the seat and system may make (an ability's own list). */
function typesAllowed(state: Ti4State, seat: Seat, position: PositionLabel): readonly Ti4UnitType[] {
  const top = state.stack.at(-1);
  if (top?.kind === "ti4Production" && top.types && top.seat === seat && top.system === position)
    return top.types;
  return TI4_UNIT_TYPES;
}

/**
 * Why this production may not be made (payment aside), or undefined. `shipsTo`: where the ships go when
 * not into this system's space area (The Icon, factions/bastionIcon.ts).
 */
export function productionRefused(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
  units: Ti4UnitCounts,
  placements: Ti4GroundPlacement[],
  shipsTo?: PositionLabel,
  here: Ti4UnitCounts = units,
): RuleError | undefined {
  const producers = producersIn(state, seat, position);
  const made = countUnits(units);
  if (made > 0)
    for (const answer of hookAnswers(state, "productionForbiddenIn")) {
      const forbidden = answer(state, seat, position);
      if (forbidden) return forbidden;
    }
  const allowed = typesAllowed(state, seat, position);
  const other = (Object.keys(units) as Ti4UnitType[]).find(
    (t) => (units[t] ?? 0) > 0 && !allowed.includes(t),
  );
  if (other)
    return ruleError(
      "ERR_TI4_PRODUCTION_TYPE",
      "LRR 68",
      `This production makes only ${allowed.join(" or ")}, as the ability producing it says; not ${other}.`,
      { type: other },
    );
  for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][]) {
    if (!n) continue;
    const refused = typeRefused(state, seat, type, n);
    if (refused) return refused;
  }
  // An ability's most for the combined cost (Integrated Economy: the planet's resources).
  const capped = costCapRefused(state, seat, position, productionCost(state, seat, units));
  if (capped) return capped;
  // Units an ability lets go beyond the limit (Bellum Gloriosum) do not count against it.
  const exempt = hookAnswers(state, "productionLimitExempt").reduce(
    (sum, a) => sum + a(state, seat, units),
    0,
  );
  if (made - exempt > producers.total)
    return ruleError(
      "ERR_TI4_PRODUCTION_LIMIT",
      "LRR 68",
      `Your units in ${position} produce up to ${producers.total} units, not ${made - exempt}; each of a pair counts.`,
      { limit: producers.total },
    );
  if (
    state.players[seat]?.faction === "arborec" &&
    (units.infantry ?? 0) > producers.total - producers.fromDocks
  )
    return ruleError(
      "ERR_TI4_ARBOREC_DOCK",
      "LRR 68.1d",
      "The Arborec's space docks cannot produce infantry: only your other producing units may.",
    );
  const ships = countUnits(units, TI4_SHIP_TYPES);
  if (ships > 0) {
    const refused =
      shipsRefused(state, seat, position) ??
      coexistingShipsRefused(producers.total, producers.coexisting, ships);
    if (refused) return refused;
  }
  // `here`: the units placed in this system (the rest go to other docks: toDocks.ts).
  const placedRefused = placementRefused(state, seat, position, here, placements);
  if (placedRefused) return placedRefused;
  return whereTheyGoRefused(state, seat, position, here, placements, shipsTo);
}

/** LRR 16, 37 where the units go: this space area, and the system The Icon sends the ships to. */
function whereTheyGoRefused(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
  units: Ti4UnitCounts,
  placements: Ti4GroundPlacement[],
  shipsTo: PositionLabel | undefined,
): RuleError | undefined {
  const ships = countUnits(units, TI4_SHIP_TYPES);
  const shipsElsewhere = shipsTo !== undefined && shipsTo !== position;
  if (shipsElsewhere) {
    const icon = ships > 0 ? iconRefused(state, seat, shipsTo) : iconWithoutShips();
    if (icon) return icon;
  }
  const toSpace: Ti4UnitCounts = {};
  const shipsMade: Ti4UnitCounts = {};
  for (const type of TI4_SHIP_TYPES) if (units[type]) shipsMade[type] = units[type];
  if (!shipsElsewhere) Object.assign(toSpace, shipsMade);
  for (const p of placements)
    if (p.planet === null) {
      toSpace.infantry = (toSpace.infantry ?? 0) + (p.infantry ?? 0);
      toSpace.mech = (toSpace.mech ?? 0) + (p.mech ?? 0);
    }
  const here = spaceLimitsRefused(state, seat, position, toSpace);
  if (here || !shipsElsewhere) return here;
  return spaceLimitsRefused(state, seat, shipsTo, shipsMade);
}

function iconWithoutShips(): RuleError {
  return ruleError(
    "ERR_TI4_ICON_NO_SHIPS",
    "TE The Icon",
    "The Icon places ships you produce: this production makes none, so name no system for them.",
  );
}

function placementRefused(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
  units: Ti4UnitCounts,
  placements: Ti4GroundPlacement[],
): RuleError | undefined {
  const allowed = groundForceDestinations(state, seat, position);
  for (const p of placements)
    if (!allowed.includes(p.planet))
      return ruleError(
        "ERR_TI4_GROUND_FORCES_PLACE",
        "LRR 68",
        `Produced ground forces go on a planet with one of your producing units, or, when one is in space, in space or on a planet of yours in the system: ${p.planet ?? "space"} is neither.`,
        { planet: p.planet ?? "space", allowed: allowed.map((a) => a ?? "space").join(", ") },
      );
  for (const type of ["infantry", "mech"] as const) {
    const placed = placements.reduce((sum, p) => sum + (p[type] ?? 0), 0);
    if (placed !== (units[type] ?? 0))
      return ruleError(
        "ERR_TI4_GROUND_FORCES_PLACE",
        "LRR 68",
        `The placements put ${placed} ${type} on the board; ${units[type] ?? 0} are produced.`,
        { type },
      );
  }
  return undefined;
}
