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
import { TI4_SHIP_TYPES, type Ti4UnitType } from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { TI4_PLANET_COMBAT_TYPES, type Ti4Place } from "../board/forces.ts";
import type { Ti4Command } from "../commands.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4Force, Ti4State, Ti4UnitCounts } from "../state.ts";
import { ti4UnitFor } from "../units.ts";
import type { Ti4AssignHitsFrame, Ti4HitReason } from "./frames.ts";

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
  },
): void {
  if (assignment.hits <= 0) return;
  const frame: Ti4AssignHitsFrame = { kind: "ti4AssignHits", ...assignment };
  if (assignment.only === undefined) delete frame.only;
  if (frame.asShips === undefined || total(frame.asShips) === 0) delete frame.asShips;
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
 * How many of a type the hits may reach: every one there, or for ground forces taking part as ships, as
 * many as take part; of those, how many are damaged (the undamaged take part first [our reading: the
 * owner names how many, not which, and would send the undamaged]).
 */
function reachable(
  frame: Pick<Ti4AssignHitsFrame, "place" | "only" | "asShips">,
  type: Ti4UnitType,
  force: Ti4Force | undefined,
): { n: number; hurt: number } {
  const there = force?.units[type] ?? 0;
  const hurtThere = force?.damaged?.[type] ?? 0;
  const limit = frame.only || TI4_SHIP_TYPES.includes(type) ? undefined : frame.asShips?.[type];
  if (limit === undefined || frame.place.planet !== undefined) return { n: there, hurt: hurtThere };
  const n = Math.min(there, limit);
  return { n, hurt: Math.min(n, Math.max(0, hurtThere - (there - n))) };
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
  return hookAnswers(state, "sustainDamageBlocked").some((blocked) =>
    blocked(state, { seat: frame.seat, place: frame.place, type }),
  );
}

/** What the assigner has to take the hits: units by type, and how many of each may still sustain damage. */
export function hitTargets(
  state: Ti4State,
  frame: Pick<Ti4AssignHitsFrame, "seat" | "place" | "only" | "asShips">,
): { units: Ti4UnitCounts; mayDamage: Ti4UnitCounts; damaged: Ti4UnitCounts } {
  const force = forceOf(state, frame.seat, frame.place);
  const units: Ti4UnitCounts = {};
  const mayDamage: Ti4UnitCounts = {};
  const damaged: Ti4UnitCounts = {};
  for (const type of hitTypes(frame)) {
    const { n, hurt } = reachable(frame, type, force);
    if (n === 0) continue;
    units[type] = n;
    if (hurt > 0) damaged[type] = hurt;
    if (ti4UnitFor(state, frame.seat, type).sustainDamage && n > hurt && !sustainBlocked(state, frame, type))
      mayDamage[type] = n - hurt;
  }
  return { units, mayDamage, damaged };
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
  frame: Ti4AssignHitsFrame,
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
  const room = total(withoutFighters(units)) + covered(state, frame, withoutFighters(mayDamage), {});
  return Math.min(frame.nonFightersFirst, room);
}

function total(counts: Ti4UnitCounts): number {
  return Object.values(counts).reduce((sum: number, n) => sum + (n ?? 0), 0);
}

/** Applies an assignment: units sustaining damage, then units destroyed (the damaged ones of a type first). */
function resolve(tx: Ti4Tx, frame: Ti4AssignHitsFrame, sustain: Ti4UnitCounts, destroy: Ti4UnitCounts): void {
  const { seat, place } = frame;
  const before = hitTargets(tx.state, frame).damaged;
  if (frame.sustained || frame.hits <= 0) {
    tx.emit({ type: "ti4FramePopped" });
    return;
  }
  if (total(sustain) > 0) tx.emit({ type: "ti4UnitsDamaged", seat, place, units: sustain });
  if (total(destroy) > 0) {
    const damaged: Ti4UnitCounts = {};
    for (const [type, n] of Object.entries(destroy) as [Ti4UnitType, number][]) {
      const hurt = Math.min(n, (before[type] ?? 0) + (sustain[type] ?? 0));
      if (hurt > 0) damaged[type] = hurt;
    }
    tx.emit({
      type: "ti4UnitsRemoved",
      seat,
      place,
      units: destroy,
      ...(total(damaged) > 0 ? { damaged } : {}),
      reason: "destroyed",
    });
  }
  lostAsShips(tx, frame, destroy);
  // LRR 61.10: what the hits destroyed, for the moments that count units destroyed (objectives/moments.ts);
  // with no unit sustaining damage the assignment is over first.
  const assigned = () => {
    for (const answer of hookAnswers(tx.state, "hitsAssigned"))
      answer(tx, { seat, place, reason: frame.reason, destroyed: destroy });
  };
  if (total(sustain) === 0) {
    tx.emit({ type: "ti4FramePopped" });
    assigned();
    return;
  }
  // LRR 87: the moment a unit has sustained damage (Direct Hit); the frame pops once it is answered.
  tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, hits: 0, sustained: sustain } });
  assigned();
  for (const answer of hookAnswers(tx.state, "unitsSustainedDamage"))
    answer(tx, { seat, place, reason: frame.reason, units: sustain });
}

/** Ground forces taking part as ships that the hits destroyed no longer take part (space.ts asShips). */
function lostAsShips(tx: Ti4Tx, frame: Ti4AssignHitsFrame, destroy: Ti4UnitCounts): void {
  const asShips = frame.asShips;
  if (!asShips || !(Object.keys(asShips) as Ti4UnitType[]).some((type) => destroy[type])) return;
  const left: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(asShips) as [Ti4UnitType, number][])
    if (n - (destroy[type] ?? 0) > 0) left[type] = n - (destroy[type] ?? 0);
  const { seat, place } = frame;
  tx.emit({ type: "ti4GroundForcesAsShips", seat, position: place.position, units: left, reason: "lost" });
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
): { sustain: Ti4UnitCounts; destroy: Ti4UnitCounts } | null {
  const { units, mayDamage } = hitTargets(state, frame);
  if (frame.hits <= 0 || total(units) === 0) return { sustain: {}, destroy: {} };
  // LRR 87, 10: hits the units cannot absorb are wasted; every unit is destroyed.
  if (frame.hits >= total(units) + covered(state, frame, mayDamage, {}))
    return { sustain: {}, destroy: units };
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
    resolve(tx, frame, only.sustain, only.destroy);
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
  const { units, mayDamage } = hitTargets(tx.state, frame);
  const allowed = hitTypes(frame);
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
    if (!ti4UnitFor(tx.state, frame.seat, type).sustainDamage)
      return ruleError(
        "ERR_TI4_NO_SUSTAIN_DAMAGE",
        "LRR 87",
        `Your ${type} has no SUSTAIN DAMAGE: it cannot cancel a hit.`,
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
  const assigned = covered(tx.state, frame, sustain, destroy);
  // Over-assigned: a unit could be left out and the hits still covered.
  const leastSustain = Math.min(
    ...(Object.keys(sustain) as Ti4UnitType[]).map((type) => sustainWorth(tx.state, frame, type)),
  );
  const spare =
    (total(destroy) > 0 && assigned > frame.hits) ||
    (total(sustain) > 0 && assigned - leastSustain >= frame.hits);
  if (spare)
    return ruleError(
      "ERR_TI4_HITS_OVERASSIGNED",
      rule,
      `You took ${frame.hits} hits: your answer covers ${assigned}, with a unit more than they need.`,
    );
  const owed = nonFighterHitsOwed(tx.state, frame);
  if (owed > 0 && covered(tx.state, frame, withoutFighters(sustain), withoutFighters(destroy)) < owed)
    return ruleError(
      "ERR_TI4_HITS_NON_FIGHTERS_FIRST",
      rule,
      `${owed} of these hits must go to your ships other than fighters while you have any.`,
    );
  const everything = total(destroy) === total(units);
  if (assigned < frame.hits && !everything)
    return ruleError(
      "ERR_TI4_HITS_UNASSIGNED",
      rule,
      `Every hit must be assigned: ${frame.hits} hits, and your answer cancels or destroys only ${assigned}.`,
    );
  resolve(tx, frame, sustain, destroy);
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
): { sustain: Ti4UnitCounts; destroy: Ti4UnitCounts } {
  const { units, mayDamage } = hitTargets(state, frame);
  let left = frame.hits;
  const sustain: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(mayDamage) as [Ti4UnitType, number][]) {
    const worth = sustainWorth(state, frame, type);
    const take = Math.min(n, Math.ceil(left / worth));
    if (take > 0) sustain[type] = take;
    left = Math.max(0, left - take * worth);
  }
  const destroy: Ti4UnitCounts = {};
  const order = [...LOSS_ORDER, ...(Object.keys(units) as Ti4UnitType[])];
  // Hits owed to non-fighter ships (LRR 78.6) go to the cheapest of them first.
  let owed = Math.max(
    0,
    nonFighterHitsOwed(state, frame) - covered(state, frame, withoutFighters(sustain), {}),
  );
  for (const type of new Set(order)) {
    if (type === "fighter" || owed === 0) continue;
    const take = Math.min(units[type] ?? 0, left, owed);
    if (take > 0) destroy[type] = take;
    left -= take;
    owed -= take;
  }
  for (const type of new Set(order)) {
    const already = destroy[type] ?? 0;
    const take = Math.min((units[type] ?? 0) - already, left);
    if (take > 0) destroy[type] = already + take;
    left -= take;
  }
  return { sustain, destroy };
}
