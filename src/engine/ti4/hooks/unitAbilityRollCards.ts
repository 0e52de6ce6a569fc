/**
 * The action cards other players may play at the moment after a unit-ability roll (combat/unitAbilityRolls.ts):
 * Scramble Frequency (actionCards/scramble.ts), in a window of its own timing once the roller is done with
 * their own abilities.
 */
import type { Tx } from "../../kernel/tx.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import type { Ti4UnitAbilityRollAsked } from "./unitAbilityRolls.ts";

export interface Ti4UnitAbilityRollCardHooks {
  /**
   * Whether a window of cards at this moment may wait on anyone (read before the moment's frame exists, so
   * from the hands' public counts and the roll itself); any true answer keeps the moment open for it.
   */
  unitAbilityRollCardsAsked: (state: Ti4State, roll: Ti4UnitAbilityRollAsked) => boolean;
  /** The moment has come to the other players' cards: their window opens (each answer in turn). */
  unitAbilityRollCardWindow: (tx: Tx<Ti4>, roll: Ti4UnitAbilityRollAsked) => void;
}
