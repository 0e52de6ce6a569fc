/**
 * What a player's hits may go to (LRR 87, 78.6; digest §4.4): the unit types a kind of hit reaches, the units
 * at the place and those that may sustain damage (entropic scars, Metali Void Shielding, units sitting the
 * combat out), the Alastor's ground forces fighting as ships from planets, and how many hits a sustain covers.
 */
import { TI4_SHIP_TYPES, type Ti4PlanetId, type Ti4UnitType } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { TI4_PLANET_COMBAT_TYPES, type Ti4Place } from "../board/forces.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4Force, Ti4State, Ti4UnitCounts } from "../state.ts";
import { unitAbilitiesVoid } from "../thundersEdge/entropicScar.ts";
import { voidShieldingHolds } from "../thundersEdge/relicCombat.ts";
import { ti4UnitFor } from "../units.ts";
import type { Ti4AssignHitsFrame, Ti4HitReason } from "./frames.ts";
import { sitsOutSpaceCombat } from "./participation.ts";

/**
 * The unit types the hits may go to: `only`, else the ships of a space area (with the ground forces taking
 * part as ships, `asShips`) or the ground forces of a planet.
 */
export function hitTypes(
  frame: Pick<Ti4AssignHitsFrame, "place" | "only" | "asShips">,
): readonly Ti4UnitType[] {
  if (frame.only) return frame.only;
  if (frame.place.planet !== undefined) return TI4_PLANET_COMBAT_TYPES;
  const asShips = (Object.keys(frame.asShips ?? {}) as Ti4UnitType[]).filter(
    (t) => !TI4_SHIP_TYPES.includes(t),
  );
  return asShips.length > 0 ? [...TI4_SHIP_TYPES, ...asShips] : TI4_SHIP_TYPES;
}

/**
 * How many of a type the hits may reach: every one there, or, given a `limit` (ground forces taking part
 * as ships), as many as take part; of those, how many are damaged (the undamaged take part first [our reading: the
 * owner names how many, not which, and would send the undamaged]).
 */
function reachable(
  type: Ti4UnitType,
  force: Ti4Force | undefined,
  limit?: number,
): { n: number; hurt: number } {
  const there = force?.units[type] ?? 0;
  const hurtThere = force?.damaged?.[type] ?? 0;
  if (limit === undefined) return { n: there, hurt: hurtThere };
  const n = Math.min(there, limit);
  return { n, hurt: Math.min(n, Math.max(0, hurtThere - (there - n))) };
}

/** What the assigner has to take the hits with at one place: units, those damaged, those that may sustain. */
interface Ti4HitTargets {
  units: Ti4UnitCounts;
  mayDamage: Ti4UnitCounts;
  damaged: Ti4UnitCounts;
  /** Metali Void Shielding: the ship types without SUSTAIN DAMAGE one of which may sustain (mayDamage counts the first). */
  shieldable?: Ti4UnitType[];
}

/** Adds `n` units of `type` (`hurt` of them damaged) at `place` to `targets`, with how many may still sustain. */
function addTargets(
  state: Ti4State,
  at: Pick<Ti4AssignHitsFrame, "seat" | "place">,
  targets: Ti4HitTargets,
  type: Ti4UnitType,
  { n, hurt }: { n: number; hurt: number },
): void {
  if (n === 0) return;
  targets.units[type] = n;
  if (hurt > 0) targets.damaged[type] = hurt;
  if (ti4UnitFor(state, at.seat, type).sustainDamage && n > hurt && !sustainBlocked(state, at, type))
    targets.mayDamage[type] = n - hurt;
}

function forceOf(state: Ti4State, seat: Seat, place: Ti4Place): Ti4Force | undefined {
  const system = state.board[place.position];
  if (!system) return undefined;
  const forces = place.planet === undefined ? system.space : (system.planets[place.planet] ?? []);
  return forces.find((f) => f.seat === seat);
}

/** LRR 87: an effect that takes sustain damage away from these units here (hooks/spaceCombat.ts). */
export function sustainBlocked(
  state: Ti4State,
  frame: Pick<Ti4AssignHitsFrame, "seat" | "place">,
  type: Ti4UnitType,
): boolean {
  // TE "Entropic Scar Anomaly": no unit inside one sustains damage (nor one that lost its unit abilities).
  if (unitAbilitiesVoid(state, frame.seat, frame.place.position)) return true;
  return hookAnswers(state, "sustainDamageBlocked").some((blocked) =>
    blocked(state, { seat: frame.seat, place: frame.place, type }),
  );
}

/** What the assigner has to take the hits: units by type, and how many of each may still sustain damage. */
export function hitTargets(
  state: Ti4State,
  frame: Pick<Ti4AssignHitsFrame, "seat" | "place" | "only" | "asShips"> & { reason?: Ti4HitReason },
): Ti4HitTargets {
  const force = forceOf(state, frame.seat, frame.place);
  const targets: Ti4HitTargets = { units: {}, mayDamage: {}, damaged: {} };
  for (const type of hitTypes(frame)) {
    if (outOfTheCombat(state, frame, type)) continue;
    const asShip = !frame.only && frame.place.planet === undefined && !TI4_SHIP_TYPES.includes(type);
    addTargets(
      state,
      frame,
      targets,
      type,
      reachable(type, force, asShip ? frame.asShips?.[type] : undefined),
    );
  }
  shieldTargets(state, frame, targets);
  return targets;
}

/** LRR 78: units set aside from the space combat take none of its hits (combat/participation.ts). */
export function outOfTheCombat(
  state: Ti4State,
  frame: Pick<Ti4AssignHitsFrame, "seat" | "place"> & { reason?: Ti4HitReason },
  type: Ti4UnitType,
): boolean {
  if (frame.place.planet !== undefined) return false;
  if (frame.reason !== "spaceCombat" && frame.reason !== "antiFighterBarrage") return false;
  return sitsOutSpaceCombat(state, frame.seat, type, frame.place.position);
}

/**
 * TE "Relics", Metali Void Shielding: one undamaged ship other than a fighter, of a type without SUSTAIN
 * DAMAGE, may sustain damage in this assignment; `mayDamage` counts one, on the first such type.
 */
function shieldTargets(
  state: Ti4State,
  frame: Pick<Ti4AssignHitsFrame, "seat" | "place">,
  targets: Ti4HitTargets,
): void {
  if (!voidShieldingHolds(state, frame.seat, frame.place)) return;
  const shieldable = (Object.keys(targets.units) as Ti4UnitType[]).filter(
    (type) =>
      type !== "fighter" &&
      TI4_SHIP_TYPES.includes(type) &&
      !ti4UnitFor(state, frame.seat, type).sustainDamage &&
      (targets.units[type] ?? 0) > (targets.damaged[type] ?? 0) &&
      !sustainBlocked(state, frame, type),
  );
  const first = shieldable[0];
  if (first === undefined) return;
  targets.shieldable = shieldable;
  targets.mayDamage[first] = 1;
}

/** What the assigner names for one planet's ground forces fighting as ships (assignHits `onPlanets`). */
export interface Ti4PlanetHits {
  planet: Ti4PlanetId;
  sustain?: Ti4UnitCounts;
  destroy?: Ti4UnitCounts;
}

/** The targets on each planet whose ground forces take the hits as ships (frames.ts `asShipsOnPlanets`). */
export function planetHitTargets(
  state: Ti4State,
  frame: Pick<Ti4AssignHitsFrame, "seat" | "place" | "asShipsOnPlanets">,
): (Ti4HitTargets & { planet: Ti4PlanetId; place: Ti4Place })[] {
  const out = [];
  for (const [planet, chosen] of Object.entries(frame.asShipsOnPlanets ?? {}) as [
    Ti4PlanetId,
    Ti4UnitCounts,
  ][]) {
    const place: Ti4Place = { position: frame.place.position, planet };
    const force = forceOf(state, frame.seat, place);
    const targets: Ti4HitTargets = { units: {}, mayDamage: {}, damaged: {} };
    for (const [type, limit] of Object.entries(chosen) as [Ti4UnitType, number][])
      addTargets(state, { seat: frame.seat, place }, targets, type, reachable(type, force, limit ?? 0));
    if (total(targets.units) > 0) out.push({ planet, place, ...targets });
  }
  return out;
}

/** LRR 87: how many hits one of the assigner's units of `type` cancels by sustaining damage here. */
export function sustainWorth(
  state: Ti4State,
  frame: Pick<Ti4AssignHitsFrame, "seat" | "place">,
  type: Ti4UnitType,
): number {
  const unit = { seat: frame.seat, place: frame.place, type };
  return hookAnswers(state, "hitsCancelledBySustain").reduce<number>(
    (most, answer) => Math.max(most, answer(state, unit) ?? 1),
    1,
  );
}

/** The hits an assignment covers: each sustain its worth, each unit destroyed one. */
export function covered(
  state: Ti4State,
  frame: Pick<Ti4AssignHitsFrame, "seat" | "place">,
  sustain: Ti4UnitCounts,
  destroy: Ti4UnitCounts,
): number {
  let sum = total(destroy);
  for (const [type, n] of Object.entries(sustain) as [Ti4UnitType, number][])
    sum += (n ?? 0) * sustainWorth(state, frame, type);
  return sum;
}

export function withoutFighters(counts: Ti4UnitCounts): Ti4UnitCounts {
  const out = { ...counts };
  delete out.fighter;
  return out;
}

/** LRR 78.6: how many hits the non-fighter ships must take here: as many as asked, as far as they can. */
export function nonFighterHitsOwed(state: Ti4State, frame: Ti4AssignHitsFrame): number {
  if (!frame.nonFightersFirst) return 0;
  const { units, mayDamage } = hitTargets(state, frame);
  let room = total(withoutFighters(units)) + covered(state, frame, withoutFighters(mayDamage), {});
  for (const p of planetHitTargets(state, frame))
    room += total(p.units) + covered(state, { seat: frame.seat, place: p.place }, p.mayDamage, {});
  return Math.min(frame.nonFightersFirst, room);
}

export function total(counts: Ti4UnitCounts): number {
  return Object.values(counts).reduce((sum: number, n) => sum + (n ?? 0), 0);
}

export function nonZero(counts: Ti4UnitCounts): Ti4UnitCounts {
  const out: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(counts) as [Ti4UnitType, number][]) if (n) out[type] = n;
  return out;
}
