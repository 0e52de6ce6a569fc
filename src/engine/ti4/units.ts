/**
 * A player's units as the rules read them: the version on their faction sheet (LRR 96: a faction unit
 * stands in for the generic one), turned to its II side once they own its upgrade (LRR 96.4), and how many
 * pieces of each type are left in their reinforcements (LRR 96.2, 23.4).
 */
import {
  type FactionId,
  TI4_SHIP_TYPES,
  TI4_UNIT_LIMITS,
  TI4_UNITS,
  type Ti4Unit,
  type Ti4UnitType,
  ti4FactionUnits,
} from "../../content/ti4/index.ts";
import type { Seat } from "../kernel/types.ts";
import { fighterBonusOf, unitsPerCost, warSunsSustainDamage } from "./agenda/laws.ts";
import { hookAnswers } from "./hooks/index.ts";
import type { Ti4State, Ti4UnitCounts } from "./state.ts";
import { assimilatedUpgrade } from "./technology/owned.ts";
import { playsThundersEdge } from "./thundersEdge/inPlay.ts";

function playerOf(state: Ti4State, seat: Seat) {
  const player = state.players[seat];
  if (!player) throw new Error(`no seat ${seat} in this game`);
  return player;
}

/** The unit of this type on the seat's sheet: its II side when the seat owns the upgrade. */
export function ti4UnitFor(state: Ti4State, seat: Seat, type: Ti4UnitType): Ti4Unit {
  const player = playerOf(state, seat);
  if (!player.faction) throw new Error(`seat ${seat} has no faction yet`);
  const sheet = ti4FactionUnits(player.faction as FactionId, state.config.boxes).filter(
    (u) => u.type === type,
  );
  const upgraded = sheet.find(
    (u) => u.upgradeOf !== null && u.requires && player.technologies.includes(u.requires),
  );
  const base = sheet.find((u) => u.upgradeOf === null);
  // LRR 97.1a: a unit upgrade the Nekro copy with an assimilator turns over their unit of that type.
  const unit = assimilatedUpgrade(state, seat, type) ?? upgraded ?? base;
  if (!unit) throw new Error(`no ${type} on the sheet of ${player.faction}`);
  return withGained(
    state,
    seat,
    withRelics(state, seat, withLaws(state, seat, withBreakthrough(state, seat, unit))),
  );
}

/**
 * TE "Breakthroughs and Synergy": a breakthrough that turns over onto a unit upgrade (The Table's Grace onto
 * Cruiser II, as the Corsair) stands in for that upgrade while its holder owns it (read from the player's
 * card, as relics are from the play area).
 */
function withBreakthrough(state: Ti4State, seat: Seat, unit: Ti4Unit): Ti4Unit {
  const held = state.players[seat]?.breakthrough;
  if (!held || unit.upgradeOf === null || !playsThundersEdge(state)) return unit;
  return TI4_UNITS.find((u) => u.breakthrough === held && u.upgradeOf === unit.id) ?? unit;
}

/** An ability the unit's sheet lacks, gained for a while (hook point bombardmentGained: Codex Blitz). */
function withGained(state: Ti4State, seat: Seat, unit: Ti4Unit): Ti4Unit {
  if (unit.bombardment !== null) return unit;
  for (const answer of hookAnswers(state, "bombardmentGained")) {
    const bombardment = answer(state, seat, unit.type);
    if (bombardment) return { ...unit, bombardment };
  }
  return unit;
}

/**
 * TE "Relics", Lightrail Ordnance: while its holder keeps it, the holder's space docks have SPACE CANNON 5
 * (x2) that also reaches adjacent systems (read from the play area, as relics lie face up there).
 */
function withRelics(state: Ti4State, seat: Seat, unit: Ti4Unit): Ti4Unit {
  if (unit.type !== "spaceDock" || !playsThundersEdge(state)) return unit;
  const held = state.players[seat]?.relics?.some((r) => r.id === "lightrailordnance");
  return held ? { ...unit, spaceCannon: { hitsOn: 5, dice: 2, reachesAdjacent: true } } : unit;
}

/**
 * Whether the seat's faction sheet, in this game's boxes, has a unit of this type (mechs come with Prophecy
 * of Kings): `ti4UnitFor` answers for every type this says yes to.
 */
export function ti4HasUnit(state: Ti4State, seat: Seat, type: Ti4UnitType): boolean {
  const player = playerOf(state, seat);
  if (!player.faction) throw new Error(`seat ${seat} has no faction yet`);
  if (assimilatedUpgrade(state, seat, type)) return true;
  return ti4FactionUnits(player.faction as FactionId, state.config.boxes).some((u) => u.type === type);
}

/**
 * A unit that is no ship but moves and retreats as one: a space dock whose sheet gives it a move value (the
 * Saar's Floating Factory, its card: it is placed in a space area instead of on a planet and "can move and
 * retreat as if it were a ship"; LRR 58, 78.7). Such a dock stands in a space area, never on a planet.
 */
export function ti4FloatsAsShip(state: Ti4State, seat: Seat, type: Ti4UnitType): boolean {
  return type === "spaceDock" && (ti4UnitFor(state, seat, type).move ?? 0) > 0;
}

/**
 * The capacity of some of a seat's units in a space area (LRR 16.1, 95): each ship's, and a Floating
 * Factory's (its card gives it a capacity value, and it moves as a ship does, so it carries fighters and
 * ground forces as a ship with capacity does). A space dock on a planet is not counted here: its value
 * only keeps fighters in its system (the callers add that room).
 */
export function ti4SpaceCapacity(state: Ti4State, seat: Seat, units: Ti4UnitCounts): number {
  let room = 0;
  for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][])
    if (n && (TI4_SHIP_TYPES.includes(type) || ti4FloatsAsShip(state, seat, type)))
      room += n * ti4UnitFor(state, seat, type).capacity;
  return room;
}

/**
 * Age of Fighters (a TE galactic event): true when each of the seat's fighters counting against its fleet
 * pool carries 1 ground force (hook point fightersCarryGroundForces).
 */
export function ti4FightersCarryGroundForces(state: Ti4State, seat: Seat): boolean {
  return hookAnswers(state, "fightersCarryGroundForces").some((answer) => answer(state, seat));
}

/**
 * The laws that change a unit's values (agenda/laws.ts): Publicize Weapon Schematics For takes SUSTAIN
 * DAMAGE from war suns, Regulated Conscription For makes one fighter or infantry per cost, and Prophecy of
 * Ixth gives its owner's fighters +1 on combat rolls.
 */
function withLaws(state: Ti4State, seat: Seat, unit: Ti4Unit): Ti4Unit {
  let out = unit;
  if (unit.type === "warSun" && unit.sustainDamage && !warSunsSustainDamage(state))
    out = { ...out, sustainDamage: false };
  const perCost = unitsPerCost(state, unit.unitsPerCost);
  if (perCost !== unit.unitsPerCost) out = { ...out, unitsPerCost: perCost };
  const bonus = unit.type === "fighter" ? fighterBonusOf(state, seat) : 0;
  if (bonus !== 0 && unit.combat)
    out = { ...out, combat: { ...unit.combat, hitsOn: unit.combat.hitsOn - bonus } };
  return out;
}

/** LRR 96.4: a unit whose sheet side needs a technology (War Sun) may not be produced without it. */
export function ti4MayField(state: Ti4State, seat: Seat, type: Ti4UnitType): boolean {
  const unit = ti4UnitFor(state, seat, type);
  if (unit.upgradeOf !== null) return true;
  return unit.requires === null || playerOf(state, seat).technologies.includes(unit.requires);
}

/** How many of a seat's units of a type stand on the board. */
export function ti4UnitsOnBoard(state: Ti4State, seat: Seat): Ti4UnitCounts {
  const out: Ti4UnitCounts = {};
  const add = (units: Ti4UnitCounts) => {
    for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][])
      out[type] = (out[type] ?? 0) + n;
  };
  for (const system of Object.values(state.board)) {
    for (const force of system.space) if (force.seat === seat) add(force.units);
    for (const forces of Object.values(system.planets))
      for (const force of forces ?? []) if (force.seat === seat) add(force.units);
  }
  return out;
}

/**
 * LRR 96.2, 23.4: the pieces of a type left to place; fighters and infantry are not capped (tokens stand in),
 * so they are never short.
 */
export function ti4Reinforcements(state: Ti4State, seat: Seat, type: Ti4UnitType): number {
  const limit = TI4_UNIT_LIMITS[type];
  if (!limit.capped) return Number.POSITIVE_INFINITY;
  const purged = state.purgedShips?.[String(seat)]?.[type] ?? 0;
  return Math.max(0, limit.plastic - purged - (ti4UnitsOnBoard(state, seat)[type] ?? 0));
}

/**
 * LRR 37: the most non-fighter ships the seat may have in one system: its fleet pool's tokens, and what
 * abilities add (hook point `fleetPoolExtraShips`).
 */
export function ti4FleetLimit(state: Ti4State, seat: Seat): number {
  const tokens = state.players[seat]?.tokens.fleet ?? 0;
  return hookAnswers(state, "fleetPoolExtraShips").reduce((sum, answer) => sum + answer(state, seat), tokens);
}
