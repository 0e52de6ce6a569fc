/**
 * Rule moments of the rolls units make for a unit ability (LRR 77 SPACE CANNON, 15 BOMBARDMENT, 9 ANTI-FIGHTER
 * BARRAGE), answered by abilities that act on those dice: the moment after such a roll, before its hits are
 * counted (combat/unitAbilityRolls.ts).
 */
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Place } from "../board/forces.ts";
import type { Ti4UnitAbilityRollKind, Ti4UnitRollAbility } from "../combat/unitAbilityRolls.ts";
import type { Ti4State } from "../state.ts";

/** A unit-ability roll as the hooks are asked about it: who rolled, which roll, where, and at whom. */
export interface Ti4UnitAbilityRollAsked {
  seat: Seat;
  roll: Ti4UnitAbilityRollKind;
  place: Ti4Place;
  /** The player whose units the hits go to. */
  target: Seat;
}

export interface Ti4UnitAbilityRollHooks {
  /**
   * The abilities the roller may use on their own dice at the moment after the roll (each rerolls the dice
   * the roller names, LRR 74); answers are joined, an ability used at this moment is not offered again.
   */
  unitAbilityRollOffers: (state: Ti4State, roll: Ti4UnitAbilityRollAsked) => Ti4UnitRollAbility[];
  /**
   * Dice rolled besides the units' own, each for the roll's best unit (TE the Argent Flight's alliance card:
   * one of the units rolls one extra die); answers are summed.
   */
  unitAbilityRollExtraDice: (state: Ti4State, roll: Ti4UnitAbilityRollAsked) => number;
}
