/**
 * What the invasion step reads of the table (LRR 49, 15, 65, 27): the active player's ground forces and
 * bombardment units in the active system's space area, the planets others hold there, their planetary
 * shields, and Mecatol Rex's custodians token. Shared by the step's rules and the bot.
 */
import {
  TI4_GROUND_FORCE_TYPES,
  TI4_STRUCTURE_TYPES,
  type Ti4PlanetId,
  type Ti4UnitType,
  ti4NeutralUnit,
} from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { pdsDisabled } from "../actionCards/inForce.ts";
import { bombardmentForbidden } from "../agenda/laws.ts";
import { isOpponent } from "../board/allies.ts";
import { countUnits, unitsIn } from "../board/forces.ts";
import { planetsAt } from "../board/galaxy.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { unitAbilitiesVoid } from "../thundersEdge/entropicScar.ts";
import { neutralIn } from "../thundersEdge/neutral.ts";
import { ti4UnitFor } from "../units.ts";

export const MECATOL_REX: Ti4PlanetId = "mecatolrex";

/** Only the types of `units` that pass `keep`, with their counts. */
export function unitsWhere(units: Ti4UnitCounts, keep: (type: Ti4UnitType) => boolean): Ti4UnitCounts {
  const out: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][])
    if (n && keep(type)) out[type] = n;
  return out;
}

/** The active player's ground forces in the space area (LRR 49.2: the ones they may commit). */
export function groundForcesInSpace(state: Ti4State, seat: Seat, position: PositionLabel): Ti4UnitCounts {
  return unitsWhere(unitsIn(state.board[position], seat), (t) => TI4_GROUND_FORCE_TYPES.includes(t));
}

/** LRR 49.2: true when the active player's fighters there may be committed as ground forces (the Matriarch). */
export function fightersCommittable(state: Ti4State, seat: Seat, position: PositionLabel): boolean {
  return hookAnswers(state, "fightersCommittedAsGroundForces").some((answer) =>
    answer(state, seat, position),
  );
}

/** LRR 49.2: what the active player may commit: its ground forces in space, and fighters when an ability lets them. */
export function committableInSpace(state: Ti4State, seat: Seat, position: PositionLabel): Ti4UnitCounts {
  const ground = groundForcesInSpace(state, seat, position);
  const fighters = unitsIn(state.board[position], seat).fighter ?? 0;
  return fighters > 0 && fightersCommittable(state, seat, position)
    ? { ...ground, fighter: fighters }
    : ground;
}

/** LRR 15: the active player's units with BOMBARDMENT in the space area. */
export function bombardmentUnits(state: Ti4State, seat: Seat, position: PositionLabel): Ti4UnitCounts {
  // TE "Entropic Scar Anomaly": no BOMBARDMENT by or against units inside one.
  if (unitAbilitiesVoid(state, seat, position)) return {};
  return unitsWhere(
    unitsIn(state.board[position], seat),
    (t) => ti4UnitFor(state, seat, t).bombardment !== null,
  );
}

/** The other seats with ground forces on a planet (TE "Alliance Movement and Control": not the seat's ally). */
export function defendersOn(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
  planet: Ti4PlanetId,
): Seat[] {
  const forces = state.board[position]?.planets[planet] ?? [];
  return forces
    .filter((f) => isOpponent(state, seat, f.seat) && countUnits(f.units, TI4_GROUND_FORCE_TYPES) > 0)
    .map((f) => f.seat);
}

/** TE "Neutral Units": the neutral ground forces on a planet (they fight what is committed to it). */
export function neutralDefendersOn(
  state: Ti4State,
  position: PositionLabel,
  planet: Ti4PlanetId,
): Ti4UnitCounts {
  return unitsWhere(neutralIn(state.board[position], planet).units, (t) =>
    TI4_GROUND_FORCE_TYPES.includes(t),
  );
}

/** The neutral structures on a planet (destroyed when a player takes it, as another player's are). */
export function neutralStructuresOn(
  state: Ti4State,
  position: PositionLabel,
  planet: Ti4PlanetId,
): Ti4UnitCounts {
  return unitsWhere(neutralIn(state.board[position], planet).units, (t) => TI4_STRUCTURE_TYPES.includes(t));
}

/** The other seats with structures on a planet (LRR 49.5: destroyed when the planet is taken). */
export function structuresOn(state: Ti4State, seat: Seat, position: PositionLabel, planet: Ti4PlanetId) {
  const forces = state.board[position]?.planets[planet] ?? [];
  return forces
    .filter((f) => isOpponent(state, seat, f.seat))
    .map((f) => ({ seat: f.seat, units: unitsWhere(f.units, (t) => TI4_STRUCTURE_TYPES.includes(t)) }))
    .filter((f) => countUnits(f.units) > 0);
}

/**
 * LRR 65, 15: a planet holding another player's PLANETARY SHIELD unit cannot be bombarded, unless the
 * active player has a War Sun in the system (it cancels the shields of others there).
 */
export function shielded(state: Ti4State, seat: Seat, position: PositionLabel, planet: Ti4PlanetId): boolean {
  if ((unitsIn(state.board[position], seat).warSun ?? 0) > 0) return false;
  // TE "Entropic Scar Anomaly": no PLANETARY SHIELD inside one (each player's units: below).
  if (unitAbilitiesVoid(state, null, position)) return false;
  // Other units that cancel the shields (hook point planetaryShieldsCancelled).
  if (hookAnswers(state, "planetaryShieldsCancelled").some((answer) => answer(state, seat, position)))
    return false;
  // TE "Neutral Units": neutral units always use PLANETARY SHIELD (the reference card's PDS).
  const neutral = neutralIn(state.board[position], planet).units;
  if (
    (Object.entries(neutral) as [Ti4UnitType, number][]).some(
      ([t, n]) => n > 0 && ti4NeutralUnit(t).planetaryShield,
    )
  )
    return true;
  const forces = state.board[position]?.planets[planet] ?? [];
  return forces.some(
    (f) =>
      // TE "Alliance Abilities and Effects": an ally's PLANETARY SHIELD does not affect the seat.
      isOpponent(state, seat, f.seat) &&
      // The units of a player who lost their unit abilities there (the Quietus) raise no shield.
      !unitAbilitiesVoid(state, f.seat, position) &&
      (Object.entries(f.units) as [Ti4UnitType, number][]).some(
        ([type, n]) =>
          n > 0 &&
          ti4UnitFor(state, f.seat, type).planetaryShield &&
          !(type === "pds" && pdsDisabled(state, seat, f.seat)),
      ),
  );
}

/** The planets the active player may bombard: others' (or neutral) ground forces there, no shield up. */
export function bombardablePlanets(state: Ti4State, seat: Seat, position: PositionLabel): Ti4PlanetId[] {
  return planetsAt(state, position).filter(
    (p) =>
      (defendersOn(state, seat, position, p).length > 0 ||
        countUnits(neutralDefendersOn(state, position, p)) > 0) &&
      !shielded(state, seat, position, p) &&
      !bombardmentForbidden(state, p),
  );
}

/** LRR 77.6: the other players' units with SPACE CANNON on a planet, by seat. */
export function spaceCannonsOn(state: Ti4State, seat: Seat, position: PositionLabel, planet: Ti4PlanetId) {
  // TE "Entropic Scar Anomaly": no SPACE CANNON by or against units inside one.
  if (unitAbilitiesVoid(state, null, position)) return [];
  const forces = state.board[position]?.planets[planet] ?? [];
  return (
    forces
      // TE "Alliance Abilities and Effects": an ally's SPACE CANNON does not fire at the seat.
      .filter((f) => isOpponent(state, seat, f.seat) && !unitAbilitiesVoid(state, f.seat, position))
      .map((f) => ({
        seat: f.seat,
        // Disable: the PDS of the invader's opponents have no Space Cannon this invasion.
        units: unitsWhere(
          f.units,
          (t) =>
            ti4UnitFor(state, f.seat, t).spaceCannon !== null &&
            !(t === "pds" && pdsDisabled(state, seat, f.seat)),
        ),
      }))
      .filter((f) => countUnits(f.units) > 0)
  );
}
