/**
 * Rolling a group of units' dice with the game's seeded generator (LRR 18, 78.5; digest §4.4): each unit
 * rolls the dice its roll names (one, or one per burst icon), and every die showing the unit's value or
 * more is a hit. One function serves every roll a unit makes: combat, anti-fighter barrage (LRR 10),
 * bombardment (LRR 15) and space cannon (LRR 77); the caller passes only the units that roll.
 */
import type { Ti4Roll, Ti4UnitType } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RngState, rollD10 } from "../../rng.ts";
import type { Ti4Place } from "../board/forces.ts";
import type { Ti4UnitRoll } from "../hooks/combat.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { ti4UnitFor } from "../units.ts";
import type { Ti4HitReason } from "./frames.ts";
import { oneShipBonus, splitOneShip, type Ti4PlannedDice } from "./oneShip.ts";

/** Which of a unit's rolls is made. */
export type Ti4RollKind = "combat" | "antiFighterBarrage" | "bombardment" | "spaceCannon";

/** One unit type's dice in a roll, as the log shows them. */
export interface Ti4DiceGroup {
  type: Ti4UnitType;
  units: number;
  /** The value each die must reach (before `modifier`). */
  hitsOn: number;
  rolls: number[];
  hits: number;
  /**
   * What the hook point `combatRollModifier` added to each die (absent: nothing), with, on the group of the
   * one ship split off for it, what `oneShipRollBonus` gave that ship (`oneShip`).
   */
  modifier?: number;
  /** The dice that missed and were rerolled (rerollsMissedDice), as first rolled; `rolls` holds the rerolls. */
  rerolled?: number[];
  /** Hits scored besides the dice reaching `hitsOn` (`extraHitsOnRoll`; absent: none), counted in `hits`. */
  extraHits?: number;
  /** True when this group's hits go to the opponent's non-fighter ships first (`hitsOnNonFightersFirst`). */
  nonFightersFirst?: boolean;
  /** TE Gravleash Maneuvers: this group is one ship's dice, split off with this bonus (counted in `modifier`). */
  oneShip?: number;
  /** What abilities applied to each die after the roll (afterRoll.ts: Wrath of Kenara's +1), die by die. */
  bonus?: number[];
}

export interface Ti4Rolled {
  groups: Ti4DiceGroup[];
  hits: number;
  rng: RngState;
}

export interface Ti4RollOptions {
  /** Added to every die (the nebula's +1 for the defender, LRR 59); rolls are logged unmodified. */
  modifier?: number;
  /**
   * The opposing player's non-fighter ships, for a roll whose dice count is that number (the Winnu
   * flagship's combat). Absent, such a unit rolls no dice.
   */
  enemyNonFighterShips?: number;
  /** Where the roll is made, for the hook points that modify it (emitRoll passes its place). */
  place?: Ti4Place;
}

/** The dice the modules answering `extraDice` add to `units` units' roll (TE Galvanize). */
function hookedExtraDice(state: Ti4State, roll: Ti4UnitRoll, units: number): number {
  return hookAnswers(state, "extraDice").reduce((sum, answer) => sum + answer(state, roll, units), 0);
}

/** What the modules answering `combatRollModifier` add to each die of one unit type's roll. */
function hookedModifier(state: Ti4State, roll: Ti4UnitRoll): number {
  return hookAnswers(state, "combatRollModifier").reduce((sum, answer) => sum + answer(state, roll), 0);
}

function rollOf(state: Ti4State, seat: Seat, type: Ti4UnitType, kind: Ti4RollKind): Ti4Roll | null {
  return rollOfKind(ti4UnitFor(state, seat, type), kind);
}

/** A unit's roll of one kind (its combat value, anti-fighter barrage, bombardment or space cannon), or null. */
export function rollOfKind(
  unit: {
    combat: Ti4Roll | null;
    antiFighterBarrage: Ti4Roll | null;
    bombardment: Ti4Roll | null;
    spaceCannon: Ti4Roll | null;
  },
  kind: Ti4RollKind,
): Ti4Roll | null {
  switch (kind) {
    case "combat":
      return unit.combat;
    case "antiFighterBarrage":
      return unit.antiFighterBarrage;
    case "bombardment":
      return unit.bombardment;
    case "spaceCannon":
      return unit.spaceCannon;
  }
}

/** Whether a unit type of this seat makes this kind of roll at all. */
export function ti4Rolls(state: Ti4State, seat: Seat, type: Ti4UnitType, kind: Ti4RollKind): boolean {
  return rollOf(state, seat, type, kind) !== null;
}

/** One unit type's dice in a roll, as ti4RollDice makes them, before any die is rolled (the odds: odds.ts). */
export interface Ti4DiceShape {
  type: Ti4UnitType;
  dice: number;
  /** What each die must reach once `modifier` is added to it. */
  hitsOn: number;
  /** The roll's own modifier (the nebula's) and what combatRollModifier adds. */
  modifier: number;
  /** A die that missed is rolled again (rerollsMissedDice). */
  rerolls: boolean;
  /** Extra hits read from the dice (extraHitsOnRoll), asked die by die. */
  extraHits: (dice: readonly number[]) => number;
  /** The hits go to non-fighter ships first (hitsOnNonFightersFirst). */
  nonFightersFirst: boolean;
}

/** One unit type's dice as planned before the roll: what the hook points asked about it, and its modifier. */
interface Ti4PlannedGroup extends Ti4PlannedDice {
  /** The unit roll as the hook points are asked about it. */
  asked: Ti4UnitRoll;
  /** What combatRollModifier adds to each die, with the one ship's bonus on its own group (logged). */
  hooked: number;
}

/**
 * The dice `units` of `seat` roll for `kind`, before any die is rolled: units without that roll are left out,
 * groups go from the lowest value up (digest §4.4, step 3), the dice a unit's roll names plus what `extraDice`
 * adds, and the one ship split off for `oneShipRollBonus`. ti4RollDice rolls this plan and ti4DiceShapes
 * gives it to the odds, so both read the hook points the same way.
 */
function plannedDice(
  state: Ti4State,
  seat: Seat,
  units: Ti4UnitCounts,
  kind: Ti4RollKind,
  options: Ti4RollOptions,
): Ti4PlannedGroup[] {
  const at = options.place ? { place: options.place } : {};
  const plan: Ti4PlannedDice[] = [];
  for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][]) {
    if (!n) continue;
    const roll = rollOf(state, seat, type, kind);
    if (!roll) continue;
    const each = roll.dice === "enemyNonFighterShips" ? (options.enemyNonFighterShips ?? 0) : roll.dice;
    const dice = n * each + hookedExtraDice(state, { seat, type, kind, ...at }, n);
    plan.push({ type, units: n, hitsOn: roll.hitsOn, each, dice });
  }
  plan.sort((a, b) => a.hitsOn - b.hitsOn);
  const modifier = options.modifier ?? 0;
  const split = splitOneShip(
    plan,
    oneShipBonus(state, seat, kind, options.place),
    (type) => modifier + hookedModifier(state, { seat, type, kind, ...at }),
  );
  return split.map((p) => {
    const asked: Ti4UnitRoll = { seat, type: p.type, kind, ...at };
    // TE Gravleash Maneuvers: the one ship's group carries its bonus with the type's modifiers.
    return { ...p, asked, hooked: hookedModifier(state, asked) + (p.oneShip ?? 0) };
  });
}

function rerollsMissed(state: Ti4State, asked: Ti4UnitRoll): boolean {
  return hookAnswers(state, "rerollsMissedDice").some((answer) => answer(state, asked));
}

function extraHitsOf(state: Ti4State, asked: Ti4UnitRoll, dice: readonly number[]): number {
  return hookAnswers(state, "extraHitsOnRoll").reduce((sum, answer) => sum + answer(state, asked, dice), 0);
}

function nonFightersFirst(state: Ti4State, asked: Ti4UnitRoll): boolean {
  return hookAnswers(state, "hitsOnNonFightersFirst").some((answer) => answer(state, asked));
}

/** The dice `units` of `seat` would roll for `kind`, planned as ti4RollDice plans them (the odds: odds.ts). */
export function ti4DiceShapes(
  state: Ti4State,
  seat: Seat,
  units: Ti4UnitCounts,
  kind: Ti4RollKind,
  options: Ti4RollOptions = {},
): Ti4DiceShape[] {
  return plannedDice(state, seat, units, kind, options).map((p) => ({
    type: p.type,
    dice: p.dice,
    hitsOn: p.hitsOn,
    modifier: (options.modifier ?? 0) + p.hooked,
    rerolls: rerollsMissed(state, p.asked),
    extraHits: (dice) => extraHitsOf(state, p.asked, dice),
    nonFightersFirst: nonFightersFirst(state, p.asked),
  }));
}

/** Rolls `units` of `seat` for `kind` as planned (plannedDice), from `rng`; the generator's next state is returned. */
export function ti4RollDice(
  state: Ti4State,
  seat: Seat,
  units: Ti4UnitCounts,
  kind: Ti4RollKind,
  rng: RngState,
  options: Ti4RollOptions = {},
): Ti4Rolled {
  const modifier = options.modifier ?? 0;
  let next = rng;
  const groups: Ti4DiceGroup[] = [];
  for (const p of plannedDice(state, seat, units, kind, options)) {
    const drawn = rollD10(next, p.dice);
    next = drawn.rng;
    const hit = (d: number) => d + modifier + p.hooked >= p.hitsOn;
    let dice = drawn.value;
    const missed = dice.filter((d) => !hit(d));
    const reroll = missed.length > 0 && rerollsMissed(state, p.asked);
    if (reroll) {
      // Each missed die is rolled again, in order, from the same seeded generator.
      const again = rollD10(next, missed.length);
      next = again.rng;
      let i = 0;
      dice = dice.map((d) => (hit(d) ? d : (again.value[i++] as number)));
    }
    const extra = extraHitsOf(state, p.asked, dice);
    const hits = dice.filter(hit).length + extra;
    const group: Ti4DiceGroup = { type: p.type, units: p.units, hitsOn: p.hitsOn, rolls: dice, hits };
    if (reroll) group.rerolled = missed;
    if (p.hooked !== 0) group.modifier = p.hooked;
    if (p.oneShip) group.oneShip = p.oneShip;
    if (extra !== 0) group.extraHits = extra;
    if (nonFightersFirst(state, p.asked)) group.nonFightersFirst = true;
    groups.push(group);
  }
  return { groups, hits: groups.reduce((sum, g) => sum + g.hits, 0), rng: next };
}

/** One unit group's roll as an effect asks for it: whose, where, which units, what kind and why. */
export interface Ti4RollRequest {
  seat: Seat;
  place: Ti4Place;
  units: Ti4UnitCounts;
  kind: Ti4RollKind;
  reason: Ti4HitReason;
  options?: Ti4RollOptions;
}

/**
 * Rolls and logs: emits `ti4DiceRolled` with every die and the generator's next state (nothing when no unit
 * has the roll), and returns the hits. Each effect that rolls (space cannon, barrage, bombardment, combat) calls this.
 */
export function emitRoll(tx: Tx<Ti4>, roll: Ti4RollRequest): number {
  return emitRollWithPriority(tx, roll).hits;
}

/** emitRoll, also telling how many of the hits go to non-fighter ships first (hitsOnNonFightersFirst). */
export function emitRollWithPriority(
  tx: Tx<Ti4>,
  roll: Ti4RollRequest,
): { hits: number; nonFightersFirst: number } {
  const options = { ...roll.options, place: roll.place };
  const rolled = ti4RollDice(tx.state, roll.seat, roll.units, roll.kind, tx.state.rng, options);
  // No unit with the roll: no dice, nothing to log.
  if (rolled.groups.length === 0) return { hits: 0, nonFightersFirst: 0 };
  tx.emit({
    type: "ti4DiceRolled",
    seat: roll.seat,
    place: roll.place,
    roll: roll.kind,
    reason: roll.reason,
    groups: rolled.groups,
    hits: rolled.hits,
    rng: rolled.rng,
  });
  const nonFightersFirst = rolled.groups
    .filter((g) => g.nonFightersFirst)
    .reduce((sum, g) => sum + g.hits, 0);
  return { hits: rolled.hits, nonFightersFirst };
}

/**
 * LRR 78.5, 42: once both sides of a combat round have rolled, the hits each scores besides its dice
 * (hook point `combatRoundExtraHits`); returns the attacker's and the defender's totals.
 */
export function withRoundExtraHits(
  state: Ti4State,
  round: { attacker: Seat; defender: Seat; place: Ti4Place; combat: "space" | "ground" },
  hits: { attacker: number; defender: number },
): { attacker: number; defender: number } {
  const extra = (seat: Seat, opponent: Seat, own: number, theirs: number) =>
    hookAnswers(state, "combatRoundExtraHits").reduce(
      (sum, answer) =>
        sum +
        answer(state, {
          seat,
          opponent,
          place: round.place,
          combat: round.combat,
          hits: own,
          opponentHits: theirs,
        }),
      0,
    );
  return {
    attacker: hits.attacker + extra(round.attacker, round.defender, hits.attacker, hits.defender),
    defender: hits.defender + extra(round.defender, round.attacker, hits.defender, hits.attacker),
  };
}
