/**
 * Assigning hits to one's own units (LRR 87, 78.6; digest §4.4): every effect that produces hits on a
 * player's units (space cannon, anti-fighter barrage, space combat, bombardment, ground combat) pushes one
 * `ti4AssignHits` frame through `pushHitAssignment`, and its caller's frame goes on once it pops.
 *
 * Just before assigning, any number of the player's undamaged units with SUSTAIN DAMAGE may each cancel
 * one hit by becoming damaged (LRR 87); every other hit destroys one unit of the player's choice among
 * those the hits may go to. Every hit that can be assigned must be; hits beyond what the units can absorb
 * are wasted (LRR 10, 15). When the units cannot absorb them all, or only one answer is possible, the
 * game assigns them without asking. A unit of a type is destroyed damaged first: a damaged unit is never
 * worth more than an undamaged one, so the owner loses nothing by it.
 *
 * Before the player is asked, the hook point hitsAboutToBeAssigned acts once (cards that cancel hits).
 *
 * A sustain cancels one hit, or more where an ability says so (hook point hitsCancelledBySustain: Letnev's
 * Non-Euclidean Shielding); the hits an assignment covers count each sustain that many times.
 */
import { TI4_SHIP_TYPES, type Ti4PlanetId, type Ti4UnitType } from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { TI4_PLANET_COMBAT_TYPES, type Ti4Place } from "../board/forces.ts";
import type { Ti4Command } from "../commands.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4Force, Ti4State, Ti4UnitCounts } from "../state.ts";
import { unitAbilitiesVoid } from "../thundersEdge/entropicScar.ts";
import { voidShieldingHolds } from "../thundersEdge/relicCombat.ts";
import { ti4UnitFor } from "../units.ts";
import type { Ti4AssignHitsFrame, Ti4HitReason, Ti4PlanetUnits } from "./frames.ts";
import { sitsOutSpaceCombat } from "./participation.ts";

type Ti4Tx = Tx<Ti4>;

/** The rule each kind of hit is assigned under, for refusals. */
const RULE: Record<Ti4HitReason, string> = {
  spaceCannonOffense: "LRR 77.5",
  antiFighterBarrage: "LRR 10",
  spaceCombat: "LRR 78.6",
  bombardment: "LRR 15",
  spaceCannonDefense: "LRR 77.8",
  groundCombat: "LRR 42",
};

const REASON_TEXT: Record<Ti4HitReason, string> = {
  spaceCannonOffense: "space cannon offense",
  antiFighterBarrage: "anti-fighter barrage",
  spaceCombat: "space combat",
  bombardment: "bombardment",
  spaceCannonDefense: "space cannon defense",
  groundCombat: "ground combat",
};

/** LRR 15: the hits a bombardment's `rolled` hits count for (an event may make each worth more: hooks/galacticEvents.ts). */
export function bombardmentHits(state: Ti4State, rolled: number): number {
  const worth = Math.max(1, ...hookAnswers(state, "bombardmentHitWorth").map((answer) => answer(state)));
  return rolled * worth;
}

/** LRR 15: a bombardment's hits on `seat`'s ground forces, less those abilities cancel (bombardmentHitsCancelled). */
function hitsLeftAfterCancelling(tx: Ti4Tx, at: { seat: Seat; place: Ti4Place; hits: number }): number {
  let hits = at.hits;
  for (const answer of hookAnswers(tx.state, "bombardmentHitsCancelled")) {
    if (hits <= 0) break;
    hits -= Math.min(hits, Math.max(0, answer(tx, { seat: at.seat, place: at.place, hits })));
  }
  return hits;
}

/** Pushes a hit assignment; nothing when there are no hits. The caller's frame continues once it pops. */
export function pushHitAssignment(
  tx: Ti4Tx,
  assignment: {
    seat: Seat;
    place: Ti4Place;
    hits: number;
    reason: Ti4HitReason;
    only?: Ti4UnitType[];
    nonFightersFirst?: number;
    asShips?: Ti4UnitCounts;
    asShipsOnPlanets?: Ti4PlanetUnits;
  },
): void {
  if (assignment.hits <= 0) return;
  const hits =
    assignment.reason === "bombardment" ? hitsLeftAfterCancelling(tx, assignment) : assignment.hits;
  if (hits <= 0) return;
  const frame: Ti4AssignHitsFrame = { kind: "ti4AssignHits", ...assignment, hits };
  if (assignment.only === undefined) delete frame.only;
  if (frame.asShips === undefined || total(frame.asShips) === 0) delete frame.asShips;
  if (frame.asShipsOnPlanets === undefined || Object.keys(frame.asShipsOnPlanets).length === 0)
    delete frame.asShipsOnPlanets;
  if (frame.nonFightersFirst !== undefined)
    frame.nonFightersFirst = Math.min(frame.nonFightersFirst, frame.hits);
  if (!frame.nonFightersFirst) delete frame.nonFightersFirst;
  tx.emit({ type: "ti4FramePushed", frame });
}

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
function sustainBlocked(
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
function outOfTheCombat(
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
function covered(
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

function withoutFighters(counts: Ti4UnitCounts): Ti4UnitCounts {
  const out = { ...counts };
  delete out.fighter;
  return out;
}

/** LRR 78.6: how many hits the non-fighter ships must take here: as many as asked, as far as they can. */
function nonFighterHitsOwed(state: Ti4State, frame: Ti4AssignHitsFrame): number {
  if (!frame.nonFightersFirst) return 0;
  const { units, mayDamage } = hitTargets(state, frame);
  let room = total(withoutFighters(units)) + covered(state, frame, withoutFighters(mayDamage), {});
  for (const p of planetHitTargets(state, frame))
    room += total(p.units) + covered(state, { seat: frame.seat, place: p.place }, p.mayDamage, {});
  return Math.min(frame.nonFightersFirst, room);
}

function total(counts: Ti4UnitCounts): number {
  return Object.values(counts).reduce((sum: number, n) => sum + (n ?? 0), 0);
}

/** Applies an assignment: units sustaining damage, then units destroyed (the damaged ones of a type first). */
function resolve(
  tx: Ti4Tx,
  frame: Ti4AssignHitsFrame,
  sustain: Ti4UnitCounts,
  destroy: Ti4UnitCounts,
  onPlanets: Ti4PlanetHits[] = [],
): void {
  const { seat, place } = frame;
  const before = hitTargets(tx.state, frame).damaged;
  const beforeOnPlanets = planetHitTargets(tx.state, frame);
  if (frame.sustained || frame.hits <= 0) {
    tx.emit({ type: "ti4FramePopped" });
    return;
  }
  const apply = (
    where: Ti4Place,
    hurtBefore: Ti4UnitCounts,
    sustained: Ti4UnitCounts,
    lost: Ti4UnitCounts,
  ) => {
    if (total(sustained) > 0) tx.emit({ type: "ti4UnitsDamaged", seat, place: where, units: sustained });
    if (total(lost) === 0) return;
    const damaged: Ti4UnitCounts = {};
    for (const [type, n] of Object.entries(lost) as [Ti4UnitType, number][]) {
      const hurt = Math.min(n, (hurtBefore[type] ?? 0) + (sustained[type] ?? 0));
      if (hurt > 0) damaged[type] = hurt;
    }
    tx.emit({
      type: "ti4UnitsRemoved",
      seat,
      place: where,
      units: lost,
      ...(total(damaged) > 0 ? { damaged } : {}),
      reason: "destroyed",
    });
  };
  apply(place, before, sustain, destroy);
  // The Alastor: ground forces fighting as ships from their planets are damaged and destroyed there.
  for (const hit of onPlanets) {
    const hurt = beforeOnPlanets.find((p) => p.planet === hit.planet)?.damaged ?? {};
    apply({ position: place.position, planet: hit.planet }, hurt, hit.sustain ?? {}, hit.destroy ?? {});
  }
  lostAsShips(tx, frame, destroy, onPlanets);
  // LRR 61.10: what the hits destroyed, for the moments that count units destroyed (objectives/moments.ts);
  // with no unit sustaining damage the assignment is over first.
  const assigned = () => {
    for (const answer of hookAnswers(tx.state, "hitsAssigned"))
      answer(tx, { seat, place, reason: frame.reason, destroyed: destroy });
    for (const hit of onPlanets)
      if (total(hit.destroy ?? {}) > 0)
        for (const answer of hookAnswers(tx.state, "hitsAssigned"))
          answer(tx, {
            seat,
            place: { position: place.position, planet: hit.planet },
            reason: frame.reason,
            destroyed: hit.destroy ?? {},
          });
  };
  // The Alastor: a ground force fighting as a ship from its planet sustains damage as a ship does, at its
  // planet (LRR 87; the combat's ships, for card effects [recalled: public rulings]).
  const sustainedOnPlanets: Ti4PlanetUnits = {};
  for (const hit of onPlanets) if (total(hit.sustain ?? {}) > 0) sustainedOnPlanets[hit.planet] = hit.sustain;
  const onPlanetsSustained = Object.keys(sustainedOnPlanets).length > 0;
  if (total(sustain) === 0 && !onPlanetsSustained) {
    tx.emit({ type: "ti4FramePopped" });
    assigned();
    return;
  }
  // LRR 87: the moment a unit has sustained damage (Direct Hit); the frame pops once it is answered.
  tx.emit({
    type: "ti4FrameUpdated",
    frame: {
      ...frame,
      hits: 0,
      sustained: sustain,
      ...(onPlanetsSustained ? { sustainedOnPlanets } : {}),
    },
  });
  assigned();
  // One moment, told place by place: the space area, then each planet whose ground forces sustained.
  const places: [Ti4Place, Ti4UnitCounts][] = total(sustain) > 0 ? [[place, sustain]] : [];
  for (const [planet, units] of Object.entries(sustainedOnPlanets) as [Ti4PlanetId, Ti4UnitCounts][])
    places.push([{ position: place.position, planet }, units]);
  for (const [where, units] of places)
    for (const answer of hookAnswers(tx.state, "unitsSustainedDamage"))
      answer(tx, { seat, place: where, reason: frame.reason, units });
}

/** Ground forces taking part as ships that the hits destroyed no longer take part (space.ts asShips). */
function lostAsShips(
  tx: Ti4Tx,
  frame: Ti4AssignHitsFrame,
  destroy: Ti4UnitCounts,
  onPlanets: Ti4PlanetHits[],
): void {
  const asShips = frame.asShips ?? {};
  const lostInSpace = (Object.keys(asShips) as Ti4UnitType[]).some((type) => destroy[type]);
  const lostOnPlanets = onPlanets.some((hit) => total(hit.destroy ?? {}) > 0);
  if (!lostInSpace && !lostOnPlanets) return;
  const less = (counts: Ti4UnitCounts, lost: Ti4UnitCounts) => {
    const left: Ti4UnitCounts = {};
    for (const [type, n] of Object.entries(counts) as [Ti4UnitType, number][])
      if (n - (lost[type] ?? 0) > 0) left[type] = n - (lost[type] ?? 0);
    return left;
  };
  const { seat, place } = frame;
  // What the combat's frame holds for this side: those not in this assignment's reach are kept.
  const combat = tx.state.stack.findLast((f) => f.kind === "ti4SpaceCombat");
  const held = combat?.kind === "ti4SpaceCombat" ? combat : undefined;
  const units = frame.asShips ? less(asShips, destroy) : { ...held?.asShips?.[seat] };
  const planets: Ti4PlanetUnits = { ...held?.asShipsOnPlanets?.[seat] };
  for (const [planet, counts] of Object.entries(frame.asShipsOnPlanets ?? {}) as [
    Ti4PlanetId,
    Ti4UnitCounts,
  ][]) {
    const left = less(counts, onPlanets.find((hit) => hit.planet === planet)?.destroy ?? {});
    if (total(left) > 0) planets[planet] = left;
    else delete planets[planet];
  }
  tx.emit({
    type: "ti4GroundForcesAsShips",
    seat,
    position: place.position,
    units,
    ...(Object.keys(planets).length > 0 ? { onPlanets: planets } : {}),
    reason: "lost",
  });
}

function nonZero(counts: Ti4UnitCounts): Ti4UnitCounts {
  const out: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(counts) as [Ti4UnitType, number][]) if (n) out[type] = n;
  return out;
}

/** The only legal assignment, when there is exactly one (none to sustain and one type to lose, or too few to choose). */
function onlyAssignment(
  state: Ti4State,
  frame: Ti4AssignHitsFrame,
): { sustain: Ti4UnitCounts; destroy: Ti4UnitCounts; onPlanets?: Ti4PlanetHits[] } | null {
  const { units, mayDamage } = hitTargets(state, frame);
  const planets = planetHitTargets(state, frame);
  let everyone = total(units);
  let absorbs = total(units) + covered(state, frame, mayDamage, {});
  for (const p of planets) {
    everyone += total(p.units);
    absorbs += total(p.units) + covered(state, { seat: frame.seat, place: p.place }, p.mayDamage, {});
  }
  if (frame.hits <= 0 || everyone === 0) return { sustain: {}, destroy: {} };
  // LRR 87, 10: hits the units cannot absorb are wasted; every unit is destroyed.
  if (frame.hits >= absorbs) {
    const onPlanets = planets.map((p) => ({ planet: p.planet, destroy: p.units }));
    return { sustain: {}, destroy: units, ...(onPlanets.length > 0 ? { onPlanets } : {}) };
  }
  // Ground forces on planets take part: the assigner names where the hits go.
  if (planets.length > 0) return null;
  const types = Object.keys(units) as Ti4UnitType[];
  if (nonFighterHitsOwed(state, frame) > 0 && types.length > 1) return null;
  if (total(mayDamage) === 0 && types.length === 1) {
    const type = types[0] as Ti4UnitType;
    return { sustain: {}, destroy: { [type]: Math.min(frame.hits, units[type] ?? 0) } };
  }
  return null;
}

export const ASSIGN_HITS: FrameRules<Ti4, Ti4AssignHitsFrame> = {
  decisions(state, frame) {
    if (onlyAssignment(state, frame)) return [];
    const hits = frame.hits === 1 ? "1 hit" : `${frame.hits} hits`;
    return [
      {
        kind: "assignHits",
        seat: frame.seat,
        simultaneous: false,
        prompt: `assign ${hits} from ${REASON_TEXT[frame.reason]}`,
      },
    ];
  },
  advance(tx, frame) {
    if (frame.sustained) {
      tx.emit({ type: "ti4FramePopped" });
      return true;
    }
    if (!frame.asked) {
      // LRR 78.6, 87: the moment before the hits are assigned (Shields Holding...), once per assignment.
      tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, asked: true } });
      const { seat, place, hits, reason } = frame;
      for (const answer of hookAnswers(tx.state, "hitsAboutToBeAssigned"))
        answer(tx, { seat, place, hits, reason });
      return true;
    }
    const only = onlyAssignment(tx.state, frame);
    if (!only) return false;
    resolve(tx, frame, only.sustain, only.destroy, only.onPlanets);
    return true;
  },
};

type AssignHits = Extract<Ti4Command, { type: "assignHits" }>;

export function assignHits(tx: Ti4Tx, command: AssignHits): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  // apply has checked that this command answers the top frame's decision.
  if (frame?.kind !== "ti4AssignHits") throw new Error("hits are assigned only when the game asks for it");
  const rule = RULE[frame.reason];
  const sustain = nonZero(command.sustain);
  const destroy = nonZero(command.destroy);
  const { units, mayDamage, shieldable = [] } = hitTargets(tx.state, frame);
  const allowed = hitTypes(frame).filter((type) => !outOfTheCombat(tx.state, frame, type));
  const shielded = shieldingRefusal(sustain, shieldable);
  if (shielded) return shielded;
  for (const type of Object.keys({ ...sustain, ...destroy }) as Ti4UnitType[]) {
    if (!allowed.includes(type))
      return ruleError(
        "ERR_TI4_HIT_NOT_ALLOWED",
        rule,
        `Hits from ${REASON_TEXT[frame.reason]} may go only to your ${allowed.join(", ")} here, not to ${type}.`,
        { type },
      );
  }
  for (const [type, n] of Object.entries(sustain) as [Ti4UnitType, number][]) {
    if (shieldable.includes(type)) continue;
    if (!ti4UnitFor(tx.state, frame.seat, type).sustainDamage)
      return ruleError(
        "ERR_TI4_NO_SUSTAIN_DAMAGE",
        "LRR 87",
        `Your ${type} has no SUSTAIN DAMAGE: it cannot cancel a hit.`,
        { type },
      );
    if (n && unitAbilitiesVoid(tx.state, null, frame.place.position))
      return ruleError(
        "ERR_TI4_SCAR_NO_SUSTAIN",
        "TE Entropic Scar Anomaly",
        `Your ${type} is inside an entropic scar: no unit there may use SUSTAIN DAMAGE.`,
        { type },
      );
    if (n && unitAbilitiesVoid(tx.state, frame.seat, frame.place.position))
      return ruleError(
        "ERR_TI4_UNIT_ABILITIES_LOST",
        "TE Quietus",
        `Your ${type} has lost its unit abilities here (the Quietus, with an active breach): it cannot use SUSTAIN DAMAGE.`,
        { type },
      );
    if (sustainBlocked(tx.state, frame, type))
      return ruleError(
        "ERR_TI4_SUSTAIN_BLOCKED",
        "LRR 87",
        `An ability in play here takes SUSTAIN DAMAGE away from your ${type} (the Mentak flagship's, for ships in its system).`,
        { type },
      );
    if (n > (mayDamage[type] ?? 0))
      return ruleError(
        "ERR_TI4_SUSTAIN_TOO_MANY",
        "LRR 87",
        `Only ${mayDamage[type] ?? 0} of your ${type} here are undamaged and may sustain damage, not ${n}.`,
        { type },
      );
  }
  for (const [type, n] of Object.entries(destroy) as [Ti4UnitType, number][]) {
    if (n > (units[type] ?? 0))
      return ruleError(
        "ERR_TI4_DESTROY_TOO_MANY",
        rule,
        `You have ${units[type] ?? 0} ${type} here to destroy, not ${n}.`,
        { type },
      );
  }
  const planets = planetHitTargets(tx.state, frame);
  const onPlanets: Ti4PlanetHits[] = [];
  for (const hit of command.onPlanets ?? []) {
    const refused = planetHitRefusal(tx.state, frame, planets, onPlanets, hit);
    if (refused) return refused;
    const named = { sustain: nonZero(hit.sustain ?? {}), destroy: nonZero(hit.destroy ?? {}) };
    if (total(named.sustain) + total(named.destroy) > 0) onPlanets.push({ planet: hit.planet, ...named });
  }
  let assigned = covered(tx.state, frame, sustain, destroy);
  let destroyed = total(destroy);
  let nonFighters = covered(tx.state, frame, withoutFighters(sustain), withoutFighters(destroy));
  let everyone = total(units);
  // Over-assigned: a unit could be left out and the hits still covered.
  const worths = (Object.keys(sustain) as Ti4UnitType[]).map((type) => sustainWorth(tx.state, frame, type));
  for (const p of planets) everyone += total(p.units);
  for (const hit of onPlanets) {
    const at = { seat: frame.seat, place: { position: frame.place.position, planet: hit.planet } };
    const n = covered(tx.state, at, hit.sustain ?? {}, hit.destroy ?? {});
    assigned += n;
    nonFighters += n;
    destroyed += total(hit.destroy ?? {});
    for (const type of Object.keys(hit.sustain ?? {}) as Ti4UnitType[])
      worths.push(sustainWorth(tx.state, at, type));
  }
  const leastSustain = Math.min(...worths);
  const spare =
    (destroyed > 0 && assigned > frame.hits) || (worths.length > 0 && assigned - leastSustain >= frame.hits);
  if (spare)
    return ruleError(
      "ERR_TI4_HITS_OVERASSIGNED",
      rule,
      `You took ${frame.hits} hits: your answer covers ${assigned}, with a unit more than they need.`,
    );
  const owed = nonFighterHitsOwed(tx.state, frame);
  if (owed > 0 && nonFighters < owed)
    return ruleError(
      "ERR_TI4_HITS_NON_FIGHTERS_FIRST",
      rule,
      `${owed} of these hits must go to your ships other than fighters while you have any.`,
    );
  const everything = destroyed === everyone;
  if (assigned < frame.hits && !everything)
    return ruleError(
      "ERR_TI4_HITS_UNASSIGNED",
      rule,
      `Every hit must be assigned: ${frame.hits} hits, and your answer cancels or destroys only ${assigned}.`,
    );
  resolve(tx, frame, sustain, destroy, onPlanets);
  return undefined;
}

/** Metali Void Shielding: a single ship among the types without SUSTAIN DAMAGE sustains, no more. */
function shieldingRefusal(sustain: Ti4UnitCounts, shieldable: Ti4UnitType[]): RuleError | undefined {
  const shielded = shieldable.reduce((sum, type) => sum + (sustain[type] ?? 0), 0);
  if (shielded <= 1) return undefined;
  return ruleError(
    "ERR_TI4_VOID_SHIELDING",
    "TE Relics",
    `Metali Void Shielding lets a single one of your ships without SUSTAIN DAMAGE sustain damage, not ${shielded}.`,
  );
}

/**
 * A refusal of what the assigner names for one planet's ground forces: the Alastor must have them fighting
 * as ships there, each planet named once, no more than take part, sustain only where a unit may.
 */
function planetHitRefusal(
  state: Ti4State,
  frame: Ti4AssignHitsFrame,
  planets: ReturnType<typeof planetHitTargets>,
  named: Ti4PlanetHits[],
  hit: Ti4PlanetHits,
): RuleError | undefined {
  const target = planets.find((p) => p.planet === hit.planet);
  if (!target)
    return ruleError(
      "ERR_TI4_ALASTOR_HIT_PLANET",
      "LRR 78.6",
      `None of your ground forces on ${hit.planet} fight this space combat as ships: its hits cannot go there.`,
      { planet: hit.planet },
    );
  if (named.some((h) => h.planet === hit.planet))
    return ruleError(
      "ERR_TI4_ALASTOR_HIT_PLANET_TWICE",
      "LRR 78.6",
      `Name ${hit.planet} once, with every unit there that sustains damage or is destroyed.`,
      { planet: hit.planet },
    );
  for (const [type, n] of Object.entries(hit.sustain ?? {}) as [Ti4UnitType, number][]) {
    if (!n) continue;
    if (!ti4UnitFor(state, frame.seat, type).sustainDamage)
      return ruleError(
        "ERR_TI4_NO_SUSTAIN_DAMAGE",
        "LRR 87",
        `Your ${type} has no SUSTAIN DAMAGE: it cannot cancel a hit.`,
        { type },
      );
    if (n > (target.mayDamage[type] ?? 0))
      return ruleError(
        "ERR_TI4_ALASTOR_HIT_TOO_MANY",
        "LRR 87",
        `Only ${target.mayDamage[type] ?? 0} of your ${type} on ${hit.planet} fighting as ships may sustain damage, not ${n}.`,
        { planet: hit.planet, type },
      );
  }
  for (const [type, n] of Object.entries(hit.destroy ?? {}) as [Ti4UnitType, number][])
    if (n > (target.units[type] ?? 0))
      return ruleError(
        "ERR_TI4_ALASTOR_HIT_TOO_MANY",
        "LRR 78.6",
        `Only ${target.units[type] ?? 0} of your ${type} on ${hit.planet} fight as ships, not ${n}: the hits cannot go to more.`,
        { planet: hit.planet, type },
      );
  return undefined;
}

/** The bot's cheapest losses first (brief order: fighters, infantry, destroyers, cruisers, carriers...). */
export const LOSS_ORDER: readonly Ti4UnitType[] = [
  "fighter",
  "infantry",
  "destroyer",
  "cruiser",
  "carrier",
  "mech",
  "dreadnought",
  "flagship",
  "warSun",
];

/** The bot's assignment: sustain damage wherever it can, then the cheapest units. */
export function botHitAssignment(
  state: Ti4State,
  frame: Ti4AssignHitsFrame,
): { sustain: Ti4UnitCounts; destroy: Ti4UnitCounts; onPlanets?: Ti4PlanetHits[] } {
  const { units, mayDamage } = hitTargets(state, frame);
  const planets = planetHitTargets(state, frame);
  let left = frame.hits;
  const sustainAt = (at: Pick<Ti4AssignHitsFrame, "seat" | "place">, may: Ti4UnitCounts) => {
    const out: Ti4UnitCounts = {};
    for (const [type, n] of Object.entries(may) as [Ti4UnitType, number][]) {
      const worth = sustainWorth(state, at, type);
      const take = Math.min(n, Math.ceil(left / worth));
      if (take > 0) out[type] = take;
      left = Math.max(0, left - take * worth);
    }
    return out;
  };
  const sustain = sustainAt(frame, mayDamage);
  // The Alastor: ground forces fighting as ships from planets sustain damage and are lost there; a type is
  // taken from the space area first, then from the planets, the cheapest type first.
  const onPlanets: Ti4PlanetHits[] = planets.map((p) => ({
    planet: p.planet,
    sustain: sustainAt({ seat: frame.seat, place: p.place }, p.mayDamage),
    destroy: {},
  }));
  let planetCover = 0;
  for (const [i, p] of planets.entries())
    planetCover += covered(state, { seat: frame.seat, place: p.place }, onPlanets[i]?.sustain ?? {}, {});
  const destroy: Ti4UnitCounts = {};
  /** Destroys up to `most` units of `type`, in space then on the planets; how many it took. */
  const take = (type: Ti4UnitType, most: number): number => {
    let taken = 0;
    const inSpace = Math.min((units[type] ?? 0) - (destroy[type] ?? 0), left, most);
    if (inSpace > 0) {
      destroy[type] = (destroy[type] ?? 0) + inSpace;
      left -= inSpace;
      taken += inSpace;
    }
    for (const [i, p] of planets.entries()) {
      const hit = onPlanets[i] as Ti4PlanetHits;
      const lost = hit.destroy ?? {};
      const n = Math.min((p.units[type] ?? 0) - (lost[type] ?? 0), left, most - taken);
      if (n <= 0) continue;
      lost[type] = (lost[type] ?? 0) + n;
      hit.destroy = lost;
      left -= n;
      taken += n;
    }
    return taken;
  };
  const types = [...LOSS_ORDER, ...(Object.keys(units) as Ti4UnitType[])];
  for (const p of planets) types.push(...(Object.keys(p.units) as Ti4UnitType[]));
  const order = new Set(types);
  // Hits owed to non-fighter ships (LRR 78.6) go to the cheapest of them first.
  let owed = Math.max(
    0,
    nonFighterHitsOwed(state, frame) - covered(state, frame, withoutFighters(sustain), {}) - planetCover,
  );
  for (const type of order) {
    if (type === "fighter" || owed === 0) continue;
    owed -= take(type, owed);
  }
  for (const type of order) take(type, Number.POSITIVE_INFINITY);
  const named = onPlanets
    .map((hit) => ({
      planet: hit.planet,
      sustain: nonZero(hit.sustain ?? {}),
      destroy: nonZero(hit.destroy ?? {}),
    }))
    .filter((hit) => total(hit.sustain) + total(hit.destroy) > 0);
  return { sustain, destroy, ...(named.length > 0 ? { onPlanets: named } : {}) };
}
