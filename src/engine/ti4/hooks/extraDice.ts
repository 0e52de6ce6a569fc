/** Rule moments of how many dice a unit rolls (LRR 18, 78.5: combat and unit abilities) that abilities answer. */
import type { Ti4State } from "../state.ts";
import type { Ti4UnitRoll } from "./combat.ts";

export interface Ti4ExtraDiceHooks {
  /**
   * TE the Last Bastion's Galvanize: how many dice are added to the roll of `units` units of one type (combat,
   * anti-fighter barrage, bombardment, space cannon), on top of what their sheet gives; answers are summed.
   */
  extraDice: (state: Ti4State, roll: Ti4UnitRoll, units: number) => number;
}
