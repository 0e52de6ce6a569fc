/**
 * The bot's candidates for combat answers: PDS fire, hits, retreats, bombardment, combat abilities. It fires
 * every PDS it may, assigns hits the way the standing preference does (rules/combat/hitPool.ts: damage
 * before destruction, cheapest units first), stays in a battle unless it is hopeless, bombards with every
 * ship able to, and uses an optional ability only where it pays.
 */
import { UNIT_TYPES, type UnitType } from "../../content/index.ts";
import type { Command, CommandType } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import { bombardiers, mayUseX89 } from "../rules/combat/bombardment.ts";
import type { CasualtiesFrame, CombatAbility } from "../rules/combat/frames.ts";
import { autoAssignment, hitPool, hitsToAssign } from "../rules/combat/hitPool.ts";
import { isCombatRoll } from "../rules/combat/modifiers.ts";
import { pdsTargets } from "../rules/combat/pds.ts";
import { count, shipsOf, spaceUnits } from "../rules/units.ts";
import type { GameState, Seat, UnitCounts } from "../state.ts";
import { salvageCandidates } from "./cardAbilities.ts";
import { strengthOf } from "./forces.ts";
import type { Candidates } from "./policy.ts";

function top(state: GameState) {
  return state.stack.at(-1);
}

/** Fire at every enemy the PDS may shoot at, the strongest fleet first; hold only when firing is refused. */
function pdsCandidates(state: GameState, d: Decision): Command[] {
  const frame = top(state);
  if (frame?.kind !== "pdsFire") return [];
  const targets = pdsTargets(state, frame, d.seat).sort(
    (a, b) =>
      strengthOf(spaceUnits(state, frame.position, b)) - strengthOf(spaceUnits(state, frame.position, a)),
  );
  return [
    ...targets.map((target): Command => ({ type: "firePds", seat: d.seat, fire: true, target })),
    { type: "firePds", seat: d.seat, fire: true },
    { type: "firePds", seat: d.seat, fire: false },
  ];
}

/** Cheapest first when nothing can absorb a hit by damage (a fallback to the standing preference's answer). */
const LOSS_ORDER: readonly UnitType[] = [
  "fighter",
  "groundForce",
  "shockTroop",
  "destroyer",
  "cruiser",
  "carrier",
  "dreadnought",
  "warSun",
];

function plainLosses(state: GameState, frame: CasualtiesFrame, seat: Seat): Command {
  const pool = hitPool(state, frame, seat);
  let left = hitsToAssign(state, frame, seat);
  const damage: UnitCounts = {};
  for (const type of pool.sustain) {
    const n = Math.min(left, count(pool.units, type) - count(pool.damaged, type));
    if (n > 0) damage[type] = n;
    left -= Math.max(0, n);
  }
  const destroy: UnitCounts = {};
  for (const type of [...LOSS_ORDER, ...UNIT_TYPES]) {
    const n = Math.min(left, count(pool.units, type) - count(destroy, type) - count(damage, type));
    if (n > 0) destroy[type] = count(destroy, type) + n;
    left -= Math.max(0, n);
  }
  return { type: "assignHits", seat, destroy, damage };
}

function hitCandidates(state: GameState, d: Decision): Command[] {
  const frame = top(state);
  if (frame?.kind !== "casualties") return [];
  const auto = autoAssignment(state, frame, d.seat);
  return [
    { type: "assignHits", seat: d.seat, destroy: auto.destroy, damage: auto.damage },
    plainLosses(state, frame, d.seat),
  ];
}

/** Stay, unless the enemy fleet is more than twice as strong: then retreat where the rules allow. */
function retreatCandidates(state: GameState, d: Decision): Command[] {
  const frame = top(state);
  const stay: Command = { type: "announceRetreat", seat: d.seat, to: null };
  if (frame?.kind !== "spaceBattle") return [stay];
  const enemy = d.seat === frame.attacker ? frame.defender : frame.attacker;
  const mine = strengthOf(shipsOf(spaceUnits(state, frame.position, d.seat)));
  const theirs = strengthOf(shipsOf(spaceUnits(state, frame.position, enemy)));
  const hopeless = theirs > mine * 2 + 0.5;
  const places = (d.choices ?? []).filter((c) => c !== "stay");
  if (!hopeless || places.length === 0) return [stay];
  const retreats = places.flatMap((to): Command[] => [
    { type: "announceRetreat", seat: d.seat, to },
    { type: "announceRetreat", seat: d.seat, to, tactical: true },
  ]);
  return [...retreats, stay];
}

/** Every ship able to bombard does; X-89 only when no ship can roll at this planet. */
function bombardCandidates(state: GameState, d: Decision): Command[] {
  const frame = top(state);
  if (frame?.kind !== "invasion") return [];
  const b = bombardiers(state, frame);
  const out: Command[] = [
    { type: "bombard", seat: d.seat, dreadnoughts: b.dreadnoughts, warSuns: b.warSuns },
  ];
  if (mayUseX89(state, frame)) {
    const x89 = b.warSuns > 0 ? "warSun" : "dreadnought";
    const order = { dreadnoughts: x89 === "dreadnought" ? Math.max(0, b.dreadnoughts - 1) : b.dreadnoughts };
    const warSuns = x89 === "warSun" ? b.warSuns - 1 : b.warSuns;
    if (b.dreadnoughts + b.warSuns === 0)
      out.unshift({ type: "bombard", seat: d.seat, ...order, warSuns, x89 });
    else out.push({ type: "bombard", seat: d.seat, ...order, warSuns, x89 });
  }
  out.push({ type: "bombard", seat: d.seat, dreadnoughts: 0, warSuns: 0 });
  return out;
}

/** The 0-based index, among the seat's re-rollable dice, of its first missed die. */
function firstMissedDie(state: GameState, seat: Seat): number | null {
  const frame = top(state);
  if (frame?.kind !== "casualties") return null;
  const dice = frame.volleys.filter((v) => v.shooter === seat && isCombatRoll(v.roll)).flatMap((v) => v.dice);
  const i = dice.findIndex((die) => die.needed !== null && !die.hit);
  return i < 0 ? null : i;
}

/** Yin Devotion: a Destroyer (or Cruiser) given up for a hit on a bigger enemy ship. */
function devotion(state: GameState, seat: Seat): { unit: UnitType; target: UnitType } | null {
  const frame = top(state);
  if (frame?.kind !== "spaceBattle") return null;
  const own = spaceUnits(state, frame.position, seat);
  const enemy = spaceUnits(state, frame.position, seat === frame.attacker ? frame.defender : frame.attacker);
  const unit: UnitType | undefined = count(own, "destroyer") > 0 ? "destroyer" : undefined;
  const target = (["carrier", "cruiser", "dreadnought", "warSun"] as const).find((t) => count(enemy, t) > 0);
  return unit && target ? { unit, target } : null;
}

function abilityCandidates(state: GameState, d: Decision): Command[] {
  const ability = d.choices?.[0] as CombatAbility | undefined;
  if (!ability) return [];
  const no: Command = { type: "useCombatAbility", seat: d.seat, ability, use: false };
  const p = state.players[d.seat];
  const yes = (extra: Partial<Extract<Command, { type: "useCombatAbility" }>> = {}): Command => ({
    type: "useCombatAbility",
    seat: d.seat,
    ability,
    use: true,
    ...extra,
  });
  switch (ability) {
    case "gravitonNegatorFighters":
      return [yes(), no];
    case "letnevWarFunding":
      // Worth 2 Trade Goods only with more in hand.
      return (p?.tradeGoods ?? 0) >= 4 ? [yes(), no] : [no];
    case "jolnarReroll": {
      // A Strategy Allocation counter for a die: only with counters to spare.
      const die = firstMissedDie(state, d.seat);
      return (p?.counters.strategy ?? 0) >= 3 && die !== null ? [yes({ die }), no] : [no];
    }
    case "yinDevotion": {
      const pick = devotion(state, d.seat);
      return pick ? [yes(pick), no] : [no];
    }
    default:
      return [no];
  }
}

export const COMBAT_CANDIDATES: Partial<Record<CommandType, Candidates>> = {
  firePds: pdsCandidates,
  assignHits: hitCandidates,
  announceRetreat: retreatCandidates,
  bombard: bombardCandidates,
  useCombatAbility: abilityCandidates,
  salvageShip: salvageCandidates,
};
