/** The commands of the moment after a unit-ability roll (unitAbilityRolls.ts), listed with all in commands.ts. */
import { command, count, listOf, oneOf } from "../../commands/forms.ts";

export const UNIT_ABILITY_ROLL_COMMANDS = [
  /** LRR 74: the roller rerolls the dice numbered `dice` (from 0, in the roll's order) with `ability`. */
  command("rerollUnitAbilityDice", { ability: oneOf(["jolnar"]), dice: listOf(count) }),
  /** The roller's dice stay as they are; the others' abilities come next, then the hits count. */
  command("keepUnitAbilityDice", {}),
] as const;
