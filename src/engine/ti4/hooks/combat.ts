/** Rule moments of combat rolls (LRR 18, 78.5, 42; digest §4.4): modifiers and extra hits. */
import type { Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Place } from "../board/forces.ts";
import type { Ti4DiceAbility } from "../combat/afterRoll.ts";
import type { Ti4DiceGroup, Ti4RollKind } from "../combat/dice.ts";
import type { Ti4HitReason } from "../combat/frames.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";

/** One unit type's dice in a roll, as the hooks are asked about them. */
export interface Ti4UnitRoll {
  seat: Seat;
  type: Ti4UnitType;
  kind: Ti4RollKind;
  /** Where the roll is made (absent only for a roll made outside the board). */
  place?: Ti4Place;
}

/** A combat round's hits, once both sides have rolled (LRR 78.5, 42). */
export interface Ti4CombatRoundHits {
  seat: Seat;
  opponent: Seat;
  place: Ti4Place;
  /** "space" for space combat, "ground" for ground combat. */
  combat: "space" | "ground";
  hits: number;
  opponentHits: number;
}

/** A round of space combat in `system`, as the hooks of its start and end are told it (LRR 78). */
export interface Ti4SpaceCombatRound {
  system: PositionLabel;
  attacker: Seat;
  defender: Seat;
  round: number;
}

/** A round of ground combat on `place`, as the hooks of its start and end are told it (LRR 42). */
export interface Ti4GroundCombatRound {
  place: Ti4Place;
  attacker: Seat;
  defender: Seat;
  round: number;
}

/**
 * LRR 74, 18: one side's combat roll just made, before its hits count (the moment rerolls and modifiers
 * act): who rolled, against whom, where, in which combat and round, and the dice as they now stand.
 */
export interface Ti4CombatRollMoment {
  seat: Seat;
  opponent: Seat;
  place: Ti4Place;
  combat: "space" | "ground";
  round: number;
  groups: readonly Ti4DiceGroup[];
}

/**
 * What a player may do to their own combat dice at the moment after they roll (LRR 74, 56): reroll chosen
 * dice ("reroll": `costPerDie` trade goods each; `destroysOnMiss`: a unit of the die's type is destroyed
 * for each rerolled die that misses), apply +1 to chosen dice ("plusOne", `costPerDie` trade goods each),
 * or an action card timed afterRoll ("actionCard": a card window opens; the card acts through its effect).
 */
export interface Ti4DiceOffer {
  ability: Ti4DiceAbility;
  effect: "reroll" | "plusOne" | "actionCard";
  costPerDie: number;
  destroysOnMiss?: boolean;
}

export interface Ti4CombatHooks {
  /**
   * LRR 18: what is added to each die of one unit type's roll (a negative number subtracts). Answers are
   * summed. Combat rolls (`kind: "combat"`) are what "combat roll" abilities change; LRR 77.3d, 10: the
   * other kinds are unit abilities, which those abilities leave alone.
   */
  combatRollModifier: (state: Ti4State, roll: Ti4UnitRoll) => number;
  /**
   * LRR 18 [recalled: a reroll replaces a die's result]: true when `roll.seat` may reroll this roll's dice;
   * the engine rerolls each die that missed, once (rerolling a hit never helps, a miss never hurts). Any
   * answer is enough. Asked for each unit type's roll, as it is made.
   */
  rerollsMissedDice: (state: Ti4State, roll: Ti4UnitRoll) => boolean;
  /**
   * Hits one unit type's roll scores besides its dice reaching their value, read from the dice as rolled
   * (before modifiers). Answers are summed.
   */
  extraHitsOnRoll: (state: Ti4State, roll: Ti4UnitRoll, dice: readonly number[]) => number;
  /** Hits `seat` scores in a combat round besides its dice, once both sides have rolled. Answers are summed. */
  combatRoundExtraHits: (state: Ti4State, round: Ti4CombatRoundHits) => number;
  /**
   * LRR 78.3 [recalled: "at the start of a combat round"]: a round of space combat in `system` begins
   * (the first one after anti-fighter barrage is asked too). Each answer acts in book order.
   */
  spaceCombatRoundStarts: (tx: Tx<Ti4>, combat: Ti4SpaceCombatRound) => void;
  /**
   * LRR 78.7-78.8 [recalled: "at the end of a combat round"]: a round of space combat in `system` is over,
   * its hits assigned, before an announced retreat is made, and both sides still have ships there. Each
   * answer acts in book order.
   */
  spaceCombatRoundEnded: (tx: Tx<Ti4>, combat: Ti4SpaceCombatRound) => void;
  /**
   * LRR 42 [recalled: "at the end of a round of ground combat"]: a round of ground combat on `place` is
   * over, its hits assigned, and both sides still have ground forces there. Each answer acts in book order
   * (rolls, pushes hit assignments).
   */
  groundCombatRoundEnded: (tx: Tx<Ti4>, combat: Ti4GroundCombatRound) => void;
  /**
   * LRR 42, 61.5: a ground combat on `place` is over (`winner` null: neither side has ground forces left).
   * Each answer acts in book order.
   */
  groundCombatEnded: (
    tx: Tx<Ti4>,
    combat: { place: Ti4Place; attacker: Seat; defender: Seat; winner: Seat | null },
  ) => void;
  /**
   * LRR 87, 61.10: `seat` has assigned hits from `reason` to its units in `place` and lost `destroyed`
   * (the hit assignment is over, or waits only on the moment a unit sustained damage: the first other
   * step under it is the one that produced the hits). Each answer acts in
   * book order.
   */
  hitsAssigned: (
    tx: Tx<Ti4>,
    hits: { seat: Seat; place: Ti4Place; reason: Ti4HitReason; destroyed: Ti4UnitCounts },
  ) => void;
  /**
   * LRR 42, 18 [recalled: "at the start of a combat round"]: a round of ground combat on `place` begins,
   * before its dice. Each answer acts in book order (the action cards' window for that moment).
   */
  groundCombatRoundStarts: (tx: Tx<Ti4>, combat: Ti4GroundCombatRound) => void;
  /**
   * LRR 87, 78.6 [recalled: "before hits are assigned"]: `seat` is about to assign `hits` from `reason` to
   * its units at `place` (asked once per assignment, before sustain damage). Each answer acts in book
   * order; a frame one pushes is answered before the hits are assigned.
   */
  hitsAboutToBeAssigned: (
    tx: Tx<Ti4>,
    assignment: { seat: Seat; place: Ti4Place; hits: number; reason: Ti4HitReason },
  ) => void;
  /**
   * LRR 87 [recalled: "when or after a unit uses sustain damage"]: `seat`'s `units` at `place` have just
   * sustained damage to cancel hits from `reason` (the assignment's frame, its hits now spent, stays on the
   * stack until the answers' frames are answered). Each answer acts in book order. One moment is told
   * place by place: the space area, then each planet whose ground forces fighting as ships sustained.
   */
  unitsSustainedDamage: (
    tx: Tx<Ti4>,
    sustained: { seat: Seat; place: Ti4Place; reason: Ti4HitReason; units: Ti4UnitCounts },
  ) => void;
  /**
   * LRR 78.6: true when the hits one unit type's roll scores must go to the opponent's non-fighter ships
   * while they have any. Any answer is enough.
   */
  hitsOnNonFightersFirst: (state: Ti4State, roll: Ti4UnitRoll) => boolean;
  /**
   * LRR 74, 56: what `moment.seat` may do to the combat dice it has just rolled (rerolls, modifiers); answers
   * are joined. A moment with any offer waits on its roller alone (combat/afterRoll.ts); one with none
   * goes straight on, so nobody is asked who could not act.
   */
  combatDiceOffers: (state: Ti4State, moment: Ti4CombatRollMoment) => Ti4DiceOffer[];
  /**
   * LRR 74: the moment after `moment.seat`'s combat roll opens (asked once, before the roller answers):
   * each answer acts in book order (the action cards' afterRoll window).
   */
  combatDiceMomentOpens: (tx: Tx<Ti4>, moment: Ti4CombatRollMoment) => void;
}
