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
 * What the hits may go to is read in hitTargets.ts, an assignment is carried out in hitLosses.ts, and the bot's
 * assignment is hitsBot.ts.
 *
 * A sustain cancels one hit, or more where an ability says so (hook point hitsCancelledBySustain: Letnev's
 * Non-Euclidean Shielding); the hits an assignment covers count each sustain that many times.
 */
import type { Ti4UnitType } from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Place } from "../board/forces.ts";
import type { Ti4Command } from "../commands.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { unitAbilitiesVoid } from "../thundersEdge/entropicScar.ts";
import { ti4UnitFor } from "../units.ts";
import type { Ti4AssignHitsFrame, Ti4HitReason, Ti4PlanetUnits } from "./frames.ts";
import { resolveAssignment } from "./hitLosses.ts";
import {
  covered,
  hitTargets,
  hitTypes,
  nonFighterHitsOwed,
  nonZero,
  outOfTheCombat,
  planetHitTargets,
  sustainBlocked,
  sustainWorth,
  type Ti4PlanetHits,
  total,
  withoutFighters,
} from "./hitTargets.ts";

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

/**
 * LRR 15: the hits `seat`'s units' BOMBARDMENT roll counts for: the event's worth, times what the seat's
 * own abilities make each hit count (hook `unitBombardmentHitFactor`: X-89 Bacterial Weapon ΩΩ's twice).
 * [Our reading: the two multiply, so with Conventions of War Abandoned each hit of X-89 ΩΩ's holder is 6.]
 */
export function unitBombardmentHits(state: Ti4State, seat: Seat, rolled: number): number {
  const factor = hookAnswers(state, "unitBombardmentHitFactor").reduce(
    (product, answer) => product * Math.max(1, answer(state, seat)),
    1,
  );
  return bombardmentHits(state, rolled) * factor;
}

/** LRR 15: tells what acts once `seat`'s units have used BOMBARDMENT against a planet (bombardmentUsedAgainst). */
export function bombardmentUsed(tx: Ti4Tx, seat: Seat, place: Ti4Place): void {
  for (const answer of hookAnswers(tx.state, "bombardmentUsedAgainst")) answer(tx, { seat, place });
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
    resolveAssignment(tx, frame, only.sustain, only.destroy, only.onPlanets);
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
  resolveAssignment(tx, frame, sustain, destroy, onPlanets);
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
